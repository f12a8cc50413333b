import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { queryOf, rejectionOf, route } from '../support/server';

const totals = { total_pages: 2, per_page_items: 10, total_items: 13 };
const sortByName = { field: 'name', order: 'ASC' as const };
const list = (filter: Record<string, unknown>, meta?: Record<string, unknown>, page = 1) => ({
  pagination: { page, perPage: 10 },
  sort: sortByName,
  filter,
  meta,
});
const formOf = async (request: Request) => Object.fromEntries(await request.formData());

const ontario = { id: 9, state: 'Ontario', is_published: true, country_id: 1 };

/** The three region lists: where each one is, its parameters, and the parent it needs. */
const regionLists = [
  {
    resource: 'countries',
    path: '/admin/country',
    meta: undefined,
    key: 'countries',
    record: { id: 1, country: 'Canada', country_code: 'CA', is_published: true },
    name: 'country',
    perPage: 'max_country',
  },
  {
    resource: 'states',
    path: '/admin/country/1/states',
    meta: { countryId: '1' },
    key: 'states',
    record: ontario,
    name: 'state',
    perPage: 'max_states',
  },
  {
    resource: 'cities',
    path: '/admin/state/9/cities',
    meta: { countryId: '1', stateId: '9' },
    key: 'cities',
    record: { id: 976, city: 'Toronto', is_published: true, state_id: 9 },
    name: 'city',
    perPage: 'max_cities',
  },
];

describe.each(regionLists)('$resource list', (region) => {
  it(`reads ${region.path} with page_num and ${region.perPage}`, async () => {
    const requests = route('get', region.path, {
      data: { [region.key]: [region.record], ...totals },
    });
    const result = await dataProvider.getList(region.resource, list({}, region.meta, 2));
    expect(queryOf(requests[0] as Request)).toEqual({ page_num: '2', [region.perPage]: '10' });
    expect(result).toEqual({ data: [region.record], total: 13 });
  });

  it(`sends the name search as ${region.name}, the id search as id and a letter as ${region.name}_start`, async () => {
    const requests = route('get', region.path, { data: { [region.key]: [], ...totals } });
    await dataProvider.getList(region.resource, list({ q: 'tor', id: '976' }, region.meta));
    await dataProvider.getList(region.resource, list({ letter: 'T' }, region.meta));
    await dataProvider.getList(region.resource, list({ letter: 'all' }, region.meta));
    expect(requests.map(queryOf)).toEqual([
      { page_num: '1', [region.perPage]: '10', [region.name]: 'tor', id: '976' },
      { page_num: '1', [region.perPage]: '10', [`${region.name}_start`]: 't' },
      { page_num: '1', [region.perPage]: '10' },
    ]);
  });
});

describe('nested region lists', () => {
  it("send '#' (names starting with a digit) URL-encoded as city_start", async () => {
    const requests = route('get', '/admin/state/9/cities', { data: { cities: [], ...totals } });
    await dataProvider.getList('cities', list({ letter: '#' }, { stateId: '9' }));
    expect(new URL((requests[0] as Request).url).search).toContain('city_start=%23');
    expect(queryOf(requests[0] as Request).city_start).toBe('#');
  });

  it('need their parent id in meta', async () => {
    await expect(dataProvider.getList('states', list({}))).rejects.toThrow(/countryId/);
  });
});

describe('region records', () => {
  it('reads a country from data.country', async () => {
    const canada = { id: 1, country: 'Canada', country_code: 'CA', is_published: true };
    route('get', '/admin/country/1', { data: { country: canada } });
    expect((await dataProvider.getOne('countries', { id: '1' })).data).toEqual(canada);
  });

  it('creates a country as a multipart form with Publish as 1/0', async () => {
    const requests = route('post', '/admin/country', { data: { country: { id: 5 } } }, 201);
    const { data } = await dataProvider.create('countries', {
      data: { country: 'France', country_code: 'fr', is_published: false },
    });
    expect(await formOf(requests[0] as Request)).toEqual({
      country: 'France',
      country_code: 'fr',
      is_published: '0',
    });
    expect(data.id).toBe(5);
  });

  it('creates a province/state in its country and a municipality in its state', async () => {
    const states = route('post', '/admin/state', { data: { state: { ...ontario } } }, 201);
    const cities = route('post', '/admin/city', { data: { city: { id: 1 } } }, 201);
    await dataProvider.create('states', {
      data: { state: 'Ontario', is_published: true, country_id: 1 },
    });
    await dataProvider.create('cities', {
      data: { city: '100 Mile House', is_published: false, state_id: 9 },
    });
    expect(await formOf(states[0] as Request)).toEqual({
      country_id: '1',
      state: 'Ontario',
      is_published: '1',
    });
    expect(await formOf(cities[0] as Request)).toEqual({
      state_id: '9',
      city: '100 Mile House',
      is_published: '0',
    });
  });

  it('updates a province/state and a municipality with PATCH: name, Publish and updated_at', async () => {
    const stamp = '2026-11-21T19:29:48.06Z';
    const states = route('patch', '/admin/state/9', { data: { state: ontario } });
    const cities = route('patch', '/admin/city/976', { data: { city: { id: 976 } } });
    await dataProvider.update('states', {
      id: '9',
      data: { ...ontario, state: 'Ontario', updated_at: stamp },
      previousData: { ...ontario, updated_at: stamp },
    });
    await dataProvider.update('cities', {
      id: '976',
      data: { id: 976, city: 'Toronto', is_published: true, state_id: 9 },
      previousData: { id: 976, updated_at: stamp },
    });
    expect(await formOf(states[0] as Request)).toEqual({
      state: 'Ontario',
      is_published: '1',
      updated_at: stamp,
    });
    expect(await formOf(cities[0] as Request)).toEqual({
      city: 'Toronto',
      is_published: '1',
      updated_at: stamp,
    });
  });

  it("turns a refused delete (409) into an error with the server's message", async () => {
    const message = 'Ontario still has municipalities; delete them first.';
    route('delete', '/admin/state/9', { message }, 409);
    const failure = (await rejectionOf(
      dataProvider.delete('states', { id: 9, previousData: ontario }),
    )) as HttpError;
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure.message).toBe(message);
    expect(failure.status).toBe(409);
  });
});

describe("a municipality's organizations", () => {
  const meta = { countryId: '1', stateId: '9', municipalityId: '976' };
  const organizations = [{ id: 54, name: 'Driftwood Brewing Society', is_published: true }];

  it('reads organization-v2 for the city and state, all statuses, sorted by name', async () => {
    const requests = route('get', '/admin/organization-v2', {
      data: { organizations, city: { id: 976, city: 'Toronto' }, ...totals },
    });
    const result = await dataProvider.getList('municipality-organizations', list({}, meta, 2));
    expect(queryOf(requests[0] as Request)).toEqual({
      city: '976',
      state: '9',
      status: 'All',
      corkboard: 'All',
      sort_by_name: 'ASC',
      page_num: '2',
      max_organizations: '10',
    });
    expect(result).toEqual({ data: organizations, total: 13 });
  });

  it('sorts by id descending, searches the name and filters by letter', async () => {
    const requests = route('get', '/admin/organization-v2', { data: { organizations, ...totals } });
    await dataProvider.getList('municipality-organizations', {
      ...list({ q: 'brew', letter: 'D' }, meta),
      sort: { field: 'id', order: 'DESC' },
    });
    const query = queryOf(requests[0] as Request);
    expect(query).toMatchObject({ sort_by_id: 'DESC', name: 'brew', name_start: 'd' });
    expect(query).not.toHaveProperty('sort_by_name');
  });
});
