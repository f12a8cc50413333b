import type { AddressInput, LocationInput } from '../../../shared/schemas/location';
import { parentId } from '../query';
import { schemaFields } from '../schemaFields';
import type { ResourceEntry, WriteSpec } from '../types';
import { recordPath } from './paths';

/** A place's fields: what a location and a record saved with its location send. */
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

const LOCATION_FIELDS = schemaFields<LocationInput>()([
  'name',
  ...ADDRESS_FIELDS,
  'organization_id',
  'is_published',
]);

const write = (path: WriteSpec['path']): WriteSpec => ({
  path,
  body: { type: 'json' },
  fields: LOCATION_FIELDS,
  record: 'location',
});

/**
 * Locations: an organization's are listed under it (meta.organizationId), whole, so the
 * console pages them; each is kept under /admin/location, written as JSON.
 */
export const locations: ResourceEntry = {
  list: {
    mode: 'client',
    path: (context) => `/admin/organization/${parentId(context, 'organizationId')}/locations`,
    records: 'locations',
    searchFields: ['name', 'address_1', 'city'],
  },
  getOne: { path: recordPath('/admin/location'), record: 'location' },
  create: write('/admin/location'),
  update: write(recordPath('/admin/location')),
  delete: { path: recordPath('/admin/location'), record: 'location', refusedWhileUsed: true },
};
