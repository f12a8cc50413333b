import { letterParam, parentId } from '../query';
import type { ResourceEntry, ServerListSpec, WriteSpec } from '../types';
import { recordPath } from './paths';

/**
 * A region list (countries, a country's states, a state's cities): the server pages with
 * `page_num` and `max_<plural>`, searches the name (`q`), matches an exact id (`id`) and
 * filters by first letter (`letter`, sent lower-cased as `<name>_start`; '#' for a digit).
 */
const regionList = (
  path: ServerListSpec['path'],
  records: string,
  nameField: string,
  perPageParam: string,
): ServerListSpec => ({
  mode: 'server',
  path,
  records,
  perPageParam,
  filters: { q: nameField, id: 'id', letter: letterParam(`${nameField}_start`) },
});

const multipart = (path: WriteSpec['path'], fields: readonly string[], record: string) => ({
  path,
  body: { type: 'multipart' as const },
  fields,
  record,
});

/** Countries under /admin/country, written as multipart forms. */
export const countries: ResourceEntry = {
  list: regionList('/admin/country', 'countries', 'country', 'max_country'),
  getOne: { path: recordPath('/admin/country'), record: 'country' },
  create: multipart('/admin/country', ['country', 'country_code', 'is_published'], 'country'),
  update: multipart(
    recordPath('/admin/country'),
    ['country', 'country_code', 'is_published'],
    'country',
  ),
  delete: { path: recordPath('/admin/country'), record: 'country', refusedWhileUsed: true },
};

/** Provinces/states: listed under their country (meta.countryId), kept under /admin/state. */
export const states: ResourceEntry = {
  list: regionList(
    (context) => `/admin/country/${parentId(context, 'countryId')}/states`,
    'states',
    'state',
    'max_states',
  ),
  getOne: { path: recordPath('/admin/state'), record: 'state' },
  create: multipart('/admin/state', ['country_id', 'state', 'is_published'], 'state'),
  update: multipart(recordPath('/admin/state'), ['state', 'is_published'], 'state'),
  delete: { path: recordPath('/admin/state'), record: 'state', refusedWhileUsed: true },
};

/** Municipalities/cities: listed under their state (meta.stateId), kept under /admin/city. */
export const cities: ResourceEntry = {
  list: regionList(
    (context) => `/admin/state/${parentId(context, 'stateId')}/cities`,
    'cities',
    'city',
    'max_cities',
  ),
  getOne: { path: recordPath('/admin/city'), record: 'city' },
  create: multipart('/admin/city', ['state_id', 'city', 'is_published'], 'city'),
  update: multipart(recordPath('/admin/city'), ['city', 'is_published'], 'city'),
  delete: { path: recordPath('/admin/city'), record: 'city', refusedWhileUsed: true },
};

/**
 * The organizations of one municipality (meta.stateId, meta.municipalityId), published or
 * not, corkboard or not; sortable by name or id.
 */
export const municipalityOrganizations: ResourceEntry = {
  list: {
    mode: 'server',
    // The parents are query parameters here, not path segments (parentId encodes them).
    path: (context) =>
      `/admin/organization-v2?city=${parentId(context, 'municipalityId')}&state=${parentId(context, 'stateId')}`,
    records: 'organizations',
    query: { status: 'All', corkboard: 'All' },
    perPageParam: 'max_organizations',
    filters: { q: 'name', letter: letterParam('name_start') },
    sort: { name: 'sort_by_name', id: 'sort_by_id' },
  },
};
