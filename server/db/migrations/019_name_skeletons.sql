-- Names that look the same are the same name, across alphabets too: `Hօst` with an Armenian օ,
-- `Hᴏst` with a small capital, `Ꮋost` with a Cherokee letter beside `Host` (docs/api.md, Names).
-- Each unique name keeps its confusables skeleton (Unicode UTS #39) beside it, computed by the
-- server on every write (server/db/nameSkeletons.ts): SQL has no confusables data. The indexes
-- below refuse a second live name with the same skeleton, beside migration 007's, which refuse
-- one with the same name_key().
ALTER TABLE countries ADD COLUMN name_skeleton text;
ALTER TABLE states ADD COLUMN name_skeleton text;
ALTER TABLE cities ADD COLUMN name_skeleton text;
ALTER TABLE categories ADD COLUMN name_skeleton text;
ALTER TABLE participation_roles ADD COLUMN name_skeleton text;

-- Every row starts without one, so the indexes build whatever the names. The server then fills
-- them in, oldest row first, when it migrates (migrate.ts). A live name that looks like an
-- older live one keeps none and is named in the server's log at every start, so it stays as it
-- is until an administrator renames or deletes it; saving it under its name is refused meanwhile.
CREATE UNIQUE INDEX countries_skeleton_live ON countries (name_skeleton) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX states_country_skeleton_live ON states (country_id, name_skeleton) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX cities_state_skeleton_live ON cities (state_id, name_skeleton) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX categories_skeleton_live ON categories (name_skeleton) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX participation_roles_skeleton_live ON participation_roles (name_skeleton) WHERE deleted_at IS NULL;

-- The skeleton is derived from the name: the history records changes of the name only.
CREATE OR REPLACE FUNCTION history_ignored_columns() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at', 'deleted_by',
               'place_city_id', 'place_state_id', 'place_city', 'organization_name',
               'last_sign_in_at', 'name_skeleton']
$$;
