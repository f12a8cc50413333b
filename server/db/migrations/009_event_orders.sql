-- The event lists sort by title too (ignoring case, in byte order, as records.ts sorts text;
-- ties by id): a page in either direction is a range read of this index. By start and by id
-- they use events_start, events_organization_order and the primary key.
CREATE INDEX events_title_order ON events ((lower(title)) COLLATE "C", id) WHERE deleted_at IS NULL;
