/**
 * `npm run seed -- [--organizations N] [--events M] [--data-dir DIR]`: migrates and seeds the
 * database the server would use (DATABASE_URL, else the embedded one in DATA_DIR or ./data),
 * then adds N organizations and M events for scale work. `--large` (`npm run seed:large`)
 * fills a fresh database with the large data set instead, `--scale S` times its size
 * (`npm run seed:huge`: ten times, on PostgreSQL).
 */
import { runCommand, UsageError } from '../commandLine';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from './index';
import { EMBEDDED_MAX_SCALE, LARGE_SIZES, seedLarge } from './large';
import { addScaleData, type ScaleResult, ScaleSeedError } from './scale';

const USAGE =
  'Usage: npm run seed -- [--organizations N] [--events M] [--data-dir DIR]\n' +
  '       npm run seed -- --large [--scale S] [--data-dir DIR]   (npm run seed:large)\n' +
  'Seeds the database when empty, then adds N organizations and M events.\n' +
  `--large fills a fresh database with ${LARGE_SIZES.organizations} organizations and ` +
  `${LARGE_SIZES.events} events (with locations, sponsorships, participants, history),\n` +
  `or S times as many: --scale 10 (npm run seed:huge) needs PostgreSQL, the embedded database ` +
  `takes --scale ${EMBEDDED_MAX_SCALE} at most.\n` +
  'Uses DATABASE_URL when set, else the embedded database in --data-dir, DATA_DIR or ./data.';

const COUNTED_TABLES = [
  'cities',
  'organizations',
  'events',
  'locations',
  'sponsorships',
  'event_participants',
  'files',
] as const;

function count(name: string, text: string | undefined): number {
  const value = Number(text ?? '0');
  if (!/^\d+$/.test(text ?? '0') || !Number.isSafeInteger(value)) {
    throw new UsageError(`--${name} must be a whole number of 0 or more, not "${text}"`);
  }
  return value;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

function printScaleResult(result: ScaleResult): void {
  console.log(
    `Added ${result.organizations} organizations, ${result.events} events, ` +
      `${result.sponsorships} sponsorships, ${result.participants} participants`,
  );
  console.log(
    `Timings: ${Object.entries(result.timings)
      .map(([phase, milliseconds]) => `${phase} ${seconds(milliseconds)}`)
      .join(', ')}`,
  );
}

runCommand({
  usage: USAGE,
  options: {
    organizations: { type: 'string' },
    events: { type: 'string' },
    'data-dir': { type: 'string' },
    large: { type: 'boolean' },
    scale: { type: 'string' },
  },
  plainErrors: [ScaleSeedError],
  async run(values) {
    const request = {
      organizations: count('organizations', values.organizations),
      events: count('events', values.events),
    };
    if (values.large && (values.organizations !== undefined || values.events !== undefined)) {
      throw new UsageError('--large sets its own sizes: leave out --organizations and --events');
    }
    const scale = Number(values.scale ?? '1');
    if (values.scale !== undefined && !values.large) {
      throw new UsageError('--scale sizes the large data set: use it with --large');
    }
    if (!Number.isFinite(scale) || scale <= 0) {
      throw new UsageError(`--scale must be a number above 0, not "${values.scale}"`);
    }
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
    console.log(
      databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}`,
    );

    const started = performance.now();
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const applied = await migrate(db, { warn: console.warn });
      console.log(`Migrations applied: ${applied.length > 0 ? applied.join(', ') : 'none needed'}`);

      const report = (message: string) => console.log(`  ${message}`);
      if (values.large) {
        printScaleResult(await seedLarge(db, report, scale));
      } else {
        const seedStarted = performance.now();
        const seeded = await seedIfEmpty(db);
        console.log(
          seeded
            ? `Seeded geography and sample content in ${seconds(performance.now() - seedStarted)}`
            : 'Already seeded: sample content left as it is',
        );
        if (request.organizations > 0 || request.events > 0) {
          printScaleResult(await addScaleData(db, request, { report }));
        }
      }

      const [totals] = await db.query<Record<string, number>>(
        `SELECT ${COUNTED_TABLES.map((table) => `(SELECT count(*) FROM ${table})::integer AS ${table}`).join(', ')}`,
      );
      console.log(
        `Rows now: ${COUNTED_TABLES.map((table) => `${table} ${totals?.[table] ?? 0}`).join(', ')}`,
      );
      console.log(`Done in ${seconds(performance.now() - started)}`);
    } finally {
      await db.close();
    }
  },
});
