import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult, BulkUndoResult } from '../../shared/resources/bulk';
import { sortableColumns, sortKindOf } from '../../shared/resources/declaration';
import { tags, tagsMigration } from '../support/tags';
import { jsonFields } from './support/places';
import { type ApiRecord, apiForTestFile } from './support/resource';
import { bearer } from './support/server';

/*
 * Adding a resource is a declaration and a migration (docs/architecture.md, "Adding a
 * resource"). `tags`, which the product does not have, is declared in tests/support/tags.ts and
 * listed with the product's own declarations; its table is made by its migration. Nothing else
 * is written for it: its routes, validation, list orders and export, bulk actions, history,
 * trash and restore, and its OpenAPI entries must all come from the declaration.
 */
vi.mock('../../shared/resources/index.ts', async (importOriginal) =>
  (await import('../support/tags')).withTags(await importOriginal()),
);

const api = apiForTestFile({ migration: tagsMigration });

const COLLECTION = `/api${tags.api.path}`;
const item = (id: number) => `${COLLECTION}/${id}`;

type Tag = ApiRecord & { name: string; colour: string; is_published: boolean };
type Data<T> = { data: T };

let made = 0;
/** Creates a tag (JSON), named `name` and a number no other tag of the file has. */
async function createTag(
  name: string,
  values: { colour?: string; is_published?: boolean } = {},
): Promise<Tag> {
  made += 1;
  const answer = await api.send<Data<{ tag: Tag }>>(
    'POST',
    COLLECTION,
    { name: `${name} ${made}`, colour: 'GREEN', is_published: false, ...values },
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.tag;
}

async function listed(query: string) {
  const answer = await api.get<Data<{ tags: Tag[]; total_items: number; total_pages: number }>>(
    `${COLLECTION}?${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function bulk(action: string, ids: number[]) {
  const answer = await api.send<Data<BulkResult>>(
    'POST',
    `${COLLECTION}/bulk`,
    jsonFields({ action, ids }),
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const undo = async (batch: number | null) => {
  const answer = await api.send<Data<BulkUndoResult>>(
    'POST',
    `/api/admin/bulk/${batch}/undo`,
    {},
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const liveStatus = async (id: number) => (await api.get(item(id))).status;

describe('a declared resource the product does not have: its records', () => {
  it('creates, gets, updates (PATCH: the fields sent) and deletes a record, by the signed-in administrator', async () => {
    const created = await createTag('  Jazz  ', { colour: 'RED' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: `Jazz ${made}`,
      colour: 'RED',
      is_published: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await api.get<Data<{ tag: Tag }>>(item(created.id))).body.data.tag).toEqual(created);

    const patched = await api.send<Data<{ tag: Tag }>>(
      'PATCH',
      item(created.id),
      { name: 'Jazz & blues', colour: 'BLUE', is_published: true, updated_at: created.updated_at },
      'json',
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.tag).toMatchObject({
      id: created.id,
      name: 'Jazz & blues',
      colour: 'BLUE',
      is_published: true,
    });
    const onlyPublished = await api.send<Data<{ tag: Tag }>>(
      'PATCH',
      item(created.id),
      { is_published: false },
      'json',
    );
    expect(onlyPublished.body.data.tag).toMatchObject({
      name: 'Jazz & blues',
      colour: 'BLUE',
      is_published: false,
    });
    const stale = await api.send(
      'PATCH',
      item(created.id),
      { name: 'Late', colour: 'BLUE', updated_at: created.updated_at },
      'json',
    );
    expect(stale.status).toBe(409);

    const deleted = await api.delete<Data<{ tag: Tag }>>(item(created.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.tag).toMatchObject({ id: created.id, name: 'Jazz & blues' });
    expect(await liveStatus(created.id)).toBe(404);
    const [admin] = await api.server.db.query<{ id: number }>(
      "SELECT id FROM administrators WHERE email = 'admin@localhost'",
    );
    const row = await api.row('tags', created.id);
    expect(row).toMatchObject({ created_by: admin?.id, deleted_by: admin?.id });
    expect(row?.deleted_at).not.toBeNull();
  });

  it('refuses a missing or too long name and a missing choice with the fields’ messages, writing nothing', async () => {
    await api.expectRefusedCreate(COLLECTION, 'tags', { colour: 'RED' }, 'json', {
      name: 'Required',
    });
    await api.expectRefusedCreate(
      COLLECTION,
      'tags',
      { name: 'x'.repeat(tags.fields.name.max + 1), colour: 'RED' },
      'json',
      { name: `Must be at most ${tags.fields.name.max} characters` },
    );
    await api.expectRefusedCreate(COLLECTION, 'tags', { name: 'No colour' }, 'json', {
      colour: tags.fields.colour.missing,
    });
    const atMax = await api.send(
      'POST',
      COLLECTION,
      { name: 'y'.repeat(tags.fields.name.max), colour: 'RED' },
      'json',
    );
    expect(atMax.status).toBe(201);
  });
});

describe('a declared resource the product does not have: its list', () => {
  const names = ['alto', 'Bass', 'cello', 'Drum', 'bass'];
  const colours = ['RED', 'BLUE', 'GREEN', 'BLUE', 'RED'];
  let rows: Tag[] = [];

  /** The list's rows as the declaration's order of `column` puts them: text ignoring case, ties by id. */
  const expectedOrder = (column: string, direction: 'asc' | 'desc') => {
    const key = (row: Tag) => {
      const value = (row as Record<string, unknown>)[column];
      return sortKindOf(tags, column) === 'text' ? String(value).toLowerCase() : value;
    };
    const ascending = [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)] as [never, never];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    });
    return (direction === 'asc' ? ascending : ascending.reverse()).map((row) => row.id);
  };

  it('answers its records in its default order, and pages them', async () => {
    await api.server.db.query('UPDATE tags SET deleted_at = now() WHERE deleted_at IS NULL');
    rows = [];
    for (const [index, name] of names.entries()) {
      rows.push(await createTag(name, { colour: colours[index], is_published: index % 2 === 0 }));
    }
    expect((await listed('')).tags.map((row) => row.id)).toEqual(expectedOrder('name', 'asc'));
    const second = await listed('per_page=2&page_num=2');
    expect(second).toMatchObject({ total_items: 5, total_pages: 3 });
    expect(second.tags.map((row) => row.id)).toEqual(expectedOrder('name', 'asc').slice(2, 4));
  });

  it.each(
    sortableColumns(tags).flatMap((column) => [
      [column, 'asc'] as const,
      [column, 'desc'] as const,
    ]),
  )('orders by %s %s', async (column, direction) => {
    const answered = await listed(`sort=${column}&order=${direction}&per_page=100&page_num=1`);
    expect(answered.tags.map((row) => row.id)).toEqual(expectedOrder(column, direction));
  });

  it('searches the declared search fields, ignoring case', async () => {
    const found = await listed('search=BASS');
    expect(found.tags.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      rows.filter((row) => /bass/i.test(row.name)).map((row) => row.id),
    );
  });

  it('exports every match in the list order as CSV, with the declared columns', async () => {
    const response = await api.server.request(`${COLLECTION}.csv?sort=name&order=desc`, {
      headers: bearer(await api.server.signInLocal()),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="tags-/);
    const csv = parse(await response.text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.map((row) => Number(row.id))).toEqual(expectedOrder('name', 'desc'));
    expect(csv[0]).toMatchObject({ name: expect.any(String), colour: expect.any(String) });
    expect(Object.keys(csv[0] ?? {})).toEqual(expect.arrayContaining(['is_published']));
  });
});

describe('a declared resource the product does not have: bulk actions, history and trash', () => {
  it('publishes, unpublishes and deletes in bulk, and undoes each', async () => {
    const ids = [(await createTag('Bulk')).id, (await createTag('Bulk')).id];
    const published = await bulk('publish', ids);
    expect(published).toMatchObject({ action: 'publish', changed: ids, refused: [] });
    expect((await undo(published.batch_id)).changed).toEqual(ids);
    expect((await api.row('tags', ids[0] as number))?.is_published).toBe(false);

    await bulk('publish', ids);
    const unpublished = await bulk('unpublish', [ids[0] as number]);
    expect(unpublished.changed).toEqual([ids[0]]);
    await undo(unpublished.batch_id);
    expect((await api.row('tags', ids[0] as number))?.is_published).toBe(true);

    const deleted = await bulk('delete', ids);
    expect(deleted.changed).toEqual(ids);
    expect(await Promise.all(ids.map(liveStatus))).toEqual([404, 404]);
    expect((await undo(deleted.batch_id)).undone).toBe('delete');
    expect(await Promise.all(ids.map(liveStatus))).toEqual([200, 200]);
  });

  it('keeps its history, each entry named by its record name', async () => {
    const tag = await createTag('History');
    const { updated_at: at } = tag;
    await api.send(
      'PATCH',
      item(tag.id),
      { name: 'Renamed', colour: 'RED', updated_at: at },
      'json',
    );
    await bulk('publish', [tag.id]);
    await api.delete(item(tag.id));
    const answer = await api.get<
      Data<{ entries: { action: string; resource: string; record: { name: string } | null }[] }>
    >(`/api/admin/history?resource=tags&record_id=${tag.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.entries.map((entry) => entry.action)).toEqual([
      'delete',
      'publish',
      'update',
      'create',
    ]);
    expect(answer.body.data.entries[2]).toMatchObject({
      resource: 'tags',
      changes: { name: [tag.name, 'Renamed'], colour: ['GREEN', 'RED'] },
      record: { name: 'Renamed', deleted: true },
    });
  });

  it('lists a deleted record in the trash by name, and restores it', async () => {
    const tag = await createTag('Trash');
    await api.delete(item(tag.id));
    const trash = await api.get<
      Data<{ records: { resource: string; id: number; name: string }[] }>
    >('/api/admin/trash?resource=tags');
    expect(trash.status, JSON.stringify(trash.body)).toBe(200);
    expect(trash.body.data.records[0]).toMatchObject({
      resource: 'tags',
      id: tag.id,
      name: tag.name,
    });

    const restored = await api.send('POST', `/api/admin/trash/tags/${tag.id}/restore`, {}, 'json');
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await api.get<Data<{ tag: Tag }>>(item(tag.id))).body.data.tag.name).toBe(tag.name);
    const again = await api.send('POST', `/api/admin/trash/tags/${tag.id}/restore`, {}, 'json');
    expect(again.status).toBe(404);
  });

  it('has the indexes its list orders and its trash read, made at start', async () => {
    const indexes = await api.server.db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'tags' ORDER BY indexname",
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'tags_colour_order',
      'tags_deleted',
      'tags_is_published_order',
      'tags_name_order',
      'tags_pkey',
    ]);
  });

  it('is described in the OpenAPI document', async () => {
    const document = await api.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    const { paths } = document.body;
    expect(Object.keys(paths[COLLECTION] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${COLLECTION}/{id}`] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(paths[`${COLLECTION}/bulk`]).toHaveProperty('post');
    expect(paths[`${COLLECTION}.csv`]).toHaveProperty('get');
    expect(paths['/api/admin/trash/tags/{id}/restore']).toHaveProperty('post');
  });
});
