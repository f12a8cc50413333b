import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/database';
import { startRevert } from '../../server/modules/imports/revert';
import { importWorkerOf, stopImportWorker } from '../../server/modules/imports/worker';
import type { ImportJob } from '../../shared/schemas/organizationImport';
import { bearer, jsonRequest, readJson, startTestServer, type TestServer } from './support/server';

/*
 * An import's job as its worker runs it, one batch at a time: each batch with its progress,
 * a stop and another instance's start in the middle, a lease that runs out, two instances at once;
 * and its revert, likewise.
 */

const BATCH_ROWS = 50;
const ROWS = 120;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ importWorker: { autoRun: false, batchRows: BATCH_ROWS } });
  token = await server.signInLocal();
});
afterAll(() => server.close());

/** A file of `rows` new corkboard organizations named after `prefix`. */
const fileOf = (prefix: string, rows = ROWS) =>
  stringify([
    ['name', 'is_corkboard', 'is_published'],
    ...Array.from({ length: rows }, (_, index) => [`${prefix} ${index + 1}`, 'true', 'false']),
  ]);

async function uploaded(prefix: string): Promise<number> {
  const response = await server.request('/api/admin/organization/imports?file_name=jobs.csv', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'text/csv' },
    body: fileOf(prefix),
  });
  expect(response.status).toBe(201);
  return (await readJson<{ data: { import: ImportJob } }>(response)).data.import.id;
}

async function jobOf(id: number): Promise<ImportJob> {
  const response = await server.request(`/api/admin/organization/imports/${id}`, {
    headers: bearer(token),
  });
  return (await readJson<{ data: { import: ImportJob } }>(response)).data.import;
}

async function confirm(id: number) {
  const response = await server.request(`/api/admin/organization/imports/${id}/confirm`, {
    method: 'POST',
    headers: bearer(token),
  });
  expect(response.status).toBe(200);
}

const revert = (id: number) =>
  server.request(`/api/admin/organization/imports/${id}/revert`, {
    method: 'POST',
    headers: bearer(token),
  });

/** The organizations named after `prefix`, with how many times each name is there. */
async function savedNames(db: Database, prefix: string) {
  return db.query<{ name: string; copies: number }>(
    `SELECT name, count(*)::int AS copies FROM organizations
      WHERE name LIKE $1 AND deleted_at IS NULL GROUP BY name`,
    [`${prefix} %`],
  );
}

/** An import of `prefix`'s file, checked and applied: done. */
async function applied(prefix: string) {
  const id = await uploaded(prefix);
  await workAll(server.db);
  await confirm(id);
  await workAll(server.db);
  expect((await jobOf(id)).state).toBe('done');
  return id;
}

/** Renames the organization named `name` by hand, through the API; answers its id. */
async function renamed(name: string, newName: string): Promise<number> {
  const [organization] = await server.db.query<{ id: number }>(
    'SELECT id FROM organizations WHERE name = $1',
    [name],
  );
  const edit = await server.request(
    `/api/admin/organization/${organization?.id}`,
    jsonRequest('PATCH', { name: newName }, token),
  );
  expect(edit.status).toBe(200);
  return organization?.id as number;
}

/** Works the database's worker until it has nothing left. */
async function workAll(db: Database) {
  const worker = importWorkerOf(db);
  if (!worker) throw new Error('No worker');
  while ((await worker.workOnce()) === 'worked') {
    // One batch at a time.
  }
}

/** Another API instance on the same database: its own app, with its own worker. */
async function otherInstance(db: Database) {
  await createApp({
    db,
    config: server.config,
    importWorker: { autoRun: false, batchRows: BATCH_ROWS },
  });
  return importWorkerOf(db);
}

