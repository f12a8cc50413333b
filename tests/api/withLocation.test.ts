import { beforeAll, describe, expect, it } from 'vitest';
import { placedRecordsForTestFile, pngFile } from './support/events';
import { addressIn, jsonFields } from './support/places';
import { type ApiRecord, STALE } from './support/resource';

/*
 * Saves of an organization or an event with its location, in one request and one transaction:
 * `/api/admin/organization/with-location` and `/api/admin/event/with-location`.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;
const ORGANIZATIONS = '/api/admin/organization/with-location';
const EVENTS = '/api/admin/event/with-location';
const organizationPath = (id: number) => `/api/admin/organization/${id}/with-location`;
const eventPath = (id: number) => `/api/admin/event/${id}/with-location`;

type Saved<Key extends string> = { data: Record<Key, ApiRecord> & { location: ApiRecord } };

const send = <Key extends string>(
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, unknown>,
  encoding: 'json' | 'form' = 'json',
) => api.send<Saved<Key>>(method, path, jsonFields(fields), encoding);

/** The organization form's fields with an address in Toronto, as the console sends them. */
const organizationFields = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: `About ${name}`,
  category_id: places.organizationCategory,
  website_url: 'https://example.org',
  is_published: true,
  is_corkboard: false,
  ...addressIn(places, 'toronto'),
  ...overrides,
});

/** The event form's fields with both images and an address in Ottawa, as the console sends them. */
const eventFields = (organizationId: number, overrides: Record<string, unknown> = {}) => ({
  category_id: String(places.eventCategory),
  title: 'Harbour Jazz Night',
  description: 'An evening of jazz by the harbour.',
  start_time: '2030-06-01T19:00:00.000Z',
  end_time: '',
  organization_id: String(organizationId),
  is_published: false,
  card_image: pngFile('card.png'),
  profile_image: pngFile('profile.png'),
  ...addressIn(places, 'ottawa'),
  ...overrides,
});

const TABLES = ['organizations', 'locations', 'events', 'files'] as const;
type Counts = Record<(typeof TABLES)[number], number>;
const rowCounts = async (): Promise<Counts> =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, await api.count(table)])),
  ) as Counts;
/** `before` with one more row in each of `tables` (a table named twice: two more). */
function plus(before: Counts, ...tables: (keyof Counts)[]): Counts {
  const counts = { ...before };
  for (const table of tables) counts[table] += 1;
  return counts;
}

