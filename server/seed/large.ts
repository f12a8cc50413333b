import type { Database } from '../db/database';
import { seedIfEmpty } from './index';
import { addScaleData, type ScaleResult, ScaleSeedError } from './scale';

/** The large data set (`npm run seed:large`): totals once it is loaded, sample content included. */
export const LARGE_SIZES = { organizations: 100_000, events: 300_000 } as const;

/**
 * Fills a fresh, migrated database with the large data set: the geography and sample content,
 * then scale organizations and events (with their locations, sponsorships and participants,
 * on every municipality) up to LARGE_SIZES. Refuses a database that already has organizations:
 * the load rebuilds indexes, which only a database nobody uses may afford.
 */
export async function seedLarge(
  db: Database,
  report: (message: string) => void = () => {},
): Promise<ScaleResult> {
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
      organizations: Math.max(0, LARGE_SIZES.organizations - (counts?.organizations ?? 0)),
      events: Math.max(0, LARGE_SIZES.events - (counts?.events ?? 0)),
    },
    { exclusive: true, report },
  );
  return { ...result, timings: { sample: sampleMilliseconds, ...result.timings } };
}
