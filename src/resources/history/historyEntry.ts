import type { RaRecord } from 'react-admin';
import { HISTORY_FILE_COLUMNS, type HistoryAction } from '../../../shared/resources/history';

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
  record: { id: number; name: string | null; deleted: boolean; parents: number[] } | null;
  files: Record<string, { id: number; filename: string }>;
}

/** How an entry's action reads: "Updated". */
export const ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  restore: 'Restored',
};

/** Who made the change: the administrator's name or e-mail; changes no one signed in made. */
export const changedBy = (entry: HistoryEntry) =>
  entry.administrator_name ?? entry.administrator_email ?? 'The system';

/** A column's name as a label: `card_image_id` reads "Card image", `is_published` "Published". */
export function fieldLabel(column: string): string {
  const words = column
    .replace(/^is_/, '')
    .replace(/_id$/, '')
    .replace(/_file$/, '')
    .replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value before or after a change, as text: a file by its name, a flag as Yes or No. */
export function valueText(entry: HistoryEntry, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (HISTORY_FILE_COLUMNS.includes(column) && typeof value === 'number') {
    return entry.files[String(value)]?.filename ?? `File ${value}`;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
