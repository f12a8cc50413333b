import { recordTypes } from '.';

/** The tables whose every change is recorded in the history: every record type's. */
export const HISTORY_TABLES = recordTypes.map((type) => type.table) as [
  HistoryTable,
  ...HistoryTable[],
];

export type HistoryTable = (typeof recordTypes)[number]['table'];

/** The kinds of change an entry records. */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'restore',
  'verify',
] as const;

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Columns holding a file's id: an entry names the file (its name), never its bytes. */
export const HISTORY_FILE_COLUMNS: readonly string[] = [
  'card_image_id',
  'profile_image_id',
  'icon_file_id',
];
