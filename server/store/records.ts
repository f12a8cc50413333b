import { messageText } from '../../shared/messages';
import { DIGIT_LETTER } from '../../shared/schemas/geography';
import type { Queryable, SqlValue } from '../db/database';
import { nameSkeleton, uniqueNameOf } from '../db/nameSkeletons';
import {
  HttpError,
  invalidFields,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  STALE_RECORD_MESSAGE,
} from '../http/errors';
import { type ListSelection, pageOfSelection } from './selection';

export interface TableSpec {
  table: string;
  /** Singular name for messages: "Company link" -> "Company link not found." */
  label: string;
  /** Columns a client may write (create / update); anything else in the values is ignored. */
  writable: readonly string[];
  /** Extra columns returned besides id, the writable ones, created_at and updated_at. */
  readable?: readonly string[];
  /** Columns `search` matches case-insensitively by containment. */
  searchable?: readonly string[];
  /** Text column the `letter` filter of a list applies to (its first character). */
  letterColumn?: string;
  /**
   * Columns a list may be sorted by (default order: id ascending). Text columns sort
   * case-insensitively and in the same order on PGlite and PostgreSQL, whatever their locales.
   */
  sortable?: Readonly<Record<string, 'text' | 'value'>>;
  /** Message of the 409 answered when a unique index refuses a create or update. */
  conflictMessage?: string;
}

export interface ListOptions {
  /** 1-based page; ignored without perPage. */
  page?: number;
  /** Rows per page; all live rows when absent. */
  perPage?: number;
  search?: string;
  /** First character of `spec.letterColumn`: a letter a-z (either case) or `#` for a digit. */
  letter?: string;
  /** Equality filters on declared columns. */
  filters?: Record<string, SqlValue | undefined>;
  sort?: { column: string; direction: 'asc' | 'desc' };
  /** The page's total when it is kept rather than counted (a totals table), else a count. */
  keptTotal?: (db: Queryable) => Promise<number>;
}

export interface Page<Row> {
  rows: Row[];
  page: number;
  per_page_items: number;
  total_items: number;
  total_pages: number;
}

export type RowLock = 'FOR SHARE' | 'FOR UPDATE';

