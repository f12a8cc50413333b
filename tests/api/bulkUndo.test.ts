import { describe, expect, it } from 'vitest';
import { messageText } from '../../shared/messages';
import type { BulkResult, BulkUndoResult } from '../../shared/resources/bulk';
import { LOCATIONS, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { created, createRegion, jsonFields } from './support/places';
import type { ApiRecord } from './support/resource';

/*
 * `POST /api/admin/bulk/{id}/undo` changes back the records one bulk action changed (the
 * `batch_id` of its answer), in one transaction, recorded in the history; refused whole when a
 * record changed since, when it was already undone, and for a batch that is not the caller's.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;

type Answer<T> = { data: T } & { message?: string };

let made = 0;
const organization = async (name: string) => {
  made += 1;
  return (await records.organization(`${name} ${made}`)).id;
};

/** The answer of a bulk request that changed records: it names its batch. */
async function bulk(
  collection: string,
  action: string,
  ids: number[],
): Promise<BulkResult & { batch_id: number }> {
  const answer = await api.send<Answer<BulkResult>>(
    'POST',
    `${collection}/bulk`,
    jsonFields({ action, ids }),
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { batch_id: batchId } = answer.body.data;
  expect(batchId).toEqual(expect.any(Number));
  return { ...answer.body.data, batch_id: batchId as number };
}

const undo = (batch: number | string) =>
  api.send<Answer<BulkUndoResult>>('POST', `/api/admin/bulk/${batch}/undo`, {}, 'json');

async function published(ids: number[]): Promise<boolean[]> {
  const states: boolean[] = [];
  for (const id of ids) {
    const answer = await api.get<{ data: { organization: ApiRecord } }>(`${ORGANIZATIONS}/${id}`);
    states.push(answer.body.data.organization.is_published as boolean);
  }
  return states;
}

const statuses = async (path: string, ids: number[]) =>
  Promise.all(ids.map(async (id) => (await api.get(`${path}/${id}`)).status));

/** The history's entries of these records after entry `after`, oldest first. */
async function entriesSince(after: number, table: string, ids: number[]) {
  return api.server.db.query<{ record_id: number; action: string; administrator_id: number }>(
    `SELECT record_id, action, administrator_id FROM history_entries
      WHERE id > $1 AND resource = $2 AND record_id = ANY($3::int[]) ORDER BY id`,
    [after, table, ids],
  );
}

const lastEntry = async () =>
  (
    await api.server.db.query<{ id: number }>(
      'SELECT coalesce(max(id), 0)::int AS id FROM history_entries',
    )
  )[0]?.id ?? 0;

describe('undoing a bulk action', () => {
  it('answers the batch of every bulk action that changed records, and none for one that did not', async () => {
    const first = await bulk(ORGANIZATIONS, 'publish', [await organization('Batch')]);
    const second = await bulk(ORGANIZATIONS, 'unpublish', first.changed);
    expect(second.batch_id).toBeGreaterThan(first.batch_id);

    const batches = await api.count('bulk_batches');
    const nothing = await api.send<Answer<BulkResult>>(
      'POST',
      `${ORGANIZATIONS}/bulk`,
      jsonFields({ action: 'unpublish', ids: [...first.changed, 2_000_000_000] }),
      'json',
    );
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ batch_id: null, changed: [] });
    expect(await api.count('bulk_batches')).toBe(batches);
  });

  it('unpublishes again what a publish published, and only that, recorded in the history', async () => {
    const [a, b, already] = [
      await organization('Undo publish'),
      await organization('Undo publish'),
      await organization('Already published'),
    ];
    await bulk(ORGANIZATIONS, 'publish', [already]);
    const batch = await bulk(ORGANIZATIONS, 'publish', [b, already, a]);
    expect(batch.changed).toEqual([b, a]);
    const before = await lastEntry();

    const answer = await undo(batch.batch_id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      batch_id: batch.batch_id,
      undone: 'publish',
      changed: [a, b].sort((x, y) => x - y),
    });
    expect(await published([a, b, already])).toEqual([false, false, true]);
    expect(await entriesSince(before, 'organizations', [a, b, already])).toEqual(
      [a, b]
        .sort((x, y) => x - y)
        .map((record_id) => ({
          record_id,
          action: 'unpublish',
          administrator_id: records.adminId,
        })),
    );
  });

  it('publishes again what an unpublish unpublished', async () => {
    const ids = [await organization('Undo unpublish'), await organization('Undo unpublish')];
    await bulk(ORGANIZATIONS, 'publish', ids);
    const batch = await bulk(ORGANIZATIONS, 'unpublish', ids);
    expect((await undo(batch.batch_id)).status).toBe(200);
    expect(await published(ids)).toEqual([true, true]);
  });

  it('restores what a delete deleted, with what went with it, recorded as restores', async () => {
    const owner = await organization('Undo delete');
    const other = await organization('Undo delete');
    const venue = (await records.location(owner, 'toronto')).id;
    const batch = await bulk(ORGANIZATIONS, 'delete', [owner, other]);
    expect(await statuses(ORGANIZATIONS, [owner, other])).toEqual([404, 404]);
    expect(await statuses(LOCATIONS, [venue])).toEqual([404]);
    const before = await lastEntry();

    const answer = await undo(batch.batch_id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ undone: 'delete', changed: [owner, other] });
    expect(await statuses(ORGANIZATIONS, [owner, other])).toEqual([200, 200]);
    expect(await statuses(LOCATIONS, [venue])).toEqual([200]);
    expect(
      (await entriesSince(before, 'organizations', [owner, other])).map((entry) => entry.action),
    ).toEqual(['restore', 'restore']);
  });

  it('undoes a declared resource’s batch (blog posts)', async () => {
    const post = await created(api, '/api/blog', 'blogpost', {
      title: 'Undo blog',
      body: 'Some words',
      is_published: false,
    });
    const batch = await bulk('/api/blog', 'publish', [post.id]);
    expect((await undo(batch.batch_id)).status).toBe(200);
    const stored = await api.row('blog_posts', post.id);
    expect(stored?.is_published).toBe(false);
  });

  it('is refused once done: a batch is undone once', async () => {
    const batch = await bulk(ORGANIZATIONS, 'publish', [await organization('Twice')]);
    expect((await undo(batch.batch_id)).status).toBe(200);
    const again = await undo(batch.batch_id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: messageText('bulk_undo_done'),
    });
  });

  it('undoes a batch once when two undos of it come at the same time', async () => {
    const ids = [await organization('Raced'), await organization('Raced')];
    const batch = await bulk(ORGANIZATIONS, 'publish', ids);
    const answers = await Promise.all([undo(batch.batch_id), undo(batch.batch_id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await published(ids)).toEqual([false, false]);
  });

  it('is refused whole when a record changed since, keeping the later change', async () => {
    const [kept, edited] = [await organization('Kept'), await organization('Edited later')];
    const batch = await bulk(ORGANIZATIONS, 'publish', [kept, edited]);
    const patch = await api.send(
      'PATCH',
      `${ORGANIZATIONS}/${edited}`,
      { name: 'Renamed later' },
      'json',
    );
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const before = await lastEntry();

    const answer = await undo(batch.batch_id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: messageText('bulk_undo_changed', { name: 'Renamed later' }),
    });
    expect(await published([kept, edited])).toEqual([true, true]);
    expect(await lastEntry()).toBe(before);
  });

  it('is refused for a deleted record brought back from the trash since', async () => {
    const record = await organization('Restored since');
    const batch = await bulk(ORGANIZATIONS, 'delete', [record]);
    const restored = await api.send(
      'POST',
      `/api/admin/trash/organizations/${record}/restore`,
      {},
      'json',
    );
    expect(restored.status).toBe(200);
    const answer = await undo(batch.batch_id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: messageText('bulk_undo_changed', { name: `Restored since ${made}` }),
    });
  });

  it('is refused whole while a restore is refused, naming what to restore first', async () => {
    const state = await createRegion(api, 'state', { country_id: places.canada, state: 'Nunavut' });
    const cities = [
      await createRegion(api, 'city', { state_id: state, city: 'Iqaluit' }),
      await createRegion(api, 'city', { state_id: state, city: 'Rankin Inlet' }),
    ];
    const batch = await bulk('/api/admin/city', 'delete', cities);
    expect(batch.changed).toEqual(cities);
    expect((await api.delete(`/api/admin/state/${state}`)).status).toBe(200);
    const before = await lastEntry();

    const answer = await undo(batch.batch_id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: messageText('restore_parent_deleted', {
        name: 'Iqaluit',
        noun: 'province/state',
        parent: 'Nunavut',
      }),
    });
    expect(await statuses('/api/admin/city', cities)).toEqual([404, 404]);
    expect(await lastEntry()).toBe(before);
  });

  it('is a 404 for an unknown batch and for another administrator’s, changing nothing', async () => {
    const unknown = await undo(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      message: messageText('bulk_batch_unknown', { batch: 2_000_000_000 }),
    });

    const record = await organization('Theirs');
    const batch = await bulk(ORGANIZATIONS, 'publish', [record]);
    const [other] = await api.server.db.query<{ id: number }>(
      "INSERT INTO administrators (email, name) VALUES ('other@example.org', 'Other') RETURNING id",
    );
    await api.server.db.query('UPDATE bulk_batches SET administrator_id = $1 WHERE id = $2', [
      (other as { id: number }).id,
      batch.batch_id,
    ]);
    const theirs = await undo(batch.batch_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({
      message: messageText('bulk_batch_unknown', { batch: batch.batch_id }),
    });
    expect(await published([record])).toEqual([true]);
  });

  it('refuses a batch number that is not a positive id', async () => {
    for (const bad of ['0', 'abc', '2147483648']) {
      expect((await undo(bad)).status, bad).toBe(400);
    }
  });
});
