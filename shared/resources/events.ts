import type { EventWithLocationBody } from '../schemas/event';
import { BULK_ACTIONS } from './bulk';
import { ADDRESS_FIELDS } from './locations';
import { declareRecord } from './record';
import { schemaFields } from './schemaFields';

/**
 * An organization's events, each saved in one request at one of its organization's locations
 * or at a new one.
 */
export const events = declareRecord({
  name: 'events',
  label: { one: 'Event', many: 'Events' },
  fr: { one: 'Événement', many: 'Événements' },
  parent: { column: 'organization_id', table: 'organizations' },
  references: [
    { column: 'category_id', table: 'categories' },
    { column: 'location_id', table: 'locations' },
  ],
  table: 'events',
  icon: 'Event',
  recordName: 'title',
  route: {
    one: 'event',
    many: 'events',
    recordPage: 'show',
    parent: 'organizations',
    moreLists: ['archive'],
  },
  api: {
    path: '/admin/event',
    listKey: 'events',
    recordKey: 'event',
    writeSuffix: '/with-location',
  },
  fields: schemaFields<EventWithLocationBody>()([
    'category_id',
    'title',
    'description',
    'start_time',
    'end_time',
    'website',
    'buy_ticket_url',
    'is_published',
    'organization_id',
    'location_id',
    ...ADDRESS_FIELDS,
    'location_updated_at',
  ]),
  files: ['card_image', 'profile_image'],
  form: {
    event: {
      category_id: 'half',
      title: 'half',
      description: 'full',
      start_time: 'half',
      end_time: 'half',
      website: 'half',
      buy_ticket_url: 'half',
    },
    place: { place: 'full' },
    images: { card_image: 'half', profile_image: 'half' },
    publishing: { is_published: 'full' },
  },
  bulk: BULK_ACTIONS,
  list: {
    sortable: ['start_time', 'title', 'organization_name', 'city', 'is_published', 'id'],
    sort: { field: 'start_time', order: 'DESC' },
  },
});
