import { stringify } from 'csv-stringify/sync';
import { messageText } from '../../../shared/messages';
import type {
  ImportJob,
  ImportOutcome,
  ImportRow,
  ImportRowError,
} from '../../../shared/schemas/organizationImport';
import type { Queryable } from '../../db/database';
import { CSV_CELLS } from '../../http/csvExport';
import { HttpError } from '../../http/errors';

/*
 * What the API answers of an import: the job with its counts and the progress of its phase
 * under way, its rows of one outcome page by page, and its invalid rows as a CSV to fix.
 */

interface JobRow {
  id: number;
  created_by: number;
  state: ImportJob['state'];
  file_name: string;
  created_at: string;
  finished_at: string | null;
  header: string[];
  mapping: ImportJob['mapping'];
  include_duplicates: boolean;
  rows_total: number;
  rows_done: number;
  elapsed_seconds: number | null;
  new_rows: number;
  changed_rows: number;
  unchanged_rows: number;
  invalid_rows: number;
  duplicate_rows: number;
  created_records: number;
  updated_records: number;
  refused_rows: number;
  reverted_rows: number;
  revert_refused_rows: number;
  error: string | null;
}

const JOB_COLUMNS = `id, created_by, state, file_name, created_at, finished_at, header, mapping,
  include_duplicates, rows_total, rows_done, new_rows, changed_rows, unchanged_rows,
  invalid_rows, duplicate_rows, created_records, updated_records, refused_rows,
  reverted_rows, revert_refused_rows, error,
  extract(epoch FROM (coalesce(CASE state WHEN 'reverted' THEN reverted_at
                                          WHEN 'reverting' THEN NULL ELSE finished_at END,
                                 now()) - phase_started_at))::float8 AS elapsed_seconds`;

/**
 * The rows the phase under way goes through: the file's (check), those it saves (apply), or
 * those it saved (revert).
 */
function rowsToDo(job: JobRow) {
  if (job.state === 'uploading' || job.state === 'checking' || job.state === 'checked') {
    return job.rows_total;
  }
  if (job.state === 'reverting' || job.state === 'reverted') {
    return job.created_records + job.updated_records;
  }
  return job.new_rows + job.changed_rows + (job.include_duplicates ? job.duplicate_rows : 0);
}

/** The states whose phase a worker is working through. */
export const RUNNING_STATES = ['checking', 'applying', 'reverting'] as const;
/** The same as SQL's list, literal, so that the planner matches import_jobs_running's predicate. */
export const RUNNING_STATES_SQL = `(${RUNNING_STATES.map((state) => `'${state}'`).join(', ')})`;

function answerOf(job: JobRow): ImportJob {
  const toDo = rowsToDo(job);
  const perSecond =
    job.elapsed_seconds && job.elapsed_seconds > 0 && job.rows_done > 0
      ? job.rows_done / job.elapsed_seconds
      : null;
  const running = (RUNNING_STATES as readonly string[]).includes(job.state);
  return {
    id: job.id,
    state: job.state,
    file_name: job.file_name,
    created_at: job.created_at,
    finished_at: job.finished_at,
    header: job.header,
    mapping: job.mapping,
    include_duplicates: job.include_duplicates,
    rows_total: job.rows_total,
    counts: {
      new: job.new_rows,
      changed: job.changed_rows,
      unchanged: job.unchanged_rows,
      invalid: job.invalid_rows,
      duplicate: job.duplicate_rows,
    },
    progress: {
      rows_done: job.rows_done,
      rows_to_do: toDo,
      rows_per_second: perSecond === null ? null : Math.round(perSecond * 10) / 10,
      seconds_left:
        running && perSecond ? Math.ceil(Math.max(0, toDo - job.rows_done) / perSecond) : null,
    },
    applied: {
      created: job.created_records,
      updated: job.updated_records,
      refused: job.refused_rows,
    },
    reverted: { rows: job.reverted_rows, refused: job.revert_refused_rows },
    error: job.error,
  };
}

