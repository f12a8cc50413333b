import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';
import { sortableColumns, uploadFields } from '../../../shared/resources/declaration';
import { dataProvider } from '../../../src/dataProvider';
import { sampleValues } from '../support/declaredSamples';
import { queryOf, rejectionOf, route } from '../support/server';

const listParams = (page: number, perPage: number, q?: string) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter: q === undefined ? {} : { q },
});

const totals = { total_pages: 3, per_page_items: 10, total_items: 23 };

/** The declared resources sent as JSON (no uploads): paths, record keys and a sample record. */
const jsonResources = declaredResources
  .filter((declaration) => uploadFields(declaration).length === 0)
  .map((declaration) => {
    const sent = sampleValues(declaration, 7);
    return {
      resource: declaration.name,
      base: declaration.api.path,
      listKey: declaration.api.listKey,
      itemKey: declaration.api.recordKey,
      record: { id: 7, ...sent, updated_at: '2026-11-21T19:29:48.06Z' },
      sent,
    };
  });

/** Each declared list's sortable columns, and one of its columns that does not sort. */
const sortCases = declaredResources.map((declaration) => ({
  resource: declaration.name,
  base: declaration.api.path,
  listKey: declaration.api.listKey,
  sortable: sortableColumns(declaration),
}));

describe.each(sortCases)('$resource order', ({ resource, base, listKey, sortable }) => {
  it.each(sortable)('sends the order by %s both ways', async (field) => {
    const requests = route('get', base, { data: { [listKey]: [], ...totals } });
    for (const order of ['ASC', 'DESC'] as const) {
      await dataProvider.getList(resource, { ...listParams(1, 10), sort: { field, order } });
    }
    expect(requests.map((request) => queryOf(request))).toMatchObject([
      { sort: field, order: 'asc' },
      { sort: field, order: 'desc' },
    ]);
  });

  it('sends no order by a column that does not sort', async () => {
    const requests = route('get', base, { data: { [listKey]: [], ...totals } });
    await dataProvider.getList(resource, {
      ...listParams(1, 10),
      sort: { field: 'updated_at', order: 'DESC' },
    });
    expect(queryOf(requests[0] as Request)).not.toHaveProperty('sort');
    expect(queryOf(requests[0] as Request)).not.toHaveProperty('order');
  });
});

describe.each(jsonResources)('$resource', ({ resource, base, listKey, itemKey, record, sent }) => {
  it(`lists with page_num, per_page and search from ${base}`, async () => {
    const requests = route('get', base, { data: { [listKey]: [record], ...totals } });
    const result = await dataProvider.getList(resource, listParams(2, 10, 'Fair'));
    expect(queryOf(requests[0] as Request)).toEqual({
      page_num: '2',
      per_page: '10',
      search: 'Fair',
      sort: 'id',
      order: 'asc',
    });
    expect(result).toEqual({ data: [record], total: 23 });
  });

  it('leaves out an empty search', async () => {
    const requests = route('get', base, { data: { [listKey]: [], ...totals, total_items: 0 } });
    expect(await dataProvider.getList(resource, listParams(1, 10, ''))).toEqual({
      data: [],
      total: 0,
    });
    expect(queryOf(requests[0] as Request)).toEqual({
      page_num: '1',
      per_page: '10',
      sort: 'id',
      order: 'asc',
    });
  });

  it('reads one record', async () => {
    route('get', `${base}/7`, { data: { [itemKey]: record } });
    expect((await dataProvider.getOne(resource, { id: '7' })).data).toEqual(record);
  });

  it('creates with the editable fields as JSON', async () => {
    const requests = route('post', base, { data: { [itemKey]: record } }, 201);
    const { data } = await dataProvider.create(resource, {
      data: { ...sent, id: 'ignored', created_at: 'ignored' },
    });
    await expect((requests[0] as Request).json()).resolves.toEqual(sent);
    expect(data).toEqual(record);
  });

  it('updates with PATCH, the editable fields and the updated_at it was read with', async () => {
    const saved = { ...record, updated_at: '2026-11-21T20:00:00.5Z' };
    const requests = route('patch', `${base}/7`, { data: { [itemKey]: saved } });
    const { data } = await dataProvider.update(resource, {
      id: '7',
      data: { ...record, created_at: '2026-01-01T00:00:00Z' },
      previousData: record,
    });
    await expect((requests[0] as Request).json()).resolves.toEqual({
      ...sent,
      updated_at: record.updated_at,
    });
    expect(data).toEqual({ ...saved, created_at: '2026-01-01T00:00:00Z' });
  });

  it('deletes, answering the deleted record', async () => {
    const requests = route('delete', `${base}/7`, { data: { [itemKey]: record } });
    const { data } = await dataProvider.delete(resource, { id: 7, previousData: record });
    expect(requests).toHaveLength(1);
    expect(data).toEqual(record);
  });

  it("turns a refusal into an error carrying the server's message and field errors", async () => {
    const errors = { [Object.keys(sent)[0] as string]: 'Required' };
    route('post', base, { message: 'Validation failed', errors }, 400);
    const failure = (await rejectionOf(dataProvider.create(resource, { data: sent }))) as HttpError;
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure.message).toBe('Validation failed');
    expect(failure.body.errors).toEqual({ [Object.keys(sent)[0] as string]: 'Required' });
  });
});

