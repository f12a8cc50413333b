import { beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed/index';
import { apiForTestFile } from './support/resource';

const api = apiForTestFile();

let canada: number;
let ontario: number;
let toronto: number;

async function id(sql: string): Promise<number> {
  const [row] = await api.server.db.query<{ id: number }>(sql);
  return row?.id as number;
}

beforeAll(async () => {
  await seedIfEmpty(api.server.db);
  canada = await id(`SELECT id FROM countries WHERE country = 'Canada'`);
  ontario = await id(`SELECT id FROM states WHERE state = 'Ontario'`);
  toronto = await id(`SELECT id FROM cities WHERE city = 'Toronto' AND state_id = ${ontario}`);
}, 120_000);

async function data<T = Record<string, unknown>>(path: string): Promise<T> {
  const answer = await api.get<{ data: T }>(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function createCountry(country: string) {
  const answer = await api.send<{ data: { country: { id: number } } }>(
    'POST',
    '/api/admin/country',
    { country, country_code: 'ZZ', is_published: false },
    'json',
  );
  expect(answer.status).toBe(201);
  return answer.body.data.country.id;
}

describe('typed-letter lists', () => {
  it('lists live countries starting with the typed letters, ignoring case, by name', async () => {
    expect(await data('/api/admin/lookup/countries?q=CAN')).toEqual({
      countries: [{ id: canada, name: 'Canada' }],
    });
    expect(await data('/api/admin/lookup/countries?q=anada')).toEqual({ countries: [] });
    expect(await data('/api/admin/lookup/countries?q=%25')).toEqual({ countries: [] });
  });

  it('answers at most 20, ordered by name ignoring case, and leaves deleted countries out', async () => {
    const created: number[] = [];
    for (let index = 25; index >= 1; index--) {
      created.push(
        await createCountry(`${index % 2 ? 'qz' : 'QZ'}land ${String(index).padStart(2, '0')}`),
      );
    }
    const { countries } = await data<{ countries: { id: number; name: string }[] }>(
      '/api/admin/lookup/countries?q=qzl',
    );
    expect(countries).toHaveLength(20);
    expect(countries.map((country) => country.name.slice(-2))).toEqual(
      Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    await api.delete(`/api/admin/country/${countries[0]?.id}`);
    const after = await data<{ countries: { name: string }[] }>(
      '/api/admin/lookup/countries?q=qzland%2001',
    );
    expect(after.countries).toEqual([]);
  });

  it("lists a country's provinces/states and a province's municipalities by typed letters", async () => {
    const { states } = await data<{ states: { name: string }[] }>(
      `/api/admin/lookup/states?country_id=${canada}&q=n`,
    );
    expect(states.map((state) => state.name)).toEqual([
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
    ]);
    const { cities } = await data<{ cities: { id: number; name: string }[] }>(
      `/api/admin/lookup/cities?state_id=${ontario}&q=Toro`,
    );
    expect(cities).toContainEqual({ id: toronto, name: 'Toronto' });
    expect(cities.every((city) => city.name.toLowerCase().startsWith('toro'))).toBe(true);
    expect(await data(`/api/admin/lookup/cities?state_id=987654&q=t`)).toEqual({ cities: [] });
  });

  it("lists every country's provinces/states without a parent id, and refuses a malformed one", async () => {
    const elsewhere = await createCountry('Newland');
    const created = await api.send<{ data: { state: { id: number } } }>(
      'POST',
      '/api/admin/state',
      { country_id: String(elsewhere), state: 'Nuevo Norte', is_published: false },
      'json',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { states } = await data<{ states: { name: string }[] }>('/api/admin/lookup/states?q=nu');
    expect(states.map((state) => state.name)).toEqual(['Nuevo Norte', 'Nunavut']);
    const { cities } = await data<{ cities: { id: number }[] }>('/api/admin/lookup/cities?q=Toro');
    expect(cities).toContainEqual({ id: toronto, name: 'Toronto' });
    expect(await api.get('/api/admin/lookup/states?country_id=abc&q=o')).toMatchObject({
      status: 400,
      body: { message: 'Invalid fields: country_id' },
    });
    expect((await api.get('/api/admin/lookup/cities?state_id=abc')).status).toBe(400);
  });
});

describe('exact-name lookups', () => {
  it('matches names ignoring case and surrounding spaces, else null', async () => {
    expect(await data('/api/admin/lookup/country?name=%20%20cAnAdA%20')).toEqual({
      country: { id: canada, name: 'Canada' },
    });
    expect(await data('/api/admin/lookup/country?name=Canad')).toEqual({ country: null });
    expect(await data('/api/admin/lookup/country?name=C_nada')).toEqual({ country: null });
    expect(await data(`/api/admin/lookup/state?country_id=${canada}&name=ONTARIO%20`)).toEqual({
      state: { id: ontario, name: 'Ontario' },
    });
    expect(await data(`/api/admin/lookup/city?state_id=${ontario}&name=%20toronto`)).toEqual({
      city: { id: toronto, name: 'Toronto' },
    });
  });

  it('matches a name however its letters are composed, spaced or sized (decomposed, no-break space, full-width)', async () => {
    const quebec = await id(`SELECT id FROM states WHERE state = 'Quebec'`);
    const montreal = await id(
      `SELECT id FROM cities WHERE city = 'Montréal' AND state_id = ${quebec}`,
    );
    const name = (text: string) => encodeURIComponent(text);
    expect(await data(`/api/admin/lookup/country?name=${name('ＣＡＮＡＤＡ')}`)).toEqual({
      country: { id: canada, name: 'Canada' },
    });
    expect(
      await data(`/api/admin/lookup/city?state_id=${quebec}&name=${name('Montre\u0301al')}`),
    ).toEqual({ city: { id: montreal, name: 'Montréal' } });
    expect(
      await data(
        `/api/admin/lookup/state?country_id=${canada}&name=${name('New\u00a0 Brunswick')}`,
      ),
    ).toEqual({ state: { id: expect.any(Number), name: 'New Brunswick' } });
  });

  it('matches a name written with look-alike letters of other alphabets (Cherokee, Armenian, Lisu)', async () => {
    const name = (text: string) => encodeURIComponent(text);
    expect(await data(`/api/admin/lookup/country?name=${name('C\u13aanada')}`)).toEqual({
      country: { id: canada, name: 'Canada' },
    });
    expect(
      await data(`/api/admin/lookup/state?country_id=${canada}&name=${name('Ontari\u0585')}`),
    ).toEqual({ state: { id: ontario, name: 'Ontario' } });
    expect(
      await data(`/api/admin/lookup/city?state_id=${ontario}&name=${name('\ua4d4oronto')}`),
    ).toEqual({ city: { id: toronto, name: 'Toronto' } });
  });

  it('looks only under the given parent', async () => {
    const quebec = await id(`SELECT id FROM states WHERE state = 'Quebec'`);
    expect(await data(`/api/admin/lookup/city?state_id=${quebec}&name=Toronto`)).toEqual({
      city: null,
    });
    expect(await data(`/api/admin/lookup/state?country_id=987654&name=Ontario`)).toEqual({
      state: null,
    });
  });

  it('refuses a missing or blank name', async () => {
    expect(await api.get('/api/admin/lookup/country?name=%20')).toEqual({
      status: 400,
      body: { message: 'Invalid fields: name', errors: { name: 'Required' } },
    });
    expect((await api.get(`/api/admin/lookup/state?country_id=${canada}`)).status).toBe(400);
  });
});

describe('search by id', () => {
  it('answers a province/state and a municipality with their parents', async () => {
    expect(await data(`/api/admin/lookup/state/${ontario}`)).toEqual({
      state: { id: ontario, name: 'Ontario', country_id: canada },
    });
    expect(await data(`/api/admin/lookup/city/${toronto}`)).toEqual({
      city: { id: toronto, name: 'Toronto', state_id: ontario, country_id: canada },
    });
  });

  it('answers 404 for unknown or deleted ids', async () => {
    expect(await api.get('/api/admin/lookup/state/987654')).toEqual({
      status: 404,
      body: { message: 'Province/State not found.' },
    });
    const created = await api.send<{ data: { city: { id: number } } }>(
      'POST',
      '/api/admin/city',
      { state_id: String(ontario), city: 'Short Lived', is_published: true },
      'json',
    );
    const cityId = created.body.data.city.id;
    expect((await api.get(`/api/admin/lookup/city/${cityId}`)).status).toBe(200);
    await api.delete(`/api/admin/city/${cityId}`);
    expect(await api.get(`/api/admin/lookup/city/${cityId}`)).toEqual({
      status: 404,
      body: { message: 'Municipality not found.' },
    });
    expect(await data(`/api/admin/lookup/city?state_id=${ontario}&name=Short%20Lived`)).toEqual({
      city: null,
    });
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      '/api/admin/lookup/countries?q=c',
      `/api/admin/lookup/states?country_id=${canada}`,
      `/api/admin/lookup/city?state_id=${ontario}&name=Toronto`,
      `/api/admin/lookup/state/${ontario}`,
      `/api/admin/lookup/city/${toronto}`,
    ]) {
      expect((await api.get(path, false)).status).toBe(401);
    }
  });
});
