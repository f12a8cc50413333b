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
