import { messageText } from '../../../shared/messages';
import type { HistoryTable } from '../../../shared/resources/history';
import type { Queryable } from '../../db/database';
import { assertMayChange } from '../../http/access';
import type { SignedInAdministrator } from '../../http/auth';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { organizationRecordType as organizations } from '../organizations';
import { RECORD_TABLES } from '../recordTables';
import { restore } from '../trash';
import { MOVED_TABLES, moveBack } from './movedRecords';

/*
 * The revert of a merge, in one transaction: the records it moved go back to the merged-away
 * organization, which is restored as the trash restores it (with what its delete took), and
 * the kept organization's fields taken from it are set back to their values before. Refused
 * whole (409 naming the record and what changed) while any record it changed has a history entry
 * after its own: a later change is never undone.
 */

interface Merge {
  id: number;
  kept_id: number;
  merged_id: number;
  reverted: boolean;
}

interface Touched {
  resource: HistoryTable;
  record_id: number;
  role: 'moved' | 'kept' | 'merged' | 'removed';
  column_name: string | null;
  entry_id: string;
}

/** The merge, locked; a 404 when there is none, a 409 when it was reverted already. */
async function mergeOf(tx: Queryable, id: number): Promise<Merge> {
  const [merge] = await tx.query<Merge>(
    `SELECT id, kept_id, merged_id, reverted_at IS NOT NULL AS reverted
       FROM organization_merges WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!merge) throw new HttpError(404, messageText('merge_unknown', { merge: id }));
  if (merge.reverted) throw new HttpError(409, messageText('merge_reverted'));
  return merge;
}

/** Locks the records the merge changed, table by table in id order. */
async function lockTouched(tx: Queryable, touched: Touched[]) {
  const tables = [...new Set(touched.map((record) => record.resource))].sort();
  for (const table of tables) {
    const ids = touched.filter((record) => record.resource === table).map((r) => r.record_id);
    await tx.query(`SELECT id FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [
      ids,
    ]);
  }
}

/** A 409 naming the first record the merge changed that changed again since, and how. */
async function refuseChangedSince(tx: Queryable, mergeId: number) {
  const [changed] = await tx.query<{
    resource: HistoryTable;
    record_id: number;
    action: string;
    fields: string[];
  }>(
    `SELECT m.resource, m.record_id, later.action,
            ARRAY(SELECT jsonb_object_keys(later.changes) ORDER BY 1) AS fields
       FROM organization_merge_records m
       JOIN LATERAL (SELECT h.action, h.changes FROM history_entries h
                      WHERE h.resource = m.resource AND h.record_id = m.record_id
                        AND h.id > m.entry_id
                      ORDER BY h.id LIMIT 1) later ON true
      WHERE m.merge_id = $1
      ORDER BY m.resource, m.record_id LIMIT 1`,
    [mergeId],
  );
  if (!changed) return;
  const facts = RECORD_TABLES[changed.resource];
  const [record] = await tx.query<{ name: string | null }>(
    `SELECT ${facts.name} AS name FROM ${changed.resource} r WHERE r.id = $1`,
    [changed.record_id],
  );
  throw new HttpError(
    409,
    messageText('merge_changed_since', {
      noun: facts.noun,
      name: record?.name ?? changed.record_id,
      change: changed.fields.length > 0 ? changed.fields.join(', ') : changed.action,
    }),
  );
}

/** Sets the kept organization's fields back to their values before the merge (its entry's). */
async function setKeptBack(tx: Queryable, adminId: number, kept: Touched | undefined) {
  if (!kept) return;
  const [entry] = await tx.query<{ changes: Record<string, [unknown, unknown]> }>(
    'SELECT changes FROM history_entries WHERE id = $1',
    [kept.entry_id],
  );
  const before = Object.fromEntries(
    Object.entries(entry?.changes ?? {}).map(([column, [value]]) => [column, value]),
  );
  await organizations.repository.update(tx, adminId, kept.record_id, before);
}

export async function revertMerge(services: Services, caller: SignedInAdministrator, id: number) {
  const adminId = caller.id;
  return services.db.transaction(async (tx) => {
    const merge = await mergeOf(tx, id);
    await assertMayChange(tx, caller, organizations.declaration, [merge.kept_id, merge.merged_id]);
    const touched = await tx.query<Touched>(
      `SELECT resource, record_id, role, column_name, entry_id::text AS entry_id
         FROM organization_merge_records WHERE merge_id = $1`,
      [id],
    );
    await lockTouched(tx, touched);
    await refuseChangedSince(tx, id);
    // Marked first: the trash's restore refuses an organization a merge not reverted took.
    await tx.query(
      'UPDATE organization_merges SET reverted_at = now(), reverted_by = $2 WHERE id = $1',
      [id, adminId],
    );
    for (const moved of MOVED_TABLES) {
      const ids = touched
        .filter((record) => record.role === 'moved' && record.resource === moved.table)
        .filter((record) => record.column_name === moved.column)
        .map((record) => record.record_id);
      if (ids.length > 0) await moveBack(tx, moved, ids, merge.merged_id, adminId);
    }
    const restored = await restore(tx, 'organizations', merge.merged_id, adminId);
    await setKeptBack(
      tx,
      adminId,
      touched.find((record) => record.role === 'kept'),
    );
    return {
      merge_id: id,
      organization: await organizations.answer?.(tx, services, merge.kept_id),
      restored: { id: merge.merged_id, name: restored.name },
    };
  });
}
