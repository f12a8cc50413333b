import type { GetListParams } from 'react-admin';
import type { RecordType } from '../../shared/resources/recordType';
import { parentListOf, recordTypeOf } from '../../shared/resources/references';
import type { QueryValue } from './http';
import type {
  CallContext,
  FilterParam,
  PathSpec,
  ServerListSpec,
  SortParams,
  Values,
} from './types';

export const DEFAULT_PER_PAGE = 10;

export function resolvePath(path: PathSpec, context: CallContext): string {
  return typeof path === 'function' ? path(context) : path;
}

/**
 * A parent id for a nested path, from meta, then filter, then the record's data; a path
 * that lacks it is a programming error, reported with the name it needed.
 */
export function parentId(context: CallContext, ...names: string[]): string {
  for (const source of [
    context.meta,
    context.filter,
    context.data ?? {},
    context.previousData ?? {},
  ]) {
    for (const name of names) {
      const value = source[name];
      if (typeof value === 'string' || typeof value === 'number') {
        return encodeURIComponent(String(value));
      }
    }
  }
  throw new Error(`This call needs ${names.join(' or ')} in meta or filter.`);
}

/**
 * Where a record type with a parent is listed, under the parent's record (parentListOf), the
 * parent's id read from the call's meta or filter under `idName`: by default as the console's
 * routes name it, after the parent's URL segment (`organizationId`).
 */
export function underParent(type: RecordType, idName = routedIdName(type)): PathSpec | undefined {
  const list = parentListOf(type);
  if (!list) return undefined;
  const template = list.path.replace('{id}', `{${idName}}`);
  return (context) => withParentIds(template, context);
}

/** How the console's routes name the id of a record type's parent: `<its segment>Id`. */
function routedIdName({ parent }: RecordType): string {
  const route = parent && (recordTypeOf(parent.table) as { route?: { one: string } }).route;
  return `${route?.one}Id`;
}

/** A nested path with its parents' ids filled in: `/admin/event/{eventId}/sponsorships`. */
export const withParentIds = (template: string, context: CallContext): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => parentId(context, name));

/** An A-Z letter filter: sent lower-cased ('#' stays '#'); 'all' or none sends nothing. */
export function letterParam(name: string): FilterParam {
  return (value) => {
    const letter = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return { [name]: letter === '' || letter === 'all' ? undefined : letter };
  };
}

function filterQuery(
  filters: Record<string, FilterParam>,
  filter: Values,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, param] of Object.entries(filters)) {
    const value = filter[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof param === 'function') Object.assign(query, param(value, filter));
    else query[param] = value as QueryValue;
  }
  return query;
}

function sortQuery(
  spec: SortParams | undefined,
  sort: GetListParams['sort'] | undefined,
): Record<string, QueryValue> {
  if (!spec || !sort) return {};
  const descending = sort.order === 'DESC';
  if ('columns' in spec) {
    return spec.columns.includes(sort.field)
      ? { sort: sort.field, order: descending ? 'desc' : 'asc' }
      : {};
  }
  const param = spec.perField[sort.field];
  return param ? { [param]: descending ? 'DESC' : 'ASC' } : {};
}

/** A server-paged list's parameters other than paging: its fixed ones, filters and order. */
export function serverFilterQuery(
  spec: ServerListSpec,
  params: Pick<GetListParams, 'filter' | 'sort'>,
): Record<string, QueryValue> {
  return {
    ...spec.query,
    ...filterQuery(spec.filters ?? {}, params.filter ?? {}),
    ...sortQuery(spec.sort, params.sort),
  };
}

/** The query parameters of a server-paged list call. */
export function serverListQuery(
  spec: ServerListSpec,
  params: GetListParams,
): Record<string, QueryValue> {
  const query = serverFilterQuery(spec, params);
  query[spec.pageParam ?? 'page_num'] = params.pagination?.page ?? 1;
  if (spec.perPageParam) query[spec.perPageParam] = params.pagination?.perPage ?? DEFAULT_PER_PAGE;
  return query;
}
