import type { HistoryTable } from '../../shared/resources/history';
import type { Queryable } from '../db/database';
import type { RecordRepository } from '../store/records';
import { RECORD_TABLES } from './recordTables';

/**
 * Deletes a record (soft delete) with its dependents, the records of RECORD_TABLES[table] that
 * point at it (an organization's locations, an event's sponsorships): all at the transaction's
 * moment, which is how the trash knows them and restores them with it. The records whose
 * reference to it is cleared on delete lose it (an organization whose location it was is left
 * without one). Answers the record as it was.
 */
export async function deleteWithDependents<Row>(
  tx: Queryable,
  repository: RecordRepository<Row>,
  adminId: number,
  id: number,
): Promise<Row> {
  const removed = await repository.remove(tx, adminId, id);
  const table = repository.spec.table as HistoryTable;
  for (const dependent of RECORD_TABLES[table].dependents) {
    await tx.query(
      `UPDATE ${dependent.table}
          SET deleted_at = now(), deleted_by = $2, updated_at = now(), updated_by = $2
        WHERE ${dependent.column} = $1 AND deleted_at IS NULL`,
      [id, adminId],
    );
  }
  for (const referring of RECORD_TABLES[table].cleared) {
    await tx.query(
      `UPDATE ${referring.table}
          SET ${referring.column} = NULL, updated_at = now(), updated_by = $2
        WHERE ${referring.column} = $1 AND deleted_at IS NULL`,
      [id, adminId],
    );
  }
  return removed;
}
