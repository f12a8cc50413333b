-- The organization and event lists sort by publish state too (then by id, the same way): a page
-- in either direction is a range read of these indexes.
CREATE INDEX organizations_published_order ON organizations (is_published, id) WHERE deleted_at IS NULL;
CREATE INDEX events_published_order ON events (is_published, id) WHERE deleted_at IS NULL;
