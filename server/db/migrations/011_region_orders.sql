-- A country's provinces, a province's municipalities and the countries sort by id and by publish
-- state too (then by id, the same way): each order is a range read of one of these indexes.
CREATE INDEX countries_published_order ON countries (is_published, id) WHERE deleted_at IS NULL;
CREATE INDEX states_country_id_order ON states (country_id, id) WHERE deleted_at IS NULL;
CREATE INDEX states_country_published_order ON states (country_id, is_published, id) WHERE deleted_at IS NULL;
CREATE INDEX cities_state_id_order ON cities (state_id, id) WHERE deleted_at IS NULL;
CREATE INDEX cities_state_published_order ON cities (state_id, is_published, id) WHERE deleted_at IS NULL;
