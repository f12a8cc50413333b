import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  type DataStore,
  freshDataStore,
  type ServerProcess,
  signInLocal,
  startServerProcess,
} from '../browser/support/server';
import { postgresChecksRun, report } from './support/report';
import {
  createRequest,
  type EncodedBody,
  labelOf,
  updateRequest,
  WRITE_TARGETS,
} from './support/writer';

/*
 * Two API server processes on one PostgreSQL database, as behind a load balancer: whatever one
 * instance accepted, the other knows at once, because everything shared lives in the database.
 */

const MIGRATIONS = readdirSync('server/db/migrations').filter((name) => name.endsWith('.sql'));
/** A write target with an update route, by name. */
function writeTarget(name: string) {
  const target = WRITE_TARGETS.find((candidate) => candidate.name === name);
  if (!target?.itemPath) throw new Error(`No ${name} write target`);
  return { ...target, itemPath: target.itemPath };
}
const SPONSOR = writeTarget('sponsor');
/** Created with its icon file. */
const CATEGORY = writeTarget('category');
const STALE_MESSAGE =
  'This record was changed by someone else. Reload it to see the latest version.';

/** Sends an encoded body (JSON or multipart, as the writer builds them) to one instance. */
async function send(
  server: ServerProcess,
  method: 'POST' | 'PATCH',
  path: string,
  token: string,
  { contentType, body }: EncodedBody,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Target = ReturnType<typeof writeTarget>;

/** Creates a record of `target` labelled `label` through one instance. */
const create = (server: ServerProcess, token: string, target: Target, label: string) =>
  send(server, 'POST', target.collectionPath, token, createRequest(target, label));

/** Updates the record at `path` to `label` through one instance, over the version `updatedAt`. */
const update = (
  server: ServerProcess,
  token: string,
  target: Target,
  path: string,
  label: string,
  updatedAt: string,
) => send(server, 'PATCH', path, token, updateRequest(target, label, updatedAt));

const passed = (check: string, tried: number, detail?: string) =>
  report({ category: 'Instances', check, tried, serverErrors: 0, violations: 0, detail });

const TWO_INSTANCES = 'two API instances on one PostgreSQL database';

// Reported at collection: the skipped checks below show as skipped in the runner's summary too.
describe.skipIf(!postgresChecksRun('Instances', TWO_INSTANCES))(TWO_INSTANCES, () => {
  let store: DataStore;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    store = await freshDataStore('PostgreSQL');
    // Started together on an empty database: both migrate and seed it at once.
    const start = () => startServerProcess(store, { SIGN_IN_MAX_FAILURES: '3' });
    [first, second] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await Promise.all([first?.kill(), second?.kill()]);
    await store?.drop();
  });

  it('migrates and seeds the database exactly once when both start at once', async () => {
    const applied = [first, second].map((server) =>
      Number(/(\d+) migration\(s\) applied/.exec(server.output())?.[1]),
    );
    // Each migration runs under a lock: the two may share them out, but apply each once.
    expect((applied[0] ?? 0) + (applied[1] ?? 0)).toBe(MIGRATIONS.length);
    const seeded = [first, second].filter((server) =>
      server.output().includes('Seeded the database with sample content.'),
    );
    expect(seeded).toHaveLength(1);

    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => `${row.version}.sql`)).toEqual([...MIGRATIONS].sort());
      const countries = await client.query<{ all: number; distinct: number }>(
        'SELECT count(*)::int AS all, count(DISTINCT country)::int AS distinct FROM countries',
      );
      expect(countries.rows[0]?.all).toBeGreaterThan(0);
      expect(countries.rows[0]?.all).toBe(countries.rows[0]?.distinct);
    } finally {
      await client.end();
    }
    passed('two instances started at once on an empty database: one migration, one seed', 2);
  });

  it('honours a session made on one instance on the other, and its logout at once', async () => {
    const token = await signInLocal(first.url);
    for (const server of [second, first, second]) {
      expect((await callApi(server.url, token, '/api/admin/organization')).status).toBe(200);
    }
    expect(
      (await callApi(second.url, token, '/api/admin/auth/logout', { method: 'POST' })).status,
    ).toBe(200);
    const afterLogout = await callApi(first.url, token, '/api/admin/organization');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.message).toBe('This session was signed out. Sign in again.');
    passed(
      'a session from one instance used on the other; logged out on one, refused on the other',
      5,
    );
  });

  it('refuses a stale update through one instance after a save through the other', async () => {
    const token = await signInLocal(second.url);
    const created = await create(first, token, SPONSOR, labelOf('instances', 0));
    expect(created.status).toBe(201);
    const record = (created.body.data as Record<string, Record<string, unknown>>)[
      SPONSOR.recordKey
    ];
    const path = SPONSOR.itemPath.replace('{id}', String(record?.id));
    const loadedAt = String(record?.updated_at);

    const saved = await update(second, token, SPONSOR, path, labelOf('instances', 1), loadedAt);
    expect(saved.status).toBe(200);
    const stale = await update(first, token, SPONSOR, path, labelOf('instances', 2), loadedAt);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_MESSAGE);
    const stored = await callApi(second.url, token, path);
    expect(JSON.stringify(stored.body)).toContain(labelOf('instances', 1));
    passed('an update over a version saved through the other instance: 409, the save kept', 3);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const token = await signInLocal(first.url);
    const created = await create(second, token, CATEGORY, labelOf('instances file', 0));
    expect(created.status).toBe(201);
    const fileUrl = /\/api\/files\/\d+\?sig=[\w-]+/.exec(JSON.stringify(created.body))?.[0];
    expect(fileUrl).toBeDefined();
    const [fromFirst, fromSecond] = await Promise.all(
      [first, second].map((server) => fetch(`${server.url}${fileUrl}`)),
    );
    expect([fromFirst?.status, fromSecond?.status]).toEqual([200, 200]);
    const bytes = await Promise.all(
      [fromFirst, fromSecond].map(async (answer) =>
        Buffer.from(await (answer as Response).arrayBuffer()),
      ),
    );
    expect(bytes[1]?.length).toBeGreaterThan(0);
    expect(bytes[1]?.equals(bytes[0] as Buffer)).toBe(true);
    passed('a file uploaded through one instance, fetched from both', 2);
  });

  it('counts refused sign-ins across both instances', async () => {
    const refuse = (server: ServerProcess) =>
      callApi(server.url, undefined, '/api/admin/auth/google', {
        method: 'POST',
        json: { token: 'not-a-token' },
      });
    const statuses: number[] = [];
    for (const server of [first, second, first, second])
      statuses.push((await refuse(server)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    passed('refused sign-ins alternating between instances, limit 3: the fourth answered 429', 4);
  });
});
