import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../server/app';
import { bootstrapAdministrators } from '../../server/auth/administrators';
import { configuredAdministrators, loadConfig } from '../../server/config';
import { type Database, isDatabaseBusy } from '../../server/db/database';
import { maintainTables } from '../../server/db/maintenance';
import { migrate } from '../../server/db/migrate';
import { defineRoutes, type RouteModule, route } from '../../server/http/routes';
import type { ImportWorkerOptions } from '../../server/modules/imports/worker';
import { routeModules } from '../../server/routes';
import { openScratchDatabase } from '../support/scratchDatabase';
import { bearer, jsonRequest, readJson } from './support/server';

/**
 * The server as `npm start` runs it: a file-backed embedded database on its own thread (or the
 * PostgreSQL server of DATABASE_URL), with a statement timeout. A route that runs a statement
 * longer than the timeout stands for the slowest query a list could ever run.
 */

const STATEMENT_TIMEOUT_MS = 1500;
const SLOW_STATEMENT_SECONDS = 6;

const slowProbe = defineRoutes('test', [
  route({
    method: 'get',
    path: '/api/test/slow-statement',
    summary: 'Runs a statement longer than the statement timeout',
    public: true,
    async handler({ services: { db } }) {
      await db.query(`SELECT pg_sleep(${SLOW_STATEMENT_SECONDS})`);
      return { finished: true };
    },
  }),
]);

/**
 * A write whose transaction PostgreSQL fails `failures` times with a deadlock (as a concurrent
 * transaction would make it), then commits: its row is written once, whatever the runs.
 */
const conflictingWrite = defineRoutes('test', [
  route({
    method: 'post',
    path: '/api/test/conflicting-write',
    summary: 'Writes a row in a transaction that deadlocks the first `failures` times it runs',
    public: true,
    query: z.object({ failures: z.coerce.number().int(), name: z.string() }),
    async handler({ services: { db }, query }) {
      let runs = 0;
      await db.transaction(async (tx) => {
        runs += 1;
        await tx.query(
          `INSERT INTO company_links (name, url) VALUES ($1, 'https://runs.example')`,
          [query.name],
        );
        if (runs <= query.failures) {
          await tx.query(
            `DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected'; END $$`,
          );
        }
      });
      return { runs };
    },
  }),
]);

interface ScratchServer {
  db: Database;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** The server, with the test routes `routes`, on a new scratch database migrated for it. */
async function startServer(
  prefix: string,
  statementTimeoutMs: number,
  routes: RouteModule[],
  importWorker: ImportWorkerOptions = {},
): Promise<ScratchServer> {
  const scratch = await openScratchDatabase(prefix, { statementTimeoutMs });
  await migrate(scratch.db);
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0' });
  await bootstrapAdministrators(scratch.db, configuredAdministrators(config));
  const app = await createApp({
    db: scratch.db,
    config,
    routes: [...routeModules, ...routes],
    importWorker,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  return {
    db: scratch.db,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await scratch.release();
    },
  };
}

let db: Database;
let origin: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ db, origin, close } = await startServer('responsiveness', STATEMENT_TIMEOUT_MS, [slowProbe]));
});

afterAll(() => close?.());

describe('a statement longer than the statement timeout', () => {
  it('is answered 503 with a message, and the database answers again with what was committed', async () => {
    await db.query(`INSERT INTO company_links (name, url) VALUES ('Kept', 'https://kept.example')`);
    const response = await fetch(`${origin}/api/test/slow-statement`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await readJson(response)).toEqual({
      message: 'The database is busy and could not answer in time. Try again in a moment.',
    });
    // The database answers again, with what was committed before.
    const links = await db.query<{ name: string }>('SELECT name FROM company_links');
    expect(links.map((link) => link.name)).toContain('Kept');
  });

  it('does not hold up health checks and other requests while it runs', async () => {
    const finished: string[] = [];
    const slow = fetch(`${origin}/api/test/slow-statement`).then((response) => {
      finished.push('slow statement');
      return response.status;
    });
    // Let the slow statement reach the database first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await fetch(`${origin}/api/health`);
    finished.push('health');
    const config = await fetch(`${origin}/api/admin/auth/config`);
    finished.push('auth config');
    expect(health.status).toBe(200);
    const { data } = await readJson<{ data: { status: string; database_state: string } }>(health);
    expect(data.status).toBe('ok');
    // The embedded database runs one statement at a time: its probe says it is busy.
    expect(data.database_state).toBe(db.kind === 'pglite' ? 'busy' : 'ok');
    expect(config.status).toBe(200);
    expect(await slow).toBe(503);
    expect(finished).toEqual(['health', 'auth config', 'slow statement']);
  });
});

