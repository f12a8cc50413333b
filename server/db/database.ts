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
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A
   * transaction failed for a deadlock or a serialization failure with a concurrent one is run
   * again, `work` and all (`retryingConflicts`): `work` must not act outside the transaction.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Whether other requests are waiting for the connection the calling transaction holds. Only
   * the embedded database has a single connection; a long run of work (a bulk action) commits
   * and lets them go first when they are. Always false on PostgreSQL, whose pool serves them.
   */
  othersWaiting(): boolean;
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
  constructor(message = messageText('database_busy'), options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * A transaction kept failing on deadlocks or serialization failures with concurrent ones, every
 * time it was run again: answered 503 like a busy database, nothing it did kept.
 */
export class DatabaseConflictError extends DatabaseBusyError {
  constructor(options?: ErrorOptions) {
    super(messageText('database_conflict'), options);
  }
}

/** PostgreSQL's codes for a transaction failed so that a concurrent one could go on. */
const CONFLICT_CODES: readonly unknown[] = ['40P01', '40001'];

/** A deadlock or a serialization failure: the transaction, run again, normally succeeds. */
export const isTransactionConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  CONFLICT_CODES.includes((error as { code?: unknown }).code);

export interface ConflictRetries {
  /** Runs in all, the first included. */
  attempts: number;
  /** The longest pause before the first rerun; each further one may be twice as long. */
  maxFirstPauseMs: number;
  /** How a pause is waited (tests pass one that does not wait). */
  pause?: (ms: number) => Promise<void>;
}

/** Five runs, pauses of at most 20, 40, 80 and 160 ms: well under a second in all. */
export const CONFLICT_RETRIES: ConflictRetries = { attempts: 5, maxFirstPauseMs: 20 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `transaction` again when it fails on a deadlock or serialization failure, after a random
 * pause (so that the two transactions that met do not meet again in step), up to
 * `retries.attempts` runs; then DatabaseConflictError. Any other failure is thrown at once.
 */
export async function retryingConflicts<T>(
  transaction: () => Promise<T>,
  retries: ConflictRetries = CONFLICT_RETRIES,
): Promise<T> {
  const pause = retries.pause ?? sleep;
  for (let run = 1; ; run += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (run >= retries.attempts) throw new DatabaseConflictError({ cause: error });
      await pause(Math.random() * retries.maxFirstPauseMs * 2 ** (run - 1));
    }
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