export interface RecordRepository<Row> {
  readonly spec: TableSpec;
  /** The columns a record is answered with, for a SELECT list; qualified by `alias` if given. */
  columnList(alias?: string): string;
  list(db: Queryable, options?: ListOptions): Promise<Page<Row>>;
  /** Every live row the list's options match (paging aside), in the list's order: for an export. */
  selection(options: ListOptions): ListSelection;
  /** The live record (404 otherwise); `lock` row-locks it for the rest of the transaction. */
  get(db: Queryable, id: number, lock?: RowLock): Promise<Row>;
  /** The live record, or undefined; `lock` row-locks it for the rest of the transaction. */
  find(db: Queryable, id: number, lock?: RowLock): Promise<Row | undefined>;
  /** The live records among `ids`, keyed by id (one query, whatever the count). */
  liveByIds(db: Queryable, ids: number[]): Promise<Record<number, Row>>;
  create(db: Queryable, adminId: number, values: Record<string, unknown>): Promise<Row>;
  /** Updates the given columns; with `updatedAt`, only if the record is still at that version (else 409). */
  update(
    db: Queryable,
    adminId: number,
    id: number,
    values: Record<string, unknown>,
    updatedAt?: string,
  ): Promise<Row>;
  /** Soft delete: sets deleted_at / deleted_by; answers the record as it was. */
  remove(db: Queryable, adminId: number, id: number): Promise<Row>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/** `%`, `_` and backslashes typed by a user are literal characters in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** LIKE pattern for `lower(column)`: contains `search`, case-insensitively. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** LIKE pattern for `lower(column)`: starts with `prefix` (served by text_pattern_ops indexes). */
export function prefixPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

/**
 * SQL condition: the text `column` starts with `letter` (case-insensitively), or with a digit
 * for `#`. Both forms are ranges that a `lower(column) text_pattern_ops` index serves, or with
 * `sortKey`, one of the column's sort key (textSortKey): then a page in that order and its count
 * read one range of the order's index, rather than every match of a trigram index.
 */
export function letterCondition(
  column: string,
  letter: string,
  params: SqlValue[],
  { sortKey = false } = {},
): string {
  const key = sortKey ? textSortKey(column) : `lower(${column})`;
  if (letter === DIGIT_LETTER) {
    // The sort key is C-collated, where plain comparisons are byte-wise; lower() needs the
    // pattern operators to compare so.
    const [from, below] = sortKey ? ['>=', '<'] : ['~>=~', '~<~'];
    return `${key} ${from} '0' AND ${key} ${below} ':'`;
  }
  params.push(prefixPattern(letter));
  return `${key} LIKE $${params.length}`;
}

/**
 * Sort key of a text column: case-insensitive, in byte order, so PGlite and PostgreSQL agree
 * whatever their locales.
 */
export function textSortKey(column: string): string {
  return `lower(${column}) COLLATE "C"`;
}

/**
 * The generic CRUD of one audited table: every query skips soft-deleted rows, writes the audit
 * columns from the signed-in administrator, and returns `updated_at` (the concurrency token).
 */
export function recordRepository<Row = Record<string, unknown>>(
  spec: TableSpec,
): RecordRepository<Row> {
  const table = identifier(spec.table);
  const writable = new Set(spec.writable.map(identifier));
  const columns = [
    'id',
    ...spec.writable,
    ...(spec.readable ?? []),
    'created_at',
    'updated_at',
  ].map(identifier);
  const returning = columns.join(', ');
  const filterable = new Set(columns);
  const sortExpressions = new Map(
    Object.entries(spec.sortable ?? {}).map(([column, kind]) => [
      column,
      kind === 'text' ? textSortKey(identifier(column)) : identifier(column),
    ]),
  );

  const uniqueName = uniqueNameOf(spec.table)?.column;

  /** The values a client may write, with the skeleton of a unique name written (nameSkeletons.ts). */
  const writableEntries = (values: Record<string, unknown>) => {
    const entries = Object.entries(values).filter(
      ([column, value]) => writable.has(column) && value !== undefined,
    ) as [string, SqlValue][];
    const name = uniqueName && values[uniqueName];
    return typeof name === 'string'
      ? [...entries, ['name_skeleton', nameSkeleton(name)] as [string, SqlValue]]
      : entries;
  };

  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new HttpError(
          409,
          spec.conflictMessage ?? messageText('already_exists', { what: spec.label.toLowerCase() }),
        );
      }
      throw error;
    }
  }

  async function countRows(db: Queryable, whereSql: string, params: SqlValue[]): Promise<number> {
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${table} WHERE ${whereSql}`,
      params,
    );
    return counted?.total ?? 0;
  }

  async function find(db: Queryable, id: number, lock?: RowLock): Promise<Row | undefined> {
    const [row] = await db.query<Row>(
      `SELECT ${returning} FROM ${table} WHERE id = $1 AND deleted_at IS NULL ${lock ?? ''}`,
      [id],
    );
    return row;
  }

  /** Every live row matching the options' search, letter and filters, in their order. */
  function selection(options: ListOptions): ListSelection & { where: string } {
    const params: SqlValue[] = [];
    const where = ['deleted_at IS NULL'];
    const search = options.search?.trim();
    if (search && spec.searchable?.length) {
      params.push(likePattern(search));
      const matches = spec.searchable.map(
        (column) => `lower(${identifier(column)}) LIKE $${params.length}`,
      );
      where.push(`(${matches.join(' OR ')})`);
    }
    if (options.letter && spec.letterColumn) {
      where.push(letterCondition(identifier(spec.letterColumn), options.letter, params));
    }
    for (const [column, value] of Object.entries(options.filters ?? {})) {
      if (value === undefined) continue;
      if (!filterable.has(column)) throw new Error(`${spec.table} has no column ${column}`);
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    const sortBy = options.sort && sortExpressions.get(options.sort.column);
    const direction = options.sort?.direction === 'desc' ? 'DESC' : 'ASC';
    // Ties in the direction of the sort, so that one index serves both directions.
    const order = sortBy ? `${sortBy} ${direction}, id ${direction}` : 'id';
    const whereSql = where.join(' AND ');
    return {
      sql: `SELECT ${returning} FROM ${table} WHERE ${whereSql} ORDER BY ${order}`,
      params,
      columns,
      where: whereSql,
    };
  }

  return {
    spec,

    columnList: (alias) =>
      alias === undefined
        ? returning
        : columns.map((column) => `${identifier(alias)}.${column}`).join(', '),

    selection,

    async list(db, options = {}) {
      const all = selection(options);
      const perPage = options.perPage;
      const page = perPage ? Math.max(1, options.page ?? 1) : 1;
      const { sql, params } = perPage ? pageOfSelection(all, perPage, (page - 1) * perPage) : all;
      const rows = await db.query<Row>(sql, params);
      // Unpaged, the rows are all of them: no separate count.
      const total = !perPage
        ? rows.length
        : options.keptTotal
          ? await options.keptTotal(db)
          : await countRows(db, all.where, all.params);
      return {
        rows,
        page,
        per_page_items: perPage ?? total,
        total_items: total,
        total_pages: perPage ? Math.ceil(total / perPage) : total > 0 ? 1 : 0,
      };
    },

    async get(db, id, lock) {
      const row = await find(db, id, lock);
      if (!row) throw notFound(spec.label);
      return row;
    },

    find,

    async liveByIds(db, ids) {
      if (ids.length === 0) return {};
      const rows = await db.query<Row & { id: number }>(
        `SELECT ${returning} FROM ${table} WHERE id = ANY($1) AND deleted_at IS NULL`,
        [ids],
      );
      return Object.fromEntries(rows.map((row) => [row.id, row]));
    },

    async create(db, adminId, values) {
      const entries = writableEntries(values);
      const names = [...entries.map(([column]) => column), 'created_by', 'updated_by'];
      const params = [...entries.map(([, value]) => value), adminId];
      const placeholders = [
        ...entries.map((_, index) => `$${index + 1}`),
        `$${params.length}`,
        `$${params.length}`,
      ];
      const [row] = await guardUnique(() =>
        db.query<Row>(
          `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${returning}`,
          params,
        ),
      );
      return row as Row;
    },

    async update(db, adminId, id, values, updatedAt) {
      const entries = writableEntries(values);
      const params: SqlValue[] = [id, adminId, ...entries.map(([, value]) => value)];
      const assignments = [
        ...entries.map(([column], index) => `${column} = $${index + 3}`),
        'updated_at = now()',
        'updated_by = $2',
      ];
      let guard = '';
      if (updatedAt !== undefined) {
        params.push(updatedAt);
        guard = ` AND updated_at = $${params.length}::timestamptz`;
      }
      let rows: Row[];
      try {
        rows = await guardUnique(() =>
          db.query<Row>(
            `UPDATE ${table} SET ${assignments.join(', ')}
             WHERE id = $1 AND deleted_at IS NULL${guard} RETURNING ${returning}`,
            params,
          ),
        );
      } catch (error) {
        // 22007/22008: the token is not a timestamp PostgreSQL can read.
        if (['22007', '22008'].includes(pgErrorCode(error) ?? '')) {
          throw invalidFields({ updated_at: messageText('stale_token') });
        }
        throw error;
      }
      const [row] = rows;
      if (row) return row;
      if (updatedAt !== undefined && (await find(db, id)))
        throw new HttpError(409, STALE_RECORD_MESSAGE);
      throw notFound(spec.label);
    },

    async remove(db, adminId, id) {
      const [row] = await db.query<Row>(
        `UPDATE ${table} SET deleted_at = now(), deleted_by = $2, updated_at = now(), updated_by = $2
         WHERE id = $1 AND deleted_at IS NULL RETURNING ${returning}`,
        [id, adminId],
      );
      if (!row) throw notFound(spec.label);
      return row;
    },
  };
}
