-- The trash lists the deleted records of every table, newest deletion first: each table's are a
-- range of its own index, merged.
DO $$
DECLARE
  recorded text;
BEGIN
  FOREACH recorded IN ARRAY ARRAY['administrators', 'company_links', 'manager_versions', 'categories',
    'slides', 'sponsors', 'countries', 'states', 'cities', 'organizations', 'locations', 'events',
    'blog_posts', 'sponsorships', 'participation_roles', 'event_participants']
  LOOP
    EXECUTE format('CREATE INDEX %I ON %I (deleted_at, id) WHERE deleted_at IS NOT NULL',
                   recorded || '_deleted', recorded);
  END LOOP;
END
$$;
