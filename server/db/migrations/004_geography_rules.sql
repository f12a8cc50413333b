-- Region names are unique among live siblings, ignoring case: pickers and exact-name lookups
-- (the maps place pick) must find one region per name.
CREATE UNIQUE INDEX countries_name_live ON countries (lower(country)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX states_country_name_live ON states (country_id, lower(state)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX cities_state_name_live ON cities (state_id, lower(city)) WHERE deleted_at IS NULL;

-- An organization's region is its location's: these serve the organizations of a municipality,
-- province or country (organization-v2 and the delete refusals) without scanning.
CREATE INDEX organizations_location ON organizations (location_id) WHERE deleted_at IS NULL;
CREATE INDEX locations_state ON locations (state_id) WHERE deleted_at IS NULL;
CREATE INDEX locations_country ON locations (country_id) WHERE deleted_at IS NULL;
-- Lists order names case-insensitively in byte order, the same on every engine and locale.
CREATE INDEX organizations_name_order ON organizations ((lower(name)) COLLATE "C", id) WHERE deleted_at IS NULL;
