import { HttpResponse, http } from 'msw';
import type { ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { applyView, listKeyOf, paramsOf } from '../../../src/resources/shared/savedViews/savedView';
import { api, server } from '../support/server';

/* Saved views in the console: what a view keeps of a list, puts back, and asks the API for. */

const list = (changes: Partial<ListControllerResult> = {}) =>
  ({
    filterValues: { q: 'brew', status: 'Published' },
    sort: { field: 'name', order: 'DESC' },
    perPage: 25,
    setFilters: vi.fn(),
    setSort: vi.fn(),
    setPerPage: vi.fn(),
    ...changes,
  }) as unknown as ListControllerResult;

describe('a saved view', () => {
  it("keeps the list's filters, search, order and page size", () => {
    expect(paramsOf(list())).toEqual({
      filter: { q: 'brew', status: 'Published' },
      sort: 'name',
      order: 'DESC',
      perPage: 25,
    });
  });

  it("puts them back on the list, and leaves an order it does not keep as the list's", () => {
    const target = list();
    applyView(target, { filter: { q: 'brew' }, sort: 'id', order: 'ASC', perPage: 50 });
    expect(target.setFilters).toHaveBeenCalledWith({ q: 'brew' }, {});
    expect(target.setSort).toHaveBeenCalledWith({ field: 'id', order: 'ASC' });
    expect(target.setPerPage).toHaveBeenCalledWith(50);
    const unsorted = list();
    applyView(unsorted, { filter: {} });
    expect(unsorted.setFilters).toHaveBeenCalledWith({}, {});
    expect(unsorted.setSort).not.toHaveBeenCalled();
    expect(unsorted.setPerPage).not.toHaveBeenCalled();
  });

  it('is kept under the list’s resource, and its store key when it has one', () => {
    expect(listKeyOf('organizations')).toBe('organizations');
    expect(listKeyOf('events', 'organization-7-events.listParams')).toBe(
      'events:organization-7-events.listParams',
    );
  });

  it("asks the API for one list's views, its key in the query", async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/admin/saved-views'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('list') ?? '');
        return HttpResponse.json({
          data: {
            saved_views: [
              { id: 2, name: 'Mine', list: 'events:a&b', mine: true, shared: false },
              { id: 1, name: 'Shared', list: 'events:a&b', mine: false, shared: true },
            ],
          },
        });
      }),
    );
    const { data, total } = await dataProvider.getList('saved-views', {
      filter: { list: 'events:a&b' },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(asked).toEqual(['events:a&b']);
    expect(data.map((view) => view.name)).toEqual(['Mine', 'Shared']);
    expect(total).toBe(2);
  });
});