describe.each(declaredResources.map(({ name, api }) => [name, api.path, api.listKey] as const))(
  '%s list',
  (resource, base, listKey) => {
    it('always asks for a page: the server answers the whole list without page_num', async () => {
      const requests = route('get', base, { data: { [listKey]: [], ...totals, total_items: 0 } });
      await dataProvider.getList(resource, { filter: {} } as never);
      expect(queryOf(requests[0] as Request)).toMatchObject({ page_num: '1', per_page: '10' });
    });
  },
);

describe('categories', () => {
  const icon = { id: 9, url: '/api/files/9?sig=abc' };
  const category = {
    id: 3,
    name: 'Music',
    is_event: true,
    is_organization: false,
    icon_file_id: 9,
    updated_at: '2026-11-21T19:29:48.06Z',
  };
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'music.svg', {
    type: 'image/svg+xml',
  });

  it('lists 50 a page from /admin/category with the icons', async () => {
    const requests = route('get', '/admin/category', {
      data: {
        categories: [{ ...category, icon }],
        total_pages: 1,
        per_page_items: 50,
        total_items: 1,
      },
    });
    const result = await dataProvider.getList('categories', listParams(1, 50, 'mus'));
    expect(queryOf(requests[0] as Request)).toEqual({
      page_num: '1',
      per_page: '50',
      search: 'mus',
      sort: 'id',
      order: 'asc',
    });
    expect(result).toEqual({ data: [{ ...category, icon }], total: 1 });
  });

  it('reads one category with its icon beside it', async () => {
    route('get', '/admin/category/3', { data: { category, icon } });
    expect((await dataProvider.getOne('categories', { id: '3' })).data).toEqual({
      ...category,
      icon,
    });
  });

  it('creates with multipart: the icon file and the flags as 1/0', async () => {
    const requests = route('post', '/admin/category', { data: { category, icon } }, 201);
    const { data } = await dataProvider.create('categories', {
      data: { name: 'Music', is_event: true, is_organization: false, icon_file: svg },
    });
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('name')).toBe('Music');
    expect(form.get('is_event')).toBe('1');
    expect(form.get('is_organization')).toBe('0');
    const file = form.get('icon_file') as File;
    expect(file.name).toBe('music.svg');
    expect(await file.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(data).toEqual({ ...category, icon });
  });

  it('updates without icon_file when no new icon was chosen, with updated_at', async () => {
    const saved = { ...category, name: 'Live music', updated_at: '2026-11-21T20:00:00.5Z' };
    const requests = route('patch', '/admin/category/3', { data: { category: saved, icon } });
    const { data } = await dataProvider.update('categories', {
      id: '3',
      data: { ...category, icon, name: 'Live music' },
      previousData: { ...category, icon },
    });
    const form = await (requests[0] as Request).formData();
    expect(Object.fromEntries(form)).toEqual({
      name: 'Live music',
      is_event: '1',
      is_organization: '0',
      updated_at: category.updated_at,
    });
    expect(data).toEqual({ ...saved, icon });
  });

  it('sends a newly chosen icon on update', async () => {
    const requests = route('patch', '/admin/category/3', { data: { category, icon } });
    await dataProvider.update('categories', {
      id: 3,
      data: { ...category, icon_file: svg },
      previousData: category,
    });
    const form = await (requests[0] as Request).formData();
    expect((form.get('icon_file') as File).name).toBe('music.svg');
  });

  it("carries the server's per-field refusal of a file that is not SVG", async () => {
    const errors = { icon_file: 'Please upload an SVG file' };
    route('post', '/admin/category', { message: 'Validation failed', errors }, 400);
    const failure = (await rejectionOf(
      dataProvider.create('categories', {
        data: { name: 'Music', is_event: true, is_organization: false, icon_file: svg },
      }),
    )) as HttpError;
    expect(failure.body.errors).toEqual({ icon_file: 'Please upload an SVG file' });
  });

  it('deletes through /admin/category/{id}', async () => {
    const requests = route('delete', '/admin/category/3', { data: { category } });
    const { data } = await dataProvider.delete('categories', { id: 3, previousData: category });
    expect(requests).toHaveLength(1);
    expect(data).toEqual(category);
  });
});
