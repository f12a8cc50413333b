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

/** The name of each column the history records changes of (the tables of migration 001). */
const FIELD_LABELS: Record<string, MessageKey> = {
  address_1: 'console.history.fields.address_1',
  address_2: 'console.history.fields.address_2',
  android_current_version: 'console.history.fields.android_current_version',
  android_min_version: 'console.history.fields.android_min_version',
  body: 'console.history.fields.body',
  button1_content: 'console.history.fields.button1_content',
  button1_url: 'console.history.fields.button1_url',
  button2_content: 'console.history.fields.button2_content',
  button2_url: 'console.history.fields.button2_url',
  buy_ticket_url: 'console.history.fields.buy_ticket_url',
  card_image_id: 'console.history.fields.card_image_id',
  category_id: 'console.history.fields.category_id',
  city: 'console.history.fields.city',
  city_id: 'console.history.fields.city_id',
  country: 'console.history.fields.country',
  country_code: 'console.history.fields.country_code',
  country_id: 'console.history.fields.country_id',
  description: 'console.history.fields.description',
  email: 'console.history.fields.email',
  email_address: 'console.history.fields.email_address',
  end_time: 'console.history.fields.end_time',
  event_id: 'console.history.fields.event_id',
  facebook_name: 'console.history.fields.facebook_name',
  head_title: 'console.history.fields.head_title',
  icon_file_id: 'console.history.fields.icon_file_id',
  image_url: 'console.history.fields.image_url',
  instagram_name: 'console.history.fields.instagram_name',
  ios_current_version: 'console.history.fields.ios_current_version',
  ios_min_version: 'console.history.fields.ios_min_version',
  is_corkboard: 'console.history.fields.is_corkboard',
  is_event: 'console.history.fields.is_event',
  is_organization: 'console.history.fields.is_organization',
  is_published: 'console.history.fields.is_published',
  last_verified_at: 'console.history.fields.last_verified_at',
  latitude: 'console.history.fields.latitude',
  linkedin_name: 'console.history.fields.linkedin_name',
  location_id: 'console.history.fields.location_id',
  longitude: 'console.history.fields.longitude',
  name: 'console.history.fields.name',
  organization_id: 'console.history.fields.organization_id',
  participant_id: 'console.history.fields.participant_id',
  participant_role_id: 'console.history.fields.participant_role_id',
  phone_number: 'console.history.fields.phone_number',
  picture: 'console.history.fields.picture',
  profile_image_id: 'console.history.fields.profile_image_id',
  review_interval_months: 'console.history.fields.review_interval_months',
  sponsor_id: 'console.history.fields.sponsor_id',
  sponsor_type: 'console.history.fields.sponsor_type',
  sponsor_url: 'console.history.fields.sponsor_url',
  start_time: 'console.history.fields.start_time',
  state: 'console.history.fields.state',
  state_id: 'console.history.fields.state_id',
  subtitle: 'console.history.fields.subtitle',
  title: 'console.history.fields.title',
  twitter_name: 'console.history.fields.twitter_name',
  url: 'console.history.fields.url',
  website: 'console.history.fields.website',
  website_url: 'console.history.fields.website_url',
  zip: 'console.history.fields.zip',
};

/**
 * A column's name as a label: `card_image_id` reads "Card image", `is_published` "Published".
 * A column the catalogue does not name yet reads as its own words.
 */
export function fieldLabel(column: string, translate: TranslateFunction): string {
  if (Object.hasOwn(FIELD_LABELS, column)) return translate(FIELD_LABELS[column] as MessageKey);
  const words = column
    .replace(/^is_/, '')
    .replace(/_id$/, '')
    .replace(/_file$/, '')
    .replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
