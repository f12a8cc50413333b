import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type DatabaseOptions, openDatabase } from '../../server/db/database';
import { scratchPostgres } from './scratchPostgres';

export interface ScratchDatabase {
  db: Database;
  /** Where it lives, for the log. */
  description: string;
  /** Closes it and removes what was created for it. */
  release(): Promise<void>;
}

/**
 * An empty database as the server runs on it: a new database on the PostgreSQL server of
 * DATABASE_URL when set (dropped on release), else a file-backed embedded one in a new temporary
 * directory (removed on release), or in `keptDir` when given (kept).
 */
export async function openScratchDatabase(
  prefix: string,
  options: { keptDir?: string | undefined; statementTimeoutMs?: number } = {},
): Promise<ScratchDatabase> {
  const { statementTimeoutMs } = options;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await scratchPostgres(serverUrl, prefix);
    const db = await openDatabase({ databaseUrl: database.url, statementTimeoutMs });
    return {
      db,
      description: `PostgreSQL database ${database.name}`,
      async release() {
        await db.close();
        await database.drop();
      },
    };
  }
  const dataDir = options.keptDir || mkdtempSync(join(tmpdir(), `${prefix}-`));
  const db = await openDatabase({ dataDir, statementTimeoutMs } satisfies DatabaseOptions);
  return {
    db,
    description: `PGlite in ${dataDir}`,
    async release() {
      await db.close();
      if (!options.keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
