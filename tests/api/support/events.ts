import { beforeAll, expect } from 'vitest';
import {
  addressIn,
  type City,
  created,
  createPlaceFixtures,
  jsonFields,
  type PlaceFixtures,
} from './places';
import {
  type ApiRecord,
  apiForTestFile,
  createCategory,
  type Fields,
  type ResourceApi,
} from './resource';
import type { TestServerOptions } from './server';

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
  city: City,
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

/** A test file's signed-in API, its place fixtures, and makers of records placed in them. */
export interface PlacedRecords {
  readonly api: ResourceApi;
  /** The place fixtures: filled in before the file's tests run. */
  readonly places: PlaceFixtures;
  /** The id of the signed-in administrator (once the tests run). */
  readonly adminId: number;
  /** A regular organization (see createOrganization). */
  organization(name: string): Promise<ApiRecord>;
  /** A location of `organizationId` (see createLocation). */
  location(organizationId: number, city: City): Promise<ApiRecord>;
  /** An event of `organizationId` posted as the console's form (see createEvent). */
  event(
    organizationId: number,
    overrides?: Record<string, string | boolean | File>,
  ): Promise<ApiRecord>;
  /** A category of both kinds (see createCategory). */
  category(name: string): Promise<ApiRecord>;
}

/**
 * Starts a server with a fresh database for this test file, signs in as its administrator and
 * makes the place fixtures before the file's tests: the setup of the tests of organizations,
 * locations and events and of what changes them together (bulk actions, deletes, the trash).
 */
export function placedRecordsForTestFile(options: TestServerOptions = {}): PlacedRecords {
  const api = apiForTestFile(options);
  const places = {} as PlaceFixtures;
  let adminId = 0;
  beforeAll(async () => {
    Object.assign(places, await createPlaceFixtures(api));
    const [admin] = await api.server.db.query<{ id: number }>(
      "SELECT id FROM administrators WHERE email = 'admin@localhost'",
    );
    adminId = admin?.id as number;
  });
  return {
    api,
    places,
    get adminId() {
      return adminId;
    },
    organization: (name) => createOrganization(api, places, name),
    location: (organizationId, city) => createLocation(api, places, organizationId, city),
    event: (organizationId, overrides) => createEvent(api, places, organizationId, overrides),
    category: (name) => createCategory(api, name),
  };
}
