import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { Person } from '../../shared/resources/access';
import {
  HISTORY_ACTIONS,
  HISTORY_FILE_COLUMNS,
  HISTORY_TABLES,
  type HistoryTable,
} from '../../shared/resources/history';
import type { Queryable, SqlValue } from '../db/database';
import { hiddenTables } from '../http/access';
import { idSearch, pageNumber, pageSize } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import { invalidFields } from '../http/errors';
import { defineRoutes, route } from '../http/routes';
import { dayOrInstant, timeFrom, timeUntil } from '../http/timeFilter';
import { type ListSelection, pageOfSelection } from '../store/selection';
import { importsOfEntries } from './imports/jobs';
import { boundedTotal, pageTotals } from './listTotals';
import { mergesOfEntries } from './merge/mergedAway';
import { RECORD_TABLES } from './recordTables';

/**
 * The history of every record (migration 013): its entries are written by a trigger in the
 * transaction of each change; these routes only read them.
 */

const historyFilters = z.object({
  resource: z
    .enum(HISTORY_TABLES, { error: `Must be one of ${HISTORY_TABLES.join(', ')}` })
    .optional()
    .describe('Only the entries of this table'),
  record_id: idSearch.describe("Only this record's entries (with `resource`)"),
  administrator_id: idSearch.describe("Only this administrator's changes"),
  action: z
    .enum(HISTORY_ACTIONS, { error: `Must be one of ${HISTORY_ACTIONS.join(', ')}` })
    .optional()
    .describe('Only this kind of change'),
  from: dayOrInstant.describe('Changes at or after this day (UTC) or instant'),
  to: dayOrInstant.describe('Changes up to this day (UTC, the whole day) or before this instant'),
});

type HistoryFilters = z.output<typeof historyFilters>;

const historyQuery = historyFilters.extend({ page_num: pageNumber, per_page: pageSize(25) });

interface StoredEntry {
  id: string;
  at: string;
  administrator_id: number | null;
  administrator_email: string | null;
  administrator_name: string | null;
  resource: HistoryTable;
  record_id: number;
  action: (typeof HISTORY_ACTIONS)[number];
  changes: Record<string, [unknown, unknown]>;
}

