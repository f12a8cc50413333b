import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchPostgres } from '../../support/scratchPostgres';

/*
 * The real server (`server/main.ts`, as `npm start` runs it) as a child process, and calls to
 * its API as the signed-in local administrator: the one way the browser and reliability suites
 * start a server and talk to it.
 */

/** The two databases the server runs on: embedded PGlite in a directory, or a PostgreSQL server. */
export type DatabaseKind = 'embedded PGlite' | 'PostgreSQL';

/** Where one server's data lives, kept across its restarts, until `drop`. */
export interface DataStore {
  kind: DatabaseKind;
  env: { DATA_DIR: string; DATABASE_URL: string };
  drop(): Promise<void>;
}

/** The PostgreSQL server the suite may use (CI's second run); undefined when not configured. */
export const postgresServerUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/**
 * A new, empty store: a temporary DATA_DIR for the file-backed embedded database, or a new
 * database on the DATABASE_URL server (dropped afterwards). The server migrates and seeds it.
 */
export async function freshDataStore(kind: DatabaseKind): Promise<DataStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-data-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded PGlite') {
    return { kind, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => removeDir() };
  }
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const database = await scratchPostgres(serverUrl, 'reliability');
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async drop() {
      await database.drop();
      removeDir();
    },
  };
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The real server running as a child process. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  /** Sends a signal (SIGKILL, SIGTERM) to the process. */
  signal(name: NodeJS.Signals): void;
  /** Resolves when the process has exited. */
  exited: Promise<ProcessExit>;
  /** Resolves once the output contains `pattern`. */
  waitForOutput(pattern: RegExp): Promise<void>;
  /** SIGKILL if still running, and wait for the exit. */
  kill(): Promise<ProcessExit>;
}

const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Starts `node --import tsx server/main.ts` (what `npm start` runs) in local sign-in mode on a
 * port of its choosing, on `store`'s data (seeded on first start), with `env` on top, and waits
 * until it says it is ready and /api/health/ready answers 200, or, with `until: 'listening'`,
 * only until its port is open (it is still preparing the database).
 */
export async function startServerProcess(
  store: DataStore,
  env: Record<string, string> = {},
  { until = 'ready' }: { until?: 'listening' | 'ready' } = {},
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      GOOGLE_CLIENT_ID: '',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += String(chunk);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = STARTUP_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`The server did not print ${pattern} in time:\n${printed}`));
      }, timeoutMs);
      function check() {
        if (pattern.test(printed)) {
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        } else if (hasExited) {
          clearTimeout(timer);
          listeners.delete(check);
          reject(new Error(`The server exited before printing ${pattern}:\n${printed}`));
        }
      }
      listeners.add(check);
      check();
    });

  const kill = async () => {
    if (!hasExited) child.kill('SIGKILL');
    return exited;
  };

  const announcement =
    until === 'ready'
      ? /ready at http:\/\/127\.0\.0\.1:(\d+)/
      : /Listening on http:\/\/127\.0\.0\.1:(\d+)/;
  try {
    await waitForOutput(announcement);
  } catch (error) {
    await kill();
    throw error;
  }
  const port = Number(announcement.exec(printed)?.[1]);
  const url = `http://127.0.0.1:${port}`;
  const readiness = until === 'ready' ? await fetch(`${url}/api/health/ready`) : undefined;
  if (readiness && readiness.status !== 200) {
    await kill();
    throw new Error(`GET /api/health/ready answered ${readiness.status}:\n${printed}`);
  }
  return {
    url,
    port,
    output: () => printed,
    signal: (name) => {
      child.kill(name);
    },
    exited,
    waitForOutput,
    kill,
  };
}

export interface RunningServer {
  url: string;
  /** Shuts the server down (SIGTERM) and removes its data. */
  stop(): Promise<void>;
}

/** The real server on a fresh file-backed embedded database, seeded, for one test file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const store = await freshDataStore('embedded PGlite');
  const server = await startServerProcess(store, env).catch(async (error: unknown) => {
    await store.drop();
    throw error;
  });
  return {
    url: server.url,
    async stop() {
      server.signal('SIGTERM');
      await server.exited;
      await store.drop();
    },
  };
}

/** An API answer: the status and the JSON body ({} when empty, `{ unparsed }` when not JSON). */
export interface ApiAnswer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    message?: string;
    errors?: Record<string, unknown>;
    unparsed?: string;
  };
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
}

/** One call to `path` (e.g. `/api/blog`) on the server at `baseUrl`, with `token` when given. */
export async function callApi(
  baseUrl: string,
  token: string | undefined,
  path: string,
  { method = 'GET', json, form }: ApiRequest = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: FormData | string | undefined = form;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
  } catch {
    return { status: response.status, body: { unparsed: text } };
  }
}

/** Signs in as the local administrator through the real endpoints; answers the session token. */
export async function signInLocal(baseUrl: string): Promise<string> {
  const signIn = async (path: string, json: unknown) => {
    const answer = await callApi(baseUrl, undefined, path, { method: 'POST', json });
    if (answer.status !== 200) throw new Error(`Local sign-in: POST ${path} -> ${answer.status}`);
    return (answer.body.data ?? {}) as Record<string, unknown>;
  };
  const { credential } = await signIn('/api/admin/auth/local', {});
  const { token } = await signIn('/api/admin/auth/google', { token: credential });
  if (typeof token !== 'string') throw new Error('The local sign-in answered no session token.');
  return token;
}

/** A session of its own (local sign-in) calling the API of the server at `baseUrl`. */
export interface ApiSession {
  baseUrl: string;
  token: string;
  /** One call to `path` (e.g. `/api/blog`). */
  call(path: string, request?: ApiRequest): Promise<ApiAnswer>;
  /** The `data` of a GET of `path` that must answer 200. */
  get<T>(path: string): Promise<T>;
}

/**
 * Signs in as the local administrator and answers a client for that session: another person at
 * another desk, beside the console under test, or a test looking ids up.
 */
export async function apiSession(baseUrl: string): Promise<ApiSession> {
  const token = await signInLocal(baseUrl);
  const call = (path: string, request?: ApiRequest) => callApi(baseUrl, token, path, request);
  return {
    baseUrl,
    token,
    call,
    async get<T>(path: string): Promise<T> {
      const answer = await call(path);
      if (answer.status !== 200) throw new Error(`GET ${path} -> ${answer.status}`);
      return answer.body.data as T;
    },
  };
}
