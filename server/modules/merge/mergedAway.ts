import { messageText } from '../../../shared/messages';
import type { HistoryTable } from '../../../shared/resources/history';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

/**
 * The organization a merge not reverted merged `id` into, if any: such a record comes back by
 * the merge's revert only, which also moves its records back to it.
 */
export async function refuseRestoreOfMergedAway(tx: Queryable, table: HistoryTable, id: number) {
  if (table !== 'organizations') return;
  const [merge] = await tx.query<{ kept_id: number; name: string }>(
    `SELECT m.kept_id, k.name FROM organization_merges m JOIN organizations k ON k.id = m.kept_id
      WHERE m.merged_id = $1 AND m.reverted_at IS NULL`,
    [id],
  );
  if (merge) {
    throw new HttpError(
      409,
      messageText('restore_merged_away', { name: merge.name, id: merge.kept_id }),
    );
  }
}

/**
 * The merge that made each of the history entries made by one, by entry id: its `merge_id` and
 * whether it was reverted, so that the history shows a merge's entries together and offers to
 * revert it as a whole.
 */
export async function mergesOfEntries(db: Queryable, entryIds: string[]) {
  const rows = await db.query<{ entry_id: string; merge_id: number; merge_reverted: boolean }>(
    `SELECT r.entry_id::text AS entry_id, r.merge_id, m.reverted_at IS NOT NULL AS merge_reverted
       FROM organization_merge_records r JOIN organization_merges m ON m.id = r.merge_id
      WHERE r.entry_id = ANY($1::bigint[])`,
    [entryIds],
  );
  return new Map(rows.map(({ entry_id, ...merge }) => [entry_id, merge]));
}
