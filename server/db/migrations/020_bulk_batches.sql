-- Each bulk action (POST <collection>/bulk) is recorded as a batch: who ran it, on which table,
-- which action, and each record it changed with the history entry of that change, so that the
-- batch can be undone as a whole while none of its records has changed since (a later entry).
CREATE TABLE bulk_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  administrator_id integer NOT NULL REFERENCES administrators(id),
  resource text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'unpublish', 'delete')),
  undone_at timestamptz,
  undone_by integer REFERENCES administrators(id)
);

CREATE TABLE bulk_batch_records (
  batch_id integer NOT NULL REFERENCES bulk_batches(id),
  record_id integer NOT NULL,
  -- The history entry of the record's change in the batch (history_entries.id).
  entry_id bigint NOT NULL,
  PRIMARY KEY (batch_id, record_id)
);
