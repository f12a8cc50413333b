-- Two live categories may not share a name (ignoring case): pickers list categories by name.
CREATE UNIQUE INDEX categories_name_live ON categories (lower(name)) WHERE deleted_at IS NULL;
