import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LARGE_SIZES } from '../../server/seed/large';

/**
 * The bench's seeded databases, one per size: embedded ones kept in $BENCH_CACHE_DIR, PostgreSQL
 * ones as databases `directory_bench_<size>_<version>` on the server of $BENCH_DATABASE_URL (or
 * $DATABASE_URL). Each is seeded once per version of the migrations and the seed (`--fresh`
 * seeds again), with the large data set's seed at the size's scale, and older versions of that
 * size are removed.
 */

/** Seeded data dirs are kept here between runs, one per size. */
export const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'directory-bench');

/** Where a bench server's data lives: an embedded database's folder or a PostgreSQL database. */
export type BenchDatabase =
  | { dataDir: string; databaseUrl?: undefined }
  | { databaseUrl: string; dataDir?: undefined };

export type Engine = { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string };

/** Written last into a cached dir (a comment on a cached database), so a seed that was interrupted is never reused. */
const SEEDED_MARKER = '.bench-seeded';

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

function run(args: string[], env: NodeJS.ProcessEnv, logPrefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
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
        : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.join('')}`)),
    );
  });
}

/** The seed of the large data set at `organizations` organizations (and three events each). */
async function seed(organizations: number, database: BenchDatabase): Promise<void> {
  const started = performance.now();
  process.stderr.write(`Seeding ${organizations} organizations...\n`);
  await run(
    [
      '--import',
      'tsx',
      'server/seed/cli.ts',
      '--large',
      '--scale',
      String(organizations / LARGE_SIZES.organizations),
      ...(database.dataDir ? ['--data-dir', database.dataDir] : []),
    ],
    { DATABASE_URL: database.databaseUrl ?? '' },
    `[seed ${organizations}]`,
  );
  process.stderr.write(
    `Seeded ${organizations} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

async function embeddedDatabase(organizations: number, fresh: boolean): Promise<BenchDatabase> {
  const prefix = `organizations-${organizations}-`;
  const dataDir = join(CACHE_DIR, `${prefix}${seedSourcesHash()}`);
  if (!fresh && existsSync(join(dataDir, SEEDED_MARKER))) return { dataDir };
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const entry of readdirSync(CACHE_DIR)) {
    if (entry.startsWith(prefix)) rmSync(join(CACHE_DIR, entry), { recursive: true, force: true });
  }
  await seed(organizations, { dataDir });
  writeFileSync(join(dataDir, SEEDED_MARKER), `${organizations}\n`);
  return { dataDir };
}

async function serverDatabase(
  organizations: number,
  serverUrl: string,
  fresh: boolean,
): Promise<BenchDatabase> {
  const prefix = `directory_bench_${organizations}_`;
  const name = `${prefix}${seedSourcesHash()}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ name: string; seeded: boolean }>(
      `SELECT datname AS name, shobj_description(oid, 'pg_database') = $2 AS seeded
         FROM pg_database WHERE datname LIKE $1 || '%'`,
      [prefix, SEEDED_MARKER],
    );
    if (!fresh && existing.rows.some((row) => row.name === name && row.seeded)) {
      return { databaseUrl };
    }
    for (const row of existing.rows) {
      await admin.query(`DROP DATABASE "${row.name}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${name}"`);
    await seed(organizations, { databaseUrl });
    await admin.query(`COMMENT ON DATABASE "${name}" IS '${SEEDED_MARKER}'`);
    return { databaseUrl };
  } finally {
    await admin.end();
  }
}

/** The seeded database of `organizations` organizations on `engine`, from the cache when it can. */
export function benchDatabase(
  organizations: number,
  engine: Engine,
  fresh: boolean,
): Promise<BenchDatabase> {
  return engine.kind === 'postgres'
    ? serverDatabase(organizations, engine.serverUrl, fresh)
    : embeddedDatabase(organizations, fresh);
}
