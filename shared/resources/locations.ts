import type { AddressInput, LocationInput } from '../schemas/location';
import { declareRecord } from './record';
import { regionLevels } from './regions';
import { schemaFields } from './schemaFields';

/** A place's fields: what a location, and a record saved with its location, send. */
export const ADDRESS_FIELDS = schemaFields<AddressInput>()([
  'address_1',
  'address_2',
  'city',
  'state',
  'country',
  'zip',
  'latitude',
  'longitude',
  'country_id',
  'state_id',
  'city_id',
]);

/** An organization's places. The server answers an organization's locations whole. */
export const locations = declareRecord({
  name: 'locations',
  label: { one: 'Location', many: 'Locations' },
  fr: { one: 'Lieu', many: 'Lieux' },
  parent: { column: 'organization_id', table: 'organizations', onDelete: 'cascade' },
  // A place's regions, country first.
  references: regionLevels.map((level) => ({ column: level.locationColumn, table: level.table })),
  table: 'locations',
  recordName: 'name',
  route: { one: 'location', many: 'locations', recordPage: 'show', parent: 'organizations' },
  api: {
    path: '/admin/location',
    listKey: 'locations',
    recordKey: 'location',
  },
  fields: schemaFields<LocationInput>()([
    'name',
    ...ADDRESS_FIELDS,
    'organization_id',
    'is_published',
  ]),
  search: ['name', 'address_1', 'city'],
  bulk: ['delete'],
});
