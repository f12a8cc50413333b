-- The total of the unfiltered locations list, kept exact like the organizations' and events'
-- (migration 006), so that it is one lookup instead of a count of every live location.
CREATE TABLE location_totals (
  is_published boolean PRIMARY KEY,
  total bigint NOT NULL
);

CREATE TRIGGER locations_totals_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('location_totals', 'is_published');
CREATE TRIGGER locations_totals_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('location_totals', 'is_published');
CREATE TRIGGER locations_totals_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follow_live_totals('location_totals', 'is_published');

INSERT INTO location_totals (is_published, total)
SELECT is_published, count(*) FROM locations WHERE deleted_at IS NULL GROUP BY is_published;