/** Creates an organization with its location through the composite call. */
async function createWithLocation(name: string, overrides: Record<string, unknown> = {}) {
  const answer = await send<'organization'>(
    'POST',
    ORGANIZATIONS,
    organizationFields(name, overrides),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

describe('organization with its location', () => {
  it('creates both from one multipart request, the location linked and named after it', async () => {
    const before = await rowCounts();
    const answer = await send<'organization'>(
      'POST',
      ORGANIZATIONS,
      {
        ...organizationFields('Maple Choir'),
        category_id: String(places.organizationCategory),
        latitude: '43.65',
        card_image: pngFile('card.png'),
      },
      'form',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { organization, location } = answer.body.data;
    expect(location).toMatchObject({
      name: 'Maple Choir',
      is_published: true,
      organization_id: organization.id,
      address_1: '100 Queen Street',
      latitude: 43.65,
      city_id: places.toronto,
    });
    expect(organization).toMatchObject({
      name: 'Maple Choir',
      location_id: location.id,
      city: 'Toronto',
      card_image_id: expect.any(Number),
      location,
    });
    const read = await api.get<Saved<'organization'>>(`/api/admin/organization/${organization.id}`);
    expect(read.body.data.organization).toEqual(organization);
    expect(await rowCounts()).toEqual(plus(before, 'organizations', 'locations', 'files'));
  });

  it.each([
    {
      refused: 'an invalid location part',
      changes: () => ({ latitude: 200, address_1: '' }),
      errors: { address_1: 'Required', latitude: 'Must be between -90 and 90' },
    },
    {
      refused: 'what both parts refer to, at once',
      changes: () => ({ category_id: places.deletedCategory, city_id: 987654 }),
      errors: { category_id: 'No such category', city_id: 'No such municipality' },
    },
  ])('refuses $refused with the field errors, writing nothing', async ({ changes, errors }) => {
    const before = await rowCounts();
    const answer = await send('POST', ORGANIZATIONS, organizationFields('Doomed Club', changes()));
    expect(answer).toEqual({
      status: 400,
      body: { message: `Invalid fields: ${Object.keys(errors).join(', ')}`, errors },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('updates both in one request, each with its own token', async () => {
    const { organization, location } = await createWithLocation('Harbour Rowing');
    const answer = await send<'organization'>('PATCH', organizationPath(organization.id), {
      ...organizationFields('Harbour Rowing Club', { is_published: false }),
      ...addressIn(places, 'montreal'),
      address_1: '5 Rue Saint-Paul',
      updated_at: organization.updated_at,
      location_updated_at: location.updated_at,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = answer.body.data;
    expect(saved.organization).toMatchObject({
      id: organization.id,
      name: 'Harbour Rowing Club',
      is_published: false,
      location_id: location.id,
      city: 'Montréal',
    });
    // The address goes into its location; its name and publish state stay its own.
    expect(saved.location).toMatchObject({
      id: location.id,
      name: 'Harbour Rowing',
      is_published: true,
      address_1: '5 Rue Saint-Paul',
      city_id: places.montreal,
    });
    expect(saved.location.updated_at).not.toBe(location.updated_at);
  });

  it('answers 409 to a stale location token and changes neither record', async () => {
    const { organization, location } = await createWithLocation('Contested Hall');
    const elsewhere = await api.send(
      'PATCH',
      `/api/admin/location/${location.id}`,
      jsonFields({ zip: 'M5V 1A1' }),
      'json',
    );
    expect(elsewhere.status).toBe(200);
    const organizationRow = await api.row('organizations', organization.id);
    const locationRow = await api.row('locations', location.id);

    const answer = await send('PATCH', organizationPath(organization.id), {
      name: 'Lost Hall',
      address_1: '9 Lost Lane',
      updated_at: organization.updated_at,
      location_updated_at: location.updated_at,
    });
    expect(answer).toEqual({ status: 409, body: { message: STALE } });
    expect(await api.row('organizations', organization.id)).toEqual(organizationRow);
    expect(await api.row('locations', location.id)).toEqual(locationRow);
  });

  it('answers 409 to a stale organization token, leaving the location as it was', async () => {
    const { organization, location } = await createWithLocation('Twice Saved');
    const first = await send<'organization'>('PATCH', organizationPath(organization.id), {
      name: 'Twice Saved Once',
      updated_at: organization.updated_at,
      location_updated_at: location.updated_at,
    });
    expect(first.status).toBe(200);
    const locationRow = await api.row('locations', location.id);
    const answer = await send('PATCH', organizationPath(organization.id), {
      name: 'Twice Saved Again',
      address_1: '1 Other Street',
      updated_at: organization.updated_at,
      location_updated_at: first.body.data.location.updated_at,
    });
    expect(answer).toEqual({ status: 409, body: { message: STALE } });
    expect(await api.row('locations', location.id)).toEqual(locationRow);
  });

  it('makes and links a location for an organization without one; a token for a location that is gone is stale', async () => {
    const bare = await records.organization('Unplaced Society');
    const incomplete = await send('PATCH', organizationPath(bare.id), {
      name: 'Unplaced Society',
      address_1: '3 Half Street',
      updated_at: bare.updated_at,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      errors: { zip: 'Required', latitude: 'Required', city: 'This field is required.' },
    });

    const gone = await send('PATCH', organizationPath(bare.id), {
      ...addressIn(places, 'ottawa'),
      updated_at: bare.updated_at,
      location_updated_at: '2020-01-01T00:00:00.000000Z',
    });
    expect(gone).toEqual({ status: 409, body: { message: STALE } });

    const placed = await send<'organization'>('PATCH', organizationPath(bare.id), {
      ...addressIn(places, 'ottawa'),
      updated_at: bare.updated_at,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { organization, location } = placed.body.data;
    expect(location).toMatchObject({
      organization_id: bare.id,
      name: 'Unplaced Society',
      city_id: places.ottawa,
    });
    expect(organization).toMatchObject({ location_id: location.id, city: 'Ottawa' });
  });

  it('calls an unreadable location token a field error of location_updated_at', async () => {
    const { organization } = await createWithLocation('Garbled Tokens');
    const answer = await send('PATCH', organizationPath(organization.id), {
      zip: 'K1A 0A9',
      location_updated_at: 'soon',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { location_updated_at: 'Must be the updated_at value the API returned' },
    });
  });
});

describe('event with its location', () => {
  let host: ApiRecord;
  beforeAll(async () => {
    host = (await createWithLocation('Harbour Arts', { is_published: false })).organization;
  });

  it('creates both from one request: a new location of the organization, the event held there', async () => {
    const before = await rowCounts();
    const answer = await send<'event'>('POST', EVENTS, eventFields(host.id), 'form');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { event, location } = answer.body.data;
    expect(location).toMatchObject({
      organization_id: host.id,
      name: 'Harbour Arts',
      is_published: false,
      city_id: places.ottawa,
    });
    expect(event).toMatchObject({
      title: 'Harbour Jazz Night',
      organization_id: host.id,
      location_id: location.id,
      card_image_id: expect.any(Number),
    });
    const read = await api.get<{ data: { event: ApiRecord; location: ApiRecord } }>(
      `/api/admin/event/${event.id}`,
    );
    expect(read.body.data).toMatchObject({ event, location });
    expect(await rowCounts()).toEqual(plus(before, 'locations', 'events', 'files', 'files'));
  });

  it('refuses an invalid location part (and missing images) at once, writing nothing', async () => {
    const before = await rowCounts();
    const answer = await send(
      'POST',
      EVENTS,
      { ...eventFields(host.id, { address_1: '', latitude: '200' }), profile_image: '' },
      'form',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        address_1: 'Required',
        latitude: 'Must be between -90 and 90',
        profile_image: expect.any(String),
      },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an event of an unknown organization, writing nothing', async () => {
    const before = await rowCounts();
    const answer = await send('POST', EVENTS, eventFields(987654), 'form');
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: organization_id',
        errors: { organization_id: 'No such organization' },
      },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('updates both in one request; a stale location token changes neither', async () => {
    const made = await send<'event'>('POST', EVENTS, eventFields(host.id), 'form');
    const { event, location } = made.body.data;
    const answer = await send<'event'>('PATCH', eventPath(event.id), {
      title: 'Harbour Jazz Weekend',
      end_time: '2030-06-02T23:00:00.000Z',
      address_1: '12 Wellington Street',
      updated_at: event.updated_at,
      location_updated_at: location.updated_at,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.event).toMatchObject({
      id: event.id,
      title: 'Harbour Jazz Weekend',
      location_id: location.id,
    });
    expect(answer.body.data.location).toMatchObject({
      id: location.id,
      address_1: '12 Wellington Street',
    });

    const eventRow = await api.row('events', event.id);
    const locationRow = await api.row('locations', location.id);
    const stale = await send('PATCH', eventPath(event.id), {
      title: 'Lost',
      address_1: '1 Lost Lane',
      updated_at: answer.body.data.event.updated_at,
      location_updated_at: location.updated_at,
    });
    expect(stale).toEqual({ status: 409, body: { message: STALE } });
    expect(await api.row('events', event.id)).toEqual(eventRow);
    expect(await api.row('locations', location.id)).toEqual(locationRow);
  });

  it('gives an event without a location a new location of its organization', async () => {
    const [row] = await api.server.db.query<{ id: number }>(
      `INSERT INTO events (title, description, category_id, organization_id, start_time)
       VALUES ('Unplaced night', 'Somewhere', $1, $2, now() + interval '1 day') RETURNING id`,
      [places.eventCategory, host.id],
    );
    const read = await api.get<{ data: { event: ApiRecord } }>(`/api/admin/event/${row?.id}`);
    const { event } = read.body.data;
    const answer = await send<'event'>('PATCH', eventPath(event.id), {
      ...addressIn(places, 'toronto'),
      updated_at: event.updated_at,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { location } = answer.body.data;
    expect(location).toMatchObject({ organization_id: host.id, name: 'Harbour Arts' });
    expect(answer.body.data.event.location_id).toBe(location.id);
  });
});

describe('with-location calls without a session', () => {
  it('refuses each with 401 and writes nothing', async () => {
    const host = await records.organization('Guarded Club');
    const counted = await rowCounts();
    const calls = [
      ['POST', ORGANIZATIONS, organizationFields('Intruder Club')],
      ['PATCH', organizationPath(host.id), { name: 'Taken' }],
      ['POST', EVENTS, eventFields(host.id)],
      ['PATCH', eventPath(1), { title: 'Taken' }],
    ] as const;
    for (const [method, path, fields] of calls) {
      const answer = await api.send(method, path, jsonFields(fields), 'form', false);
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect(await rowCounts()).toEqual(counted);
  });

  it('are described in the OpenAPI document with their address fields and tokens', async () => {
    const document = await api.get<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>;
    }>('/api/openapi.json');
    for (const [path, method] of [
      [ORGANIZATIONS, 'post'],
      ['/api/admin/organization/{id}/with-location', 'patch'],
      [EVENTS, 'post'],
      ['/api/admin/event/{id}/with-location', 'patch'],
    ] as const) {
      const form = JSON.stringify(
        document.body.paths[path]?.[method]?.requestBody.content['multipart/form-data'],
      );
      for (const field of [
        'address_1',
        'latitude',
        'city_id',
        'location_updated_at',
        'card_image',
      ]) {
        expect(form, `${method} ${path}`).toContain(`"${field}"`);
      }
    }
  });
});
