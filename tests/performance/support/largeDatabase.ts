import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedLarge } from '../../../server/seed/large';
import { scratchPostgres } from '../../support/scratchPostgres';

export interface LargeDatabase {
  db: Database;
  /** Where it lives, for the log. */
  description: string;
  /** Closes it and removes what this helper created. */
  release(): Promise<void>;
}

/**
 * A migrated database holding the large data set (`npm run seed:large`): a new PostgreSQL
 * database on the server of DATABASE_URL when set (dropped on release), else an embedded one in
 * PERFORMANCE_DATA_DIR (seeded on first use and kept, so reruns skip the seed) or in a temporary
 * directory (removed on release).
 */
export async function openLargeDatabase(report: (message: string) => void): Promise<LargeDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await scratchPostgres(serverUrl, 'performance');
    const db = await filled(await openDatabase({ databaseUrl: database.url }), report);
    return {
      db,
      description: `PostgreSQL database ${database.name}`,
      async release() {
        await db.close();
        await database.drop();
      },
    };
  }
  const keptDir = process.env.PERFORMANCE_DATA_DIR;
  const dataDir = keptDir || mkdtempSync(join(tmpdir(), 'performance-'));
  const db = await filled(await openDatabase({ dataDir }), report);
  return {
    db,
    description: `PGlite in ${dataDir}`,
    async release() {
      await db.close();
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
