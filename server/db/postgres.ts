import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database';
import { textTypeParsers } from './database';

for (const [oid, parse] of Object.entries(textTypeParsers)) {
  pg.types.setTypeParser(Number(oid), parse);
}

export async function openPostgres(
  connectionString: string,
  statementTimeoutMs?: number,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    options: '-c TimeZone=UTC',
    max: 10,
    // The server cancels an overrunning statement itself (code 57014), freeing its connection.
    ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs }),
  });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');

  const queryOn = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });

  return {
    kind: 'postgres',
    ...queryOn(pool),
    async transaction(work, options) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        if (options?.unbounded) await client.query('SET LOCAL statement_timeout = 0');
        const result = await work(queryOn(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query(sql);
      } finally {
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
