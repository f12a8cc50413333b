import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database';
import { textTypeParsers } from './database';

for (const [oid, parse] of Object.entries(textTypeParsers)) {
  pg.types.setTypeParser(Number(oid), parse);
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, options: '-c TimeZone=UTC', max: 10 });
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
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
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
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
