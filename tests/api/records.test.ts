import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRepository } from '../../server/store/records';
import { startTestServer, type TestServer } from './support/server';

type Link = { id: number; name: string; url: string; updated_at: string };

const links = recordRepository<Link>({
  table: 'company_links',
  label: 'Company link',
  writable: ['name', 'url'],
  searchable: ['name', 'url'],
  sortable: { name: 'text' },
});

let server: TestServer;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [admin] = await server.db.query<{ id: number }>('SELECT id FROM administrators LIMIT 1');
  adminId = admin?.id ?? 0;
  for (const name of ['Delta', 'alpha', 'Charlie', '100% Bravo', 'Echo_1', 'Foxtrot']) {
    await links.create(server.db, adminId, { name, url: `https://${name.length}.example` });
  }
  const gone = await links.create(server.db, adminId, {
    name: 'Alpha deleted',
    url: 'https://x.example',
  });
  await links.remove(server.db, adminId, gone.id);
});
afterAll(() => server.close());

describe('record repository', () => {
  it('pages live rows and reports the totals', async () => {
    const page = await links.list(server.db, { page: 2, perPage: 4 });
    expect(page).toMatchObject({ page: 2, per_page_items: 4, total_items: 6, total_pages: 2 });
    expect(page.rows.map((row) => row.name)).toEqual(['Echo_1', 'Foxtrot']);
  });

  it('searches case-insensitively by containment, with % and _ taken literally', async () => {
    const names = async (search: string) =>
      (await links.list(server.db, { search })).rows.map((row) => row.name);
    expect(await names('ALPHA')).toEqual(['alpha']);
    expect(await names('%')).toEqual(['100% Bravo']);
    expect(await names('_')).toEqual(['Echo_1']);
  });

  it('sorts by a declared column and filters by equality', async () => {
    const sorted = await links.list(server.db, {
      sort: { column: 'name', direction: 'desc' },
      perPage: 2,
    });
    expect(sorted.rows.map((row) => row.name)).toEqual(['Foxtrot', 'Echo_1']);
    const ascending = await links.list(server.db, { sort: { column: 'name', direction: 'asc' } });
    expect(ascending.rows.map((row) => row.name)).toEqual([
      '100% Bravo',
      'alpha',
      'Charlie',
      'Delta',
      'Echo_1',
      'Foxtrot',
    ]);
    const filtered = await links.list(server.db, { filters: { name: 'Charlie' } });
    expect(filtered.rows.map((row) => row.name)).toEqual(['Charlie']);
  });

  it('ignores columns that are not writable', async () => {
    const created = await links.create(server.db, adminId, {
      name: 'G',
      url: 'https://g.example',
      id: 1,
      deleted_at: '2020-01-01T00:00:00Z',
    } as Record<string, unknown>);
    expect(created.id).not.toBe(1);
    expect((await links.get(server.db, created.id)).name).toBe('G');
  });

  it('answers 404 for a deleted row on get, update and remove', async () => {
    const row = await links.create(server.db, adminId, { name: 'H', url: 'https://h.example' });
    await links.remove(server.db, adminId, row.id);
    await expect(links.get(server.db, row.id)).rejects.toMatchObject({ status: 404 });
    await expect(links.update(server.db, adminId, row.id, { name: 'I' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(links.remove(server.db, adminId, row.id)).rejects.toMatchObject({ status: 404 });
  });
});
