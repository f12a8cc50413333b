import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { BenchDatabase } from './databases';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  url: string;
  /** The server's process id, for its memory figures. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`, local sign-in) on a free loopback port over a cached
 * database, once it answers that it is ready. It runs on the cached database itself: copying
 * 100,000 organizations' database (1.5 GB) would cost more than the few sessions the bench adds.
 */
export async function startBenchServer(database: BenchDatabase): Promise<BenchServer> {
  const port = await freePort();
  const output: string[] = [];
  const { DATA_DIR: _unused, ...environment } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...environment,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The embedded database's folder; PostgreSQL keeps everything in its database.
      ...(database.dataDir && { DATA_DIR: database.dataDir }),
      DATABASE_URL: database.databaseUrl ?? '',
      GOOGLE_CLIENT_ID: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (true) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited early:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A signed-in API client (local sign-in), for looking ids up and for bearer headers. */
export async function apiSession(baseUrl: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { credential } = await post('/admin/auth/local', {});
  const { token } = await post('/admin/auth/google', { token: credential });
  const authorization = `Bearer ${token}`;
  return {
    authorization,
    async get<T>(path: string): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { Authorization: authorization },
      });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;
