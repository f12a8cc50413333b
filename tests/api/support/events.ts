import { expect } from 'vitest';
import { addressIn, created, jsonFields, type PlaceFixtures } from './places';
import type { ApiRecord, Fields, ResourceApi } from './resource';

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

export const pngFile = (name = 'image.png') => new File([PNG], name, { type: 'image/png' });

/** The collection paths the API tests create and change their records at. */
export const EVENTS = '/api/admin/event';
export const ORGANIZATIONS = '/api/admin/organization';
export const LOCATIONS = '/api/admin/location';
export const ROLES = '/api/admin/participation-role';

/** An organization as the console creates it (JSON, regular, in the event tests' category). */
export function createOrganization(
  api: ResourceApi,
  places: PlaceFixtures,
  name: string,
): Promise<ApiRecord> {
  return created(api, ORGANIZATIONS, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
  });
}

/** A location of `organizationId` in one of the fixtures' municipalities. */
export function createLocation(
  api: ResourceApi,
  places: PlaceFixtures,
  organizationId: number,
  city: 'toronto' | 'ottawa' | 'montreal',
): Promise<ApiRecord> {
  return created(api, LOCATIONS, 'location', {
    name: `Venue in ${city}`,
    ...addressIn(places, city),
    organization_id: organizationId,
  });
}

/** The form fields of an event, both images included, as the console sends them. */
export function eventFields(
  places: PlaceFixtures,
  organizationId: number,
  overrides: Record<string, string | boolean | File> = {},
): Fields {
  return {
    category_id: String(places.eventCategory),
    title: 'Harbour Jazz Night',
    description: 'An evening of jazz by the harbour.',
    start_time: '2030-06-01T19:00:00.000Z',
    end_time: '',
    website: 'https://example.org/jazz',
    buy_ticket_url: '',
    is_published: false,
    organization_id: String(organizationId),
    card_image: pngFile('card.png'),
    profile_image: pngFile('profile.png'),
    ...overrides,
  };
}

/** POSTs an event as form data and answers it, failing the test unless 201. */
export async function createEvent(
  api: ResourceApi,
  places: PlaceFixtures,
  organizationId: number,
  overrides: Record<string, string | boolean | File> = {},
): Promise<ApiRecord> {
  const answer = await api.send<{ data: { event: ApiRecord } }>(
    'POST',
    EVENTS,
    eventFields(places, organizationId, overrides),
    'form',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.event;
}

/** POSTs JSON `values` to `path`; answers status and body. */
export const postJson = <T = Record<string, unknown>>(
  api: ResourceApi,
  path: string,
  values: Record<string, unknown>,
) => api.send<T>('POST', path, jsonFields(values), 'json');

/** An ISO time `hours` from now (negative: in the past). */
export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString();
