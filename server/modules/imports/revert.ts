import { messageText } from '../../../shared/messages';
import { addressShape } from '../../../shared/schemas/location';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { organizationRecordType } from '../organizations';
import { deletePlacedRecord } from '../placedRecords/routes';
import { saveRecord, saveWithLocationIn } from '../placedRecords/save';
import { callersJob } from './jobs';

/*
 * The revert of an applied import, whole, in one transaction: the organizations it created go
 * to the trash (with their locations), the ones it changed get the values its history entries
 * say they had, each by the organization's own save path, so the history records the revert.
 * Refused (409, naming the record) when any record it touched has changed since.
 */

/** The first record the import touched with a history entry after the import's own. */
async function firstChangedSince(tx: Queryable, jobId: number) {
  const [changed] = await tx.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM import_entries e
       JOIN import_rows r ON r.job_id = e.job_id AND r.line = e.line
       JOIN organizations o ON o.id = r.record_id
      WHERE e.job_id = $1
        AND EXISTS (SELECT 1 FROM history_entries h
                     WHERE h.resource = e.resource AND h.record_id = e.record_id
                       AND h.id > e.entry_id
                       AND NOT EXISTS (SELECT 1 FROM import_entries x WHERE x.entry_id = h.id))
      ORDER BY e.line LIMIT 1`,
    [jobId],
  );
  return changed;
}

interface AppliedRow {
  line: number;
  record_id: number;
  target_id: number | null;
  changes: { resource: string; changes: Record<string, [unknown, unknown]> }[];
}

/** The values an updated row's entries say its organization and location had before. */
function valuesBefore(row: AppliedRow) {
  const before: Record<string, unknown> = {};
  for (const entry of row.changes) {
    for (const [field, [was]] of Object.entries(entry.changes)) {
      const isAddress = Object.hasOwn(addressShape, field);
      if ((entry.resource === 'locations') === isAddress) before[field] = was;
    }
  }
  return before;
}

export async function revertImport(services: Services, jobId: number, adminId: number) {
  return services.db.transaction(async (tx) => {
    const job = await callersJob(tx, jobId, adminId, 'FOR UPDATE');
    if (job.state !== 'done') {
      throw new HttpError(409, messageText('import_not_revertable', { state: job.state }));
    }
    const changed = await firstChangedSince(tx, jobId);
    if (changed) {
      throw new HttpError(409, messageText('import_changed_since', changed));
    }
    const rows = await tx.query<AppliedRow>(
      `SELECT r.line, r.record_id, r.target_id,
              coalesce((SELECT jsonb_agg(jsonb_build_object('resource', h.resource, 'changes', h.changes))
                          FROM import_entries e JOIN history_entries h ON h.id = e.entry_id
                         WHERE e.job_id = r.job_id AND e.line = r.line AND h.action = 'update'),
                       '[]'::jsonb) AS changes
         FROM import_rows r
        WHERE r.job_id = $1 AND r.applied AND r.record_id IS NOT NULL
          AND r.outcome IN ('new', 'changed', 'duplicate')
        ORDER BY r.line DESC`,
      [jobId],
    );
    const type = organizationRecordType;
    for (const row of rows) {
      if (row.target_id === null) {
        await deletePlacedRecord(tx, type, adminId, row.record_id);
        continue;
      }
      const body = valuesBefore(row);
      if (Object.keys(body).length === 0) continue;
      const save = { services, adminId, id: row.record_id, body, files: {} };
      const withAddress = Object.keys(body).some((field) => Object.hasOwn(addressShape, field));
      if (withAddress) await saveWithLocationIn(tx, type, save);
      else await saveRecord(tx, type, save);
    }
    await tx.query(
      `UPDATE import_jobs SET state = 'reverted', reverted_at = now(), reverted_by = $2 WHERE id = $1`,
      [jobId, adminId],
    );
    return callersJob(tx, jobId, adminId);
  });
}