/** The files the entries' changes name, as `{ id, filename }` keyed by id. */
async function filesOf(db: Queryable, entries: StoredEntry[]) {
  const ids = new Set<number>();
  for (const entry of entries) {
    for (const column of HISTORY_FILE_COLUMNS) {
      for (const value of entry.changes[column] ?? []) {
        if (typeof value === 'number') ids.add(value);
      }
    }
  }
  if (ids.size === 0) return {};
  const rows = await db.query<{ id: number; filename: string }>(
    'SELECT id, filename FROM files WHERE id = ANY($1)',
    [[...ids]],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

/**
 * The bulk action (`bulk_batch_records.entry_id`) that made each entry made by one, by entry id:
 * its `batch_id` and whether it was undone, so that a revert of the entry offers the action's
 * undo.
 */
async function batchesOf(db: Queryable, entries: StoredEntry[]) {
  const rows = await db.query<{ entry_id: string; batch_id: number; batch_undone: boolean }>(
    `SELECT b.entry_id::text AS entry_id, b.batch_id, bb.undone_at IS NOT NULL AS batch_undone
       FROM bulk_batch_records b JOIN bulk_batches bb ON bb.id = b.batch_id
      WHERE b.entry_id = ANY($1::bigint[])`,
    [entries.map((entry) => entry.id)],
  );
  return new Map(rows.map(({ entry_id, ...batch }) => [entry_id, batch]));
}

/** The columns of an entry, in the CSV's order. */
const ENTRY_COLUMNS = [
  'id',
  'at',
  'administrator_id',
  'administrator_email',
  'administrator_name',
  'resource',
  'record_id',
  'action',
  'changes',
] as const;

/** The tables the caller may not read, refused when asked for alone. */
const hiddenFrom = (person: Person | undefined, query: HistoryFilters) =>
  person ? hiddenTables(person, query.resource) : [];

/** The entries asked for, newest first, with the WHERE clause that selects them. */
function historySelection(query: HistoryFilters, hidden: string[]) {
  if (query.record_id !== undefined && query.resource === undefined) {
    throw invalidFields({ resource: messageText('history_resource') });
  }
  const params: SqlValue[] = [];
  const where: string[] = [];
  const add = (condition: (placeholder: string) => string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  add((p) => `h.resource = ${p}`, query.resource);
  if (hidden.length > 0) add((p) => `NOT h.resource = ANY(${p})`, hidden);
  add((p) => `h.record_id = ${p}`, query.record_id);
  add((p) => `h.administrator_id = ${p}`, query.administrator_id);
  add((p) => `h.action = ${p}`, query.action);
  const { from, to } = query;
  if (from) add((p) => `h.at >= ${timeFrom(from, p)}`, from.text);
  if (to) add((p) => `h.at < ${timeUntil(to, p)}`, to.text);
  const whereSql = where.length > 0 ? where.join(' AND ') : 'true';
  const selection: ListSelection = {
    sql: `SELECT h.id::text AS id, h.at, h.administrator_id, a.email AS administrator_email,
                 a.name AS administrator_name, h.resource, h.record_id, h.action, h.changes
            FROM history_entries h LEFT JOIN administrators a ON a.id = h.administrator_id
           WHERE ${whereSql}
           ORDER BY h.at DESC, h.id DESC`,
    params,
    columns: ENTRY_COLUMNS,
  };
  return { selection, whereSql };
}

/** The name and parent ids of each record the entries are about, deleted ones included. */
async function recordsOf(db: Queryable, entries: StoredEntry[]) {
  const idsByResource = new Map<HistoryTable, Set<number>>();
  for (const entry of entries) {
    const ids = idsByResource.get(entry.resource) ?? new Set<number>();
    ids.add(entry.record_id);
    idsByResource.set(entry.resource, ids);
  }
  const records = new Map<string, Record<string, unknown>>();
  for (const [resource, ids] of idsByResource) {
    const { name, parents } = RECORD_TABLES[resource];
    const rows = await db.query<{ id: number }>(
      `SELECT r.id, ${name} AS name, r.deleted_at IS NOT NULL AS deleted,
              ARRAY[${parents.join(', ')}]::int[] AS parents
         FROM ${resource} r WHERE r.id = ANY($1)`,
      [[...ids]],
    );
    for (const row of rows) records.set(`${resource}/${row.id}`, row);
  }
  return records;
}

const HISTORY_PATH = '/api/admin/history';

export const historyRoutes = defineRoutes(
  'history',
  [
    route({
      method: 'get',
      path: HISTORY_PATH,
      summary:
        "One page of the history of changes, newest first: every record, or the entries of one resource, record, administrator, action or time span; each with its administrator, its record's name and parent ids, and the bulk action, organization merge or import that made it (`batch_id`, `batch_undone`, `merge_id`, `merge_reverted`, `import_id`, `import_reverted`; null and false otherwise), and the files the changes name as a map",
      query: historyQuery,
      async handler({ services: { db }, query, administrator }) {
        const { selection, whereSql } = historySelection(query, hiddenFrom(administrator, query));
        const offset = (query.page_num - 1) * query.per_page;
        const total = await boundedTotal(
          db,
          `history_entries h WHERE ${whereSql}`,
          selection.params,
          offset,
          'h.at DESC, h.id DESC',
        );
        const page = pageOfSelection(selection, query.per_page, offset);
        const entries = await db.query<StoredEntry>(page.sql, page.params);
        const records = await recordsOf(db, entries);
        const batches = await batchesOf(db, entries);
        const merges = await mergesOfEntries(
          db,
          entries.map((entry) => entry.id),
        );
        const imports = await importsOfEntries(
          db,
          entries.map((entry) => entry.id),
        );
        return {
          entries: entries.map((entry) => ({
            ...entry,
            record: records.get(`${entry.resource}/${entry.record_id}`) ?? null,
            batch_id: null,
            batch_undone: false,
            ...batches.get(entry.id),
            merge_id: null,
            merge_reverted: false,
            ...merges.get(entry.id),
            import_id: null,
            import_reverted: false,
            ...imports.get(entry.id),
          })),
          files: await filesOf(db, entries),
          ...pageTotals(total, query.per_page),
        };
      },
    }),
    csvExportRoute({
      listPath: HISTORY_PATH,
      plural: 'history entries',
      query: historyFilters,
      selection: ({ query, administrator }) =>
        historySelection(query, hiddenFrom(administrator, query)).selection,
    }),
  ],
  'signed-in',
);
