-- Names that look the same are the same name (docs/api.md, Names). The API stores names composed
-- (NFC) with plain single spaces and refuses invisible characters and Latin words holding Cyrillic
-- or Greek look-alikes; what is left to compare is the form of letters and their case.

-- The comparison key of a name: compatibility forms (full-width letters, ligatures, no-break
-- spaces) as their plain letters, case ignored. upper() first: lower() alone keeps a final ς
-- apart from σ. Every unique name index and exact-name lookup compares this key.
CREATE FUNCTION name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(upper(normalize(name, NFKC)));

-- Live names that were accepted beside a look-alike before this rule stop the upgrade, naming
-- them, rather than fail on an index or be merged silently: nothing here is applied, the previous
-- version keeps running, and an administrator renames or deletes all but one of each. Names that
-- differ only by invisible characters or runs of spaces pass: the API refuses or normalises those
-- the next time one is saved.
DO $$
DECLARE
  twins text;
BEGIN
  SELECT string_agg(format('%s: %s', kind, names), '; ' ORDER BY position, first_id) INTO twins FROM (
    SELECT 1 AS position, 'countries' AS kind, min(id) AS first_id,
           string_agg(format('%s %L', id, country), ', ' ORDER BY id) AS names
      FROM countries WHERE deleted_at IS NULL
     GROUP BY name_key(country) HAVING count(*) > 1
    UNION ALL
    SELECT 2, 'provinces/states of one country', min(id), string_agg(format('%s %L', id, state), ', ' ORDER BY id)
      FROM states WHERE deleted_at IS NULL
     GROUP BY country_id, name_key(state) HAVING count(*) > 1
    UNION ALL
    SELECT 3, 'municipalities of one province/state', min(id), string_agg(format('%s %L', id, city), ', ' ORDER BY id)
      FROM cities WHERE deleted_at IS NULL
     GROUP BY state_id, name_key(city) HAVING count(*) > 1
    UNION ALL
    SELECT 4, 'categories', min(id), string_agg(format('%s %L', id, name), ', ' ORDER BY id)
      FROM categories WHERE deleted_at IS NULL
     GROUP BY name_key(name) HAVING count(*) > 1
    UNION ALL
    SELECT 5, 'participation roles', min(id), string_agg(format('%s %L', id, name), ', ' ORDER BY id)
      FROM participation_roles WHERE deleted_at IS NULL
     GROUP BY name_key(name) HAVING count(*) > 1
  ) AS look_alikes;
  IF twins IS NOT NULL THEN
    RAISE EXCEPTION 'Upgrade stopped: these live names look the same as each other (by id): %. Rename or delete all but one of each (the previous version still runs), then start again.', twins;
  END IF;
END
$$;

DROP INDEX countries_name_live;
DROP INDEX states_country_name_live;
DROP INDEX cities_state_name_live;
DROP INDEX categories_name_live;
DROP INDEX participation_roles_name_live;

-- Names written before the API composed them. updated_at stays: the name reads the same.
UPDATE countries SET country = normalize(country, NFC) WHERE country IS NOT NFC NORMALIZED;
UPDATE states SET state = normalize(state, NFC) WHERE state IS NOT NFC NORMALIZED;
UPDATE cities SET city = normalize(city, NFC) WHERE city IS NOT NFC NORMALIZED;
UPDATE categories SET name = normalize(name, NFC) WHERE name IS NOT NFC NORMALIZED;
UPDATE participation_roles SET name = normalize(name, NFC) WHERE name IS NOT NFC NORMALIZED;
UPDATE organizations SET name = normalize(name, NFC) WHERE name IS NOT NFC NORMALIZED;
UPDATE sponsors SET name = normalize(name, NFC) WHERE name IS NOT NFC NORMALIZED;
UPDATE locations SET name = normalize(name, NFC) WHERE name IS NOT NFC NORMALIZED;

CREATE UNIQUE INDEX countries_name_live ON countries (name_key(country)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX states_country_name_live ON states (country_id, name_key(state)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX cities_state_name_live ON cities (state_id, name_key(city)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX categories_name_live ON categories (name_key(name)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX participation_roles_name_live ON participation_roles (name_key(name)) WHERE deleted_at IS NULL;
