import { describe, expect, it } from 'vitest';
import { crudSuite } from './support/crudSuite';
import { nameRulesSuite } from './support/nameRules';
import { type ApiRecord, apiForTestFile, type Fields } from './support/resource';

const api = apiForTestFile();

const KIND_MESSAGE = 'It should be event or organization category or both';
const SVG_ONLY = 'Please upload an SVG file';
const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${fill}"/></svg>`;
const svgFile = (text = svg('#c00'), name = 'icon.svg') =>
  new File([text], name, { type: 'image/svg+xml' });
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

const category = (name: string, icon: File = svgFile()): Fields => ({
  name,
  is_event: true,
  is_organization: false,
  icon_file: icon,
});

crudSuite({
  api,
  label: 'Category',
  basePath: '/api/admin/category',
  table: 'categories',
  listKey: 'categories',
  itemKey: 'category',
  defaultPerPage: 50,
  encoding: 'form',
  valid: (name) => category(name),
  searchField: 'name',
  missing: { name: 'Required', is_organization: KIND_MESSAGE, icon_file: 'Required' },
  tooLong: { field: 'name', max: 100 },
});

type CategoryAnswer = {
  data: { category: ApiRecord & { icon: { id: number; url: string } | null }; icon: unknown };
};

/** POSTs a category as form data, as the console sends it. */
const postCategory = (fields: Fields) =>
  api.send<CategoryAnswer>('POST', '/api/admin/category', fields, 'form');

