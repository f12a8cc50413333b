import { beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed/index';
import { nameRulesSuite } from './support/nameRules';
import type { PlaceFixtures } from './support/places';
import { type ApiRecord, apiForTestFile, type Fields, STALE } from './support/resource';

const api = apiForTestFile();

/** The seeded regions' ids, named as the fixtures name the regions they create. */
type Seeded = Pick<PlaceFixtures, 'canada' | 'ontario' | 'quebec' | 'toronto'>;
let seeded: Seeded;

async function scalar(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await api.server.db.query<{ n: number }>(
    `SELECT (${sql})::int AS n`,
    params as never,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  await seedIfEmpty(api.server.db);
  seeded = {
    canada: await scalar(`SELECT id FROM countries WHERE country = 'Canada'`),
    ontario: await scalar(`SELECT id FROM states WHERE state = 'Ontario'`),
    quebec: await scalar(`SELECT id FROM states WHERE state = 'Quebec'`),
    toronto: await scalar(
      `SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id
        WHERE c.city = 'Toronto' AND s.state = 'Ontario'`,
    ),
  };
}, 120_000);

type Totals = { total_pages: number; per_page_items: number; total_items: number };
type ListAnswer<K extends string> = { data: Record<K, ApiRecord[]> & Totals };

function queryString(query: Record<string, string | number>): string {
  return Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

async function list<K extends string>(
  path: string,
  key: K,
  query: Record<string, string | number> = {},
) {
  const answer = await api.get<ListAnswer<K> & { data: Record<string, unknown> }>(
    `${path}?${queryString(query)}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...answer.body.data, rows: answer.body.data[key] };
}

const names = (rows: ApiRecord[], column: string) => rows.map((row) => row[column]);

async function create(path: string, fields: Fields, encoding: 'json' | 'form' = 'json') {
  const answer = await api.send<{ data: Record<string, ApiRecord> }>(
    'POST',
    path,
    fields,
    encoding,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return Object.values(answer.body.data)[0] as ApiRecord;
}

type Level = 'country' | 'state' | 'city';

/** A PATCH of the region of `level` with this id, signed in: the answer. */
const patch = <L extends Level>(
  level: L,
  id: number,
  fields: Fields,
  encoding: 'json' | 'form' = 'json',
) =>
  api.send<{ data: Record<L, ApiRecord> }>('PATCH', `/api/admin/${level}/${id}`, fields, encoding);

/** A PATCH that must succeed (200): the region answered. */
async function update(level: Level, id: number, fields: Fields, encoding?: 'json' | 'form') {
  const answer = await patch(level, id, fields, encoding);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data[level];
}

/** A PATCH sending the `updated_at` the record had before it changed: refused (409), as stale. */
async function expectStale(level: Level, before: ApiRecord, fields: Fields) {
  const answer = await patch(level, before.id, { ...fields, updated_at: before.updated_at });
  expect(answer).toEqual({ status: 409, body: { message: STALE } });
}

const newCountry = (country: string, code = 'ZZ') =>
  create('/api/admin/country', { country, country_code: code, is_published: true });
const newState = (country_id: number, state: string) =>
  create('/api/admin/state', { country_id: String(country_id), state, is_published: true });
const newCity = (state_id: number, city: string, is_published = true) =>
  create('/api/admin/city', { state_id: String(state_id), city, is_published });

describe('countries', () => {
  it('lists live countries with their fields and the totals', async () => {
    const page = await list('/api/admin/country', 'countries', { country: 'canada' });
    expect(page).toMatchObject({ total_pages: 1, per_page_items: 10, total_items: 1 });
    expect(page.rows).toEqual([
      {
        id: seeded.canada,
        country: 'Canada',
        country_code: 'CA',
        is_published: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
  });

  it('creates from JSON or a form, trimming the name and upper-casing the code, by the signed-in administrator', async () => {
    const fromJson = await newCountry('  Testland  ', 'tl');
    expect(fromJson).toMatchObject({ country: 'Testland', country_code: 'TL', is_published: true });
    const fromForm = await create(
      '/api/admin/country',
      { country: 'Formland', country_code: 'FL', is_published: '0' },
      'form',
    );
    expect(fromForm).toMatchObject({ country: 'Formland', is_published: false });
    const row = await api.row('countries', fromForm.id);
    expect(row?.created_by).toEqual(expect.any(Number));
    expect(row?.updated_by).toBe(row?.created_by);
  });

  it('refuses a country without its fields, naming each, and writes nothing', async () => {
    await api.expectRefusedCreate('/api/admin/country', 'countries', {}, 'form', {
      country: 'Required',
      country_code: 'Required',
      is_published: 'Must be 1 or 0',
    });
    await api.expectRefusedCreate(
      '/api/admin/country',
      'countries',
      { country: 'Codeless', country_code: 'C4', is_published: true },
      'json',
      { country_code: 'Must be letters only' },
    );
  });

  it('refuses a second live country with the same name, ignoring case and spaces (409), and accepts it once the first is deleted', async () => {
    const first = await newCountry('Duplicatia');
    const before = await api.count('countries');
    const again = await api.send(
      'POST',
      '/api/admin/country',
      { country: '  duplicatia ', country_code: 'DU', is_published: true },
      'json',
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A country with this name already exists.' });
    expect(await api.count('countries')).toBe(before);

    const other = await newCountry('Otherland');
    const rename = await patch('country', other.id, {
      country: 'DUPLICATIA',
      country_code: 'OT',
      is_published: true,
    });
    expect(rename.status).toBe(409);
    expect((await api.row('countries', other.id))?.country).toBe('Otherland');

    expect((await api.delete(`/api/admin/country/${first.id}`)).status).toBe(200);
    expect((await newCountry('Duplicatia')).id).not.toBe(first.id);
  });

  it('gets one country as the list shows it; 404 unknown or deleted, 400 not an id', async () => {
    const answer = await api.get<{ data: { country: ApiRecord } }>(
      `/api/admin/country/${seeded.canada}`,
    );
    expect(answer.status).toBe(200);
    const [listed] = (await list('/api/admin/country', 'countries', { id: seeded.canada })).rows;
    expect(answer.body.data.country).toEqual(listed);
    const unknown = await api.get('/api/admin/country/987654');
    expect(unknown).toEqual({ status: 404, body: { message: 'Country not found.' } });
    expect((await api.get('/api/admin/country/abc')).status).toBe(400);
  });

  it('updates the fields sent, refusing a stale updated_at with 409 and changing nothing', async () => {
    const country = await newCountry('Editland', 'ED');
    const edited = await update(
      'country',
      country.id,
      {
        country: 'Edited land',
        country_code: 'EL',
        is_published: '0',
        updated_at: country.updated_at,
      },
      'form',
    );
    expect(edited).toMatchObject({
      country: 'Edited land',
      country_code: 'EL',
      is_published: false,
    });
    await expectStale('country', country, {
      country: 'Lost',
      country_code: 'LO',
      is_published: true,
    });
    expect((await api.row('countries', country.id))?.country).toBe('Edited land');
    // Only the fields sent change; a field sent invalid is refused, changing nothing.
    expect(await update('country', country.id, { country: 'Half' })).toMatchObject({
      country: 'Half',
      country_code: 'EL',
      is_published: false,
    });
    const blank = await patch('country', country.id, { country: ' ', is_published: 'maybe' });
    expect(blank).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: country, is_published',
        errors: { country: 'Required', is_published: 'Must be 1 or 0' },
      },
    });
    expect((await api.row('countries', country.id))?.country).toBe('Half');
  });
});

describe('region lists: searches, letters and paging', () => {
  let hub: ApiRecord;
  beforeAll(async () => {
    hub = await newState(seeded.canada, 'Filter Hub');
    for (const city of [
      'beta Falls',
      'Alpha',
      'alpha Bay',
      '100 Mile House',
      '7 Oaks',
      'Sale 50% Town',
      'Sale 50 Town',
      'Snake_Creek',
      'Snakey Creek',
      'Zed',
      'Bravo',
      'Charlie',
    ]) {
      await newCity(hub.id, city);
    }
  });
  const cities = (query: Record<string, string | number> = {}) =>
    list(`/api/admin/state/${hub.id}/cities`, 'cities', query);

  it('orders by name ignoring case, then id, 10 a page by default, with the state and country', async () => {
    const first = await cities();
    expect(first).toMatchObject({
      total_items: 12,
      total_pages: 2,
      per_page_items: 10,
      state: { id: hub.id, state: 'Filter Hub', country_id: seeded.canada },
      country: { id: seeded.canada, country: 'Canada' },
    });
    expect(names(first.rows, 'city')).toEqual([
      '100 Mile House',
      '7 Oaks',
      'Alpha',
      'alpha Bay',
      'beta Falls',
      'Bravo',
      'Charlie',
      'Sale 50 Town',
      'Sale 50% Town',
      'Snake_Creek',
    ]);
    expect(Object.keys(first.rows[0] ?? {}).sort()).toEqual(
      [
        'id',
        'state_id',
        'city',
        'latitude',
        'longitude',
        'is_published',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('orders by name, id or status, either way, on request; refuses another column', async () => {
    const descending = await cities({ sort: 'city', order: 'desc', max_cities: 3 });
    expect(names(descending.rows, 'city')).toEqual(['Zed', 'Snakey Creek', 'Snake_Creek']);
    const byId = await cities({ sort: 'id', order: 'desc', max_cities: 20 });
    const ids = byId.rows.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(names(byId.rows, 'city')[0]).toBe('Charlie');
    const byStatus = await cities({ sort: 'is_published', order: 'asc', max_cities: 20 });
    const flags = byStatus.rows.map((row) => row.is_published);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    expect((await api.get(`/api/admin/state/${hub.id}/cities?sort=latitude`)).status).toBe(400);
  });

  it('answers the last page, and an empty page past the end with the true totals', async () => {
    const last = await cities({ page_num: 2 });
    expect(names(last.rows, 'city')).toEqual(['Snakey Creek', 'Zed']);
    const beyond = await cities({ page_num: 3 });
    expect(beyond).toMatchObject({ rows: [], total_items: 12, total_pages: 2 });
    const small = await cities({ max_cities: 5, page_num: 3 });
    expect(small).toMatchObject({ total_pages: 3, per_page_items: 5 });
    expect(names(small.rows, 'city')).toEqual(['Snakey Creek', 'Zed']);
  });

  it('filters by first letter, either case, and # (sent as %23) for a digit', async () => {
    expect(names((await cities({ city_start: 'a' })).rows, 'city')).toEqual(['Alpha', 'alpha Bay']);
    expect(names((await cities({ city_start: 'B' })).rows, 'city')).toEqual([
      'beta Falls',
      'Bravo',
    ]);
    const answer = await api.get<ListAnswer<'cities'>>(
      `/api/admin/state/${hub.id}/cities?city_start=%23`,
    );
    expect(names(answer.body.data.cities, 'city')).toEqual(['100 Mile House', '7 Oaks']);
    expect(answer.body.data.total_items).toBe(2);
    expect((await cities({ city_start: 'all' })).total_items).toBe(12);
    expect((await cities({ city_start: 'q' })).rows).toEqual([]);
  });

  it('searches names by containment ignoring case, % and _ literal, and by exact id', async () => {
    expect(names((await cities({ city: 'ALPHA' })).rows, 'city')).toEqual(['Alpha', 'alpha Bay']);
    expect(names((await cities({ city: '50%' })).rows, 'city')).toEqual(['Sale 50% Town']);
    expect(names((await cities({ city: 'e_c' })).rows, 'city')).toEqual(['Snake_Creek']);
    expect(names((await cities({ city: '  zed ' })).rows, 'city')).toEqual(['Zed']);
    const [zed] = (await cities({ city: 'zed' })).rows;
    expect((await cities({ id: zed?.id as number })).rows).toEqual([zed]);
    expect((await cities({ id: zed?.id as number, city: 'alpha' })).rows).toEqual([]);
    expect((await cities({ id: seeded.toronto })).rows).toEqual([]);
    expect((await cities({ id: '', city: '' })).total_items).toBe(12);
  });

  it.each([
    ['page_num', '0', 'Must be at least 1'],
    ['page_num', 'x', 'Must be a number'],
    ['max_cities', '0', 'Must be at least 1'],
    ['max_cities', '101', 'Must be at most 100'],
    ['city_start', 'ab', 'Must be a letter a-z, # or all'],
    ['city_start', '%25', 'Must be a letter a-z, # or all'],
    ['id', '-3', 'Must be a positive id'],
    ['id', '0x10', 'Must be written in plain digits, like 12'],
    ['id', '%201', 'Must be written in plain digits, like 12'],
    ['max_cities', '1e1', 'Must be written in plain digits, like 12'],
  ])('refuses %s=%s with 400', async (name, value, message) => {
    const answer = await api.get(`/api/admin/state/${hub.id}/cities?${name}=${value}`);
    expect(answer).toEqual({
      status: 400,
      body: { message: `Invalid fields: ${name}`, errors: { [name]: message } },
    });
  });

  it('uses the spec parameter names on every level', async () => {
    const states = await list(`/api/admin/country/${seeded.canada}/states`, 'states', {
      state: 'on',
      state_start: 'o',
      max_states: 1,
    });
    expect(states).toMatchObject({
      total_items: 1,
      per_page_items: 1,
      country: { id: seeded.canada, country: 'Canada' },
    });
    expect(states.rows).toEqual([
      {
        id: seeded.ontario,
        country_id: seeded.canada,
        state: 'Ontario',
        is_published: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const countries = await list('/api/admin/country', 'countries', {
      country_start: 'c',
      max_country: 100,
    });
    expect(names(countries.rows, 'country')).toContain('Canada');
    expect(countries.rows.every((row) => /^c/i.test(row.country as string))).toBe(true);
    const states13 = await list(`/api/admin/country/${seeded.canada}/states`, 'states', {
      max_states: 100,
    });
    expect(names(states13.rows, 'state')).toEqual(
      expect.arrayContaining(['Ontario', 'Quebec', 'Yukon', 'Filter Hub']),
    );
    const order = names(states13.rows, 'state') as string[];
    expect(order).toEqual([...order].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('answers 404 for the states of an unknown country and the cities of an unknown state', async () => {
    expect(await api.get('/api/admin/country/987654/states')).toEqual({
      status: 404,
      body: { message: 'Country not found.' },
    });
    expect(await api.get('/api/admin/state/987654/cities')).toEqual({
      status: 404,
      body: { message: 'Province/State not found.' },
    });
  });
});

describe('provinces/states and municipalities: create, get, update', () => {
  it('creates a state under a live country, and refuses an unknown or deleted one naming country_id', async () => {
    const state = await newState(seeded.canada, 'New Province');
    expect(state).toMatchObject({ country_id: seeded.canada, state: 'New Province' });
    const gone = await newCountry('Gone Country');
    await api.delete(`/api/admin/country/${gone.id}`);
    for (const country_id of ['987654', String(gone.id)]) {
      await api.expectRefusedCreate(
        '/api/admin/state',
        'states',
        { country_id, state: 'Orphan', is_published: true },
        'form',
        { country_id: 'No such country' },
      );
    }
    await api.expectRefusedCreate('/api/admin/state', 'states', {}, 'json', {
      country_id: 'Required',
      state: 'Required',
      is_published: 'Must be 1 or 0',
    });
  });

  it('refuses a duplicate state name within a country (409) but takes it in another country', async () => {
    const before = await api.count('states');
    const again = await api.send(
      'POST',
      '/api/admin/state',
      { country_id: String(seeded.canada), state: ' ONTARIO ', is_published: true },
      'json',
    );
    expect(again).toEqual({
      status: 409,
      body: { message: 'This country already has a province/state with this name.' },
    });
    expect(await api.count('states')).toBe(before);
    const elsewhere = await newCountry('Ontarian Republic', 'OR');
    expect(await newState(elsewhere.id, 'Ontario')).toMatchObject({ country_id: elsewhere.id });
  });

  it('updates a state name and publish flag only (it stays in its country), with the 409 rule', async () => {
    const state = await newState(seeded.canada, 'Renamed Province');
    const other = await newCountry('Elsewhere', 'EW');
    const edited = await update('state', state.id, {
      state: 'Renamed Twice',
      is_published: false,
      country_id: String(other.id),
      updated_at: state.updated_at,
    });
    expect(edited).toMatchObject({
      state: 'Renamed Twice',
      is_published: false,
      country_id: seeded.canada,
    });
    await expectStale('state', state, { state: 'Lost', is_published: true });
    const taken = await patch('state', state.id, { state: 'quebec', is_published: true }, 'form');
    expect(taken.status).toBe(409);
    const got = await api.get<{ data: { state: ApiRecord } }>(`/api/admin/state/${state.id}`);
    expect(got.body.data.state).toEqual(edited);
    expect((await api.get('/api/admin/state/987654')).status).toBe(404);
  });

  it('creates a municipality under a live state, refusing an unknown one naming state_id, and a duplicate within its state', async () => {
    const city = await create(
      '/api/admin/city',
      { state_id: String(seeded.quebec), city: 'Nouvelle Ville', is_published: '0' },
      'form',
    );
    expect(city).toMatchObject({
      state_id: seeded.quebec,
      city: 'Nouvelle Ville',
      is_published: false,
      latitude: null,
      longitude: null,
    });
    await api.expectRefusedCreate(
      '/api/admin/city',
      'cities',
      { state_id: '987654', city: 'Nowhere', is_published: true },
      'json',
      { state_id: 'No such province/state' },
    );
    const duplicate = await api.send(
      'POST',
      '/api/admin/city',
      { state_id: String(seeded.ontario), city: 'toronto', is_published: true },
      'json',
    );
    expect(duplicate).toEqual({
      status: 409,
      body: { message: 'This province/state already has a municipality with this name.' },
    });
    expect(await newCity(seeded.quebec, 'Toronto')).toMatchObject({ state_id: seeded.quebec });
  });

  it('gets and updates a municipality (name and publish only), with the 409 rule', async () => {
    const city = await newCity(seeded.quebec, 'Editville');
    const got = await api.get<{ data: { city: ApiRecord } }>(`/api/admin/city/${city.id}`);
    expect(got.body.data.city).toEqual(city);
    const edited = await update(
      'city',
      city.id,
      {
        city: 'Edited Ville',
        is_published: '0',
        state_id: String(seeded.ontario),
        updated_at: city.updated_at,
      },
      'form',
    );
    expect(edited).toMatchObject({
      city: 'Edited Ville',
      is_published: false,
      state_id: seeded.quebec,
    });
    await expectStale('city', city, { city: 'Lost', is_published: true });
    const blank = await patch('city', city.id, { city: ' ' });
    expect(blank.body).toEqual({
      message: 'Invalid fields: city',
      errors: { city: 'Required' },
    });
    expect(await update('city', city.id, { is_published: true })).toMatchObject({
      city: 'Edited Ville',
      is_published: true,
    });
    expect((await api.get('/api/admin/city/987654')).body).toEqual({
      message: 'Municipality not found.',
    });
  });
});

describe('deleting regions', () => {
  const snapshot = async () =>
    api.server.db.query(
      `SELECT (SELECT count(*) FROM countries WHERE deleted_at IS NULL)::int AS countries,
              (SELECT count(*) FROM states WHERE deleted_at IS NULL)::int AS states,
              (SELECT count(*) FROM cities WHERE deleted_at IS NULL)::int AS cities`,
    );

  it('refuses to delete Ontario while it has municipalities and organizations, changing nothing', async () => {
    const cities = await scalar(
      'SELECT count(*) FROM cities WHERE state_id = $1 AND deleted_at IS NULL',
      [seeded.ontario],
    );
    // Located there, or holding events at a venue there (the seed puts some venues elsewhere).
    const organizations = await scalar(
      `SELECT count(DISTINCT o.id) FROM organizations o JOIN locations l
           ON l.id = o.location_id OR l.organization_id = o.id
        WHERE l.state_id = $1 AND l.deleted_at IS NULL AND o.deleted_at IS NULL`,
      [seeded.ontario],
    );
    expect(organizations).toBeGreaterThanOrEqual(12);
    const before = await snapshot();
    const answer = await api.delete(`/api/admin/state/${seeded.ontario}`);
    expect(answer).toEqual({
      status: 409,
      body: {
        message: `Ontario still has ${cities} municipalities and ${organizations} organizations; delete or move them first.`,
      },
    });
    expect(await snapshot()).toEqual(before);
    expect((await api.row('states', seeded.ontario))?.deleted_at).toBeNull();
  });

  it('refuses to delete Toronto while organizations are there, and Canada while it has provinces', async () => {
    const toronto = await api.delete(`/api/admin/city/${seeded.toronto}`);
    expect(toronto).toEqual({
      status: 409,
      body: { message: 'Toronto still has 12 organizations; delete or move them first.' },
    });
    const canada = await api.delete(`/api/admin/country/${seeded.canada}`);
    expect(canada.status).toBe(409);
    expect((canada.body as { message: string }).message).toMatch(
      /^Canada still has \d+ provinces\/states and \d+ organizations; delete or move them first\.$/,
    );
    expect((await api.row('cities', seeded.toronto))?.deleted_at).toBeNull();
    expect((await api.row('countries', seeded.canada))?.deleted_at).toBeNull();
  });

  it('says "1 municipality" and counts only live organizations', async () => {
    const state = await newState(seeded.canada, 'Single City Province');
    const city = await newCity(state.id, 'Lonely Town');
    const refused = await api.delete(`/api/admin/state/${state.id}`);
    expect(refused.body).toEqual({
      message: 'Single City Province still has 1 municipality; delete or move them first.',
    });
    // An organization placed in the city through its location, then soft-deleted.
    const [location] = await api.server.db.query<{ id: number }>(
      `INSERT INTO locations (name, city_id, state_id, country_id) VALUES ('Hall', $1, $2, $3) RETURNING id`,
      [city.id, state.id, seeded.canada],
    );
    const [organization] = await api.server.db.query<{ id: number }>(
      `INSERT INTO organizations (name, location_id) VALUES ('Lonely Club', $1) RETURNING id`,
      [location?.id ?? null],
    );
    expect((await api.delete(`/api/admin/city/${city.id}`)).body).toEqual({
      message: 'Lonely Town still has 1 organization; delete or move them first.',
    });
    await api.server.db.query('UPDATE organizations SET deleted_at = now() WHERE id = $1', [
      organization?.id ?? null,
    ]);
    expect((await api.delete(`/api/admin/city/${city.id}`)).status).toBe(200);
    expect((await api.delete(`/api/admin/state/${state.id}`)).status).toBe(200);
  });

  it('soft-deletes an empty region: answers it, keeps the row with deleted_by, hides it everywhere', async () => {
    const country = await newCountry('Empty Country', 'EC');
    const state = await newState(country.id, 'Empty Province');
    const city = await newCity(state.id, 'Empty Town');

    const deletedCity = await api.delete<{ data: { city: ApiRecord } }>(
      `/api/admin/city/${city.id}`,
    );
    expect(deletedCity.status).toBe(200);
    expect(deletedCity.body.data.city).toMatchObject({ id: city.id, city: 'Empty Town' });
    const row = await api.row('cities', city.id);
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.deleted_by).toEqual(expect.any(Number));
    expect((await api.get(`/api/admin/city/${city.id}`)).status).toBe(404);
    expect((await api.delete(`/api/admin/city/${city.id}`)).status).toBe(404);
    expect((await list(`/api/admin/state/${state.id}/cities`, 'cities')).rows).toEqual([]);

    expect((await api.delete(`/api/admin/state/${state.id}`)).status).toBe(200);
    expect((await api.get(`/api/admin/state/${state.id}/cities`)).status).toBe(404);
    const deletedCountry = await api.delete<{ data: { country: ApiRecord } }>(
      `/api/admin/country/${country.id}`,
    );
    expect(deletedCountry.body.data.country).toMatchObject({ country: 'Empty Country' });
    expect(
      (await list('/api/admin/country', 'countries', { country: 'empty country' })).rows,
    ).toEqual([]);
    const revived = await patch('country', country.id, {
      country: 'Revived',
      country_code: 'RV',
      is_published: true,
    });
    expect(revived.status).toBe(404);
  });
});

describe('geography without a session', () => {
  it('answers 401 to every call and changes nothing', async () => {
    const before = [await api.count('countries'), await api.count('states')];
    const valid = { country: 'Intruder', country_code: 'IN', is_published: true };
    const calls = [
      api.get('/api/admin/country', false),
      api.get(`/api/admin/country/${seeded.canada}`, false),
      api.get(`/api/admin/country/${seeded.canada}/states`, false),
      api.get(`/api/admin/state/${seeded.ontario}/cities`, false),
      api.get(`/api/admin/city/${seeded.toronto}`, false),
      api.send('POST', '/api/admin/country', valid, 'json', false),
      api.send('PATCH', `/api/admin/country/${seeded.canada}`, valid, 'json', false),
      api.send(
        'POST',
        '/api/admin/state',
        { country_id: String(seeded.canada), state: 'Intruder', is_published: true },
        'form',
        false,
      ),
      api.delete(`/api/admin/state/${seeded.ontario}`, false),
      api.delete(`/api/admin/city/${seeded.toronto}`, false),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
    expect([await api.count('countries'), await api.count('states')]).toEqual(before);
  });
});

/** The country and province/state the name rules of provinces/states and municipalities use. */
let namesCountry: number;
let namesState: number;
beforeAll(async () => {
  namesCountry = (await newCountry('Land of Names', 'LN')).id;
  namesState = (await newState(namesCountry, 'Province of Names')).id;
});

nameRulesSuite({
  api,
  label: 'countries',
  table: 'countries',
  field: 'country',
  itemKey: 'country',
  create: (country) =>
    api.send(
      'POST',
      '/api/admin/country',
      { country, country_code: 'NR', is_published: true },
      'json',
    ),
  unique: {
    message: 'A country with this name already exists.',
    rename: (id, country) =>
      patch('country', id, { country, country_code: 'NR', is_published: true }),
  },
});

nameRulesSuite({
  api,
  label: 'provinces/states',
  table: 'states',
  field: 'state',
  itemKey: 'state',
  create: (state) =>
    api.send(
      'POST',
      '/api/admin/state',
      { country_id: String(namesCountry), state, is_published: true },
      'json',
    ),
  unique: {
    message: 'This country already has a province/state with this name.',
    rename: (id, state) => patch('state', id, { state, is_published: true }),
  },
});

nameRulesSuite({
  api,
  label: 'municipalities',
  table: 'cities',
  field: 'city',
  itemKey: 'city',
  create: (city) =>
    api.send(
      'POST',
      '/api/admin/city',
      { state_id: String(namesState), city, is_published: true },
      'form',
    ),
  unique: {
    message: 'This province/state already has a municipality with this name.',
    rename: (id, city) => patch('city', id, { city, is_published: true }, 'form'),
  },
});
