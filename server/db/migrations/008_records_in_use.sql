-- A delete is refused while live records use the record (docs/api.md, "Deleting a record in use"):
-- the check and the usage answer count the users by these columns.
CREATE INDEX organizations_category ON organizations (category_id) WHERE deleted_at IS NULL;
CREATE INDEX events_category ON events (category_id) WHERE deleted_at IS NULL;

-- An organization takes part in an event at most once in each role (live rows). Duplicates made
-- before this rule are resolved here: the oldest (lowest id) stays, the later ones are
-- soft-deleted with no deleted_by, since no administrator deleted them.
UPDATE event_participants p SET deleted_at = now(), updated_at = now()
 WHERE p.deleted_at IS NULL
   AND EXISTS (
     SELECT 1 FROM event_participants older
      WHERE older.deleted_at IS NULL
        AND older.event_id = p.event_id
        AND older.participant_id = p.participant_id
        AND older.participant_role_id = p.participant_role_id
        AND older.id < p.id);
CREATE UNIQUE INDEX event_participants_event_participant_role_live
  ON event_participants (event_id, participant_id, participant_role_id) WHERE deleted_at IS NULL;
