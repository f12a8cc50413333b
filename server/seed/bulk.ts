import type { Queryable, SqlValue } from '../db/database';

/** PostgreSQL types of the columns the seed writes, used to cast the unnest() arrays. */
export type ColumnType = 'integer' | 'text' | 'double precision' | 'boolean' | 'timestamptz';

export type Row = Record<string, SqlValue>;

export interface TableRows {
  table: string;
  columns: Record<string, ColumnType>;
  rows: readonly Row[];
}

/** Rows go to the database in statements of this many per table, each one set-based. */
const BATCH_SIZE = 5_000;

/**
 * Inserts rows with one `INSERT ... SELECT FROM unnest(...)` per batch: one array parameter
 * per column instead of one statement (or one placeholder) per value. Several tables of equal
 * row counts are written by one statement (data-modifying WITH), so rows that reference each
 * other both ways (an organization and its location) satisfy their foreign keys together.
 */
export async function insertRows(db: Queryable, ...parts: TableRows[]): Promise<void> {
  const [first] = parts;
  if (!first) return;
  if (parts.some((part) => part.rows.length !== first.rows.length)) {
    throw new Error('Tables inserted together need the same number of rows');
  }
  let parameter = 0;
  const inserts = parts.map(({ table, columns }) => {
    const names = Object.keys(columns);
    const arrays = names.map((name) => `$${++parameter}::${columns[name]}[]`);
    return `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
  });
  const last = inserts.pop();
  const sql =
    inserts.length === 0
      ? last
      : `WITH ${inserts.map((insert, index) => `part${index} AS (${insert})`).join(', ')} ${last}`;

  for (let start = 0; start < first.rows.length; start += BATCH_SIZE) {
    const params = parts.flatMap(({ columns, rows }) => {
      const batch = rows.slice(start, start + BATCH_SIZE);
      return Object.keys(columns).map((name) => batch.map((row) => row[name] ?? null));
    });
    await db.query(sql as string, params);
  }
}

/**
 * Takes `count` ids from a table's identity sequence, so that rows which point at each other
 * can be written with their ids known beforehand.
 */
export async function reserveIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::integer AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((row) => row.id);
}
