import type { Person } from '../../../shared/resources/access';
import type { ImportMapping, ImportOutcome } from '../../../shared/schemas/organizationImport';
import type { Queryable } from '../../db/database';
import { turnClock } from '../../db/turns';
import type { Services } from '../../services';
import { type RUNNING_STATES, RUNNING_STATES_SQL } from './jobs';
import { revertBatch } from './revert';
import { RowFailure } from './rowFailure';
import { type Classified, classifyRow, type StagedRow, storedOrganizations } from './rows';

/*
 * One batch of a job's phase, in one transaction with the job's progress: the next rows of the
 * check (each classified, nothing kept), of the apply (each saved, its history entries
 * recorded as the import's), or of the revert (revert.ts). A batch that commits is done once;
 * one that does not is redone.
 */

interface LockedJob {
  id: number;
  state: (typeof RUNNING_STATES)[number];
  created_by: number;
  header: string[];
  mapping: ImportMapping;
  include_duplicates: boolean;
  reverted_by: number | null;
  revert_before: number | null;
}

/** The job, locked, when this worker still holds it and it has a phase under way. */
async function heldJob(tx: Queryable, jobId: number, workerId: string) {
  const [job] = await tx.query<LockedJob>(
    `SELECT id, state, created_by, header, mapping, include_duplicates, reverted_by,
            revert_before
       FROM import_jobs
      WHERE id = $1 AND taken_by = $2 AND state IN ${RUNNING_STATES_SQL} FOR UPDATE`,
    [jobId, workerId],
  );
  return job;
}

async function personOf(tx: Queryable, id: number): Promise<Person> {
  const [person] = await tx.query<{
    role: Person['role'];
    state_ids: number[];
    city_ids: number[];
  }>('SELECT role, state_ids, city_ids FROM administrators WHERE id = $1', [id]);
  return {
    id,
    role: person?.role ?? 'viewer',
    stateIds: person?.state_ids ?? [],
    cityIds: person?.city_ids ?? [],
  };
}

/** The next rows of the phase: unchecked ones, or the ones the apply saves and has not yet. */
function nextRows(tx: Queryable, job: LockedJob, rows: number) {
  if (job.state === 'checking') {
    return tx.query<StagedRow>(
      `SELECT line, cells, target_id FROM import_rows
        WHERE job_id = $1 AND outcome IS NULL ORDER BY line LIMIT $2`,
      [job.id, rows],
    );
  }
  const outcomes = job.include_duplicates ? ['new', 'changed', 'duplicate'] : ['new', 'changed'];
  return tx.query<StagedRow>(
    `SELECT line, cells, target_id FROM import_rows
      WHERE job_id = $1 AND outcome = ANY($2) AND NOT applied ORDER BY line LIMIT $3`,
    [job.id, outcomes, rows],
  );
}

const COUNT_COLUMNS: Record<ImportOutcome, string> = {
  new: 'new_rows',
  changed: 'changed_rows',
  unchanged: 'unchanged_rows',
  invalid: 'invalid_rows',
  duplicate: 'duplicate_rows',
};

async function recordChecked(tx: Queryable, jobId: number, line: number, result: Classified) {
  await tx.query(
    `UPDATE import_rows SET outcome = $3, errors = $4::jsonb, duplicates = $5::jsonb,
            record_id = $6
      WHERE job_id = $1 AND line = $2`,
    [
      jobId,
      line,
      result.outcome,
      JSON.stringify(result.errors),
      JSON.stringify(result.duplicates),
      result.recordId,
    ],
  );
}

/** The history entries the row's save made (its organization's and its location's). */
async function recordApplied(tx: Queryable, jobId: number, line: number, recordId: number) {
  await tx.query(
    `UPDATE import_rows SET applied = true, record_id = $3 WHERE job_id = $1 AND line = $2`,
    [jobId, line, recordId],
  );
  await tx.query(
    `INSERT INTO import_entries (entry_id, job_id, line, resource, record_id)
     SELECT h.id, $1, $2, h.resource, h.record_id FROM history_entries h
      WHERE h.at = now()
        AND ((h.resource = 'organizations' AND h.record_id = $3)
          OR (h.resource = 'locations'
              AND h.record_id = (SELECT location_id FROM organizations WHERE id = $3)))
     ON CONFLICT (entry_id) DO NOTHING`,
    [jobId, line, recordId],
  );
}

export type BatchResult = 'worked' | 'finished' | 'lost';

/**
 * Works the next batch of `batchRows` rows of the job this worker holds, with the job's
 * counts, progress and heartbeat, in one transaction; the phase ends when no row is left. On
 * the embedded database the batch ends early, after the row under way, once it has had its turn
 * while requests wait (turns.ts).
 */
export function workBatch(
  services: Services,
  jobId: number,
  workerId: string,
  batchRows: number,
): Promise<BatchResult> {
  return services.db.transaction(async (tx): Promise<BatchResult> => {
    const turnOver = turnClock(services.db);
    const job = await heldJob(tx, jobId, workerId);
    if (!job) return 'lost';
    if (job.state === 'reverting') {
      const { reverted_by, revert_before } = job;
      if (reverted_by === null || revert_before === null) throw new Error('Revert not started');
      const reverting = { id: job.id, reverted_by, revert_before };
      return revertBatch(tx, services, reverting, { batchRows, turnOver });
    }
    const rows = await nextRows(tx, job, batchRows);
    if (rows.length === 0) {
      await tx.query(
        `UPDATE import_jobs SET state = $2, finished_at = CASE WHEN $2 = 'done' THEN now() END,
                taken_by = NULL, heartbeat_at = now()
          WHERE id = $1`,
        [job.id, job.state === 'checking' ? 'checked' : 'done'],
      );
      return 'finished';
    }
    const context = {
      services,
      tx,
      jobId: job.id,
      person: await personOf(tx, job.created_by),
      header: job.header,
      mapping: job.mapping,
    };
    const stored = await storedOrganizations(
      tx,
      rows.flatMap((row) => (row.target_id === null ? [] : [row.target_id])),
    );
    const counts: Record<string, number> = {};
    const count = (column: string) => {
      counts[column] = (counts[column] ?? 0) + 1;
    };
    let worked = 0;
    for (const row of rows) {
      try {
        const result = await classifyRow(context, row, stored, job.state === 'applying');
        if (job.state === 'checking') {
          await recordChecked(tx, job.id, row.line, result);
          count(COUNT_COLUMNS[result.outcome]);
        } else if (result.outcome === 'invalid' || result.outcome === 'unchanged') {
          // Refused now although the check passed it: someone changed its record since.
          await recordChecked(tx, job.id, row.line, result);
          await tx.query('UPDATE import_rows SET applied = true WHERE job_id = $1 AND line = $2', [
            job.id,
            row.line,
          ]);
          if (result.outcome === 'invalid') count('refused_rows');
        } else {
          await recordApplied(tx, job.id, row.line, result.recordId as number);
          count(row.target_id === null ? 'created_records' : 'updated_records');
        }
      } catch (error) {
        throw new RowFailure(row.line, error);
      }
      worked += 1;
      if (turnOver()) break;
    }
    const columns = Object.keys(counts);
    const sets = columns.map((column, index) => `${column} = ${column} + $${index + 3}`);
    await tx.query(
      `UPDATE import_jobs SET rows_done = rows_done + $2, heartbeat_at = now()
              ${sets.map((set) => `, ${set}`).join('')}
        WHERE id = $1`,
      [job.id, worked, ...columns.map((column) => counts[column] as number)],
    );
    return 'worked';
  });
}
