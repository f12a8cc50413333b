import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { maintainTables } from '../../server/db/maintenance';
import { migrate } from '../../server/db/migrate';
import { defineRoutes, route } from '../../server/http/routes';
import { routeModules } from '../../server/routes';
import { openScratchDatabase } from '../support/scratchDatabase';
import { readJson } from './support/server';

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

let db: Database;
let release: () => Promise<void>;
let origin: string;
let closeServer: () => void;

beforeAll(async () => {
  const scratch = await openScratchDatabase('responsiveness', {
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
  db = scratch.db;
  release = scratch.release;
  await migrate(db);
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0' });
  const app = await createApp({ db, config, routes: [...routeModules, slowProbe] });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () => {
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
});

afterAll(async () => {
  closeServer?.();
  await release?.();
});

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
