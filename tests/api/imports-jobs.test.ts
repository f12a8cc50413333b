import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/database';
import { importWorkerOf, stopImportWorker } from '../../server/modules/imports/worker';
import type { ImportJob } from '../../shared/schemas/organizationImport';
import { bearer, readJson, startTestServer, type TestServer } from './support/server';

/*
 * An import's job as its worker runs it, one batch at a time: each batch with its progress,
 * a stop and another instance's start in the middle, a lease that runs out, two instances at once.
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

/** The organizations named after `prefix`, with how many times each name is there. */
async function savedNames(db: Database, prefix: string) {
  return db.query<{ name: string; copies: number }>(
    `SELECT name, count(*)::int AS copies FROM organizations
      WHERE name LIKE $1 AND deleted_at IS NULL GROUP BY name`,
    [`${prefix} %`],
  );
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
