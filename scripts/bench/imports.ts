import { randomUUID } from 'node:crypto';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { ImportJob } from '../../shared/schemas/organizationImport';
import { type BenchDatabase, benchDatabase, type Engine } from './databases';
import { kilobytesOf } from './exports';
import { apiSession, startBenchServer } from './server';

/*
 * `npm run bench -- --import ROWS`: an import of ROWS new organizations (e.g. 10,000) through
 * the job, into a copy of each size's seeded directory (the cached ones stay as they are): the
 * rows a second of its check (the dry run) and of its apply, and the server's peak memory over
 * the import.
 */

export const DEFAULT_IMPORT_ROWS = 10_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Municipalities the rows are in, with a point in each, so the names meet the directory's. */
const PLACES = [
  ['Ottawa', 'Ontario', 45.4215, -75.6972],
  ['Toronto', 'Ontario', 43.6532, -79.3832],
  ['Montréal', 'Québec', 45.5019, -73.5674],
  ['Vancouver', 'British Columbia', 49.2827, -123.1207],
  ['Calgary', 'Alberta', 51.0447, -114.0719],
  ['Halifax', 'Nova Scotia', 44.6488, -63.5752],
  ['Winnipeg', 'Manitoba', 49.8951, -97.1384],
  ['Regina', 'Saskatchewan', 50.4452, -104.6189],
] as const;

/**
 * A file of `rows` new organizations as a spreadsheet would hold them: each with its contacts
 * and an address in one of PLACES (so each row saves an organization and its location).
 */
const importFile = (rows: number) =>
  stringify([
    [
      'name',
      'is_corkboard',
      'is_published',
      'phone_number',
      'email_address',
      'website_url',
      'address_1',
      'city',
      'state',
      'country',
      'zip',
      'latitude',
      'longitude',
    ],
    ...Array.from({ length: rows }, (_, index) => {
      const [city, state, latitude, longitude] = PLACES[
        index % PLACES.length
      ] as (typeof PLACES)[number];
      return [
        `Bench Import Community Food Bank ${index + 1}`,
        'true',
        'false',
        `613-555-${String(index % 10_000).padStart(4, '0')}`,
        `import${index + 1}@example.org`,
        `https://import${index + 1}.example.org`,
        `${(index % 900) + 100} Main Street`,
        city,
        state,
        'Canada',
        'K1A 0A1',
        String(latitude),
        String(longitude),
      ];
    }),
  ]);

