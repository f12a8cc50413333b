import { messageText } from '../../../shared/messages';
import { addressShape } from '../../../shared/schemas/location';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { organizationRecordType } from '../organizations';
import { deletePlacedRecord } from '../placedRecords/routes';
import { saveRecord, saveWithLocationIn } from '../placedRecords/save';
import { callersJob } from './jobs';
import { RowFailure } from './rowFailure';

/*
 * The revert of an applied import, whole, as the last phase of its job. The request refuses at
 * once (409, naming the record) when a record the import touched has changed since (checked a
 * range of lines a statement, so that on the embedded database's one connection other requests
 * go between them), else hands the job to the worker, which sets its rows back in batches, from
 * the last line up: the organizations a row created go to the trash (with their locations), the
 * ones it changed get the values its history entries say they had, each by the organization's own save path, so
 * that the history records the revert. A record changed while the revert runs is left as it
 * is, and its row counted as refused.
 */

/**
 * The first record the import's rows of lines `from` up to (not including) `to` touched that has
 * a history entry after the import's own, other than its revert's.
 */
async function firstChangedSince(db: Queryable, jobId: number, from: number, to: number) {
  const [changed] = await db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM import_entries e
       JOIN import_rows r ON r.job_id = e.job_id AND r.line = e.line
       JOIN organizations o ON o.id = r.record_id
      WHERE e.job_id = $1 AND e.line >= $2 AND e.line < $3
        AND NOT e.reverts
        AND EXISTS (SELECT 1 FROM history_entries h
                     WHERE h.resource = e.resource AND h.record_id = e.record_id
                       AND h.id > e.entry_id
                       AND NOT EXISTS (SELECT 1 FROM import_entries x
                                        WHERE x.entry_id = h.id AND x.job_id = e.job_id))
      ORDER BY e.line LIMIT 1`,
    [jobId, from, to],
  );
  return changed;
}

/** The lines one statement of the request's check reads: tens of milliseconds' work. */
const CHECKED_LINES = 2_000;

/** The first line of a file's rows: line 1 is its header. */
const FIRST_LINE = 2;

/** 409 unless the import is done; answers the line its revert goes on from (all: past the last). */
async function revertFrom(db: Queryable, jobId: number, adminId: number, lock = '') {
  const job = await callersJob(db, jobId, adminId, lock);
  if (job.state !== 'done') {
    throw new HttpError(409, messageText('import_not_revertable', { state: job.state }));
  }
  const [{ before } = { before: FIRST_LINE }] = await db.query<{ before: number }>(
    'SELECT coalesce(revert_before, rows_total + $2) AS before FROM import_jobs WHERE id = $1',
    [jobId, FIRST_LINE],
  );
  return before;
}

/**
 * Hands a done import to the worker to revert, unless a record it touched changed since. A
 * revert that stopped midway goes on from where it stopped. The check runs before the job is
 * locked; a record changed after it is caught by the worker's check of each row.
 */
export async function startRevert(
  db: Database,
  jobId: number,
  adminId: number,
  checkedLines = CHECKED_LINES,
) {
  const checkedBefore = await revertFrom(db, jobId, adminId);
  for (let from = FIRST_LINE; from < checkedBefore; from += checkedLines) {
    const to = Math.min(from + checkedLines, checkedBefore);
    const changed = await firstChangedSince(db, jobId, from, to);
    if (changed) throw new HttpError(409, messageText('import_changed_since', changed));
  }
  return db.transaction(async (tx) => {
    // Lower than the checked line when a revert ran meanwhile: its lines were checked too.
    const before = await revertFrom(tx, jobId, adminId, 'FOR UPDATE');
    await tx.query(
      `UPDATE import_jobs SET state = 'reverting', revert_before = $2, reverted_by = $3,
              rows_done = reverted_rows + revert_refused_rows, phase_started_at = now(),
              taken_by = NULL, error = NULL
        WHERE id = $1`,
      [jobId, before, adminId],
    );
    return callersJob(tx, jobId, adminId);
  });
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

/** Locks the row's organization and its location, so that no edit lands between check and set. */
async function lockRecords(tx: Queryable, organizationId: number) {
  const [organization] = await tx.query<{ location_id: number | null }>(
    'SELECT location_id FROM organizations WHERE id = $1 FOR UPDATE',
    [organizationId],
  );
  if (organization?.location_id) {
    await tx.query('SELECT 1 FROM locations WHERE id = $1 FOR UPDATE', [organization.location_id]);
  }
}

/** Keeps the history entries the row's revert made as the import's revert's. */
async function recordReverted(tx: Queryable, jobId: number, row: AppliedRow) {
  await tx.query(
    `INSERT INTO import_entries (entry_id, job_id, line, resource, record_id, reverts)
     SELECT h.id, $1, $2, h.resource, h.record_id, true FROM history_entries h
      WHERE h.at = now()
        AND ((h.resource = 'organizations' AND h.record_id = $3)
          OR (h.resource = 'locations'
              AND h.record_id = (SELECT location_id FROM organizations WHERE id = $3)))
     ON CONFLICT (entry_id) DO NOTHING`,
    [jobId, row.line, row.record_id],
  );
}

/** Sets the row's organization (and location) back by its own delete or save path. */
async function setBack(tx: Queryable, services: Services, adminId: number, row: AppliedRow) {
  const type = organizationRecordType;
  if (row.target_id === null) {
    await deletePlacedRecord(tx, type, adminId, row.record_id);
    return;
  }
  const body = valuesBefore(row);
  if (Object.keys(body).length === 0) return;
  const save = { services, adminId, id: row.record_id, body, files: {} };
  const withAddress = Object.keys(body).some((field) => Object.hasOwn(addressShape, field));
  if (withAddress) await saveWithLocationIn(tx, type, save);
  else await saveRecord(tx, type, save);
}

/** A refusal of the save path (a name taken meanwhile, say) refuses the row alone. */
const isRefusal = (error: unknown) =>
  error instanceof HttpError && [400, 403, 404, 409].includes(error.status);

/**
 * Sets one applied row back, in a savepoint: 'refused', with nothing changed, when its record
 * changed since the import or its save path refuses the old values.
 */
async function revertRow(
  tx: Queryable,
  services: Services,
  job: RevertingJob,
  row: AppliedRow,
): Promise<'reverted' | 'refused'> {
  await lockRecords(tx, row.record_id);
  if (await firstChangedSince(tx, job.id, row.line, row.line + 1)) return 'refused';
  await tx.query('SAVEPOINT revert_row');
  try {
    await setBack(tx, services, job.reverted_by, row);
    await recordReverted(tx, job.id, row);
    await tx.query('RELEASE SAVEPOINT revert_row');
    return 'reverted';
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT revert_row');
    await tx.query('RELEASE SAVEPOINT revert_row');
    return 'refused';
  }
}

export interface RevertingJob {
  id: number;
  reverted_by: number;
  revert_before: number;
}

/**
 * The next `batchRows` applied rows of a reverting job (its lock held by the caller's
 * transaction), set back from the last line up, with the job's progress, ending early after
 * the row under way once `turnOver` says so: 'finished', the job marked reverted, once none is
 * left.
 */
export async function revertBatch(
  tx: Queryable,
  services: Services,
  job: RevertingJob,
  { batchRows, turnOver }: { batchRows: number; turnOver: () => boolean },
): Promise<'worked' | 'finished'> {
  const rows = await tx.query<AppliedRow>(
    `SELECT r.line, r.record_id, r.target_id,
            coalesce((SELECT jsonb_agg(jsonb_build_object('resource', h.resource, 'changes', h.changes))
                        FROM import_entries e JOIN history_entries h ON h.id = e.entry_id
                       WHERE e.job_id = r.job_id AND e.line = r.line AND NOT e.reverts
                         AND h.action = 'update'),
                     '[]'::jsonb) AS changes
       FROM import_rows r
      WHERE r.job_id = $1 AND r.line < $2 AND r.applied AND r.record_id IS NOT NULL
        AND r.outcome IN ('new', 'changed', 'duplicate')
      ORDER BY r.line DESC LIMIT $3`,
    [job.id, job.revert_before, batchRows],
  );
  if (rows.length === 0) {
    await tx.query(
      `UPDATE import_jobs SET state = 'reverted', reverted_at = now(), taken_by = NULL,
              heartbeat_at = now()
        WHERE id = $1`,
      [job.id],
    );
    return 'finished';
  }
  let refused = 0;
  let worked = 0;
  for (const row of rows) {
    try {
      if ((await revertRow(tx, services, job, row)) === 'refused') refused++;
    } catch (error) {
      throw new RowFailure(row.line, error);
    }
    worked += 1;
    if (turnOver()) break;
  }
  await tx.query(
    `UPDATE import_jobs SET revert_before = $2, rows_done = rows_done + $3,
            reverted_rows = reverted_rows + $3 - $4, revert_refused_rows = revert_refused_rows + $4,
            heartbeat_at = now()
      WHERE id = $1`,
    [job.id, (rows[worked - 1] as AppliedRow).line, worked, refused],
  );
  return 'worked';
}
