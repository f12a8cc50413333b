import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Seeded data dirs are kept here between runs, one per size (`--fresh` seeds them again). */
export const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'directory-bench');

/** Written last into a cached dir, so a seed that was interrupted is never reused. */
const SEEDED_MARKER = '.bench-seeded';

function run(command: string, args: string[], logPrefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = String(chunk);
      output.push(text);
      for (const line of text.split('\n').filter((line) => line.trim())) {
        process.stderr.write(`${logPrefix} ${line}\n`);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.join('')}`),
          ),
    );
  });
}

/** What a seeded database is made from: it is seeded again when any of these files changes. */
const SEED_SOURCES = ['server/db/migrations', 'server/seed'];

function seedSourcesHash(): string {
  const hash = createHash('sha256');
  for (const folder of SEED_SOURCES) {
    for (const name of readdirSync(folder).sort()) {
      hash.update(`${folder}/${name}\0`);
      hash.update(readFileSync(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The embedded database with the sample content plus `organizations` organizations and three
 * times as many events, seeded by the project's seed CLI once per version of the migrations and
 * the seed, then taken from the cache (older versions of that size are removed).
 */
export async function seededDataDir(organizations: number, fresh: boolean): Promise<string> {
  const prefix = `organizations-${organizations}-`;
  const dir = join(CACHE_DIR, `${prefix}${seedSourcesHash()}`);
  if (!fresh && existsSync(join(dir, SEEDED_MARKER))) return dir;
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const entry of readdirSync(CACHE_DIR)) {
    if (entry.startsWith(prefix)) rmSync(join(CACHE_DIR, entry), { recursive: true, force: true });
  }
  const started = performance.now();
  process.stderr.write(`Seeding ${organizations} organizations into ${dir}...\n`);
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/seed/cli.ts',
      '--organizations',
      String(organizations),
      '--events',
      String(3 * organizations),
      '--data-dir',
      dir,
    ],
    `[seed ${organizations}]`,
  );
  writeFileSync(join(dir, SEEDED_MARKER), `${organizations}\n`);
  process.stderr.write(
    `Seeded ${organizations} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return dir;
}

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
 * The real server (`server/main.ts`, local sign-in) on a free loopback port over `dataDir`, once
 * it answers its health check. It runs on the cached dir itself: copying 100,000 organizations'
 * database (1.5 GB) would cost more than the few sessions the bench adds to it.
 */
export async function startBenchServer(dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
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
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy:\n${output.join('')}`);
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