/**
 * Writes on a server with the statement timeout `npm start` has (15 s): the slow statements
 * above restart the embedded database, which the short timeout would also do to the statements
 * of a busy machine here.
 */
describe('writes', () => {
  let usual: ScratchServer;
  beforeAll(async () => {
    const { statementTimeoutMs } = loadConfig({ HOST: '127.0.0.1', PORT: '0' });
    // An import's batch as long as a whole file: only its turns let other requests in.
    usual = await startServer('writes', statementTimeoutMs, [conflictingWrite], {
      batchRows: 10_000,
    });
  });
  afterAll(() => usual?.close());

  describe('a transaction failed by a deadlock or a serialization failure', () => {
    const write = (name: string, failures: number) =>
      fetch(`${usual.origin}/api/test/conflicting-write?failures=${failures}&name=${name}`, {
        method: 'POST',
      });
    const rowsNamed = async (name: string) =>
      (await usual.db.query('SELECT id FROM company_links WHERE name = $1', [name])).length;

    it('is run again, and its write is kept once', async () => {
      const response = await write('Rerun', 2);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ data: { runs: 3 } });
      expect(await rowsNamed('Rerun')).toBe(1);
    });

    it('is answered 503 with a message once its reruns run out, nothing of it kept', async () => {
      const response = await write('Given up', 100);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await readJson(response)).toEqual({
        message:
          'Other changes to the same records kept getting in the way, so nothing was saved. Try again in a moment.',
      });
      expect(await rowsNamed('Given up')).toBe(0);
    });
  });

  /** Signs in as the local administrator through the real endpoints; answers the session token. */
  async function signIn(): Promise<string> {
    const local = await fetch(`${usual.origin}/api/admin/auth/local`, { method: 'POST' });
    const { data } = await readJson<{ data: { credential: string } }>(local);
    const session = await fetch(
      `${usual.origin}/api/admin/auth/google`,
      jsonRequest('POST', { token: data.credential }),
    );
    return (await readJson<{ data: { token: string } }>(session)).data.token;
  }

  describe('a bulk action on 1,000 records', () => {
    it.skipIf(!!process.env.DATABASE_URL)(
      'lets a list request answer while it runs on the embedded database',
      async () => {
        const token = await signIn();
        const [category] = await usual.db.query<{ id: number }>(
          `INSERT INTO categories (name, is_organization) VALUES ('Bulk category', true) RETURNING id`,
        );
        const organizations = await usual.db.query<{ id: number }>(
          `INSERT INTO organizations (name, description, category_id)
           SELECT 'Bulk organization ' || n, 'Published in bulk', $1
             FROM generate_series(1, 1000) n
           RETURNING id`,
          [category?.id as number],
        );
        const ids = organizations.map((organization) => organization.id);
        const finished: string[] = [];
        const bulk = fetch(
          `${usual.origin}/api/admin/organization/bulk`,
          jsonRequest('POST', { action: 'publish', ids }, token),
        ).then(async (response) => {
          finished.push('bulk action');
          return {
            status: response.status,
            body: await readJson<{ data: { changed: number[] } }>(response),
          };
        });
        // Under way once its first records are published and committed: this read waits for its
        // turn on the database like any request (refused busy after the statement timeout).
        const published = () =>
          usual.db
            .query<{ count: number }>(
              'SELECT count(*)::int AS count FROM organizations WHERE is_published',
            )
            .then(([row]) => row?.count ?? 0)
            .catch((error: unknown) => {
              if (isDatabaseBusy(error)) return 0;
              throw error;
            });
        while ((await published()) === 0);
        const list = await fetch(`${usual.origin}/api/admin/organization?max_organizations=10`, {
          headers: bearer(token),
        });
        finished.push('list');
        expect(list.status).toBe(200);
        const answer = await bulk;
        expect(answer.status).toBe(200);
        expect(answer.body.data.changed).toEqual(ids);
        expect(finished).toEqual(['list', 'bulk action']);
        // Committed in turns, every record's publish is in the history once.
        const [entries] = await usual.db.query<{ records: number; entries: number }>(
          `SELECT count(DISTINCT record_id)::int AS records, count(*)::int AS entries
             FROM history_entries WHERE resource = 'organizations' AND action = 'publish'`,
        );
        expect(entries).toEqual({ records: 1000, entries: 1000 });
      },
      // A thousand records' publish takes tens of seconds on a loaded CI machine.
      120_000,
    );
  });

  describe("an import's revert of 300 rows in one batch", () => {
    const IMPORT_ROWS = 300;

    it.skipIf(!!process.env.DATABASE_URL)(
      'lets a list request answer while it runs on the embedded database',
      async () => {
        const token = await signIn();
        const call = (path: string, method = 'GET', body?: string) =>
          fetch(`${usual.origin}/api/admin/organization/imports${path}`, {
            method,
            headers: { ...bearer(token), 'Content-Type': 'text/csv' },
            body,
          });
        const file = [
          'name,is_corkboard,is_published',
          ...Array.from(
            { length: IMPORT_ROWS },
            (_, index) => `Turn Weasel ${index + 1},true,false`,
          ),
        ].join('\n');
        const uploaded = await call('?file_name=turns.csv', 'POST', file);
        expect(uploaded.status).toBe(201);
        const { id } = (await readJson<{ data: { import: { id: number } } }>(uploaded)).data.import;
        // The job as the worker left it at its last commit, read as any request reads it.
        const job = async () => {
          const [row] = await usual.db.query<{ state: string; rows_done: number }>(
            'SELECT state, rows_done FROM import_jobs WHERE id = $1',
            [id],
          );
          return row as { state: string; rows_done: number };
        };
        const settled = async (phase: string) => {
          while ((await job()).state === phase) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        };
        await settled('checking');
        expect((await call(`/${id}/confirm`, 'POST')).status).toBe(200);
        await settled('applying');
        expect((await job()).state).toBe('done');

        expect((await call(`/${id}/revert`, 'POST')).status).toBe(200);
        // The first read finds the revert part done: the batch gave it the connection midway.
        let reading = await job();
        while (reading.state === 'reverting' && reading.rows_done === 0) reading = await job();
        expect(reading.state).toBe('reverting');
        expect(reading.rows_done).toBeLessThan(IMPORT_ROWS);
        const list = await fetch(`${usual.origin}/api/admin/organization?max_organizations=10`, {
          headers: bearer(token),
        });
        expect(list.status).toBe(200);
        expect((await job()).state).toBe('reverting');
        await settled('reverting');
        expect(await job()).toEqual({ state: 'reverted', rows_done: IMPORT_ROWS });
        const [left] = await usual.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM organizations
            WHERE name LIKE 'Turn Weasel %' AND deleted_at IS NULL`,
        );
        expect(left?.count).toBe(0);
      },
      // Three phases of 300 rows each take tens of seconds on a loaded CI machine.
      180_000,
    );
  });
});

describe('the embedded database maintains itself', () => {
  it.runIf(!process.env.DATABASE_URL)(
    'analyses tables never analysed and vacuums tables with many dead rows',
    async () => {
      await db.exec('CREATE TABLE maintenance_probe (id serial PRIMARY KEY, note text)');
      await db.query(
        `INSERT INTO maintenance_probe (note) SELECT 'row ' || g FROM generate_series(1, 2000) g`,
      );
      await db.query('DELETE FROM maintenance_probe WHERE id <= 1500');
      const runs = await maintainTables(db);
      expect(runs).toContainEqual(
        expect.objectContaining({ table: 'maintenance_probe', action: 'VACUUM (ANALYZE)' }),
      );
      const [after] = await db.query<{ dead: number; analyzed: boolean }>(
        `SELECT n_dead_tup::int AS dead, last_analyze IS NOT NULL AS analyzed
           FROM pg_stat_user_tables WHERE relname = 'maintenance_probe'`,
      );
      expect(after).toEqual({ dead: 0, analyzed: true });
      // Nothing is due any more: a second run does nothing to the table.
      expect((await maintainTables(db)).map((run) => run.table)).not.toContain('maintenance_probe');
    },
  );
});
