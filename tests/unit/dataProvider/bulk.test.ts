import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bulkActionsOf, dataProvider } from '../../../src/dataProvider';
import { api, queryOf, route, server } from '../support/server';

describe('bulkAction', () => {
  it("posts the action and the ids to the resource's bulk path and answers the result", async () => {
    const result = { action: 'publish', changed: [3], unchanged: [5], refused: [] };
    const requests = route('post', '/admin/organization/bulk', { data: result });
    const answer = await dataProvider.bulkAction('organizations', {
      action: 'publish',
      ids: ['3', 5],
    });
    expect(await requests[0]?.json()).toEqual({ action: 'publish', ids: [3, 5] });
    expect(answer.data).toEqual(result);
  });

  it('undoes a batch in one request to its undo path, answering the records changed back', async () => {
    const result = { batch_id: 7, undone: 'publish', changed: [3, 5] };
    const requests = route('post', '/admin/bulk/7/undo', { data: result });
    const answer = await dataProvider.bulkUndo(7);
    expect(requests).toHaveLength(1);
    expect(answer.data).toEqual(result);
  });

  it('offers what each resource takes: publish where records have a publish state', () => {
    expect(bulkActionsOf('organizations')).toEqual(['publish', 'unpublish', 'delete']);
    expect(bulkActionsOf('cities')).toEqual(['publish', 'unpublish', 'delete']);
    expect(bulkActionsOf('blog')).toEqual(['publish', 'unpublish', 'delete']);
    expect(bulkActionsOf('categories')).toEqual(['delete']);
    expect(bulkActionsOf('locations')).toEqual(['delete']);
    expect(bulkActionsOf('event-sponsors')).toEqual([]);
  });
});

describe('a page larger than the API answers', () => {
  it('is read as the API pages of 100 that cover it, until one comes back short', async () => {
    const pages: Record<string, string>[] = [];
    server.use(
      http.get(api('/admin/organization'), ({ request }) => {
        const query = queryOf(request);
        pages.push(query);
        const page = Number(query.page_num);
        const count = page < 3 ? 100 : 40;
        const organizations = Array.from({ length: count }, (_, index) => ({
          id: (page - 1) * 100 + index + 1,
        }));
        return HttpResponse.json({
          data: { organizations, total_items: 240, total_pages: 3, per_page_items: 100 },
        });
      }),
    );
    const { data, total } = await dataProvider.getList('organizations', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(pages.map((query) => [query.page_num, query.max_organizations])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(data.map((record) => record.id)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
    expect(total).toBe(240);
  });
});
