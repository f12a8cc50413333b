import type { TranslateFunction } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

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
