-- The dashboard's charts read kept totals rather than count rows, so that they answer as fast at
-- a million organizations as at a thousand: live organizations by province and publish state, by
-- category and UTC day of their last verification, and live events by UTC day of their start.
-- (Changes per day count the history's entries of each day, up to a bound: a total kept by
-- trigger would add a write to every history entry, the seed's bulk loads included.)

-- follow_live_totals (migration 006) made general, its triggers unchanged:
-- follow_live_totals('<totals table>', '<its key columns>'[, '<the row expressions of those keys>'
-- [, '<which live rows count>']]) takes keys that are expressions of the row (the day of a time),
-- and may count only the live rows meeting a condition.
CREATE OR REPLACE FUNCTION follow_live_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[1];
  key_values text := coalesce(TG_ARGV[2], keys);
  counted text := coalesce(TG_ARGV[3], 'true');
  sources text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    sources := sources || format('SELECT %s, 1 FROM new_rows WHERE deleted_at IS NULL AND %s', key_values, counted);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    sources := sources || format('SELECT %s, -1 FROM old_rows WHERE deleted_at IS NULL AND %s', key_values, counted);
  END IF;
  EXECUTE format('INSERT INTO %1$I AS t (%2$s, total) SELECT %2$s, sum(change) FROM (%3$s) AS c (%2$s, change) GROUP BY %2$s HAVING sum(change) <> 0 ORDER BY %2$s ON CONFLICT (%2$s) DO UPDATE SET total = t.total + excluded.total',
    TG_ARGV[0], keys, array_to_string(sources, ' UNION ALL '));
  RETURN NULL;
END
$$;

-- Listings by province: an organization without a province is in no bar.
CREATE TABLE organization_state_totals (
  place_state_id integer NOT NULL,
  is_published boolean NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (place_state_id, is_published)
);

CREATE TRIGGER organizations_state_totals_insert AFTER INSERT ON organizations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_state_totals', 'place_state_id, is_published', 'place_state_id, is_published',
    'place_state_id IS NOT NULL');
CREATE TRIGGER organizations_state_totals_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_state_totals', 'place_state_id, is_published', 'place_state_id, is_published',
    'place_state_id IS NOT NULL');
CREATE TRIGGER organizations_state_totals_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_state_totals', 'place_state_id, is_published', 'place_state_id, is_published',
    'place_state_id IS NOT NULL');

INSERT INTO organization_state_totals (place_state_id, is_published, total)
SELECT place_state_id, is_published, count(*) FROM organizations
 WHERE deleted_at IS NULL AND place_state_id IS NOT NULL
 GROUP BY place_state_id, is_published;

-- Listings by the day they were last verified, per category (0: none), whose review interval
-- makes them due: freshness sums days, and counts exactly only the day a bound falls in.
CREATE TABLE organization_verification_totals (
  category_id integer NOT NULL,
  verified_on date NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (category_id, verified_on)
);

CREATE TRIGGER organizations_verification_totals_insert AFTER INSERT ON organizations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_verification_totals', 'category_id, verified_on',
    'coalesce(category_id, 0), (last_verified_at AT TIME ZONE ''UTC'')::date');
CREATE TRIGGER organizations_verification_totals_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_verification_totals', 'category_id, verified_on',
    'coalesce(category_id, 0), (last_verified_at AT TIME ZONE ''UTC'')::date');
CREATE TRIGGER organizations_verification_totals_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'organization_verification_totals', 'category_id, verified_on',
    'coalesce(category_id, 0), (last_verified_at AT TIME ZONE ''UTC'')::date');

INSERT INTO organization_verification_totals (category_id, verified_on, total)
SELECT coalesce(category_id, 0), (last_verified_at AT TIME ZONE 'UTC')::date, count(*)
  FROM organizations WHERE deleted_at IS NULL
 GROUP BY 1, 2;

-- Events by the day they start.
CREATE TABLE event_start_totals (
  start_on date PRIMARY KEY,
  total bigint NOT NULL
);

CREATE TRIGGER events_start_totals_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'event_start_totals', 'start_on', '(start_time AT TIME ZONE ''UTC'')::date');
CREATE TRIGGER events_start_totals_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'event_start_totals', 'start_on', '(start_time AT TIME ZONE ''UTC'')::date');
CREATE TRIGGER events_start_totals_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals(
    'event_start_totals', 'start_on', '(start_time AT TIME ZONE ''UTC'')::date');

INSERT INTO event_start_totals (start_on, total)
SELECT (start_time AT TIME ZONE 'UTC')::date, count(*) FROM events WHERE deleted_at IS NULL GROUP BY 1;
