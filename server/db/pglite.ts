import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, SqlValue } from './database';
import { textTypeParsers } from './database';

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: textTypeParsers,
  });
  await pg.exec(`SET TIME ZONE 'UTC'`);

  const queryOn = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });

  return {
    kind: 'pglite',
    ...queryOn(pg),
    transaction: (work) => pg.transaction((tx) => work(queryOn(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
