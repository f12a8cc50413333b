import type { RaRecord, TranslateFunction } from 'react-admin';
import { HISTORY_FILE_COLUMNS, type HistoryAction } from '../../../shared/resources/history';
import { formatDateTime } from '../../i18n/format';
import type { MessageKey } from '../../i18n/text';

/** One entry of the history, as the data provider answers it. */
export interface HistoryEntry extends RaRecord {
  at: string;
  administrator_id: number | null;
  administrator_email: string | null;
  administrator_name: string | null;
  resource: string;
  record_id: number;
  action: HistoryAction;
  changes: Record<string, [unknown, unknown]>;
  /** The record, named; `parents` are null where the record it sits under is gone for good. */
  record: {
    id: number;
    name: string | null;
    deleted: boolean;
    parents: (number | null)[];
  } | null;
  files: Record<string, { id: number; filename: string }>;
  /** The bulk action that made the entry, if one did, and whether it was undone. */
  batch_id?: number | null;
  batch_undone?: boolean;
  /** The organization merge that made the entry, if one did, and whether it was reverted. */
  merge_id?: number | null;
  merge_reverted?: boolean;
  /** The import that made the entry, if one did, and whether it was reverted. */
  import_id?: number | null;
  import_reverted?: boolean;
}

/** How an entry's action reads ("Updated"). */
export const ACTION_LABELS: Record<HistoryAction, MessageKey> = {
  create: 'console.history.actions.create',
  update: 'console.history.actions.update',
  publish: 'console.history.actions.publish',
  unpublish: 'console.history.actions.unpublish',
  delete: 'console.history.actions.delete',
  restore: 'console.history.actions.restore',
  verify: 'console.history.actions.verify',
};

/** Who made the change: the administrator's name or e-mail; changes no one signed in made. */
export const changedBy = (entry: HistoryEntry, translate: TranslateFunction) =>
  entry.administrator_name ?? entry.administrator_email ?? translate('console.history.the_system');

/** A value before or after a change, as text: a file by its name, a flag as Yes or No. */
export function valueText(
  entry: HistoryEntry,
  column: string,
  value: unknown,
  translate: TranslateFunction,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (HISTORY_FILE_COLUMNS.includes(column) && typeof value === 'number') {
    return entry.files[String(value)]?.filename ?? translate('console.history.file', { id: value });
  }
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (column === 'last_verified_at') return formatDateTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
