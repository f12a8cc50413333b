-- Event lists are ordered by start_time (newest first), then id: one index serves the first page.
CREATE INDEX events_start ON events (start_time, id) WHERE deleted_at IS NULL;

-- An organization sponsors an event at most once (live rows).
CREATE UNIQUE INDEX sponsorships_event_sponsor_live ON sponsorships (event_id, sponsor_id) WHERE deleted_at IS NULL;
CREATE INDEX sponsorships_sponsor ON sponsorships (sponsor_id) WHERE deleted_at IS NULL;

CREATE INDEX event_participants_participant ON event_participants (participant_id) WHERE deleted_at IS NULL;
CREATE INDEX event_participants_role ON event_participants (participant_role_id) WHERE deleted_at IS NULL;

-- Two live participation roles may not share a name (ignoring case): the pickers list them by name.
CREATE UNIQUE INDEX participation_roles_name_live ON participation_roles (lower(name)) WHERE deleted_at IS NULL;
