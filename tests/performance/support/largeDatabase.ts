import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedLarge } from '../../../server/seed/large';
import { openScratchDatabase, type ScratchDatabase } from '../../support/scratchDatabase';

export type LargeDatabase = ScratchDatabase;

/**
 * A migrated database holding the large data set (`npm run seed:large`): a new PostgreSQL
 * database on the server of DATABASE_URL when set (dropped on release), else an embedded one in
 * PERFORMANCE_DATA_DIR (seeded on first use and kept, so reruns skip the seed) or in a temporary
 * directory (removed on release).
 */
export async function openLargeDatabase(report: (message: string) => void): Promise<LargeDatabase> {
  const scratch = await openScratchDatabase('performance', {
    keptDir: process.env.PERFORMANCE_DATA_DIR,
  });
  await filled(scratch.db, report);
  return scratch;
}

async function filled(db: Database, report: (message: string) => void): Promise<Database> {
  await migrate(db);
  const [seeded] = await db.query<{ organizations: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM organizations) AS organizations',
  );
  if (!seeded?.organizations) {
    const started = performance.now();
    await seedLarge(db);
    report(`Seeded the large data set in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return db;
}
