-- The history of every record: one entry per create, update, publish, unpublish, delete and
-- restore, written by a trigger in the transaction of the change, whichever route, bulk action
-- or script made it. Entries are never updated or deleted by the API.
CREATE TABLE history_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  administrator_id integer REFERENCES administrators(id),
  resource text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL
    CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete', 'restore')),
  -- An update's changed fields: {"field": [before, after]}; a file is its id (its name is in
  -- files). A create, delete or restore records none: the record and its history say the rest.
  changes jsonb NOT NULL DEFAULT '{}'
);

-- A record's history, newest first; the whole history by time, by administrator, by resource
-- and by action, newest first: each a range read.
CREATE INDEX history_entries_record ON history_entries (resource, record_id, at, id);
CREATE INDEX history_entries_time ON history_entries (at, id);
CREATE INDEX history_entries_administrator ON history_entries (administrator_id, at, id);
CREATE INDEX history_entries_resource ON history_entries (resource, at, id);
CREATE INDEX history_entries_action ON history_entries (action, at, id);

-- Columns whose changes are not the administrators' edits: the audit columns themselves (the
-- entry says who and when), what triggers derive, and the sign-in time.
CREATE FUNCTION history_ignored_columns() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at', 'deleted_by',
               'place_city_id', 'place_state_id', 'place_city', 'organization_name',
               'last_sign_in_at']
$$;

CREATE FUNCTION record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '{}';
  entry_action text;
  actor integer := NEW.updated_by;
BEGIN
  IF TG_OP = 'INSERT' THEN
    entry_action := 'create';
    actor := coalesce(NEW.created_by, NEW.updated_by);
  ELSIF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    entry_action := 'delete';
    actor := coalesce(NEW.deleted_by, NEW.updated_by);
  ELSIF OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL THEN
    entry_action := 'restore';
  ELSIF NEW.deleted_at IS NOT NULL THEN
    RETURN NULL;
  ELSE
    SELECT coalesce(jsonb_object_agg(field.key, jsonb_build_array(to_jsonb(OLD) -> field.key, field.value)), '{}')
      INTO changed
      FROM jsonb_each(to_jsonb(NEW)) AS field
     WHERE NOT field.key = ANY(history_ignored_columns())
       AND (to_jsonb(OLD) -> field.key) IS DISTINCT FROM field.value;
    IF changed = '{}' THEN
      RETURN NULL;
    ELSIF changed ? 'is_published' AND changed - 'is_published' = '{}' THEN
      entry_action := CASE WHEN (changed -> 'is_published' ->> 1)::boolean THEN 'publish' ELSE 'unpublish' END;
    ELSE
      entry_action := 'update';
    END IF;
  END IF;
  INSERT INTO history_entries (administrator_id, resource, record_id, action, changes)
  VALUES (actor, TG_TABLE_NAME, NEW.id, entry_action, changed);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  audited text;
BEGIN
  FOREACH audited IN ARRAY ARRAY['administrators', 'company_links', 'manager_versions', 'categories',
    'slides', 'sponsors', 'countries', 'states', 'cities', 'organizations', 'locations', 'events',
    'blog_posts', 'sponsorships', 'participation_roles', 'event_participants']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION record_history()',
                   audited || '_history', audited);
  END LOOP;
END
$$;
