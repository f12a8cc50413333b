-- A search by municipality name (`city=toron`) reads the place kept on the rows (migration 012):
-- each matching municipality's rows are one range of a `(place_city_id, <order>)` index, and the
-- few rows placed at a typed municipality (a location naming no region) are found by trigram.
-- So a page costs a range read per matching municipality, whatever the size of the directory.
CREATE INDEX events_city_start_order ON events (place_city_id, start_time, id) WHERE deleted_at IS NULL;
-- Served by events_city_start_order, whose first column it is.
DROP INDEX events_place_city;
CREATE INDEX organizations_typed_place_trgm ON organizations USING gin (lower(place_city) gin_trgm_ops)
  WHERE deleted_at IS NULL AND place_city_id IS NULL;
CREATE INDEX events_typed_place_trgm ON events USING gin (lower(place_city) gin_trgm_ops)
  WHERE deleted_at IS NULL AND place_city_id IS NULL;
