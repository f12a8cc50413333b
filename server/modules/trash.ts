import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { Person } from '../../shared/resources/access';
import { HISTORY_TABLES, type HistoryTable } from '../../shared/resources/history';
import { recordTypeOf } from '../../shared/resources/references';
import type { Queryable, SqlValue } from '../db/database';
import { hiddenTables } from '../http/access';
import { pageNumber, pageSize, searchText } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { likePattern } from '../store/records';
import type { ListSelection } from '../store/selection';
import { boundedTotal, pageTotals } from './listTotals';
import { refuseRestoreOfMergedAway } from './merge/mergedAway';
import { RECORD_TABLES, type RecordNeed } from './recordTables';

/**
 * The trash: the deleted records of every table, newest deletion first, and their restore. A
 * record comes back as it was, with what one delete removed with it; it is refused while a record
 * it needs is deleted, or when a live record has taken its name.
 */

const resourceChoice = z.enum(HISTORY_TABLES, {
  error: `Must be one of ${HISTORY_TABLES.join(', ')}`,
});

const trashFilters = z.object({
  resource: resourceChoice.optional().describe('Only the deleted records of this table'),
  q: searchText('the name'),
});

const trashQuery = trashFilters.extend({ page_num: pageNumber, per_page: pageSize(25) });

const TRASH_PATH = '/api/admin/trash';

/** The columns of a deleted record, in the CSV's order. */
const TRASH_COLUMNS = ['resource', 'id', 'name', 'deleted_at', 'deleted_by'] as const;

/**
 * The deleted records of the tables asked, as one list: each table's are read newest deletion
 * first from its `<table>_deleted` index, and merged.
 */
function trashSelection(query: z.output<typeof trashFilters>, person: Person | undefined) {
  const hidden = person ? hiddenTables(person, query.resource) : [];
  const tables = (query.resource ? [query.resource] : HISTORY_TABLES).filter(
    (table) => !hidden.includes(table),
  );
  const { q } = query;
  const params: SqlValue[] = [];
  const search = q?.trim();
  if (search) params.push(likePattern(search));
  const branches = tables.map((table) => {
    const { name } = RECORD_TABLES[table];
    const matches = search ? ` AND lower(${name}) LIKE $1` : '';
    return `SELECT '${table}'::text AS resource, r.id, ${name} AS name, r.deleted_at, r.deleted_by
              FROM ${table} r WHERE r.deleted_at IS NOT NULL${matches}`;
  });
  const fromSql = `(${branches.join(' UNION ALL ')}) AS deleted`;
  const selection: ListSelection = {
    sql: `SELECT * FROM ${fromSql} ORDER BY deleted_at DESC, id DESC`,
    params,
    columns: TRASH_COLUMNS,
  };
  return { fromSql, selection };
}

interface DeletedRecord {
  resource: HistoryTable;
  id: number;
  name: string | null;
  deleted_at: string;
  deleted_by: number | null;
}

