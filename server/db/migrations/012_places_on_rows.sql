-- An organization's and an event's place (its live location's municipality and province/state,
-- and the municipality's name as the lists show it) and an event's organization name, kept on
-- their rows, so that a list of a municipality or province, or a list sorted by city or
-- organization, is a range read of one index instead of a join over every match. Derived data,
-- never written by the API: the triggers below keep it right within the writing transaction.
ALTER TABLE organizations
  ADD COLUMN place_city_id integer,
  ADD COLUMN place_state_id integer,
  ADD COLUMN place_city text;
ALTER TABLE events
  ADD COLUMN place_city_id integer,
  ADD COLUMN place_state_id integer,
  ADD COLUMN place_city text,
  ADD COLUMN organization_name text;

-- The place of the row's location: its regions, and the municipality's name (the region's, or
-- the location's own text when it names none), as ORGANIZATION_REGION_COLUMNS shows it. No place
-- when the location is deleted or there is none. A location not visible yet (written by the same
-- statement, as the seed's bulk load does) leaves the place the statement wrote.
CREATE FUNCTION take_location_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place record;
BEGIN
  IF NEW.location_id IS NULL THEN
    NEW.place_city_id := NULL;
    NEW.place_state_id := NULL;
    NEW.place_city := NULL;
    RETURN NEW;
  END IF;
  SELECT l.deleted_at IS NULL AS live, l.city_id, l.state_id, coalesce(ci.city, l.city) AS city
    INTO place
    FROM locations l LEFT JOIN cities ci ON ci.id = l.city_id
   WHERE l.id = NEW.location_id;
  IF FOUND THEN
    NEW.place_city_id := CASE WHEN place.live THEN place.city_id END;
    NEW.place_state_id := CASE WHEN place.live THEN place.state_id END;
    NEW.place_city := CASE WHEN place.live THEN place.city END;
  END IF;
  RETURN NEW;
END
$$;

-- An event's organization's name, for the events sorted by organization. Kept as the statement
-- wrote it when the organization is not visible yet (the seed's bulk load).
CREATE FUNCTION take_organization_name() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_name text;
BEGIN
  SELECT name INTO found_name FROM organizations WHERE id = NEW.organization_id;
  IF FOUND THEN
    NEW.organization_name := found_name;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER organizations_place BEFORE INSERT OR UPDATE OF location_id ON organizations
  FOR EACH ROW EXECUTE FUNCTION take_location_place();
CREATE TRIGGER events_place BEFORE INSERT OR UPDATE OF location_id ON events
  FOR EACH ROW EXECUTE FUNCTION take_location_place();
CREATE TRIGGER events_organization_name BEFORE INSERT OR UPDATE OF organization_id ON events
  FOR EACH ROW EXECUTE FUNCTION take_organization_name();

-- A location that moves, is renamed or is deleted moves the live rows placed by it. Setting
-- location_id to itself runs take_location_place on each of them.
CREATE FUNCTION follow_location_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organizations SET location_id = location_id
   WHERE location_id = NEW.id AND deleted_at IS NULL;
  UPDATE events SET location_id = location_id
   WHERE location_id = NEW.id AND deleted_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER locations_place AFTER UPDATE OF city_id, state_id, city, deleted_at ON locations
  FOR EACH ROW
  WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.state_id IS DISTINCT FROM NEW.state_id
     OR OLD.city IS DISTINCT FROM NEW.city OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION follow_location_place();

-- A renamed municipality renames the place of the live rows in it.
CREATE FUNCTION follow_city_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organizations SET place_city = NEW.city
   WHERE place_city_id = NEW.id AND deleted_at IS NULL;
  UPDATE events SET place_city = NEW.city
   WHERE place_city_id = NEW.id AND deleted_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER cities_place_name AFTER UPDATE OF city ON cities
  FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city)
  EXECUTE FUNCTION follow_city_name();

-- A renamed organization renames it on its live events.
CREATE FUNCTION follow_organization_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET organization_name = NEW.name
   WHERE organization_id = NEW.id AND deleted_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER organizations_name_on_events AFTER UPDATE OF name ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION follow_organization_name();

-- The rows already there.
UPDATE organizations o
   SET place_city_id = l.city_id, place_state_id = l.state_id, place_city = coalesce(ci.city, l.city)
  FROM locations l LEFT JOIN cities ci ON ci.id = l.city_id
 WHERE l.id = o.location_id AND l.deleted_at IS NULL;
UPDATE events e
   SET place_city_id = l.city_id, place_state_id = l.state_id, place_city = coalesce(ci.city, l.city)
  FROM locations l LEFT JOIN cities ci ON ci.id = l.city_id
 WHERE l.id = e.location_id AND l.deleted_at IS NULL;
UPDATE events e SET organization_name = o.name FROM organizations o WHERE o.id = e.organization_id;

-- A municipality's and a province's organizations by name and by id, every organization and
-- every event by city, every event by organization: each order a range read, both ways.
CREATE INDEX organizations_city_name_order ON organizations (place_city_id, (lower(name)) COLLATE "C", id)
  WHERE deleted_at IS NULL;
CREATE INDEX organizations_city_id_order ON organizations (place_city_id, id) WHERE deleted_at IS NULL;
CREATE INDEX organizations_state_name_order ON organizations (place_state_id, (lower(name)) COLLATE "C", id)
  WHERE deleted_at IS NULL;
CREATE INDEX organizations_state_id_order ON organizations (place_state_id, id) WHERE deleted_at IS NULL;
CREATE INDEX organizations_city_order ON organizations ((lower(place_city)) COLLATE "C", id)
  WHERE deleted_at IS NULL;
CREATE INDEX events_city_order ON events ((lower(place_city)) COLLATE "C", id) WHERE deleted_at IS NULL;
CREATE INDEX events_organization_name_order ON events ((lower(organization_name)) COLLATE "C", id)
  WHERE deleted_at IS NULL;
CREATE INDEX events_place_city ON events (place_city_id) WHERE deleted_at IS NULL;