/** A copy of the seeded directory of `organizations` on `engine`, and how to remove it. */
async function directoryCopy(engine: Engine, organizations: number) {
  const seeded = await benchDatabase(organizations, engine, false);
  if (seeded.dataDir !== undefined) {
    const dataDir = `${seeded.dataDir}-import-${randomUUID().slice(0, 8)}`;
    cpSync(seeded.dataDir, dataDir, { recursive: true });
    return {
      database: { dataDir } as BenchDatabase,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = (engine as Extract<Engine, { kind: 'postgres' }>).serverUrl;
  const template = new URL(seeded.databaseUrl).pathname.slice(1);
  const name = `directory_bench_import_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // FILE_COPY copies the files once instead of writing the whole database to the WAL.
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    database: { databaseUrl } as BenchDatabase,
    async remove() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The job once the phase under way is over, polled; `meanwhile` runs at each poll (a request
 * another person makes while the job runs).
 */
async function settled(
  url: string,
  authorization: string,
  id: number,
  meanwhile = async () => {},
): Promise<ImportJob> {
  for (;;) {
    await meanwhile();
    const response = await fetch(`${url}/api/admin/organization/imports/${id}`, {
      headers: { Authorization: authorization },
    });
    if (response.status !== 200) {
      throw new Error(`The import's state answered ${response.status}: ${await response.text()}`);
    }
    const { data } = (await response.json()) as { data: { import: ImportJob } };
    if (!['uploading', 'checking', 'applying', 'reverting'].includes(data.import.state)) {
      return data.import;
    }
    // As the import screen polls: once a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const perSecond = (rows: number, seconds: number) =>
  Math.round(rows / seconds).toLocaleString('en');

/** Runs the import bench on `engine` in a directory of `organizations`; answers its report's lines. */
export async function importBench(
  engine: Engine,
  organizations: number,
  rows: number,
): Promise<string[]> {
  log(`Import bench: copying the directory of ${organizations.toLocaleString('en')}...`);
  const { database, remove } = await directoryCopy(engine, organizations);
  const server = await startBenchServer(database);
  try {
    const { authorization } = await apiSession(server.url);
    const file = importFile(rows);
    const where = engine.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
    // Writing 5 to clear_refs resets the process's peak resident memory to its current one.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const residentMb = kilobytesOf(server.pid, 'VmRSS') / 1024;
    log(`Import bench: ${rows} rows into ${organizations} on ${where}: upload and check...`);
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
    await fetch(
      `${server.url}/api/admin/organization/imports/${checked.id}/confirm?include_duplicates=true`,
      {
        method: 'POST',
        headers: { Authorization: authorization },
      },
    );
    const done = await settled(server.url, authorization, checked.id);
    const doneAt = performance.now();
    if (done.state !== 'done') throw new Error(`The apply ended ${done.state}: ${done.error}`);
    const peakMb = kilobytesOf(server.pid, 'VmHWM') / 1024;
    log('Import bench: revert...');
    const revertedAt = performance.now();
    const reverted = await fetch(
      `${server.url}/api/admin/organization/imports/${checked.id}/revert`,
      { method: 'POST', headers: { Authorization: authorization } },
    );
    if (reverted.status !== 200) throw new Error(`The revert answered ${reverted.status}`);
    const revertAnsweredAt = performance.now();
    // Someone else's list page while the revert runs: how long it waits for the database.
    const listMs: number[] = [];
    const listPage = async () => {
      const from = performance.now();
      const page = await fetch(`${server.url}/api/admin/organization?sort=id&order=desc`, {
        headers: { Authorization: authorization },
      });
      await page.arrayBuffer();
      listMs.push(performance.now() - from);
    };
    const undone = await settled(server.url, authorization, checked.id, listPage);
    const revertDoneAt = performance.now();
    if (undone.state !== 'reverted') throw new Error(`The revert ended ${undone.state}`);
    listMs.sort((a, b) => a - b);
    const listP50 = listMs[Math.floor(listMs.length / 2)] ?? 0;
    const listMax = listMs.at(-1) ?? 0;
    const seconds = (from: number, to: number) => (to - from) / 1000;
    return [
      `Import of ${rows.toLocaleString('en')} new organizations (name, contacts, address) into ${organizations.toLocaleString('en')} on ${where}:`,
      `- upload (streamed into the job's rows): ${seconds(started, uploaded).toFixed(1)} s, ${perSecond(rows, seconds(started, uploaded))} rows/s`,
      `- check (dry run, ${done.counts.duplicate} possible duplicates): ${seconds(uploaded, checkedAt).toFixed(1)} s, ${perSecond(rows, seconds(uploaded, checkedAt))} rows/s`,
      `- apply: ${seconds(checkedAt, doneAt).toFixed(1)} s, ${perSecond(done.applied.created + done.applied.updated, seconds(checkedAt, doneAt))} rows/s (${done.applied.created} created)`,
      `- server's peak memory: ${peakMb.toFixed(0)} MB (+${(peakMb - residentMb).toFixed(0)} over ${residentMb.toFixed(0)} at the start)`,
      `- revert: answered in ${(revertAnsweredAt - revertedAt).toFixed(0)} ms (the check that nothing changed since), then ${seconds(revertAnsweredAt, revertDoneAt).toFixed(1)} s as a job, ${perSecond(undone.reverted.rows, seconds(revertedAt, revertDoneAt))} rows/s (${undone.reverted.rows} reverted)`,
      `- a list page meanwhile, once a second: p50 ${listP50.toFixed(0)} ms, max ${listMax.toFixed(0)} ms over ${listMs.length}`,
    ];
  } finally {
    await server.stop();
    await remove();
  }
}
