-- The review queue's data-quality findings that do not depend on the time, kept on the
-- organization's row by triggers (like its place, migration 012), so that the queue of each
-- finding is a range read of an index ordered by last_verified_at:
--   no_coordinates         no live location, or one without latitude/longitude;
--   far_from_municipality  more than 50 km from its municipality's coordinates;
--   no_contact             no website, e-mail or phone.
-- Derived data, never written by the API; the history and the verification ignore it. (The
-- time-based findings are conditions of the queries: server/modules/reviewQueue/findings.ts.)
ALTER TABLE organizations ADD COLUMN review_findings text[] NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION history_ignored_columns() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at', 'deleted_by',
               'place_city_id', 'place_state_id', 'place_city', 'organization_name',
               'last_sign_in_at', 'name_skeleton', 'review_findings']
$$;

-- The great-circle distance between two points, in km (haversine, mean Earth radius).
CREATE FUNCTION distance_km(lat1 double precision, lon1 double precision,
                            lat2 double precision, lon2 double precision)
  RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT 2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
$$;

-- The static findings of an organization with this location and these ways to reach it. A
-- location not visible yet (written by the same statement, as the seed's bulk load does) is not
-- judged: its coordinates are the seed's own, near the municipality.
CREATE FUNCTION static_review_findings(location integer, website text, email text, phone text)
  RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  found_findings text[] := '{}';
  place record;
BEGIN
  IF location IS NULL THEN
    found_findings := found_findings || 'no_coordinates'::text;
  ELSE
    SELECT l.deleted_at IS NULL AS live, l.latitude, l.longitude,
           ci.latitude AS city_latitude, ci.longitude AS city_longitude
      INTO place
      FROM locations l LEFT JOIN cities ci ON ci.id = l.city_id
     WHERE l.id = location;
    IF FOUND THEN
      IF NOT place.live OR place.latitude IS NULL OR place.longitude IS NULL THEN
        found_findings := found_findings || 'no_coordinates'::text;
      ELSIF place.city_latitude IS NOT NULL AND place.city_longitude IS NOT NULL
        AND distance_km(place.latitude, place.longitude, place.city_latitude, place.city_longitude) > 50 THEN
        found_findings := found_findings || 'far_from_municipality'::text;
      END IF;
    END IF;
  END IF;
  IF nullif(btrim(website), '') IS NULL AND nullif(btrim(email), '') IS NULL
     AND nullif(btrim(phone), '') IS NULL THEN
    found_findings := found_findings || 'no_contact'::text;
  END IF;
  RETURN found_findings;
END
$$;

CREATE FUNCTION take_review_findings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.review_findings := static_review_findings(NEW.location_id, NEW.website_url,
                                                NEW.email_address, NEW.phone_number);
  RETURN NEW;
END
$$;
-- Named to run after organizations_place and before organizations_verification (by name); on
-- a write of what the findings read (the follow-ups below write review_findings to itself).
CREATE TRIGGER organizations_review_findings
  BEFORE INSERT OR UPDATE OF location_id, website_url, email_address, phone_number, review_findings
  ON organizations FOR EACH ROW EXECUTE FUNCTION take_review_findings();

-- judge_organizations_again('<column of organizations>'): the live organizations whose column
-- holds the changed row's id are judged again (setting a column to itself runs the trigger).
CREATE FUNCTION judge_organizations_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE organizations SET review_findings = review_findings
                   WHERE %I = $1 AND deleted_at IS NULL', TG_ARGV[0])
    USING NEW.id;
  RETURN NULL;
END
$$;

-- A location whose point, municipality or life changes: its organizations.
CREATE TRIGGER locations_review_findings AFTER UPDATE OF latitude, longitude, city_id, deleted_at
  ON locations FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
     OR OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION judge_organizations_again('location_id');

-- A municipality whose coordinates change: the organizations placed in it.
CREATE TRIGGER cities_review_findings AFTER UPDATE OF latitude, longitude ON cities
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION judge_organizations_again('place_city_id');

-- The rows already there, without the row triggers: derived columns are no change of a listing
-- (for its history, verification or totals), and a million rows are filled in one pass.
ALTER TABLE organizations DISABLE TRIGGER USER;
UPDATE organizations
   SET review_findings = static_review_findings(location_id, website_url, email_address, phone_number);
ALTER TABLE organizations ENABLE TRIGGER USER;

-- The organizations with a static finding, and the unpublished ones, by when they were last
-- verified (oldest first): in all, in a category, a province/state or a municipality. With the
-- indexes of migration 023 (every live organization so ordered), each finding of the queue is a
-- range read of one of them.
CREATE INDEX organizations_findings_verified ON organizations (last_verified_at, id)
  WHERE deleted_at IS NULL AND review_findings <> '{}';
CREATE INDEX organizations_category_findings_verified ON organizations (category_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND review_findings <> '{}';
CREATE INDEX organizations_state_findings_verified ON organizations (place_state_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND review_findings <> '{}';
CREATE INDEX organizations_city_findings_verified ON organizations (place_city_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND review_findings <> '{}';
CREATE INDEX organizations_unpublished_verified ON organizations (last_verified_at, id)
  WHERE deleted_at IS NULL AND NOT is_published;
CREATE INDEX organizations_category_unpublished_verified ON organizations (category_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND NOT is_published;
CREATE INDEX organizations_state_unpublished_verified ON organizations (place_state_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND NOT is_published;
CREATE INDEX organizations_city_unpublished_verified ON organizations (place_city_id, last_verified_at, id)
  WHERE deleted_at IS NULL AND NOT is_published;

-- An organization's published live events by when they ended: whether one ended long ago is
-- one probe (the old_events finding, a condition of the queries).
CREATE INDEX events_published_ends ON events (organization_id, (coalesce(end_time, start_time)))
  WHERE deleted_at IS NULL AND is_published;
