import { randomUUID } from 'node:crypto';
import { messageText } from '../../shared/messages';
import type { Logger } from '../logging';

/**
 * One small interface over the two PostgreSQL engines the server runs on: embedded PGlite
 * (default, file-backed in DATA_DIR or in memory) and a PostgreSQL server (DATABASE_URL).
 * Both speak the same SQL; the rest of the server only sees `Database`.
 */
export type SqlValue = string | number | boolean | null | Date | Uint8Array | readonly unknown[];

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and answers its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface TransactionOptions {
  /** No statement timeout: migrations and the first-start seed, which no request waits for. */
  unbounded?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The rows of one SELECT, `batchRows` at a time, through a cursor: however many rows match,
   * at most one batch is in this process's memory. Leaving the loop early closes the cursor.
   */
  rowBatches<Row = Record<string, unknown>>(
    sql: string,
    params: readonly SqlValue[],
    batchRows: number,
  ): AsyncIterable<Row[]>;
  /** Runs a script of several statements without parameters, without a statement timeout. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;

/**
 * Timestamps leave the database as ISO-8601 strings with their full microsecond precision
 * (the session time zone is UTC), never as JS Dates: `updated_at` doubles as the
 * optimistic-concurrency token and must survive a round trip through a client unchanged.
 */
export function isoTimestamp(text: string): string {
  const [date, time = '00:00:00'] = text.split(' ');
  return `${date}T${time.replace(/\+00(:00)?$/, '')}Z`;
}

export const textTypeParsers: Record<number, (value: string) => unknown> = {
  [TIMESTAMPTZ_OID]: isoTimestamp,
  [TIMESTAMP_OID]: (value) => value,
  [DATE_OID]: (value) => value,
};

/**
 * A statement ran longer than the statement timeout (or waited that long for the embedded
 * database's one connection) and was stopped: the request is answered 503, nothing it did kept.
 */
export class DatabaseBusyError extends Error {
  constructor() {
    super(messageText('database_busy'));
  }
}

/** PostgreSQL's code for a statement cancelled by its statement_timeout. */
const QUERY_CANCELED = '57014';

export function isDatabaseBusy(error: unknown): boolean {
  return (
    error instanceof DatabaseBusyError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { code?: unknown }).code === QUERY_CANCELED)
  );
}

/** A cursor name no other export on the same connection uses. */
export const cursorName = () => `rows_${randomUUID().replaceAll('-', '')}`;

/**
 * The statement that opens a cursor over `sql`. PostgreSQL plans a cursor's query for its first
 * rows (cursor_tuple_fraction), so this, not the bare SELECT, is the plan an EXPLAIN should see.
 */
export const declareCursor = (name: string, sql: string, { hold = false } = {}) =>
  `DECLARE ${name} NO SCROLL CURSOR ${hold ? 'WITH HOLD ' : ''}FOR ${sql}`;

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise the embedded engine. */
  databaseUrl?: string | undefined;
  /** Directory of the file-backed embedded database; undefined for in memory. */
  dataDir?: string | undefined;
  /** How long one statement may run in a request before it fails with a 503; unset: no limit. */
  statementTimeoutMs?: number | undefined;
  /** Where the embedded database reports a restart; default: JSON lines on standard output. */
  logger?: Logger | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, options.statementTimeoutMs);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options);
}
