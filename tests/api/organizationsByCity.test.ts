import { beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed/index';
import { apiForTestFile } from './support/resource';

const api = apiForTestFile();

interface Organization {
  id: number;
  name: string;
  is_published: boolean;
  is_corkboard: boolean;
  city: string;
  state: string;
  country: string;
  city_id: number;
  state_id: number;
  country_id: number;
}

interface Answer {
  organizations: Organization[];
  city: { id: number; city: string } | null;
  state: { id: number; state: string } | null;
  country: { id: number; country: string } | null;
  total_pages: number;
  per_page_items: number;
  total_items: number;
}

let canada: number;
let ontario: number;
let toronto: number;
/** Toronto's seeded organizations, as stored. */
let stored: { id: number; name: string; is_published: boolean }[];

beforeAll(async () => {
  await seedIfEmpty(api.server.db);
  const ids = async (sql: string) =>
    ((await api.server.db.query<{ id: number }>(sql))[0]?.id ?? 0) as number;
  canada = await ids(`SELECT id FROM countries WHERE country = 'Canada'`);
  ontario = await ids(`SELECT id FROM states WHERE state = 'Ontario'`);
  toronto = await ids(`SELECT id FROM cities WHERE city = 'Toronto' AND state_id = ${ontario}`);
  stored = await api.server.db.query(
    `SELECT o.id, o.name, o.is_published FROM organizations o
       JOIN locations l ON l.id = o.location_id
      WHERE l.city_id = $1 AND o.deleted_at IS NULL`,
    [toronto],
  );
}, 120_000);

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.toLowerCase() < b.name.toLowerCase()
    ? -1
    : a.name.toLowerCase() > b.name.toLowerCase()
      ? 1
      : a.id - b.id;

async function page(query: Record<string, string | number> = {}): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries({ city: toronto, state: ontario, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const answer = await api.get<{ data: Answer }>(`/api/admin/organization-v2?${search}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The seeded Toronto organization that comes first by name. */
function firstByName() {
  const [first] = [...stored].sort(byName);
  if (!first) throw new Error('No organization seeded in Toronto');
  return first;
}

const ids = (answer: Answer) => answer.organizations.map((organization) => organization.id);

describe('organizations of a municipality', () => {
  it('seeds at least 12 live organizations in Toronto, published and pending, with several first letters', () => {
    expect(stored.length).toBeGreaterThanOrEqual(12);
    expect(stored.some((organization) => organization.is_published)).toBe(true);
    expect(stored.some((organization) => !organization.is_published)).toBe(true);
    expect(new Set(stored.map((organization) => organization.name[0])).size).toBeGreaterThan(5);
  });

  it('pages them 10 at a time by name, with the municipality, province and country', async () => {
    const sorted = [...stored].sort(byName);
    const first = await page();
    expect(first).toMatchObject({
      city: { id: toronto, city: 'Toronto' },
      state: { id: ontario, state: 'Ontario' },
      country: { id: canada, country: 'Canada' },
      total_items: stored.length,
      total_pages: Math.ceil(stored.length / 10),
      per_page_items: 10,
    });
    expect(ids(first)).toEqual(sorted.slice(0, 10).map((organization) => organization.id));
    expect(first.organizations[0]).toMatchObject({
      city: 'Toronto',
      state: 'Ontario',
      country: 'Canada',
      city_id: toronto,
      state_id: ontario,
      country_id: canada,
      is_corkboard: expect.any(Boolean),
      is_published: expect.any(Boolean),
    });
    const last = await page({ page_num: first.total_pages });
    expect(ids(last)).toEqual(sorted.slice(10).map((organization) => organization.id));
    const beyond = await page({ page_num: first.total_pages + 1 });
    expect(beyond).toMatchObject({ organizations: [], total_items: stored.length });
    const small = await page({ max_organizations: 5, page_num: 2 });
    expect(ids(small)).toEqual(sorted.slice(5, 10).map((organization) => organization.id));
  });

  it('sorts by name or by id, both ways', async () => {
    const all = { max_organizations: 100 };
    const sorted = [...stored].sort(byName).map((organization) => organization.id);
    expect(ids(await page({ ...all, sort_by_name: 'ASC' }))).toEqual(sorted);
    expect(ids(await page({ ...all, sort_by_name: 'desc' }))).toEqual([...sorted].reverse());
    const numeric = stored.map((organization) => organization.id).sort((a, b) => a - b);
    expect(ids(await page({ ...all, sort_by_id: 'ASC' }))).toEqual(numeric);
    expect(ids(await page({ ...all, sort_by_id: 'DESC' }))).toEqual([...numeric].reverse());
  });

  it('filters by status: All (or 0), Published (or 1), Unpublished', async () => {
    const published = stored.filter((organization) => organization.is_published).length;
    for (const status of ['All', '0', 'all']) {
      expect((await page({ status })).total_items).toBe(stored.length);
    }
    for (const status of ['Published', '1']) {
      const answer = await page({ status, max_organizations: 100 });
      expect(answer.total_items).toBe(published);
      expect(answer.organizations.every((organization) => organization.is_published)).toBe(true);
    }
    const pending = await page({ status: 'Unpublished', max_organizations: 100 });
    expect(pending.total_items).toBe(stored.length - published);
    expect(pending.organizations.every((organization) => !organization.is_published)).toBe(true);
  });

  it('filters by corkboard: All, 1 or 0', async () => {
    const chosen = firstByName();
    await api.server.db.query('UPDATE organizations SET is_corkboard = true WHERE id = $1', [
      chosen.id,
    ]);
    try {
      expect(ids(await page({ corkboard: 1 }))).toEqual([chosen.id]);
      const others = await page({ corkboard: 0, max_organizations: 100 });
      expect(others.total_items).toBe(stored.length - 1);
      expect(ids(others)).not.toContain(chosen.id);
      expect((await page({ corkboard: 'All' })).total_items).toBe(stored.length);
    } finally {
      await api.server.db.query('UPDATE organizations SET is_corkboard = false WHERE id = $1', [
        chosen.id,
      ]);
    }
  });

  it('searches names by containment and filters by first letter, # for a digit', async () => {
    const target = firstByName();
    const word = (target.name.split(' ')[0] as string).toUpperCase();
    const matching = stored.filter((organization) =>
      organization.name.toUpperCase().includes(word),
    );
    expect(ids(await page({ name: word, max_organizations: 100 })).sort()).toEqual(
      matching.map((organization) => organization.id).sort(),
    );
    expect((await page({ name: '%' })).total_items).toBe(0);
    const letter = (target.name[0] as string).toLowerCase();
    const starting = stored.filter((organization) =>
      organization.name.toLowerCase().startsWith(letter),
    );
    expect(ids(await page({ name_start: letter, max_organizations: 100 })).sort()).toEqual(
      starting.map((organization) => organization.id).sort(),
    );
    expect((await page({ name_start: '#' })).total_items).toBe(0);
    await api.server.db.query(`UPDATE organizations SET name = '4 Seasons Club' WHERE id = $1`, [
      target.id,
    ]);
    try {
      const answer = await api.get<{ data: Answer }>(
        `/api/admin/organization-v2?city=${toronto}&name_start=%23`,
      );
      expect(ids(answer.body.data)).toEqual([target.id]);
    } finally {
      await api.server.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [
        target.id,
        target.name,
      ]);
    }
  });

  it('leaves deleted organizations out', async () => {
    const gone = firstByName();
    await api.server.db.query('UPDATE organizations SET deleted_at = now() WHERE id = $1', [
      gone.id,
    ]);
    try {
      const answer = await page({ max_organizations: 100 });
      expect(answer.total_items).toBe(stored.length - 1);
      expect(ids(answer)).not.toContain(gone.id);
    } finally {
      await api.server.db.query('UPDATE organizations SET deleted_at = NULL WHERE id = $1', [
        gone.id,
      ]);
    }
  });

  it("lists a province's organizations with only the state", async () => {
    const [row] = await api.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organizations o JOIN locations l ON l.id = o.location_id
        WHERE l.state_id = $1 AND o.deleted_at IS NULL`,
      [ontario],
    );
    const answer = await api.get<{ data: Answer }>(`/api/admin/organization-v2?state=${ontario}`);
    expect(answer.body.data).toMatchObject({
      city: null,
      state: { id: ontario, state: 'Ontario' },
      country: { id: canada, country: 'Canada' },
      total_items: row?.n,
    });
    expect(answer.body.data.total_items).toBeGreaterThan(stored.length);
  });

  it('answers 404 for an unknown municipality or one outside the given province', async () => {
    const quebec = (
      await api.server.db.query<{ id: number }>(`SELECT id FROM states WHERE state = 'Quebec'`)
    )[0]?.id;
    expect(await api.get(`/api/admin/organization-v2?city=987654`)).toEqual({
      status: 404,
      body: { message: 'Municipality not found.' },
    });
    expect(
      (await api.get(`/api/admin/organization-v2?city=${toronto}&state=${quebec}`)).status,
    ).toBe(404);
    expect((await api.get('/api/admin/organization-v2?state=987654')).status).toBe(404);
  });

  it.each([
    ['page_num', '0', 'Must be at least 1'],
    ['max_organizations', '101', 'Must be at most 100'],
    ['status', 'Maybe', 'Must be All, Published or Unpublished'],
    ['corkboard', '2', 'Must be All, 0 or 1'],
    ['sort_by_name', 'UP', 'Must be ASC or DESC'],
    ['name_start', 'ab', 'Must be a letter a-z, # or all'],
    ['city', 'x', 'Must be a number'],
    ['city', '1e3', 'Must be written in plain digits, like 12'],
    ['max_organizations', '0x10', 'Must be written in plain digits, like 12'],
  ])('refuses %s=%s with 400', async (name, value, message) => {
    const answer = await api.get(`/api/admin/organization-v2?${name}=${value}`);
    expect(answer).toEqual({
      status: 400,
      body: { message: `Invalid fields: ${name}`, errors: { [name]: message } },
    });
  });

  it('refuses two sort orders at once', async () => {
    const answer = await api.get('/api/admin/organization-v2?sort_by_name=ASC&sort_by_id=DESC');
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: sort_by_id',
        errors: { sort_by_id: 'Send sort_by_name or sort_by_id, not both' },
      },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await api.get(`/api/admin/organization-v2?city=${toronto}`, false)).status).toBe(401);
  });
});
