import { editableFields } from '../../../shared/schemas/fields';
import { locationInput } from '../../../shared/schemas/location';
import { parentId } from '../query';
import type { ResourceEntry, WriteSpec } from '../types';
import { recordPath } from './paths';

const write = (path: WriteSpec['path']): WriteSpec => ({
  path,
  body: { type: 'json' },
  fields: editableFields(locationInput),
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
  delete: { path: recordPath('/admin/location'), record: 'location' },
};
