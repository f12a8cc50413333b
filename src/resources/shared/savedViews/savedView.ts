import type { ListControllerResult } from 'react-admin';
import type { ViewParams } from '../../../../shared/schemas/savedView';

export const SAVED_VIEWS = 'saved-views';

/**
 * The key a list's views are saved under: its resource, and its store key when it has one (an
 * organization's events are not another organization's).
 */
export const listKeyOf = (resource: string, storeKey?: string) =>
  storeKey ? `${resource}:${storeKey}` : resource;

/** What a view keeps of a list: its filters (the search among them), its order and page size. */
export const paramsOf = (list: ListControllerResult): ViewParams => ({
  filter: list.filterValues ?? {},
  ...(list.sort?.field ? { sort: list.sort.field, order: list.sort.order } : {}),
  perPage: list.perPage,
});

/** Puts a view's filters, order and page size on the list (back to its first page). */
export function applyView(list: ListControllerResult, params: ViewParams) {
  list.setFilters(params.filter, {});
  if (params.sort) list.setSort({ field: params.sort, order: params.order ?? 'ASC' });
  if (params.perPage) list.setPerPage(params.perPage);
}
