import { beforeAll, describe, expect, it } from 'vitest';
import { placedRecordsForTestFile } from './support/events';
import { nameRulesSuite } from './support/nameRules';
import { addressIn, created, jsonFields } from './support/places';
import { type ApiRecord, STALE } from './support/resource';

const { api, places } = placedRecordsForTestFile();

let organizationId: number;

beforeAll(async () => {
  organizationId = (await createOrganization('Harbour Rowing Club')).id;
});

function createOrganization(name: string) {
  return created(api, '/api/admin/organization', 'organization', {
    name,
    is_corkboard: true,
  });
}

const location = (name: string, overrides: Record<string, unknown> = {}) =>
  jsonFields({
    name,
    ...addressIn(places, 'toronto'),
    organization_id: organizationId,
    is_published: true,
    ...overrides,
  });

const createLocation = (name: string, overrides: Record<string, unknown> = {}) =>
  created(api, '/api/admin/location', 'location', location(name, overrides));

type LocationAnswer = { data: { location: ApiRecord } };
const path = (id: number) => `/api/admin/location/${id}`;

async function patch(
  id: number,
  fields: Record<string, unknown>,
  encoding: 'json' | 'form' = 'json',
) {
  return api.send<LocationAnswer>('PATCH', path(id), jsonFields(fields), encoding);
}

describe('locations: create and get', () => {
  it('creates a location from JSON and answers it whole; GET answers the same', async () => {
    const row = await createLocation('Boathouse', { address_2: 'Dock 4' });
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Boathouse',
      ...addressIn(places, 'toronto'),
      address_2: 'Dock 4',
      organization_id: organizationId,
      is_published: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const single = await api.get<LocationAnswer>(path(row.id));
    expect(single).toEqual({ status: 200, body: { data: { location: row } } });
    expect((await api.get(path(987654))).status).toBe(404);
  });

  it('creates a location from form data, coordinates typed as text, without region ids', async () => {
    const answer = await api.send<LocationAnswer>(
      'POST',
      '/api/admin/location',
      {
        name: 'Clubhouse',
        address_1: '1 Lake Road',
        address_2: '',
        city: 'Toronto Islands',
        state: 'Ontario',
        country: 'Canada',
        zip: 'M5J 2E9',
        latitude: ' 43.62 ',
        longitude: '-79.37',
        country_id: '',
        state_id: '',
        city_id: '',
        organization_id: String(organizationId),
        is_published: false,
      },
      'form',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.location).toMatchObject({
      city: 'Toronto Islands',
      address_2: null,
      latitude: 43.62,
      longitude: -79.37,
      country_id: null,
      state_id: null,
      city_id: null,
      is_published: false,
    });
  });

  it('refuses missing required fields, naming each, and writes nothing', async () => {
    await api.expectRefusedCreate('/api/admin/location', 'locations', {}, 'json', {
      name: 'Required',
      address_1: 'Required',
      city: 'This field is required.',
      state: 'This field is required.',
      country: 'This field is required.',
      zip: 'Required',
      latitude: 'Required',
      longitude: 'Required',
    });
  });

  it.each([
    [
      'out of range',
      { latitude: 90.5, longitude: -181 },
      'Must be between -90 and 90',
      'Must be between -180 and 180',
    ],
    ['words', { latitude: 'north', longitude: 'west' }, 'Must be a number', 'Must be a number'],
    [
      'NaN and Infinity',
      { latitude: 'NaN', longitude: 'Infinity' },
      'Must be a number',
      'Must be a number',
    ],
    [
      'hexadecimal and a flag',
      { latitude: '0x10', longitude: true },
      'Must be a number',
      'Must be a number',
    ],
    ['blank', { latitude: '  ', longitude: null }, 'Required', 'Required'],
  ])('refuses coordinates that are %s', async (_case, coordinates, latitude, longitude) => {
    await api.expectRefusedCreate(
      '/api/admin/location',
      'locations',
      location('Nowhere', coordinates),
      'json',
      { latitude, longitude },
    );
  });

  it('refuses region ids that are unknown, deleted or not nested, naming the field', async () => {
    const [gone] = await api.server.db.query<{ id: number }>(
      `INSERT INTO cities (state_id, city, deleted_at) VALUES ($1, 'Lost Town', now()) RETURNING id`,
      [places.ontario],
    );
    const elsewhere = await created(api, '/api/admin/country', 'country', {
      country: 'United States',
      country_code: 'US',
      is_published: true,
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ country_id: 987654 }, { country_id: 'No such country' }],
      [
        { state_id: places.quebec },
        { city_id: 'This municipality is not in the chosen province/state' },
      ],
      [
        { country_id: elsewhere.id },
        { state_id: 'This province/state is not in the chosen country' },
      ],
      [
        { country_id: 987654, state_id: places.quebec, city_id: places.montreal },
        { country_id: 'No such country' },
      ],
      [{ city_id: gone?.id }, { city_id: 'No such municipality' }],
      [{ state_id: 987654 }, { state_id: 'No such province/state' }],
    ];
    for (const [regions, errors] of cases) {
      await api.expectRefusedCreate(
        '/api/admin/location',
        'locations',
        location('Misplaced', regions),
        'json',
        errors,
      );
    }
  });

  it('refuses an unknown or deleted organization', async () => {
    const gone = await createOrganization('Gone Club');
    expect((await api.delete(`/api/admin/organization/${gone.id}`)).status).toBe(200);
    for (const id of [gone.id, 987654]) {
      await api.expectRefusedCreate(
        '/api/admin/location',
        'locations',
        location('Orphan', { organization_id: id }),
        'json',
        { organization_id: 'No such organization' },
      );
    }
  });
});