/** The caller's import `id` (locked when asked); 404 for another's, or none. */
export async function callersJob(
  db: Queryable,
  id: number,
  adminId: number,
  lock = '',
): Promise<ImportJob> {
  const [job] = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM import_jobs WHERE id = $1 ${lock}`,
    [id],
  );
  if (!job || job.created_by !== adminId) {
    throw new HttpError(404, messageText('import_unknown', { id }));
  }
  return answerOf(job);
}

/** The caller's latest imports, newest first. */
export async function recentJobs(db: Queryable, adminId: number, limit: number) {
  const jobs = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM import_jobs WHERE created_by = $1 ORDER BY id DESC LIMIT $2`,
    [adminId, limit],
  );
  return jobs.map(answerOf);
}

const nameColumnOf = (job: ImportJob) =>
  job.header.findIndex((column) => job.mapping[column] === 'name');

/** One page of the job's rows of `outcome`, in line order, with each row's name. */
export async function rowsPage(
  db: Queryable,
  job: ImportJob,
  outcome: ImportOutcome | undefined,
  page: number,
  perPage: number,
) {
  const rows = await db.query<{
    line: number;
    cells: string[];
    record_id: number | null;
    errors: ImportRowError[] | null;
    duplicates: ImportRow['duplicates'] | null;
  }>(
    `SELECT line, cells, record_id, errors, duplicates FROM import_rows
      WHERE job_id = $1 AND ${outcome ? 'outcome = $4' : 'outcome IS NOT NULL'}
      ORDER BY line LIMIT $2 OFFSET $3`,
    [job.id, perPage, (page - 1) * perPage, ...(outcome ? [outcome] : [])],
  );
  const nameColumn = nameColumnOf(job);
  const total = outcome
    ? job.counts[outcome]
    : Object.values(job.counts).reduce((sum, count) => sum + count, 0);
  return {
    rows: rows.map(
      (row): ImportRow => ({
        line: row.line,
        name: nameColumn < 0 ? null : (row.cells[nameColumn] ?? null),
        record_id: row.record_id,
        errors: row.errors ?? [],
        duplicates: row.duplicates ?? [],
      }),
    ),
    total,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The invalid rows as a CSV: the file's own columns and an `errors` column (each field's
 * message), so that they can be fixed and imported again. Read a batch at a time.
 */
export async function* invalidRowsCsv(db: Queryable, job: ImportJob) {
  yield stringify([[...job.header, 'errors']], { bom: true, ...CSV_CELLS });
  for (let after = 0; ; ) {
    const rows = await db.query<{ line: number; cells: string[]; errors: ImportRowError[] }>(
      `SELECT line, cells, errors FROM import_rows
        WHERE job_id = $1 AND outcome = 'invalid' AND line > $2 ORDER BY line LIMIT 500`,
      [job.id, after],
    );
    if (rows.length === 0) return;
    yield stringify(
      rows.map((row) => [
        ...job.header.map((_column, index) => row.cells[index] ?? ''),
        row.errors.map((error) => `${error.field}: ${error.message}`).join('; '),
      ]),
      CSV_CELLS,
    );
    after = (rows.at(-1) as { line: number }).line;
  }
}

/**
 * The import that made each of `entryIds` made by one, by entry id: its `import_id` and whether
 * it was reverted, so that the history shows an import's entries together and offers its revert.
 */
export async function importsOfEntries(db: Queryable, entryIds: string[]) {
  const rows = await db.query<{ entry_id: string; import_id: number; import_reverted: boolean }>(
    `SELECT e.entry_id::text AS entry_id, e.job_id AS import_id,
            j.state IN ('reverting', 'reverted') AS import_reverted
       FROM import_entries e JOIN import_jobs j ON j.id = e.job_id
      WHERE e.entry_id = ANY($1::bigint[]) AND NOT e.reverts`,
    [entryIds],
  );
  return new Map(rows.map(({ entry_id, ...made }) => [entry_id, made]));
}
