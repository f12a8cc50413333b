import { organizationWithLocationInput } from './organization';

/*
 * An import of organizations from CSV (server/modules/imports): the fields a file's columns may
 * fill, and what the API answers of an import, for the console.
 */

/** The fields an import fills: the organization's id (rows with one update it), then its form's. */
export const IMPORT_FIELDS = [
  'id',
  ...Object.keys(organizationWithLocationInput.shape).filter(
    (field) => field !== 'updated_at' && field !== 'location_updated_at',
  ),
] as const;

/** Each column of a file to the field it fills, or null: the column is left out. */
export type ImportMapping = Record<string, string | null>;

export const IMPORT_STATES = [
  'uploading',
  'checking',
  'checked',
  'applying',
  'done',
  'failed',
  'reverting',
  'reverted',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'invalid', 'duplicate'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** An import as `GET /api/admin/organization/imports/{id}` answers it. */
export interface ImportJob {
  id: number;
  state: ImportState;
  file_name: string;
  created_at: string;
  finished_at: string | null;
  header: string[];
  mapping: ImportMapping;
  include_duplicates: boolean;
  rows_total: number;
  counts: Record<ImportOutcome, number>;
  /** The phase under way (the check, the apply, the revert): rows done of how many, rows a second. */
  progress: {
    rows_done: number;
    rows_to_do: number;
    rows_per_second: number | null;
    seconds_left: number | null;
  };
  applied: { created: number; updated: number; refused: number };
  /** What its revert set back, and left because those records changed during the revert. */
  reverted: { rows: number; refused: number };
  /** Why the phase stopped: a failed import's reason, or a revert's that stopped midway. */
  error: string | null;
}

/** A row's problem: the field (`_` for the row as a whole) and the message, coded. */
export interface ImportRowError {
  field: string;
  message: string;
  code?: string;
  params?: Record<string, string>;
}

export interface ImportDuplicate {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

/** A row of a page of an import's rows of one outcome. */
export interface ImportRow {
  line: number;
  name: string | null;
  record_id: number | null;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
}
