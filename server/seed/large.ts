import type { Database } from '../db/database';
import { seedIfEmpty } from './index';
import { addScaleData, type ScaleResult, ScaleSeedError } from './scale';

/** The large data set (`npm run seed:large`): totals once it is loaded, sample content included. */
export const LARGE_SIZES = { organizations: 100_000, events: 300_000 } as const;

/**
 * The largest scale of the large data set the embedded database takes: it is sized for the
 * 100,000-organization set (one process, one core for queries, the whole database in its memory
 * while it runs); larger directories belong on a PostgreSQL server.
 */
export const EMBEDDED_MAX_SCALE = 1;

/** The large data set's totals at `scale` times its size (`--scale`), sample content included. */
export function largeSizes(scale: number): { organizations: number; events: number } {
  return {
    organizations: Math.round(LARGE_SIZES.organizations * scale),
    events: Math.round(LARGE_SIZES.events * scale),
  };
}

/**
 * Fills a fresh, migrated database with the large data set at `scale` times its size: the
 * geography and sample content, then scale organizations and events (with their locations,
 * sponsorships, participants and history, on every municipality) up to largeSizes(scale).
 * Refuses a database that already has organizations (the load rebuilds indexes, which only a
 * database nobody uses may afford), and an embedded one beyond EMBEDDED_MAX_SCALE.
 */
export async function seedLarge(
  db: Database,
  report: (message: string) => void = () => {},
  scale = 1,
): Promise<ScaleResult> {
  if (!(scale > 0)) throw new ScaleSeedError(`The scale must be above 0, not ${scale}`);
  if (db.kind === 'pglite' && scale > EMBEDDED_MAX_SCALE) {
    throw new ScaleSeedError(
      `The embedded database is sized for the ${LARGE_SIZES.organizations}-organization set ` +
        `(--scale ${EMBEDDED_MAX_SCALE} at most): set DATABASE_URL to a PostgreSQL database ` +
        `for --scale ${scale}.`,
    );
  }
  const sizes = largeSizes(scale);
  const [existing] = await db.query<{ organizations: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM organizations) AS organizations',
  );
  if (existing?.organizations) {
    throw new ScaleSeedError(
      'The large data set needs a fresh database, and this one already has organizations. ' +
        'Point DATA_DIR (or --data-dir) at a new directory, or DATABASE_URL at an empty database.',
    );
  }
  const sampleStarted = performance.now();
  await seedIfEmpty(db);
  const sampleMilliseconds = Math.round(performance.now() - sampleStarted);
  const [counts] = await db.query<{ organizations: number; events: number }>(
    `SELECT (SELECT count(*) FROM organizations)::integer AS organizations,
            (SELECT count(*) FROM events)::integer AS events`,
  );
  const result = await addScaleData(
    db,
    {
      organizations: Math.max(0, sizes.organizations - (counts?.organizations ?? 0)),
      events: Math.max(0, sizes.events - (counts?.events ?? 0)),
    },
    { exclusive: true, report },
  );
  return { ...result, timings: { sample: sampleMilliseconds, ...result.timings } };
}