describe('An import job', () => {
  it('runs in batches, each with its progress, and saves nothing before its confirm', async () => {
    const id = await uploaded('Batch Heron');
    const worker = importWorkerOf(server.db);
    expect((await jobOf(id)).progress).toMatchObject({ rows_done: 0, rows_to_do: ROWS });
    await worker?.workOnce();
    const afterOne = await jobOf(id);
    expect(afterOne.state).toBe('checking');
    expect(afterOne.progress.rows_done).toBe(BATCH_ROWS);
    expect(afterOne.counts.new).toBe(BATCH_ROWS);
    await workAll(server.db);
    const checked = await jobOf(id);
    expect(checked.state).toBe('checked');
    expect(checked.counts.new).toBe(ROWS);
    expect(await savedNames(server.db, 'Batch Heron')).toEqual([]);

    await confirm(id);
    await worker?.workOnce();
    const applying = await jobOf(id);
    expect(applying.state).toBe('applying');
    expect(applying.progress).toMatchObject({ rows_done: BATCH_ROWS, rows_to_do: ROWS });
    expect(await savedNames(server.db, 'Batch Heron')).toHaveLength(BATCH_ROWS);
    await workAll(server.db);
    expect((await jobOf(id)).state).toBe('done');
    expect(await savedNames(server.db, 'Batch Heron')).toHaveLength(ROWS);
  });

  it('resumes after a stop in the middle, on another instance, applying every row once', async () => {
    const id = await uploaded('Restart Otter');
    await workAll(server.db);
    await confirm(id);
    await importWorkerOf(server.db)?.workOnce();
    // The instance stops between batches (as on SIGTERM); another starts on the same database.
    await stopImportWorker(server.db);
    const next = await otherInstance(server.db);
    expect((await jobOf(id)).progress.rows_done).toBe(BATCH_ROWS);
    while ((await next?.workOnce()) === 'worked') {
      // Until done.
    }
    const done = await jobOf(id);
    expect(done.state).toBe('done');
    expect(done.applied).toEqual({ created: ROWS, updated: 0, refused: 0 });
    const names = await savedNames(server.db, 'Restart Otter');
    expect(names).toHaveLength(ROWS);
    expect(names.every((name) => name.copies === 1)).toBe(true);
  });

  it('is taken by another instance once the holder stops renewing its lease, and never by two at once', async () => {
    const id = await uploaded('Lease Badger');
    const holder = importWorkerOf(server.db);
    await holder?.workOnce();
    const other = await otherInstance(server.db);
    // The holder's lease is fresh: the other instance leaves the job alone.
    expect(await other?.workOnce()).toBe('idle');
    // The holder died (no heartbeat since long ago): the other takes the job.
    await server.db.query(
      `UPDATE import_jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    expect(await other?.workOnce()).toBe('worked');
    expect(await holder?.workOnce()).toBe('idle');
    expect((await jobOf(id)).progress.rows_done).toBe(2 * BATCH_ROWS);
  });

  it('is marked failed, saying so, when its file stopped arriving (its server stopped mid-upload)', async () => {
    const id = await uploaded('Cut Marmot');
    // As the upload left it when its server died between two staged batches, long ago.
    await server.db.query(
      `UPDATE import_jobs SET state = 'uploading', heartbeat_at = now() - interval '1 hour'
        WHERE id = $1`,
      [id],
    );
    await importWorkerOf(server.db)?.workOnce();
    const job = await jobOf(id);
    expect(job.state).toBe('failed');
    expect(job.error).toBe('The file stopped arriving before its end: import it again.');
    expect(await savedNames(server.db, 'Cut Marmot')).toEqual([]);
  });
});

/*
 * Two API instances on one PostgreSQL database, each with its own connection pool. The embedded
 * database is one process's single connection: a second instance cannot open it, so this runs on
 * PostgreSQL only.
 */
describe.runIf(process.env.DATABASE_URL)('Two instances on one PostgreSQL database', () => {
  let second: Database;

  beforeAll(async () => {
    const [current] = await server.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${current?.name}`;
    second = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await stopImportWorker(second);
    await second.close();
  });

  it('take one job once: every row is applied once, whoever worked each batch', async () => {
    const id = await uploaded('Twin Instance Lynx');
    await workAll(server.db);
    await confirm(id);
    const other = await otherInstance(second);
    const first = importWorkerOf(server.db);
    const workers = [first, other].map(async (worker) => {
      while ((await worker?.workOnce()) === 'worked') {
        // Both at once, until neither has work.
      }
    });
    await Promise.all(workers);
    while ((await jobOf(id)).state === 'applying') await workAll(server.db);
    const done = await jobOf(id);
    expect(done.state).toBe('done');
    expect(done.applied.created).toBe(ROWS);
    const names = await savedNames(server.db, 'Twin Instance Lynx');
    expect(names).toHaveLength(ROWS);
    expect(names.every((name) => name.copies === 1)).toBe(true);
  });
});

describe("An import's revert", () => {
  it('runs in batches from the last line up, each with its progress, and cannot be asked twice', async () => {
    const id = await applied('Revert Stoat');
    const response = await revert(id);
    expect(response.status).toBe(200);
    const answer = (await readJson<{ data: { import: ImportJob } }>(response)).data.import;
    expect(answer.state).toBe('reverting');
    expect(answer.progress).toMatchObject({ rows_done: 0, rows_to_do: ROWS });
    // Nothing is reverted by the request itself: the worker does it.
    expect(await savedNames(server.db, 'Revert Stoat')).toHaveLength(ROWS);

    await importWorkerOf(server.db)?.workOnce();
    const afterOne = await jobOf(id);
    expect(afterOne.state).toBe('reverting');
    expect(afterOne.progress).toMatchObject({ rows_done: BATCH_ROWS, rows_to_do: ROWS });
    const left = (await savedNames(server.db, 'Revert Stoat')).map((row) => row.name);
    expect(left).toHaveLength(ROWS - BATCH_ROWS);
    // The file's last rows went first.
    expect(left).toContain('Revert Stoat 1');
    expect(left).not.toContain(`Revert Stoat ${ROWS}`);
    expect((await revert(id)).status).toBe(409);

    await workAll(server.db);
    const reverted = await jobOf(id);
    expect(reverted.state).toBe('reverted');
    expect(reverted.reverted).toEqual({ rows: ROWS, refused: 0 });
    expect(await savedNames(server.db, 'Revert Stoat')).toEqual([]);
    expect((await revert(id)).status).toBe(409);
  });

  it('leaves a record changed while it runs as it is, and counts its row refused', async () => {
    const id = await applied('Revert Mink');
    expect((await revert(id)).status).toBe(200);
    await importWorkerOf(server.db)?.workOnce();
    // Someone edits an organization whose row the revert has not reached yet.
    await renamed('Revert Mink 1', 'Revert Mink Edited By Hand');
    await workAll(server.db);
    const reverted = await jobOf(id);
    expect(reverted.state).toBe('reverted');
    expect(reverted.reverted).toEqual({ rows: ROWS - 1, refused: 1 });
    expect(await savedNames(server.db, 'Revert Mink')).toEqual([
      { name: 'Revert Mink Edited By Hand', copies: 1 },
    ]);
  });

  it('goes on after a stop in the middle, on another instance, reverting every row once', async () => {
    const id = await applied('Revert Vole');
    expect((await revert(id)).status).toBe(200);
    await importWorkerOf(server.db)?.workOnce();
    await stopImportWorker(server.db);
    const next = await otherInstance(server.db);
    while ((await next?.workOnce()) === 'worked') {
      // Until reverted.
    }
    expect((await jobOf(id)).reverted).toEqual({ rows: ROWS, refused: 0 });
    // Each organization went to the trash once: one delete in its history.
    const deletes = await server.db.query<{ entries: number }>(
      `SELECT count(h.id)::int AS entries FROM organizations o
         LEFT JOIN history_entries h
           ON h.resource = 'organizations' AND h.record_id = o.id AND h.action = 'delete'
        WHERE o.name LIKE 'Revert Vole %' GROUP BY o.id`,
    );
    expect(deletes).toHaveLength(ROWS);
    expect(deletes.every((row) => row.entries === 1)).toBe(true);
  });

  it('stopped by a failure, says where, keeps what it reverted, and goes on when asked again', async () => {
    const id = await applied('Revert Shrew');
    // A failure nobody foresaw on one row (here a trigger), in the revert's second batch.
    await server.db.query(`
      CREATE FUNCTION test_refuse_shrew() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'Revert Shrew 60' AND NEW.deleted_at IS NOT NULL THEN
          RAISE EXCEPTION 'disk on fire';
        END IF;
        RETURN NEW;
      END $$`);
    await server.db.query(`CREATE TRIGGER test_refuse_shrew BEFORE UPDATE ON organizations
      FOR EACH ROW EXECUTE FUNCTION test_refuse_shrew()`);
    try {
      expect((await revert(id)).status).toBe(200);
      await workAll(server.db);
      const stopped = await jobOf(id);
      expect(stopped.state).toBe('done');
      expect(stopped.error).toMatch(/^The revert stopped on line 61: .*disk on fire/);
      // The first batch (lines 121 to 72) stays reverted; the second was rolled back whole.
      expect(stopped.reverted).toEqual({ rows: BATCH_ROWS, refused: 0 });
      expect(await savedNames(server.db, 'Revert Shrew')).toHaveLength(ROWS - BATCH_ROWS);
    } finally {
      await server.db.query('DROP TRIGGER test_refuse_shrew ON organizations');
      await server.db.query('DROP FUNCTION test_refuse_shrew()');
    }
    expect((await revert(id)).status).toBe(200);
    await workAll(server.db);
    const reverted = await jobOf(id);
    expect(reverted).toMatchObject({ state: 'reverted', error: null });
    expect(reverted.reverted).toEqual({ rows: ROWS, refused: 0 });
    expect(await savedNames(server.db, 'Revert Shrew')).toEqual([]);
  });

  it("is refused, naming the record, whichever range of lines the request's check finds it changed in", async () => {
    const id = await applied('Revert Marten');
    const [{ created_by: adminId } = { created_by: 0 }] = await server.db.query<{
      created_by: number;
    }>('SELECT created_by FROM import_jobs WHERE id = $1', [id]);
    // The file's last row (line 121), in the last of three ranges of 50 lines.
    const lastId = await renamed(`Revert Marten ${ROWS}`, 'Revert Marten Renamed');

    await expect(startRevert(server.db, id, adminId, 50)).rejects.toMatchObject({
      status: 409,
      message: `The import cannot be reverted: Revert Marten Renamed (#${lastId}) changed since it was imported. Change it back by hand, or revert that change first.`,
    });
    expect((await revert(id)).status).toBe(409);
    expect((await jobOf(id)).state).toBe('done');
    expect(await savedNames(server.db, 'Revert Marten')).toHaveLength(ROWS);

    // Changed back by hand (a change of its own since), the record still holds the revert up.
    await renamed('Revert Marten Renamed', `Revert Marten ${ROWS}`);
    expect((await revert(id)).status).toBe(409);

    // Unchanged, an import's check reads every range and hands the revert to the worker.
    const other = await applied('Revert Ermine');
    expect(await startRevert(server.db, other, adminId, 50)).toMatchObject({ state: 'reverting' });
    await workAll(server.db);
    expect((await jobOf(other)).reverted).toEqual({ rows: ROWS, refused: 0 });
  });
});
