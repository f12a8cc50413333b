-- Each merge of two organizations (POST /api/admin/organization/{id}/merge): who merged which
-- record into which, the kept record's fields taken from the other ({"field": [before, after]}),
-- and each record it changed with the history entry of that change, so that the merge shows as
-- one in the history and is reverted as a whole while none of them has changed since (a later
-- entry), like a bulk batch (020, 026).
CREATE TABLE organization_merges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  administrator_id integer NOT NULL REFERENCES administrators(id),
  kept_id integer NOT NULL REFERENCES organizations(id),
  merged_id integer NOT NULL REFERENCES organizations(id),
  -- The kept record's fields taken from the other: {"field": [before, after]} (its entry's changes).
  fields jsonb NOT NULL DEFAULT '{}',
  reverted_at timestamptz,
  reverted_by integer REFERENCES administrators(id)
);
-- The trash refuses to restore an organization merged away by a merge not reverted.
CREATE INDEX organization_merges_merged ON organization_merges (merged_id) WHERE reverted_at IS NULL;

CREATE TABLE organization_merge_records (
  merge_id integer NOT NULL REFERENCES organization_merges(id),
  resource text NOT NULL,
  record_id integer NOT NULL,
  -- What the merge did to it: moved to the kept organization (by `column_name`), took the
  -- other's fields (the kept organization), deleted (the merged-away organization), or deleted
  -- with it (a sponsorship or participation the kept organization already had).
  role text NOT NULL CHECK (role IN ('moved', 'kept', 'merged', 'removed')),
  column_name text,
  -- The history entry of the record's change in the merge (history_entries.id).
  entry_id bigint NOT NULL,
  PRIMARY KEY (merge_id, resource, record_id)
);
-- The history answers each entry's merge (its `merge_id`).
CREATE INDEX organization_merge_records_entry ON organization_merge_records (entry_id);
