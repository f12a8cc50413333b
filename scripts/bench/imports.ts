import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { ImportJob } from '../../shared/schemas/organizationImport';
import type { BenchDatabase, Engine } from './databases';
import { kilobytesOf } from './exports';
import { apiSession, startBenchServer } from './server';

/*
 * `npm run bench -- --import ROWS`: an import of ROWS new organizations (e.g. 10,000)
 * through the job, on a new database of its own (the seeded ones stay as they are): the rows a
 * second of its check (the dry run) and of its apply, and the server's peak memory over the
 * import.
 */

export const DEFAULT_IMPORT_ROWS = 10_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A file of `rows` new organizations, each with its contacts, as a spreadsheet would hold them. */
const importFile = (rows: number) =>
  stringify([
    ['name', 'is_corkboard', 'is_published', 'phone_number', 'email_address', 'website_url'],
    ...Array.from({ length: rows }, (_, index) => [
      `Bench Import Organization ${index + 1}`,
      'true',
      'false',
      `613-555-${String(index % 10_000).padStart(4, '0')}`,
      `import${index + 1}@example.org`,
      `https://import${index + 1}.example.org`,
    ]),
  ]);

/** An empty database of its own on `engine`, and how to remove it. */
async function scratchDatabase(engine: Engine) {
  if (engine.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-bench-import-'));
    return {
      database: { dataDir } as BenchDatabase,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `directory_bench_import_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: engine.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(engine.serverUrl), { pathname: `/${name}` }).toString();
  return {
    database: { databaseUrl } as BenchDatabase,
    async remove() {
      const dropper = new pg.Client({ connectionString: engine.serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The job once the phase under way is over, polled. */
async function settled(url: string, authorization: string, id: number): Promise<ImportJob> {
  for (;;) {
    const response = await fetch(`${url}/api/admin/organization/imports/${id}`, {
      headers: { Authorization: authorization },
    });
    const { data } = (await response.json()) as { data: { import: ImportJob } };
    if (!['uploading', 'checking', 'applying'].includes(data.import.state)) return data.import;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const perSecond = (rows: number, seconds: number) =>
  Math.round(rows / seconds).toLocaleString('en');

/** Runs the import bench on `engine`; answers its report's lines. */
export async function importBench(engine: Engine, rows: number): Promise<string[]> {
  const { database, remove } = await scratchDatabase(engine);
  const server = await startBenchServer(database);
  try {
    const { authorization } = await apiSession(server.url);
    const file = importFile(rows);
    const where = engine.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
    // Writing 5 to clear_refs resets the process's peak resident memory to its current one.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const residentMb = kilobytesOf(server.pid, 'VmRSS') / 1024;
    log(`Import bench: ${rows} rows on ${where}: upload and check...`);
    const started = performance.now();
    const response = await fetch(
      `${server.url}/api/admin/organization/imports?file_name=bench.csv`,
      {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'text/csv' },
        body: file,
      },
    );
    if (response.status !== 201) throw new Error(`The upload answered ${response.status}`);
    const uploaded = performance.now();
    const { data } = (await response.json()) as { data: { import: ImportJob } };
    const checked = await settled(server.url, authorization, data.import.id);
    const checkedAt = performance.now();
    if (checked.state !== 'checked') throw new Error(`The check ended ${checked.state}`);
    log('Import bench: apply...');
    await fetch(`${server.url}/api/admin/organization/imports/${checked.id}/confirm`, {
      method: 'POST',
      headers: { Authorization: authorization },
    });
    const done = await settled(server.url, authorization, checked.id);
    const doneAt = performance.now();
    if (done.state !== 'done') throw new Error(`The apply ended ${done.state}: ${done.error}`);
    const peakMb = kilobytesOf(server.pid, 'VmHWM') / 1024;
    const seconds = (from: number, to: number) => (to - from) / 1000;
    return [
      `Import of ${rows.toLocaleString('en')} new organizations (name, phone, e-mail, website) on ${where}:`,
      `- upload (streamed into the job's rows): ${seconds(started, uploaded).toFixed(1)} s, ${perSecond(rows, seconds(started, uploaded))} rows/s`,
      `- check (dry run, ${done.counts.duplicate} possible duplicates): ${seconds(uploaded, checkedAt).toFixed(1)} s, ${perSecond(rows, seconds(uploaded, checkedAt))} rows/s`,
      `- apply: ${seconds(checkedAt, doneAt).toFixed(1)} s, ${perSecond(done.applied.created + done.applied.updated, seconds(checkedAt, doneAt))} rows/s (${done.applied.created} created)`,
      `- server's peak memory: ${peakMb.toFixed(0)} MB (+${(peakMb - residentMb).toFixed(0)} over ${residentMb.toFixed(0)} at the start)`,
    ];
  } finally {
    await server.stop();
    await remove();
  }
}
