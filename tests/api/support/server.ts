import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { serve } from '@hono/node-server';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppOptions, createApp } from '../../../server/app';
import { bootstrapAdministrators } from '../../../server/auth/administrators';
import type { Identity } from '../../../server/auth/identity';
import { type Config, configuredAdministrators, loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { RouteModule } from '../../../server/http/routes';
import type { Logger } from '../../../server/logging';
import { stopImportWorker } from '../../../server/modules/imports/worker';
import { codeOf } from '../../../shared/messageCodes';
import { scratchPostgres } from '../../support/scratchPostgres';

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  db: Database;
  config: Config;
  /** fetch relative to the server, e.g. request('/api/health'). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Like request, but over node:http, which lets a test send headers fetch forbids (Host). */
  rawRequest(path: string, init?: RawRequestInit): Promise<Response>;
  /**
   * Signs in through the real endpoints as the local administrator, or as the live person with
   * `email`; answers the session token.
   */
  signInLocal(email?: string): Promise<string>;
  close(): Promise<void>;
}

export interface RawRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface TestServerOptions {
  /** Environment variables for loadConfig (HOST and PORT are set by the helper). */
  env?: Record<string, string>;
  identity?: Identity;
  routes?: RouteModule[];
  /** Where its request lines go; default: nowhere. */
  logger?: Logger;
  /**
   * The statements of a migration the product does not have (a test's own resource's table):
   * applied after the product's migrations, as the next release's would be, before the start
   * makes what the declarations call for (history triggers, trash and list indexes).
   */
  migration?: readonly string[];
  /**
   * `request` answers in this process (the app's own fetch) instead of over the network: for
   * tests whose network is mocked (the console's unit tests, under MSW).
   */
  inProcess?: boolean;
  /** The import worker's options (createApp's `importWorker`). */
  importWorker?: AppOptions['importWorker'];
}

/**
 * A fresh, empty database: in-memory PGlite, or, when DATABASE_URL is set (the CI's second run),
 * a new PostgreSQL database of its own, dropped on close, so test files never share rows.
 */
export async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  const database = await scratchPostgres(serverUrl, 'api_test');
  const db = await openDatabase({ databaseUrl: database.url });
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** The product's last migration's version, e.g. `020_bulk_batches`. */
const lastMigration = () =>
  readdirSync(join(dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .at(-1)
    ?.replace(/\.sql$/, '');

/** A fresh, migrated database (see emptyDatabase), with the test's own `migration` if any. */
async function isolatedDatabase(
  migration: readonly string[] = [],
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const database = await emptyDatabase();
  if (migration.length > 0) {
    await migrate(database.db, { upTo: lastMigration() });
    await database.db.transaction(async (tx) => {
      for (const statement of migration) await tx.query(statement);
    });
  }
  await migrate(database.db);
  return database;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', ...options.env });
  const { db, drop } = await isolatedDatabase(options.migration);
  await bootstrapAdministrators(db, configuredAdministrators(config));
  const app = await createApp({
    db,
    config,
    identity: options.identity,
    routes: options.routes,
    logger: options.logger,
    importWorker: options.importWorker,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit) =>
    options.inProcess
      ? Promise.resolve(app.fetch(new Request(`${origin}${path}`, init)))
      : fetch(`${origin}${path}`, init);
  const rawRequest = (path: string, init: RawRequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        `${origin}${path}`,
        { method: init.method ?? 'GET', headers: init.headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            resolve(
              new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });

  return {
    origin,
    db,
    config,
    request,
    rawRequest,
    async signInLocal(email?: string) {
      const local = await request(
        '/api/admin/auth/local',
        email === undefined ? { method: 'POST' } : jsonRequest('POST', { email }),
      );
      if (local.status !== 200) throw new Error(`Local credential refused: ${local.status}`);
      const { data } = (await local.json()) as { data: { credential: string } };
      const response = await request('/api/admin/auth/google', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: data.credential }),
      });
      if (response.status !== 200) throw new Error(`Local sign-in failed: ${response.status}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await stopImportWorker(db);
      await drop();
    },
  };
}

/** A running test server and the session token of its signed-in administrator. */
export interface SignedInServer {
  readonly server: TestServer;
  readonly token: string;
}

/**
 * Starts a server with a fresh database before the tests of the calling file (or describe
 * block), signs in as its administrator, and closes it after them.
 */
export function signedInServerForTests(options: TestServerOptions = {}): SignedInServer {
  let server: TestServer | undefined;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer(options);
    token = await server.signInLocal();
  });
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('The test server has not started');
      return server;
    },
    get token() {
      return token;
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function jsonRequest(method: string, body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  };
}

/** Throws unless `coded` is what the registry recognises `message` by (or both are absent). */
function checkCoded(message: unknown, coded: unknown, where: string) {
  const expected = typeof message === 'string' ? codeOf(message) : undefined;
  if (!isDeepStrictEqual(coded, expected)) {
    throw new Error(
      `${where} carries ${JSON.stringify(coded)}, but the registry reads ${JSON.stringify(message)} as ${JSON.stringify(expected)}`,
    );
  }
}

/**
 * The answer's JSON. Every error answer must carry the request id of its `X-Request-Id` header
 * (so a user's report leads to the log line), and the `code`, `params` and `error_codes` the
 * message registry (shared/messages.ts) gives its message and field errors; that is checked
 * here, then left out of what the test sees, so tests compare the rest of the body as clients
 * read it (tests/api/errorCodes.test.ts reads the codes themselves).
 */
export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (response.status < 400 || typeof body !== 'object' || body === null) return body;
  const {
    request_id: requestId,
    code,
    params,
    error_codes: errorCodes,
    ...rest
  } = body as Record<string, unknown>;
  const header = response.headers.get('x-request-id');
  if (!header || requestId !== header) {
    throw new Error(
      `Error answer ${response.status} carries request_id ${String(requestId)}, but X-Request-Id is ${String(header)}`,
    );
  }
  checkCoded(rest.message, code === undefined ? undefined : { code, params }, 'The error answer');
  const errors = (rest.errors ?? {}) as Record<string, unknown>;
  const codes = (errorCodes ?? {}) as Record<string, unknown>;
  if (rest.errors !== undefined && errorCodes === undefined) {
    throw new Error('An error answer with field errors carries no error_codes');
  }
  for (const field of new Set([...Object.keys(errors), ...Object.keys(codes)])) {
    checkCoded(errors[field], codes[field], `error_codes.${field}`);
  }
  return rest as T;
}

/**
 * The rows of the CSV export at `path` answered to `token`, read as a spreadsheet reads them (the
 * header names each row's cells), once checked that it is a file named `<base>-<day>.csv`.
 */
export async function exportedRows(
  server: TestServer,
  path: string,
  token: string,
  base: string,
): Promise<Record<string, string>[]> {
  const response = await server.request(path, { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${base}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return parse(await response.text(), { bom: true, columns: true });
}
