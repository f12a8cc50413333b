-- A delete is refused while live records use the record (docs/api.md, "Deleting a record in use"):
-- the check and the usage answer count the users by these columns.
CREATE INDEX organizations_category ON organizations (category_id) WHERE deleted_at IS NULL;
CREATE INDEX events_category ON events (category_id) WHERE deleted_at IS NULL;
