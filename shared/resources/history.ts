/**
 * The tables whose every change is recorded in the history (a trigger of migration 013 on each),
 * and the kinds of change an entry records.
 */
export const HISTORY_TABLES = [
  'administrators',
  'company_links',
  'manager_versions',
  'categories',
  'slides',
  'sponsors',
  'countries',
  'states',
  'cities',
  'organizations',
  'locations',
  'events',
  'blog_posts',
  'sponsorships',
  'participation_roles',
  'event_participants',
] as const;

export type HistoryTable = (typeof HISTORY_TABLES)[number];

export const HISTORY_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'restore',
] as const;

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Columns holding a file's id: an entry names the file (its name), never its bytes. */
export const HISTORY_FILE_COLUMNS: readonly string[] = [
  'card_image_id',
  'profile_image_id',
  'icon_file_id',
];
