import type { HistoryTable } from '../../../shared/resources/history';
import { recordTypeOf, referencesOf, referencesTo } from '../../../shared/resources/references';
import type { Queryable } from '../../db/database';

/**
 * The records a merge moves from the merged-away organization to the kept one: every record
 * whose declaration references organizations (its locations and events, its sponsorships and
 * participations), by that column. A record type that declares what it clashes on (a
 * sponsorship, a participation) is unique over its references: one the kept organization already
 * has on the same event (and role) is not moved, so that none is doubled; it stays with the
 * merged-away organization and goes to the Trash with it, as the organization's delete takes it.
 */
export interface MovedTable {
  table: HistoryTable;
  column: string;
  /** The other columns it is unique over together with `column`; none when it has no such rule. */
  uniqueWith: string[];
}

export const MOVED_TABLES: readonly MovedTable[] = [
  ...referencesTo('organizations', 'refuse'),
  ...referencesTo('organizations', 'cascade'),
].map((reference) => {
  const type = recordTypeOf(reference.from.table);
  return {
    table: type.table as HistoryTable,
    column: reference.column,
    uniqueWith: type.clash
      ? referencesOf(type)
          .map((other) => other.column)
          .filter((column) => column !== reference.column)
      : [],
  };
});

/**
 * Moves the live records of `table` from organization `from` to `to`, but those clashing with one
 * `to` has; answers the ids moved. Each move is an update, in the history as one.
 */
export async function moveRecords(
  tx: Queryable,
  moved: MovedTable,
  from: number,
  to: number,
  adminId: number,
): Promise<number[]> {
  const { table, column, uniqueWith } = moved;
  const clashes = uniqueWith.map((other) => `k.${other} = r.${other}`);
  const notDoubled =
    clashes.length === 0
      ? ''
      : ` AND NOT EXISTS (SELECT 1 FROM ${table} k WHERE k.${column} = $2 AND k.deleted_at IS NULL
                          AND ${clashes.join(' AND ')})`;
  const rows = await tx.query<{ id: number }>(
    `UPDATE ${table} r SET ${column} = $2, updated_at = now(), updated_by = $3
      WHERE r.${column} = $1 AND r.deleted_at IS NULL${notDoubled}
      RETURNING r.id`,
    [from, to, adminId],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Moves the records of `table` named by `ids` back to organization `to`. */
export async function moveBack(
  tx: Queryable,
  moved: MovedTable,
  ids: number[],
  to: number,
  adminId: number,
) {
  await tx.query(
    `UPDATE ${moved.table} SET ${moved.column} = $2, updated_at = now(), updated_by = $3
      WHERE id = ANY($1::int[])`,
    [ids, to, adminId],
  );
}

/** How many live records of each moved table organization `id` has: what a merge of it moves. */
export async function movableCounts(db: Queryable, id: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of MOVED_TABLES) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1 AND deleted_at IS NULL`,
      [id],
    );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}