describe('locations: list', () => {
  it("pages an organization's live locations by id, with the totals", async () => {
    const owner = (await createOrganization('Paging Society')).id;
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      ids.push((await createLocation(name, { organization_id: owner })).id);
    }
    await api.delete(path(ids[2] as number));
    const live = ids.filter((_, index) => index !== 2);
    type ListAnswer = {
      data: {
        locations: ApiRecord[];
        total_pages: number;
        per_page_items: number;
        total_items: number;
      };
    };
    const page = async (query: string) => {
      const answer = await api.get<ListAnswer>(
        `/api/admin/location?organization_id=${owner}&${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const first = await page('per_page=3');
    expect(first).toMatchObject({ total_items: 4, total_pages: 2, per_page_items: 3 });
    expect(first.locations.map((row) => row.id)).toEqual(live.slice(0, 3));
    expect((await page('per_page=3&page_num=2')).locations.map((row) => row.id)).toEqual(
      live.slice(3),
    );
    expect((await page('page_num=9')).locations).toEqual([]);
    const everywhere = await api.get<ListAnswer>('/api/admin/location?per_page=100');
    expect(everywhere.body.data.total_items).toBeGreaterThan(4);
    expect((await api.get('/api/admin/location?page_num=0')).status).toBe(400);
    expect((await api.get('/api/admin/location?organization_id=abc')).status).toBe(400);

    const ofOrganization = await api.get<{ data: { locations: ApiRecord[] } }>(
      `/api/admin/organization/${owner}/locations`,
    );
    expect(ofOrganization.body.data.locations.map((row) => row.id)).toEqual(live);
    expect((await api.get('/api/admin/organization/987654/locations')).status).toBe(404);
  });
});

describe('locations: update', () => {
  it('changes only the sent fields, as JSON or form data', async () => {
    const row = await createLocation('Old Name', { address_2: 'Suite 1' });
    const renamed = await patch(row.id, { name: 'New Name' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = renamed.body.data.location;
    expect(after).toEqual({ ...row, name: 'New Name', updated_at: expect.any(String) });
    expect(after.updated_at).not.toBe(row.updated_at);

    const moved = await patch(
      row.id,
      { ...addressIn(places, 'montreal'), latitude: '45.5' },
      'form',
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.location).toMatchObject({
      name: 'New Name',
      address_2: 'Suite 1',
      city: 'Montréal',
      city_id: places.montreal,
      latitude: 45.5,
    });
  });

  it('validates the merged record and the references, changing nothing when refused', async () => {
    const row = await createLocation('Steady');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'Required' }],
      [{ latitude: 'abc' }, { latitude: 'Must be a number' }],
      [
        { city_id: places.montreal },
        { city_id: 'This municipality is not in the chosen province/state' },
      ],
      [
        { organization_id: (await createOrganization('Other Club')).id },
        { organization_id: 'A location stays with its organization' },
      ],
      [{ organization_id: '' }, { organization_id: 'A location stays with its organization' }],
      [
        { updated_at: 'yesterday-ish' },
        { updated_at: 'Must be the updated_at value the API returned' },
      ],
    ];
    for (const [fields, errors] of cases) {
      const answer = await patch(row.id, fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors });
    }
    expect((await api.get<LocationAnswer>(path(row.id))).body.data.location).toEqual(row);
  });

  it('answers 409 to a stale updated_at and 404 to an unknown id', async () => {
    const row = await createLocation('Contested');
    expect((await patch(row.id, { name: 'First', updated_at: row.updated_at })).status).toBe(200);
    const stale = await patch(row.id, { name: 'Second', updated_at: row.updated_at });
    expect(stale).toEqual({ status: 409, body: { message: STALE } });
    expect((await api.get<LocationAnswer>(path(row.id))).body.data.location.name).toBe('First');
    expect((await patch(987654, { name: 'Nobody' })).status).toBe(404);
  });

  it('lets a location without an organization be given one', async () => {
    const row = await createLocation('Unowned', { organization_id: null });
    const owned = await patch(row.id, { organization_id: organizationId });
    expect(owned.status).toBe(200);
    expect(owned.body.data.location.organization_id).toBe(organizationId);
  });
});

describe('locations: delete', () => {
  it("soft-deletes and clears its organization's link to it in the same step", async () => {
    const owner = await createOrganization('Linked Club');
    const row = await createLocation('Main Hall', { organization_id: owner.id });
    const linked = await api.send<{ data: { organization: ApiRecord } }>(
      'PATCH',
      `/api/admin/organization/${owner.id}`,
      { location_id: String(row.id) },
      'json',
    );
    expect(linked.body.data.organization.location_id).toBe(row.id);

    const answer = await api.delete<LocationAnswer>(path(row.id));
    expect(answer.status).toBe(200);
    expect(answer.body.data.location).toMatchObject({ id: row.id, name: 'Main Hall' });
    expect((await api.row('locations', row.id))?.deleted_at).not.toBeNull();
    expect((await api.get(path(row.id))).status).toBe(404);
    expect((await api.delete(path(row.id))).status).toBe(404);
    const organization = await api.get<{ data: { organization: ApiRecord } }>(
      `/api/admin/organization/${owner.id}`,
    );
    expect(organization.body.data.organization).toMatchObject({
      location_id: null,
      location: null,
      city: null,
    });
    expect(organization.body.data.organization.updated_at).not.toBe(
      linked.body.data.organization.updated_at,
    );
  });
});

describe('locations: without a session', () => {
  it('answers 401 to every call and changes nothing', async () => {
    const row = await createLocation('Guarded');
    const before = await api.count('locations');
    const answers = await Promise.all([
      api.get('/api/admin/location', false),
      api.get(path(row.id), false),
      api.get(`/api/admin/organization/${organizationId}/locations`, false),
      api.send('POST', '/api/admin/location', location('Intruder'), 'json', false),
      api.send('PATCH', path(row.id), { name: 'Intruder' }, 'json', false),
      api.delete(path(row.id), false),
    ]);
    for (const answer of answers) expect(answer.status).toBe(401);
    expect(await api.count('locations')).toBe(before);
    expect((await api.get<LocationAnswer>(path(row.id))).body.data.location).toEqual(row);
  });
});

nameRulesSuite({
  api,
  label: 'locations',
  table: 'locations',
  field: 'name',
  itemKey: 'location',
  create: (name) => api.send('POST', '/api/admin/location', location(name), 'json'),
});
