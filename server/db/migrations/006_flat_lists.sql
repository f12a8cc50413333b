-- Lists whose cost stays flat as the directory grows (issue 8).

-- Totals of the unfiltered (or status-only) organization and event lists, kept exact by
-- statement-level triggers, so that a list's total_items is one lookup instead of a count over
-- every live row. Derived data, not records: no audit columns, never written by the API.
CREATE TABLE organization_totals (
  is_published boolean NOT NULL,
  is_corkboard boolean NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (is_published, is_corkboard)
);
CREATE TABLE event_totals (
  is_published boolean PRIMARY KEY,
  total bigint NOT NULL
);

-- follow_live_totals('<totals table>', '<group columns>'): adds a statement's net change of live
-- rows (deleted_at IS NULL) per group in one upsert, groups in key order, so concurrent writers
-- lock the few total rows in the same order, and a statement that moves no row between groups
-- (an edit of a name) locks none. The arguments are fixed by the triggers below.
CREATE FUNCTION follow_live_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals text := TG_ARGV[0];
  keys text := TG_ARGV[1];
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT %s, 1 AS change FROM new_rows WHERE deleted_at IS NULL', keys) END,
    CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT %s, -1 AS change FROM old_rows WHERE deleted_at IS NULL', keys) END);
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I AS t (%2$s, total) SELECT %2$s, sum(change) FROM (%3$s) AS c'
    ' GROUP BY %2$s HAVING sum(change) <> 0 ORDER BY %2$s'
    ' ON CONFLICT (%2$s) DO UPDATE SET total = t.total + excluded.total',
    totals, keys, changes);
  RETURN NULL;
END
$$;

CREATE TRIGGER organizations_totals_insert AFTER INSERT ON organizations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('organization_totals', 'is_published, is_corkboard');
CREATE TRIGGER organizations_totals_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('organization_totals', 'is_published, is_corkboard');
CREATE TRIGGER organizations_totals_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('organization_totals', 'is_published, is_corkboard');
CREATE TRIGGER events_totals_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('event_totals', 'is_published');
CREATE TRIGGER events_totals_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('event_totals', 'is_published');
CREATE TRIGGER events_totals_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('event_totals', 'is_published');

INSERT INTO organization_totals (is_published, is_corkboard, total)
SELECT is_published, is_corkboard, count(*) FROM organizations WHERE deleted_at IS NULL
 GROUP BY is_published, is_corkboard;
INSERT INTO event_totals (is_published, total)
SELECT is_published, count(*) FROM events WHERE deleted_at IS NULL GROUP BY is_published;

-- An organization's events, newest first (start_time DESC, id DESC), straight from one index.
CREATE INDEX events_organization_order ON events (organization_id, start_time, id) WHERE deleted_at IS NULL;
DROP INDEX events_organization_start;

-- The locations of a municipality as (city_id, id): the municipality-name searches read them
-- from the index alone. It replaces the plain city_id index.
CREATE INDEX locations_city_location ON locations (city_id, id) WHERE deleted_at IS NULL;
DROP INDEX locations_city;

-- The municipality search's second half: locations with a typed municipality but no region.
CREATE INDEX locations_unplaced_city_trgm ON locations USING gin (lower(city) gin_trgm_ops)
  WHERE deleted_at IS NULL AND city_id IS NULL;