const create = async (fields: Fields) => {
  const answer = await postCategory(fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};

const fileCount = async () => api.count('files');

describe('categories: icons and kinds', () => {
  it('creates a category with its icon and answers both, the icon served by its signed URL', async () => {
    const data = await create({ ...category('Music'), is_organization: true });
    const icon = { id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/\d+\?sig=/) };
    expect(data).toEqual({
      category: {
        id: expect.any(Number),
        name: 'Music',
        is_event: true,
        is_organization: true,
        icon_file_id: data.category.icon?.id,
        icon,
        review_interval_months: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      icon: data.category.icon,
    });
    const served = await api.server.request(data.category.icon?.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(svg('#c00'));

    const single = await api.get<CategoryAnswer>(`/api/admin/category/${data.category.id}`);
    expect(single.body).toEqual({ data });
  });

  it.each([
    ['event only', { is_event: true, is_organization: false }],
    ['organization only', { is_event: false, is_organization: true }],
  ])('accepts a category for %s', async (_case, kinds) => {
    const data = await create({ ...category(`Kinds: ${_case}`), ...kinds });
    expect(data.category).toMatchObject(kinds);
  });

  it('refuses a category that is neither for events nor organizations, and writes nothing', async () => {
    await api.expectRefusedCreate(
      '/api/admin/category',
      'categories',
      { ...category('Nothing'), is_event: false },
      'form',
      { is_organization: KIND_MESSAGE },
    );
  });

  it.each([
    ['a PNG named .png', new File([PNG], 'icon.png', { type: 'image/png' }), SVG_ONLY],
    ['a PNG named .svg', new File([PNG], 'icon.svg', { type: 'image/svg+xml' }), SVG_ONLY],
    ['a .txt file', new File(['just words'], 'notes.txt', { type: 'text/plain' }), SVG_ONLY],
    ['an SVG named .txt', new File([svg('#000')], 'icon.txt', { type: 'text/plain' }), SVG_ONLY],
    ['plain text named .svg', new File(['just words'], 'icon.svg'), SVG_ONLY],
    [
      'an SVG with a script',
      svgFile('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'SVG files may not contain scripts.',
    ],
    [
      'an SVG with an event handler',
      svgFile('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'SVG files may not contain event handler attributes (onload).',
    ],
  ])('refuses %s as the icon, and writes nothing', async (_case, file, message) => {
    await api.expectRefusedCreate(
      '/api/admin/category',
      'categories',
      category('Bad icon', file),
      'form',
      { icon_file: message },
    );
  });

  it('keeps the icon on an update without a file, and replaces it with a new one', async () => {
    const { category: created } = await create(category('Sports'));
    const { name: _, icon_file: __, ...kinds } = category('');
    const renamed = await api.send<CategoryAnswer>(
      'PATCH',
      `/api/admin/category/${created.id}`,
      { ...kinds, name: 'Sports & games', updated_at: created.updated_at },
      'form',
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.category).toMatchObject({
      name: 'Sports & games',
      icon: created.icon,
    });
    expect(renamed.body.data.icon).toEqual(created.icon);

    const replaced = await api.send<CategoryAnswer>(
      'PATCH',
      `/api/admin/category/${created.id}`,
      {
        ...category('Sports & games', svgFile(svg('#00c'), 'blue.SVG')),
        updated_at: renamed.body.data.category.updated_at,
      },
      'form',
    );
    expect(replaced.status).toBe(200);
    const icon = replaced.body.data.icon as { id: number; url: string };
    expect(icon.id).not.toBe(created.icon?.id);
    expect(replaced.body.data.category).toMatchObject({ icon_file_id: icon.id, icon });
    expect(await (await api.server.request(icon.url)).text()).toBe(svg('#00c'));
    // The old file stays: files are never destroyed, and another record might use it.
    expect(await (await api.server.request(created.icon?.url as string)).text()).toBe(svg('#c00'));
  });

  it('refuses an unsafe icon on update, changing nothing', async () => {
    const { category: created } = await create(category('Theatre'));
    const before = await fileCount();
    const answer = await api.send(
      'PATCH',
      `/api/admin/category/${created.id}`,
      category(
        'Theatre',
        svgFile(
          '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x"/></svg>',
        ),
      ),
      'form',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Invalid fields: icon_file',
      errors: { icon_file: 'SVG files may not reference external resources.' },
    });
    expect(await fileCount()).toBe(before);
    const stored = await api.get<CategoryAnswer>(`/api/admin/category/${created.id}`);
    expect(stored.body.data.category).toEqual(created);
  });

  it('leaves nothing behind when a replaced icon comes with a stale updated_at', async () => {
    const { category: created } = await create(category('Dance'));
    await api.send('PATCH', `/api/admin/category/${created.id}`, category('Dance 2'), 'form');
    const before = await fileCount();
    const stale = await api.send(
      'PATCH',
      `/api/admin/category/${created.id}`,
      { ...category('Dance 3', svgFile(svg('#0c0'))), updated_at: created.updated_at },
      'form',
    );
    expect(stale.status).toBe(409);
    expect(await fileCount()).toBe(before);
  });

  it('takes form data only', async () => {
    const answer = await api.send(
      'POST',
      '/api/admin/category',
      { name: 'JSON', is_event: true, is_organization: true },
      'json',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Send the request body as form data (Content-Type: multipart/form-data).',
    });
  });

  it('lists by name, case-insensitively, each with its icon', async () => {
    for (const name of ['zeta order', 'Alpha order', 'beta order']) await create(category(name));
    const listed = await api.get<{ data: { categories: CategoryAnswer['data']['category'][] } }>(
      '/api/admin/category?search=order',
    );
    const rows = listed.body.data.categories;
    expect(rows.map((row) => row.name)).toEqual(['Alpha order', 'beta order', 'zeta order']);
    for (const row of rows)
      expect(row.icon).toEqual({ id: row.icon_file_id, url: expect.any(String) });
  });

  it('keeps the icon file of a deleted category', async () => {
    const { category: created } = await create(category('Retired'));
    expect((await api.delete(`/api/admin/category/${created.id}`)).status).toBe(200);
    expect((await api.server.request(created.icon?.url as string)).status).toBe(200);
  });
});

describe('categories: unique names', () => {
  it('refuses a second live category with the same name, ignoring case, and stores nothing', async () => {
    const first = await create(category('Farmers Markets'));
    const files = await fileCount();
    const again = await postCategory(category('farmers markets'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'A category with this name already exists.' });
    expect(await fileCount()).toBe(files);

    const removed = await api.delete(`/api/admin/category/${first.category.id}`);
    expect(removed.status).toBe(200);
    const reused = await postCategory(category('Farmers Markets'));
    expect(reused.status).toBe(201);
  });
});

nameRulesSuite({
  api,
  label: 'categories',
  table: 'categories',
  field: 'name',
  itemKey: 'category',
  create: (name) => postCategory(category(name)),
  unique: {
    message: 'A category with this name already exists.',
    rename: (id, name) =>
      api.send(
        'PATCH',
        `/api/admin/category/${id}`,
        { name, is_event: true, is_organization: false },
        'form',
      ),
  },
});
