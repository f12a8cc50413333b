import pg from 'pg';
import {
  cursorName,
  type Database,
  declareCursor,
  type Queryable,
  retryingConflicts,
  type SqlValue,
  textTypeParsers,
} from './database';

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
    transaction: (work, options) =>
      retryingConflicts(async () => {
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
      }),
    // Another request takes another of the pool's connections: none waits for this one.
    othersWaiting: () => false,
    // A cursor in a read-only transaction on a connection of its own streams the rows as they are
    // read, from one snapshot; the connection goes back to the pool when the loop ends.
    async *rowBatches<Row>(sql: string, params: readonly SqlValue[], batchRows: number) {
      const client = await pool.connect();
      const cursor = cursorName();
      let open = false;
      let failure: Error | undefined;
      try {
        await client.query('BEGIN READ ONLY');
        open = true;
        await client.query(declareCursor(cursor, sql), params as unknown[]);
        for (;;) {
          const { rows } = await client.query(`FETCH FORWARD ${batchRows} FROM ${cursor}`);
          if (rows.length > 0) yield rows as Row[];
          if (rows.length < batchRows) break;
        }
        await client.query('COMMIT');
        open = false;
      } finally {
        if (open) {
          await client.query('ROLLBACK').catch((error: Error) => {
            failure = error;
          });
        }
        // A connection that could not roll back is closed rather than reused.
        client.release(failure);
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
