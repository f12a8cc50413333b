-- Possible duplicates among organizations (docs/api.md, Duplicates): a similar name in the same
-- municipality, or the same phone, e-mail or website host. Each rule reads an index of the live
-- organizations (server/modules/duplicates/candidates.ts asks them).

-- The trigram index below leads with the municipality (an integer), which GiST indexes through
-- btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- A phone's comparison key: its last 10 digits, however it is written ("(613) 555-0100",
-- "+1 613 555 0100"). Fewer than 7 digits (a short service number such as 211) compare as none.
CREATE FUNCTION phone_digits(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE WHEN length(regexp_replace(phone, '\D', '', 'g')) >= 7
              THEN right(regexp_replace(phone, '\D', '', 'g'), 10) END;

-- An e-mail address's comparison key: trimmed, case ignored.
CREATE FUNCTION email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN nullif(lower(btrim(email)), '');

-- A website's host, lower-cased, without scheme, credentials, port, path or a leading `www.`.
CREATE FUNCTION website_host_of(url text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN rtrim(substring(lower(btrim(url))
                         FROM '^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/?#]*@)?(?:www\.)?([^/?#:@]+)'), '.');

-- A website's comparison key: its host, but none for hosts that many organizations share (a page
-- on a social network, a link list, a site builder's subdomain) or a host without a dot.
CREATE FUNCTION website_key(url text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE WHEN website_host_of(url) ~ '\.'
               AND website_host_of(url) !~ '(^|\.)(facebook\.com|fb\.com|instagram\.com|linktr\.ee|google\.com|wixsite\.com|twitter\.com|x\.com|linkedin\.com|youtube\.com|tiktok\.com)$'
              THEN website_host_of(url) END;

-- The live organizations by each key. Names compare by name_key() (migration 007: compatibility
-- forms as plain letters, case ignored), by trigrams within one municipality.
CREATE INDEX organizations_duplicate_name ON organizations
  USING gist (place_city_id, name_key(name) gist_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX organizations_duplicate_phone ON organizations (phone_digits(phone_number), id)
  WHERE deleted_at IS NULL AND phone_digits(phone_number) IS NOT NULL;
CREATE INDEX organizations_duplicate_email ON organizations (email_key(email_address), id)
  WHERE deleted_at IS NULL AND email_key(email_address) IS NOT NULL;
CREATE INDEX organizations_duplicate_website ON organizations (website_key(website_url), id)
  WHERE deleted_at IS NULL AND website_key(website_url) IS NOT NULL;

-- The live organizations that may be the one described, strongest first, at most `wanted`: each
-- rule reads its index up to `wanted` rows (a similar name: the municipality's nearest names by
-- trigrams, then those at least 0.5 alike), and each candidate's score adds the similarity of a
-- similar name, 1 for a phone or an e-mail, 0.75 for a website (branches of one network often
-- share it). The check (server/modules/duplicates/candidates.ts) and the pairs below ask it.
CREATE FUNCTION duplicate_candidates(
  probe_name text, probe_city integer, probe_phone text, probe_email text, probe_website text,
  excluded integer, wanted integer
) RETURNS TABLE (id integer, reasons text[], similarity real, score real)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH matches AS (
    SELECT nearest.id, nearest.name, 'name' AS reason FROM (
      SELECT o.id, o.name, name_key(o.name) <-> name_key(probe_name) AS distance FROM organizations o
       WHERE o.deleted_at IS NULL AND o.place_city_id = probe_city AND o.id <> coalesce(excluded, 0)
       ORDER BY name_key(o.name) <-> name_key(probe_name) LIMIT wanted
    ) AS nearest
     WHERE nearest.distance <= 0.5
    UNION ALL
    (SELECT o.id, o.name, 'phone' FROM organizations o
      WHERE o.deleted_at IS NULL AND phone_digits(o.phone_number) = phone_digits(probe_phone)
        AND o.id <> coalesce(excluded, 0)
      ORDER BY phone_digits(o.phone_number), o.id LIMIT wanted)
    UNION ALL
    (SELECT o.id, o.name, 'email' FROM organizations o
      WHERE o.deleted_at IS NULL AND email_key(o.email_address) = email_key(probe_email)
        AND o.id <> coalesce(excluded, 0)
      ORDER BY email_key(o.email_address), o.id LIMIT wanted)
    UNION ALL
    (SELECT o.id, o.name, 'website' FROM organizations o
      WHERE o.deleted_at IS NULL AND website_key(o.website_url) = website_key(probe_website)
        AND o.id <> coalesce(excluded, 0)
      ORDER BY website_key(o.website_url), o.id LIMIT wanted)
  ), scored AS (
    SELECT m.id,
           array_remove(ARRAY[
             CASE WHEN bool_or(m.reason = 'name') THEN 'name' END,
             CASE WHEN bool_or(m.reason = 'phone') THEN 'phone' END,
             CASE WHEN bool_or(m.reason = 'email') THEN 'email' END,
             CASE WHEN bool_or(m.reason = 'website') THEN 'website' END], NULL) AS reasons,
           coalesce(similarity(name_key(min(m.name)), name_key(probe_name)), 0) AS similarity
      FROM matches m
     GROUP BY m.id
  )
  SELECT s.id, s.reasons, s.similarity,
         (CASE WHEN 'name' = ANY (s.reasons) THEN s.similarity ELSE 0 END
          + CASE WHEN 'phone' = ANY (s.reasons) THEN 1 ELSE 0 END
          + CASE WHEN 'email' = ANY (s.reasons) THEN 1 ELSE 0 END
          + CASE WHEN 'website' = ANY (s.reasons) THEN 0.75 ELSE 0 END)::real AS score
    FROM scored s
   ORDER BY score DESC, s.id
   LIMIT wanted
$$;

-- The live organization `target`'s candidates (none when it is deleted or gone).
CREATE FUNCTION organization_duplicate_candidates(target integer, wanted integer)
  RETURNS TABLE (id integer, reasons text[], similarity real, score real)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT c.* FROM organizations o
   CROSS JOIN LATERAL duplicate_candidates(o.name, o.place_city_id, o.phone_number,
                                           o.email_address, o.website_url, o.id, wanted) c
   WHERE o.id = target AND o.deleted_at IS NULL
$$;

-- Candidate pairs across the directory, for the Possible duplicates screen: each live
-- organization's strongest few candidates (DUPLICATE_PAIRS_KEPT below), the lower id first, with
-- each side's province/state and municipality so that the list, whole or of a region, is a range
-- of an index. A pair marked "not duplicates" keeps its row, dismissed: it is never listed again
-- and no change brings it back. Bookkeeping derived from organizations: no history.
CREATE TABLE duplicate_pairs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  other_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  reasons text[] NOT NULL,
  similarity real NOT NULL,
  score real NOT NULL,
  state_id integer,
  city_id integer,
  other_state_id integer,
  other_city_id integer,
  dismissed_at timestamptz,
  dismissed_by integer REFERENCES administrators(id),
  CONSTRAINT duplicate_pairs_ordered CHECK (organization_id < other_id),
  CONSTRAINT duplicate_pairs_once UNIQUE (organization_id, other_id)
);
CREATE INDEX duplicate_pairs_other ON duplicate_pairs (other_id);
CREATE INDEX duplicate_pairs_strongest ON duplicate_pairs (score DESC, id) WHERE dismissed_at IS NULL;
CREATE INDEX duplicate_pairs_state ON duplicate_pairs (state_id, score DESC, id)
  WHERE dismissed_at IS NULL;
CREATE INDEX duplicate_pairs_other_state ON duplicate_pairs (other_state_id, score DESC, id)
  WHERE dismissed_at IS NULL;
CREATE INDEX duplicate_pairs_city ON duplicate_pairs (city_id, score DESC, id)
  WHERE dismissed_at IS NULL;
CREATE INDEX duplicate_pairs_other_city ON duplicate_pairs (other_city_id, score DESC, id)
  WHERE dismissed_at IS NULL;

-- How many candidates each organization keeps as pairs. The seed's names repeat a lot (the same
-- name, e-mail domain and website in many places), so it is bounded per organization.
CREATE FUNCTION duplicate_pairs_kept() RETURNS integer LANGUAGE sql IMMUTABLE RETURN 5;

-- Writes the pairs `wanted` (organization_id < other_id), with each side's place; a dismissed
-- pair stays as it is.
CREATE FUNCTION save_duplicate_pairs(wanted jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO duplicate_pairs (organization_id, other_id, reasons, similarity, score,
                               state_id, city_id, other_state_id, other_city_id)
  SELECT w.organization_id, w.other_id, w.reasons, w.similarity, w.score,
         a.place_state_id, a.place_city_id, b.place_state_id, b.place_city_id
    FROM jsonb_to_recordset(wanted)
           AS w(organization_id integer, other_id integer, reasons text[], similarity real, score real)
    JOIN organizations a ON a.id = w.organization_id
    JOIN organizations b ON b.id = w.other_id
  ON CONFLICT ON CONSTRAINT duplicate_pairs_once DO UPDATE
     SET reasons = excluded.reasons, similarity = excluded.similarity, score = excluded.score,
         state_id = excluded.state_id, city_id = excluded.city_id,
         other_state_id = excluded.other_state_id, other_city_id = excluded.other_city_id
   WHERE duplicate_pairs.dismissed_at IS NULL
$$;

-- The pairs of organization `target` again, after a change of what makes a duplicate: its own
-- strongest candidates, and those of its former partners that still count it among theirs. Its
-- other pairs go (all of them when it is deleted); a pair that stays keeps its id.
CREATE FUNCTION refresh_duplicate_pairs(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted jsonb;
BEGIN
  WITH partners AS (
    SELECT CASE WHEN p.organization_id = target THEN p.other_id ELSE p.organization_id END AS id
      FROM duplicate_pairs p
     WHERE (p.organization_id = target OR p.other_id = target) AND p.dismissed_at IS NULL
  ), found AS (
    SELECT target AS a, c.id AS b, c.reasons, c.similarity, c.score
      FROM organization_duplicate_candidates(target, duplicate_pairs_kept()) c
    UNION
    SELECT partners.id, c.id, c.reasons, c.similarity, c.score
      FROM partners
     CROSS JOIN LATERAL organization_duplicate_candidates(partners.id, duplicate_pairs_kept()) c
     WHERE c.id = target
  )
  -- A pair found from both sides may differ (each rule reads a bounded range): the stronger.
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'organization_id', pair.a, 'other_id', pair.b, 'reasons', pair.reasons,
           'similarity', pair.similarity, 'score', pair.score)), '[]')
    INTO wanted
    FROM (SELECT DISTINCT ON (least(a, b), greatest(a, b))
                 least(a, b) AS a, greatest(a, b) AS b, reasons, similarity, score
            FROM found ORDER BY least(a, b), greatest(a, b), score DESC) AS pair;
  DELETE FROM duplicate_pairs p
   WHERE (p.organization_id = target OR p.other_id = target) AND p.dismissed_at IS NULL
     AND NOT EXISTS (
       SELECT 1 FROM jsonb_to_recordset(wanted) AS w(organization_id integer, other_id integer)
        WHERE w.organization_id = p.organization_id AND w.other_id = p.other_id);
  PERFORM save_duplicate_pairs(wanted);
END
$$;

-- A bulk load (the seed's) sets `directory.duplicate_pairs_deferred` for its transactions and
-- computes the pairs once after it (fill_duplicate_pairs) rather than row by row.
CREATE FUNCTION keep_duplicate_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('directory.duplicate_pairs_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_duplicate_pairs(NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER organizations_duplicate_pairs_new AFTER INSERT ON organizations
  FOR EACH ROW EXECUTE FUNCTION keep_duplicate_pairs();
CREATE TRIGGER organizations_duplicate_pairs AFTER UPDATE ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name
                  OR OLD.place_city_id IS DISTINCT FROM NEW.place_city_id
                  OR OLD.phone_number IS DISTINCT FROM NEW.phone_number
                  OR OLD.email_address IS DISTINCT FROM NEW.email_address
                  OR OLD.website_url IS DISTINCT FROM NEW.website_url
                  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION keep_duplicate_pairs();

-- The pairs of the live organizations with an id above `after`, in one statement: after a
-- bulk load, and here for the organizations already there.
CREATE FUNCTION fill_duplicate_pairs(after integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO duplicate_pairs (organization_id, other_id, reasons, similarity, score,
                               state_id, city_id, other_state_id, other_city_id)
  SELECT least(o.id, c.id), greatest(o.id, c.id), c.reasons, c.similarity, c.score,
         CASE WHEN o.id < c.id THEN o.place_state_id ELSE other.place_state_id END,
         CASE WHEN o.id < c.id THEN o.place_city_id ELSE other.place_city_id END,
         CASE WHEN o.id < c.id THEN other.place_state_id ELSE o.place_state_id END,
         CASE WHEN o.id < c.id THEN other.place_city_id ELSE o.place_city_id END
    FROM organizations o
   CROSS JOIN LATERAL duplicate_candidates(o.name, o.place_city_id, o.phone_number,
                                           o.email_address, o.website_url, o.id,
                                           duplicate_pairs_kept()) c
    JOIN organizations other ON other.id = c.id
   WHERE o.deleted_at IS NULL AND o.id > after
  ON CONFLICT ON CONSTRAINT duplicate_pairs_once DO NOTHING
$$;

SELECT fill_duplicate_pairs(0);
