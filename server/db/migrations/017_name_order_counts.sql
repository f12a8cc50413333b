-- The organizations' name order holds the name itself too, so that a letter's organizations
-- (`name_start=m`) are counted from the index alone, along one range that stops at the count's
-- bound: the planner reads an expression index only when it holds the column the expression is
-- made from. Without it, the count read the table's row of every counted organization, or built
-- a bitmap of every name with that letter.
DROP INDEX organizations_name_order;
CREATE INDEX organizations_name_order ON organizations ((lower(name)) COLLATE "C", id) INCLUDE (name)
  WHERE deleted_at IS NULL;
