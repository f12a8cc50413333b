import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  /** The new database's connection URL. */
  url: string;
  name: string;
  /** Drops the database once every connection to it is closed. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the CI's DATABASE_URL), named
 * `<prefix>_<random>`, so that test runs never share rows.
 */
export async function scratchPostgres(serverUrl: string, prefix: string): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      // Not WITH (FORCE): that would kill pool connections still closing and crash the run. A
      // server just stopped may hold sockets PostgreSQL has not seen close yet: retry a while.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await admin.end();
    },
  };
}
