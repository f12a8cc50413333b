import type { RecordsShape, ResourceEntry, ResourceTable, ServerListSpec } from '../types';
import { recordPath } from './paths';

/**
 * The location picker's lookups (docs/api.md, "Region lookups"), two resources per level:
 *
 * - `lookup-countries`, `lookup-states`, `lookup-cities`: the typed-letter lists, getList with
 *   `filter.q` (the letters typed) and, below countries, the parent's id as `filter.country_id`
 *   or `filter.state_id`; records `{ id, name }`. Their getOne answers one region `{ id, name }`
 *   by id, so that a form prefilled with ids only can show the names.
 * - `lookup-country`, `lookup-state`, `lookup-city`: the exact-name matches of the maps place
 *   search, getList with `filter.name` (and the parent id as above): a list of one, or none.
 */
const lookupList = (
  path: string,
  records: string,
  shape: RecordsShape,
  filters: ServerListSpec['filters'],
): ServerListSpec => ({ mode: 'server', path, records, shape, filters });

function lookupLevel(
  plural: string,
  singular: string,
  parentParam: string | null,
  getOne: ResourceEntry['getOne'],
): ResourceTable {
  const parentFilter = parentParam ? { [parentParam]: parentParam } : {};
  return {
    [`lookup-${plural}`]: {
      list: lookupList(`/admin/lookup/${plural}`, plural, 'array', { q: 'q', ...parentFilter }),
      getOne,
    },
    [`lookup-${singular}`]: {
      list: lookupList(`/admin/lookup/${singular}`, singular, 'single', {
        name: 'name',
        ...parentFilter,
      }),
    },
  };
}

export const regionLookups: ResourceTable = {
  // No lookup by id exists for countries: the country record itself names it in `country`.
  ...lookupLevel('countries', 'country', null, {
    path: recordPath('/admin/country'),
    record: 'country',
    transform: (country) => ({ id: country.id as number, name: country.country }),
  }),
  ...lookupLevel('states', 'state', 'country_id', {
    path: recordPath('/admin/lookup/state'),
    record: 'state',
  }),
  ...lookupLevel('cities', 'city', 'state_id', {
    path: recordPath('/admin/lookup/city'),
    record: 'city',
  }),
};
