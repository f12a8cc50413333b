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

/** Sends `fields` as JSON and answers the body's data, failing the test unless `status`. */
export async function sentJson(
  api: ResourceApi,
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, unknown>,
  status: number,
): Promise<Record<string, ApiRecord>> {
  const answer = await api.send<{ data: Record<string, ApiRecord> }>(
    method,
    path,
    jsonFields(fields),
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
}

/** A JSON write answering the record under `key`, failing the test unless `status`. */
const recordWrite =
  (method: 'POST' | 'PATCH', status: number) =>
  async (
    api: ResourceApi,
    path: string,
    key: string,
    fields: Record<string, unknown>,
  ): Promise<ApiRecord> =>
    (await sentJson(api, method, path, fields, status))[key] as ApiRecord;

/** POSTs `fields` as JSON and answers the record under `key`, failing the test unless 201. */
export const created = recordWrite('POST', 201);

/** PATCHes `fields` as JSON and answers the record under `key`, failing the test unless 200. */
export const patched = recordWrite('PATCH', 200);

/** Creates a published country, province/state or municipality and answers its id. */
export async function createRegion(
  api: ResourceApi,
  level: 'country' | 'state' | 'city',
  fields: Record<string, unknown>,
): Promise<number> {
  return (await created(api, `/api/admin/${level}`, level, { is_published: true, ...fields })).id;
}

/** A published country, a province/state in it and a municipality in that: their ids. */
export async function createRegions(
  api: ResourceApi,
  names: { country: string; country_code: string; state: string; city: string },
): Promise<{ country: number; state: number; city: number }> {
  const { country_code } = names;
  const country = await createRegion(api, 'country', { country: names.country, country_code });
  const state = await createRegion(api, 'state', { country_id: country, state: names.state });
  const city = await createRegion(api, 'city', { state_id: state, city: names.city });
  return { country, state, city };
}

export async function createPlaceFixtures(api: ResourceApi): Promise<PlaceFixtures> {
  const {
    country: canada,
    state: ontario,
    city: toronto,
  } = await createRegions(api, {
    country: 'Canada',
    country_code: 'CA',
    state: 'Ontario',
    city: 'Toronto',
  });
  const quebec = await createRegion(api, 'state', { country_id: canada, state: 'Quebec' });
  const city = (state_id: number, name: string) =>
    createRegion(api, 'city', { state_id, city: name });
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
    toronto,
    ottawa: await city(ontario, 'Ottawa'),
    montreal: await city(quebec, 'Montréal'),
    organizationCategory: await category('Community', false, true),
    eventCategory: await category('Concerts', true, false),
    deletedCategory,
  };
}

/** The fixtures' municipalities. */
export type City = 'toronto' | 'ottawa' | 'montreal';

/** The address fields of a place in a municipality of the fixtures, ids included. */
export function addressIn(places: PlaceFixtures, city: City): Record<string, string | number> {
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
