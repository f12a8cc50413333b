-- People sign in with a role (shared/resources/access.ts): viewers read, editors change the
-- directory's content, administrators also people and settings. An editor may be limited to
-- provinces/states and municipalities: then they change only the listings placed there. Everyone
-- who could sign in before could do everything, so they stay administrators.
ALTER TABLE administrators
  ADD COLUMN role text NOT NULL DEFAULT 'administrator'
    CHECK (role IN ('viewer', 'editor', 'administrator')),
  ADD COLUMN state_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN city_ids integer[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT administrators_limits_for_editors
    CHECK (role = 'editor' OR (state_ids = '{}' AND city_ids = '{}'));

-- Where an organization without a place last was, for a limited editor's region: its
-- locations, deleted ones included, latest changed first (server/http/access.ts).
CREATE INDEX locations_of_organization ON locations (organization_id, updated_at);