/** The deleted record, locked for its restore, or a 404 when there is none (or it is live). */
async function deletedRecord(tx: Queryable, table: HistoryTable, id: number) {
  const [row] = await tx.query<{ name: string | null; deleted_at: string }>(
    `SELECT ${RECORD_TABLES[table].name} AS name, r.deleted_at::text AS deleted_at
       FROM ${table} r WHERE r.id = $1 AND r.deleted_at IS NOT NULL FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(`Deleted ${RECORD_TABLES[table].noun}`);
  return row;
}

/** The record being restored: its table, id, name and the moment of its delete. */
interface Restoring {
  table: HistoryTable;
  id: number;
  name: string | null;
  deletedAt: string;
}

/**
 * SQL telling whether the row `r` of `table` comes back with the record being restored (the row
 * `restoring`: its `id` and `deleted_at`): it is that record, or one its delete removed with it.
 */
function comesBackSql(restoring: Restoring, table: HistoryTable) {
  const withIt = (RECORD_TABLES[restoring.table].dependents ?? [])
    .filter((dependent) => dependent.table === table)
    .map(
      (dependent) =>
        `(r.${dependent.column} = restoring.id AND r.deleted_at = restoring.deleted_at)`,
    );
  if (table === restoring.table) withIt.push('r.id = restoring.id');
  return withIt.length > 0 ? withIt.join(' OR ') : 'false';
}

/** A 409 naming the deleted record `need` of `table` points at. */
function needDeleted(restoring: Restoring, table: HistoryTable, need: RecordNeed, name: string) {
  const { noun } = RECORD_TABLES[need.table];
  const own = restoring.name ?? String(restoring.id);
  const belongs = RECORD_TABLES[table].parents.includes(`r.${need.column}`);
  return new HttpError(
    409,
    belongs
      ? messageText('restore_parent_deleted', { name: own, noun, parent: name })
      : messageText('restore_reference_deleted', { name: own, noun, reference: name }),
  );
}

/**
 * A 409 naming the first record that row `id` of `table` needs (each reference its create route
 * checks) that is deleted and does not come back with `restoring`; the ones that come back with it
 * (an organization's own location) are checked in turn. The live ones are share-locked, like a
 * create's, so that none is deleted before the restore commits.
 */
async function refuseWhileNeedsDeleted(
  tx: Queryable,
  restoring: Restoring,
  table: HistoryTable = restoring.table,
  id: number = restoring.id,
) {
  for (const need of RECORD_TABLES[table].needs ?? []) {
    const [needed] = await tx.query<{
      id: number;
      name: string | null;
      deleted: boolean;
      back: boolean;
    }>(
      `SELECT r.id, ${RECORD_TABLES[need.table].name} AS name, r.deleted_at IS NOT NULL AS deleted,
              ${comesBackSql(restoring, need.table)} AS back
         FROM ${need.table} r, (SELECT $2::int AS id, $3::timestamptz AS deleted_at) restoring
        WHERE r.id = (SELECT ${need.column} FROM ${table} WHERE id = $1)
          FOR SHARE OF r`,
      [id, restoring.id, restoring.deletedAt],
    );
    if (!needed?.deleted) continue;
    if (!needed.back) throw needDeleted(restoring, table, need, needed.name ?? '');
    if (table === restoring.table && need.table !== restoring.table) {
      await refuseWhileNeedsDeleted(tx, restoring, need.table, needed.id);
    }
  }
}

/** Brings back the deleted rows of `table` matching `where` (over alias `r`), as restored by `adminId`. */
async function undelete(
  tx: Queryable,
  table: HistoryTable,
  where: string,
  params: SqlValue[],
  adminId: number,
) {
  params.push(adminId);
  return tx.query<{ id: number }>(
    `UPDATE ${table} r SET deleted_at = NULL, deleted_by = NULL, updated_at = now(),
            updated_by = $${params.length}
      WHERE ${where} RETURNING r.id`,
    params,
  );
}

/**
 * Restores a deleted record and what its delete removed with it (the dependents deleted at the
 * same moment whose other needs are live), in one transaction; answers how many came back.
 */
export async function restore(tx: Queryable, table: HistoryTable, id: number, adminId: number) {
  const record = await deletedRecord(tx, table, id);
  await refuseRestoreOfMergedAway(tx, table, id);
  await refuseWhileNeedsDeleted(tx, { table, id, name: record.name, deletedAt: record.deleted_at });
  const facts = RECORD_TABLES[table];
  try {
    await undelete(tx, table, 'r.id = $1', [id], adminId);
    let withIt = 0;
    for (const dependent of facts.dependents ?? []) {
      const others = (RECORD_TABLES[dependent.table].needs ?? []).filter(
        (need) => need.column !== dependent.column,
      );
      const othersLive = others
        .map(
          (need) =>
            ` AND NOT EXISTS (SELECT 1 FROM ${need.table} n WHERE n.id = r.${need.column} AND n.deleted_at IS NOT NULL)`,
        )
        .join('');
      const restored = await undelete(
        tx,
        dependent.table,
        `r.${dependent.column} = $1 AND r.deleted_at = $2::timestamptz${othersLive}`,
        [id, record.deleted_at],
        adminId,
      );
      withIt += restored.length;
    }
    return { name: record.name, withIt };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(
        409,
        messageText('restore_clash', {
          noun: facts.noun,
          clash: facts.clash ?? 'details',
          name: record.name ?? id,
        }),
      );
    }
    throw error;
  }
}

export const trashRoutes = defineRoutes(
  'trash',
  [
    route({
      method: 'get',
      path: TRASH_PATH,
      summary:
        'One page of the deleted records of every table (or of `resource`), newest deletion first, searched by name; each with who deleted it',
      query: trashQuery,
      async handler({ services: { db }, query, administrator }) {
        const { fromSql, selection } = trashSelection(query, administrator);
        const { params } = selection;
        const offset = (query.page_num - 1) * query.per_page;
        const total = await boundedTotal(db, fromSql, params, offset, 'deleted_at DESC, id DESC');
        const records = await db.query<DeletedRecord>(
          `SELECT deleted.*, a.email AS deleted_by_email, a.name AS deleted_by_name
           FROM (SELECT * FROM ${fromSql} ORDER BY deleted_at DESC, id DESC
                 LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS deleted
           LEFT JOIN administrators a ON a.id = deleted.deleted_by
          ORDER BY deleted.deleted_at DESC, deleted.id DESC`,
          [...params, query.per_page, offset],
        );
        return { records, ...pageTotals(total, query.per_page) };
      },
    }),
    csvExportRoute({
      listPath: TRASH_PATH,
      plural: 'deleted records',
      query: trashFilters,
      selection: ({ query, administrator }) => trashSelection(query, administrator).selection,
    }),
    ...HISTORY_TABLES.map((table) =>
      route({
        method: 'post',
        path: `/api/admin/trash/${table}/{id}/restore`,
        summary: `Restores a deleted ${RECORD_TABLES[table].noun} as it was, with the records its delete removed with it`,
        params: idParams,
        access: { change: recordTypeOf(table) },
        errors: {
          404: `No deleted ${RECORD_TABLES[table].noun} with this id`,
          409: 'A record it belongs to or uses is deleted, a live record has its name, or a merge took it (revert the merge instead)',
        },
        async handler({ services: { db }, params, adminId }) {
          const restored = await db.transaction((tx) => restore(tx, table, params.id, adminId));
          return { resource: table, id: params.id, ...restored };
        },
      }),
    ),
  ],
  'signed-in',
);
