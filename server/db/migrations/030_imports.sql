-- An import of organizations from a CSV file is a job: its rows are staged here as uploaded, then
-- checked (the dry run: each row classified, nothing written to the directory) and, once its
-- administrator confirms, applied in batches by a worker of any API instance. Each batch and
-- the job's progress are one transaction, so a job resumes exactly where it stopped; a job whose
-- instance stopped (its heartbeat older than the lease) is taken again by another.
CREATE TABLE import_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_by integer NOT NULL REFERENCES administrators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'uploading'
    CHECK (state IN ('uploading', 'checking', 'checked', 'applying', 'done', 'failed', 'reverted')),
  file_name text NOT NULL,
  -- The file's column names, in order, and the field each one fills (null: ignored).
  header jsonb NOT NULL,
  mapping jsonb NOT NULL,
  include_duplicates boolean NOT NULL DEFAULT false,
  rows_total integer NOT NULL DEFAULT 0,
  -- Rows done by the phase under way (the check, then the apply), and when that phase began.
  rows_done integer NOT NULL DEFAULT 0,
  phase_started_at timestamptz,
  finished_at timestamptz,
  new_rows integer NOT NULL DEFAULT 0,
  changed_rows integer NOT NULL DEFAULT 0,
  unchanged_rows integer NOT NULL DEFAULT 0,
  invalid_rows integer NOT NULL DEFAULT 0,
  duplicate_rows integer NOT NULL DEFAULT 0,
  created_records integer NOT NULL DEFAULT 0,
  updated_records integer NOT NULL DEFAULT 0,
  -- Rows the apply found refused although the check passed them (changed meanwhile).
  refused_rows integer NOT NULL DEFAULT 0,
  taken_by text,
  heartbeat_at timestamptz,
  error text,
  reverted_at timestamptz,
  reverted_by integer REFERENCES administrators(id)
);

-- A person's recent imports, newest first; the jobs a worker may take.
CREATE INDEX import_jobs_created_by ON import_jobs (created_by, id DESC);
CREATE INDEX import_jobs_running ON import_jobs (id) WHERE state IN ('checking', 'applying');

CREATE TABLE import_rows (
  job_id integer NOT NULL REFERENCES import_jobs(id) ON DELETE CASCADE,
  -- The row's line in the file (the header is line 1).
  line integer NOT NULL,
  -- The row's cells, in the header's order.
  cells jsonb NOT NULL,
  -- The organization a row with an id updates (null: a new one).
  target_id integer,
  outcome text CHECK (outcome IN ('new', 'changed', 'unchanged', 'invalid', 'duplicate')),
  -- [{field, message}] of an invalid row; the candidates [{id, name, city, state}] of a duplicate.
  errors jsonb,
  duplicates jsonb,
  applied boolean NOT NULL DEFAULT false,
  record_id integer,
  PRIMARY KEY (job_id, line)
);

-- A job's rows of one outcome, in line order (the preview's pages); rows with the same id.
CREATE INDEX import_rows_outcome ON import_rows (job_id, outcome, line);
CREATE INDEX import_rows_target ON import_rows (job_id, target_id, line) WHERE target_id IS NOT NULL;

-- The history entries each applied row made (its organization's and its location's), so that
-- the history shows an import's entries together and the import is reverted as a whole.
CREATE TABLE import_entries (
  entry_id bigint PRIMARY KEY,
  job_id integer NOT NULL REFERENCES import_jobs(id) ON DELETE CASCADE,
  line integer NOT NULL,
  resource text NOT NULL,
  record_id integer NOT NULL
);
CREATE INDEX import_entries_job ON import_entries (job_id, line);
