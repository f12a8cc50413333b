-- The organizations with one static finding, by when they were last verified: the review queue
-- filtered to that finding across the directory reads a range of its own index. Read through
-- migration 024's index of any finding, the planner takes each finding for independent of having
-- one (a small fraction of a small fraction) and reads and sorts every organization with a
-- finding instead: 36,000 rows at 1,000,000 organizations. Filtered by a place or a category as
-- well, the queue reads that place's or category's range of migration 024's indexes.
CREATE INDEX organizations_no_coordinates_verified ON organizations (last_verified_at, id)
  WHERE deleted_at IS NULL AND 'no_coordinates' = ANY(review_findings);
CREATE INDEX organizations_far_verified ON organizations (last_verified_at, id)
  WHERE deleted_at IS NULL AND 'far_from_municipality' = ANY(review_findings);
CREATE INDEX organizations_no_contact_verified ON organizations (last_verified_at, id)
  WHERE deleted_at IS NULL AND 'no_contact' = ANY(review_findings);
