import { expect } from 'vitest';
import type { ApiRecord, Fields, ResourceApi } from './resource';

/** Regions and categories the organization and location tests place their records in. */
export interface PlaceFixtures {
  canada: number;
  ontario: number;
  quebec: number;
  toronto: number;
  ottawa: number;
  montreal: number;
  /** Live categories: for organizations, for events only; and a deleted organization category. */
  organizationCategory: number;
  eventCategory: number;
  deletedCategory: number;
}

/** JSON values of a body (numbers and nulls too, which the form-minded `Fields` type leaves out). */
export const jsonFields = (values: Record<string, unknown>) => values as unknown as Fields;

/** POSTs `fields` as JSON and answers the record under `key`, failing the test unless 201. */
export async function created(
  api: ResourceApi,
  path: string,
  key: string,
  fields: Record<string, unknown>,
): Promise<ApiRecord> {
  const answer = await api.send<{ data: Record<string, ApiRecord> }>(
    'POST',
    path,
    jsonFields(fields),
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data[key] as ApiRecord;
}

export async function createPlaceFixtures(api: ResourceApi): Promise<PlaceFixtures> {
  const region = (path: string, key: string, fields: Record<string, unknown>) =>
    created(api, path, key, { is_published: true, ...fields }).then((row) => row.id);
  const canada = await region('/api/admin/country', 'country', {
    country: 'Canada',
    country_code: 'CA',
  });
  const ontario = await region('/api/admin/state', 'state', {
    country_id: canada,
    state: 'Ontario',
  });
  const quebec = await region('/api/admin/state', 'state', { country_id: canada, state: 'Quebec' });
  const city = (state_id: number, name: string) =>
    region('/api/admin/city', 'city', { state_id, city: name });
  const category = async (name: string, isEvent: boolean, isOrganization: boolean) => {
    const [row] = await api.server.db.query<{ id: number }>(
      'INSERT INTO categories (name, is_event, is_organization) VALUES ($1, $2, $3) RETURNING id',
      [name, isEvent, isOrganization],
    );
    return row?.id as number;
  };
  const deletedCategory = await category('Closed kind', false, true);
  await api.server.db.query('UPDATE categories SET deleted_at = now() WHERE id = $1', [
    deletedCategory,
  ]);
  return {
    canada,
    ontario,
    quebec,
    toronto: await city(ontario, 'Toronto'),
    ottawa: await city(ontario, 'Ottawa'),
    montreal: await city(quebec, 'Montréal'),
    organizationCategory: await category('Community', false, true),
    eventCategory: await category('Concerts', true, false),
    deletedCategory,
  };
}

/** The address fields of a place in a municipality of the fixtures, ids included. */
export function addressIn(
  places: PlaceFixtures,
  city: 'toronto' | 'ottawa' | 'montreal',
): Record<string, string | number> {
  const names = { toronto: 'Toronto', ottawa: 'Ottawa', montreal: 'Montréal' };
  const inQuebec = city === 'montreal';
  return {
    address_1: '100 Queen Street',
    city: names[city],
    state: inQuebec ? 'Quebec' : 'Ontario',
    country: 'Canada',
    zip: inQuebec ? 'H2X 1Y4' : 'M5H 2N2',
    latitude: 43.65,
    longitude: -79.38,
    country_id: places.canada,
    state_id: inQuebec ? places.quebec : places.ontario,
    city_id: places[city],
  };
}
