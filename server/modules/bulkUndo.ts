import { messageText } from '../../shared/messages';
import type { BulkAction, BulkUndoResult } from '../../shared/resources/bulk';
import type { HistoryTable } from '../../shared/resources/history';
import { recordTypeOf } from '../../shared/resources/references';
import type { Queryable } from '../db/database';
import { assertMayChange } from '../http/access';
import type { SignedInAdministrator } from '../http/auth';
import { type BulkRecord, bulkResourceOf } from '../http/bulk';
import { HttpError, unauthorized } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import type { Services } from '../services';
import { RECORD_TABLES } from './recordTables';
import { restore } from './trash';

/*
 * The undo of a bulk action (`POST <collection>/bulk` records each as a batch): its records are
 * changed back in one transaction, each as its single-record route or the trash's restore does
 * it, so that the history records the undo as entries of their own. Refused whole while any of
 * them has changed since (an entry after the batch's), so that a later edit is never undone.
 */

interface Batch {
  id: number;
  administrator_id: number;
  resource: HistoryTable;
  action: BulkAction;
  undone: boolean;
}

/** The batch, locked, when it is the caller's; else a 404 (another's batch is not told apart). */
async function callersBatch(tx: Queryable, id: number, adminId: number): Promise<Batch> {
  const [batch] = await tx.query<Batch>(
    `SELECT id, administrator_id, resource, action, undone_at IS NOT NULL AS undone
       FROM bulk_batches WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!batch || batch.administrator_id !== adminId) {
    throw new HttpError(404, messageText('bulk_batch_unknown', { batch: id }));
  }
  if (batch.undone) throw new HttpError(409, messageText('bulk_undo_done'));
  return batch;
}

/** The name of the first record of the batch with a history entry after its change, if any. */
async function firstChangedSince(tx: Queryable, batch: Batch): Promise<string | undefined> {
  const [changed] = await tx.query<{ name: string | null; id: number }>(
    `SELECT r.id, ${RECORD_TABLES[batch.resource].name} AS name
       FROM bulk_batch_records b JOIN ${batch.resource} r ON r.id = b.record_id
      WHERE b.batch_id = $1
        AND EXISTS (SELECT 1 FROM history_entries h
                     WHERE h.resource = $2 AND h.record_id = b.record_id AND h.id > b.entry_id)
      ORDER BY r.id LIMIT 1`,
    [batch.id, batch.resource],
  );
  return changed ? (changed.name ?? String(changed.id)) : undefined;
}

/** A record's name as the history shows it (its id when it has none). */
async function recordName(tx: Queryable, table: HistoryTable, id: number): Promise<string> {
  const [row] = await tx.query<{ name: string | null }>(
    `SELECT ${RECORD_TABLES[table].name} AS name FROM ${table} r WHERE r.id = $1`,
    [id],
  );
  return row?.name ?? String(id);
}

/** Statuses of a record's refusal by its rules; anything else (a fault) fails as it is. */
const REFUSED_STATUSES: readonly number[] = [400, 404, 409];

/**
 * How one record of the batch is changed back: restored as the trash restores it (whose refusals
 * name the record and what to restore first), or given its publish state back by the record
 * type's own step, a refusal of its rules naming the record.
 */
function changeBackOf(batch: Batch): (record: BulkRecord) => Promise<void> {
  if (batch.action === 'delete') {
    return async ({ tx, adminId, id }) => {
      await restore(tx, batch.resource, id, adminId);
    };
  }
  const opposite = batch.action === 'publish' ? 'unpublish' : 'publish';
  const step = bulkResourceOf(batch.resource)?.actions[opposite];
  if (!step) throw new Error(`No ${opposite} step for ${batch.resource}`);
  return async (record) => {
    try {
      await step(record);
    } catch (error) {
      if (!(error instanceof HttpError && REFUSED_STATUSES.includes(error.status))) throw error;
      const name = await recordName(record.tx, batch.resource, record.id);
      throw new HttpError(409, messageText('bulk_undo_refused', { name, reason: error.message }));
    }
  };
}

/**
 * Changes every record of the caller's batch `id` back, in one transaction, or none; refused
 * when the caller's role no longer lets them change those records.
 */
async function undoBatch(
  services: Services,
  id: number,
  caller: SignedInAdministrator,
): Promise<BulkUndoResult> {
  const adminId = caller.id;
  return services.db.transaction(async (tx) => {
    const batch = await callersBatch(tx, id, adminId);
    const rows = await tx.query<{ record_id: number }>(
      'SELECT record_id FROM bulk_batch_records WHERE batch_id = $1 ORDER BY record_id',
      [id],
    );
    const ids = rows.map((row) => row.record_id);
    await assertMayChange(tx, caller, recordTypeOf(batch.resource), ids);
    // Locked in id order, as a bulk action locks them: two never wait for each other in a cycle.
    await tx.query(
      `SELECT id FROM ${batch.resource} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    const changed = await firstChangedSince(tx, batch);
    if (changed !== undefined) {
      throw new HttpError(409, messageText('bulk_undo_changed', { name: changed }));
    }
    const changeBack = changeBackOf(batch);
    for (const recordId of ids) await changeBack({ tx, services, adminId, id: recordId });
    await tx.query('UPDATE bulk_batches SET undone_at = now(), undone_by = $2 WHERE id = $1', [
      id,
      adminId,
    ]);
    return { batch_id: id, undone: batch.action, changed: ids };
  });
}

export const bulkUndoRoutes = defineRoutes(
  'bulk',
  [
    route({
      method: 'post',
      path: '/api/admin/bulk/{id}/undo',
      summary:
        "Undoes one of the caller's bulk actions (the `batch_id` its answer gave): in one transaction, each record it changed is published or unpublished back, or restored as the trash restores it, each recorded in the history; refused whole while any of them has changed since",
      params: idParams,
      errors: {
        404: 'No bulk action of the caller with this id',
        409: 'Already undone, a record changed since, or a record cannot be put back',
      },
      async handler({ services, params, administrator }) {
        if (!administrator) throw unauthorized();
        return undoBatch(services, params.id, administrator);
      },
    }),
  ],
  'signed-in',
);
