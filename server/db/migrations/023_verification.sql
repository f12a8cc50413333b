-- When each organization was last checked to be still right, and by whom (Open Referral's
-- `assured_date`). Creating an organization or changing its content counts as a verification by
-- its author; the Verified action records one without changing anything else. A listing is due
-- once its review interval (the category's, else the app settings') has passed since then.
ALTER TABLE organizations
  ADD COLUMN last_verified_at timestamptz,
  ADD COLUMN verified_by integer REFERENCES administrators(id);
-- Until now, each was last checked when last changed. Filled in without the row triggers: it is
-- no change of a listing for its history (one entry per organization), nor of the totals.
ALTER TABLE organizations DISABLE TRIGGER USER;
UPDATE organizations SET last_verified_at = updated_at, verified_by = updated_by;
ALTER TABLE organizations ENABLE TRIGGER USER;
ALTER TABLE organizations ALTER COLUMN last_verified_at SET NOT NULL;

ALTER TABLE categories
  ADD COLUMN review_interval_months integer CHECK (review_interval_months BETWEEN 1 AND 120);
ALTER TABLE manager_versions
  ADD COLUMN review_interval_months integer NOT NULL DEFAULT 12
    CHECK (review_interval_months BETWEEN 1 AND 120);

-- The columns whose change is not a change of the listing's content: what the history ignores,
-- publishing, and the verification itself.
CREATE FUNCTION verification_ignored_columns() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT history_ignored_columns() || ARRAY['is_published', 'last_verified_at', 'verified_by']
$$;

-- A new organization is verified by its author (unless the statement says when, as the seed
-- does); a change of its content verifies it again, by whoever made it. Deleting, restoring,
-- publishing or the Verified action itself (which writes the time) are left as written.
CREATE FUNCTION take_verification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.last_verified_at IS NULL THEN
      NEW.last_verified_at := now();
      NEW.verified_by := coalesce(NEW.created_by, NEW.updated_by);
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
     OR NEW.last_verified_at IS DISTINCT FROM OLD.last_verified_at THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - verification_ignored_columns())
     IS DISTINCT FROM (to_jsonb(OLD) - verification_ignored_columns()) THEN
    NEW.last_verified_at := now();
    NEW.verified_by := NEW.updated_by;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER organizations_verification BEFORE INSERT OR UPDATE ON organizations
  FOR EACH ROW EXECUTE FUNCTION take_verification();

-- A verification alone is its own kind of entry; beside a change of content it is left out of
-- the entry, which already says who changed the listing and when.
ALTER TABLE history_entries DROP CONSTRAINT history_entries_action_check;
ALTER TABLE history_entries ADD CONSTRAINT history_entries_action_check
  CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete', 'restore', 'verify'));

CREATE OR REPLACE FUNCTION record_history() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF changed - ARRAY['last_verified_at', 'verified_by'] <> '{}' THEN
      changed := changed - ARRAY['last_verified_at', 'verified_by'];
    END IF;
    IF changed = '{}' THEN
      RETURN NULL;
    ELSIF changed ? 'last_verified_at' THEN
      entry_action := 'verify';
      changed := changed - 'verified_by';
      actor := coalesce(NEW.verified_by, NEW.updated_by);
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

-- The organizations by when they were last verified (oldest first), in all, in a category, a
-- province/state or a municipality: the review queue and the lists' order, each a range read.
CREATE INDEX organizations_verified ON organizations (last_verified_at, id) WHERE deleted_at IS NULL;
CREATE INDEX organizations_category_verified ON organizations (category_id, last_verified_at, id)
  WHERE deleted_at IS NULL;
CREATE INDEX organizations_state_verified ON organizations (place_state_id, last_verified_at, id)
  WHERE deleted_at IS NULL;
CREATE INDEX organizations_city_verified ON organizations (place_city_id, last_verified_at, id)
  WHERE deleted_at IS NULL;
