-- A whole import's revert is a phase of its job, as its check and its apply are: the request
-- only checks that nothing changed since and hands the job to the worker, which sets its rows
-- back in batches, each batch in one transaction with the job's progress.
ALTER TABLE import_jobs DROP CONSTRAINT import_jobs_state_check;
ALTER TABLE import_jobs ADD CONSTRAINT import_jobs_state_check
  CHECK (state IN ('uploading', 'checking', 'checked', 'applying', 'done', 'failed', 'reverting',
                   'reverted'));
-- Rows the revert set back, and rows it left because their records changed during the revert.
ALTER TABLE import_jobs ADD COLUMN reverted_rows integer NOT NULL DEFAULT 0;
ALTER TABLE import_jobs ADD COLUMN revert_refused_rows integer NOT NULL DEFAULT 0;
-- The revert goes from the file's last line up: the rows before this line are still to revert
-- (null until the revert starts), so each batch reads its rows by the primary key.
ALTER TABLE import_jobs ADD COLUMN revert_before integer;

DROP INDEX import_jobs_running;
CREATE INDEX import_jobs_running ON import_jobs (id)
  WHERE state IN ('checking', 'applying', 'reverting');

-- The history entries the revert made, kept with the import's own: they are not a change since
-- the import for its other rows of the same record, and the history does not show them as
-- part of the import.
ALTER TABLE import_entries ADD COLUMN reverts boolean NOT NULL DEFAULT false;
