import { describe, expect, it } from 'vitest';
import {
  type DuplicateCandidate,
  type DuplicateProbe,
  findDuplicates,
} from '../../server/modules/duplicates/candidates';
import { duplicatePairBatches } from '../../server/modules/duplicates/pairs';
import type { DuplicatePair } from '../../shared/resources/duplicates';
import { ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, type City, created, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer, exportedRows, readJson } from './support/server';

/*
 * Possible duplicates of an organization: a similar name in its municipality, or the same phone
 * digits, e-mail or website host as a live organization.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;

/** An organization located in `city`, with `extra` fields (phone, e-mail, website...). */
const placed = (name: string, city: City, extra: Record<string, unknown> = {}) =>
  created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    ...addressIn(places, city),
    ...extra,
  });

const candidates = (probe: DuplicateProbe) => findDuplicates(api.server.db, probe);
const ids = async (probe: DuplicateProbe) => (await candidates(probe)).map((found) => found.id);

describe('the duplicate check', () => {
  it('finds a similar name in the same municipality, not in another one', async () => {
    const bank = await placed('Riverside Food Bank', 'ottawa');
    const [found] = await candidates({ name: 'The Riverside Food Bank', city_id: places.ottawa });
    expect(found).toMatchObject({
      id: bank.id,
      name: 'Riverside Food Bank',
      city: 'Ottawa',
      state: 'Ontario',
      reasons: ['name'],
    });
    expect(found?.similarity).toBeGreaterThan(0.5);
    expect(found?.score).toBe(found?.similarity);
    expect(await ids({ name: 'The Riverside Food Bank', city_id: places.toronto })).toEqual([]);
    expect(await ids({ name: 'Lakeshore Chess Club', city_id: places.ottawa })).toEqual([]);
  });

  it('finds the same phone digits written differently', async () => {
    const choir = await placed('Harbour Choir', 'toronto', { phone_number: '(416) 555-0142' });
    const [found] = await candidates({ phone_number: '+1 416.555.0142' });
    expect(found).toMatchObject({ id: choir.id, reasons: ['phone'], city: 'Toronto' });
    expect(await ids({ phone_number: '416 555 0143' })).toEqual([]);
  });

  it('finds the same e-mail address in another case', async () => {
    const club = await placed('Cedar Rowing Club', 'montreal', {
      email_address: 'hello@cedar-rowing.example',
    });
    expect(await candidates({ email_address: ' Hello@Cedar-Rowing.EXAMPLE' })).toMatchObject([
      { id: club.id, reasons: ['email'], city: 'Montréal', state: 'Quebec' },
    ]);
  });

  it('finds the same website host with or without www', async () => {
    const garden = await placed('Maple Garden Society', 'toronto', {
      website_url: 'https://www.maple-garden.example/about',
    });
    expect(await ids({ website_url: 'http://maple-garden.example' })).toEqual([garden.id]);
    expect(await ids({ website_url: 'https://maple-garden.example.org' })).toEqual([]);
  });

  it('ignores hosts that many organizations share, such as facebook.com', async () => {
    await placed('Birch Youth Band', 'toronto', {
      website_url: 'https://www.facebook.com/birchyouthband',
    });
    expect(await ids({ website_url: 'https://facebook.com/someoneelse' })).toEqual([]);
    expect(await ids({ website_url: 'https://www.facebook.com/birchyouthband' })).toEqual([]);
  });

  it('ranks a candidate matching for several reasons first, with all its reasons', async () => {
    const first = await placed('Northern Lights Theatre', 'ottawa', {
      phone_number: '613-555-0190',
    });
    const second = await placed('Northern Lights Theater', 'ottawa', {
      phone_number: '613-555-0191',
    });
    const found = await candidates({
      name: 'Northern Lights Theatre Company',
      city_id: places.ottawa,
      phone_number: '613 555 0190',
    });
    expect(found.map((candidate) => candidate.id)).toEqual([first.id, second.id]);
    expect(found[0]?.reasons).toEqual(['name', 'phone']);
    expect(found[1]?.reasons).toEqual(['name']);
  });

  it('ignores deleted organizations', async () => {
    const gone = await placed('Willow Knitting Circle', 'toronto', {
      email_address: 'willow@knit.example',
    });
    expect(await ids({ email_address: 'willow@knit.example' })).toEqual([gone.id]);
    const deleted = await api.delete(`${ORGANIZATIONS}/${gone.id}`);
    expect(deleted.status).toBe(200);
    expect(
      await ids({
        name: 'Willow Knitting Circle',
        city_id: places.toronto,
        email_address: 'willow@knit.example',
      }),
    ).toEqual([]);
  });

  it('never answers the organization being edited (exclude_id)', async () => {
    const self = await placed('Granite Climbing Gym', 'montreal', {
      website_url: 'https://granite-climb.example',
    });
    const probe = { name: 'Granite Climbing Gym', city_id: places.montreal };
    expect(await ids(probe)).toEqual([self.id]);
    expect(
      await ids({ ...probe, website_url: 'granite-climb.example', exclude_id: self.id }),
    ).toEqual([]);
  });

  it('answers nothing for an empty probe', async () => {
    expect(await candidates({ name: '  ', phone_number: '', email_address: null })).toEqual([]);
  });
});

describe('GET /api/admin/organization/duplicates', () => {
  const CHECK = `${ORGANIZATIONS}/duplicates`;

  it('answers the candidates of what is typed, for the form', async () => {
    const hall = await placed('Elmwood Community Hall', 'toronto', {
      phone_number: '416-555-0177',
    });
    const query = new URLSearchParams({
      name: 'Elmwood Community Hal',
      city_id: String(places.toronto),
      phone_number: '4165550177',
      email_address: '',
      website_url: '',
      exclude_id: '',
    });
    const answer = await api.get<{ data: { duplicates: DuplicateCandidate[] } }>(
      `${CHECK}?${query}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.duplicates).toMatchObject([
      { id: hall.id, name: 'Elmwood Community Hall', city: 'Toronto', reasons: ['name', 'phone'] },
    ]);
    query.set('exclude_id', String(hall.id));
    const itself = await api.get<{ data: { duplicates: DuplicateCandidate[] } }>(
      `${CHECK}?${query}`,
    );
    expect(itself.body.data.duplicates).toEqual([]);
  });

  it('refuses a municipality that is not an id, naming the field', async () => {
    const answer = await api.get<{ errors: Record<string, string> }>(`${CHECK}?city_id=Toronto`);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['city_id']);
  });
});

describe('the pairs of possible duplicates', () => {
  const PAIRS = '/api/admin/duplicate-pairs';

  interface PairsAnswer {
    pairs: DuplicatePair[];
    total: number;
    total_items_exact: boolean;
  }

  async function pairs(query = '', token = api.token): Promise<PairsAnswer> {
    const response = await api.server.request(`${PAIRS}?max_pairs=100&${query}`, {
      headers: bearer(token),
    });
    const body = await readJson<{ data: PairsAnswer }>(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  /** The listed pair of organizations `a` and `b`, if any. */
  const pairOf = async (a: number, b: number, query = '', token = api.token) =>
    (await pairs(query, token)).pairs.find(
      (pair) => pair.organization.id === Math.min(a, b) && pair.other.id === Math.max(a, b),
    );

  const dismiss = (id: number, token = api.token) =>
    api.server.request(`${PAIRS}/${id}/dismiss`, { method: 'POST', headers: bearer(token) });

  it('lists a pair strongest first, with both organizations, its reasons and score', async () => {
    const first = await placed('Saint Lucy Soup Kitchen', 'ottawa', { phone_number: '6135550101' });
    const second = await placed('St Lucy Soup Kitchen', 'ottawa', { phone_number: '613-555-0101' });
    const pair = await pairOf(first.id, second.id);
    expect(pair).toMatchObject({
      organization: {
        id: first.id,
        name: 'Saint Lucy Soup Kitchen',
        city: 'Ottawa',
        state: 'Ontario',
      },
      other: { id: second.id, name: 'St Lucy Soup Kitchen', city: 'Ottawa', state: 'Ontario' },
      reasons: ['name', 'phone'],
    });
    expect(pair?.score).toBeGreaterThan(1.5);
    const listed = await pairs();
    const scores = listed.pairs.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(listed.total).toBe(listed.pairs.length);
  });

  it('filters by province: a pair with an organization placed there', async () => {
    const first = await placed('Plateau Bike Coop', 'montreal');
    const second = await placed('Plateau Bike Co-op', 'montreal');
    expect(await pairOf(first.id, second.id, `state_id=${places.quebec}`)).toBeDefined();
    expect(await pairOf(first.id, second.id, `state_id=${places.ontario}`)).toBeUndefined();
    const quebec = await pairs(`state_id=${places.quebec}`);
    expect(
      quebec.pairs.every((pair) => [pair.organization.state, pair.other.state].includes('Quebec')),
    ).toBe(true);
  });

  it('follows changes: a renamed or deleted organization leaves its pairs, a stable id while it stays', async () => {
    const first = await placed('Don Valley Seniors Club', 'toronto');
    const second = await placed('Don Valley Senior Club', 'toronto');
    const before = await pairOf(first.id, second.id);
    expect(before).toBeDefined();
    await patched(api, `${ORGANIZATIONS}/${second.id}`, 'organization', {
      phone_number: '416 555 0199',
      updated_at: second.updated_at,
    });
    expect((await pairOf(first.id, second.id))?.id).toBe(before?.id);
    const renamed = await api.get<{ data: { organization: ApiRecord } }>(
      `${ORGANIZATIONS}/${second.id}`,
    );
    await patched(api, `${ORGANIZATIONS}/${second.id}`, 'organization', {
      name: 'Humber River Rowing',
      updated_at: renamed.body.data.organization.updated_at,
    });
    expect(await pairOf(first.id, second.id)).toBeUndefined();

    const third = await placed('Don Valley Seniors Club East', 'toronto');
    expect(await pairOf(first.id, third.id)).toBeDefined();
    expect((await api.delete(`${ORGANIZATIONS}/${third.id}`)).status).toBe(200);
    expect(await pairOf(first.id, third.id)).toBeUndefined();
  });

  it('marks a pair "not duplicates" for good, even when its organizations change', async () => {
    const first = await placed('Kensington Market Library', 'toronto');
    const second = await placed('Kensington Market Librairie', 'toronto');
    const pair = await pairOf(first.id, second.id);
    expect(pair).toBeDefined();
    const answer = await dismiss(pair?.id as number);
    expect(answer.status).toBe(200);
    expect(await pairOf(first.id, second.id)).toBeUndefined();
    const current = await api.get<{ data: { organization: ApiRecord } }>(
      `${ORGANIZATIONS}/${second.id}`,
    );
    await patched(api, `${ORGANIZATIONS}/${second.id}`, 'organization', {
      name: 'Kensington Market Library',
      email_address: 'books@kensington.example',
      updated_at: current.body.data.organization.updated_at,
    });
    expect(await pairOf(first.id, second.id)).toBeUndefined();
    expect((await dismiss(pair?.id as number)).status).toBe(200);
  });

  it('answers 404 for a pair that does not exist, naming it', async () => {
    const answer = await dismiss(2_000_000);
    expect(answer.status).toBe(404);
    expect((await readJson<{ message: string }>(answer)).message).toBe(
      'There is no pair of possible duplicates #2000000.',
    );
  });

  it('gives a limited editor the pairs of their region only, and dismissing only those', async () => {
    const quebec = [
      await placed('Verdun Choir', 'montreal'),
      await placed('Verdun Choirs', 'montreal'),
    ];
    const ontario = [await placed('Glebe Choir', 'ottawa'), await placed('Glebe Choirs', 'ottawa')];
    await created(api, '/api/admin/administrators', 'administrator', {
      email: 'qc-pairs@example.org',
      role: 'editor',
      state_ids: [places.quebec],
    });
    const token = await api.server.signInLocal('qc-pairs@example.org');
    const listed = await pairs('', token);
    expect(listed.pairs.length).toBeGreaterThan(0);
    expect(
      listed.pairs.every((pair) => [pair.organization.state, pair.other.state].includes('Quebec')),
    ).toBe(true);
    const ids = quebec.map((organization) => organization.id);
    expect(await pairOf(ids[0] as number, ids[1] as number, '', token)).toBeDefined();
    const outside = await pairOf(ontario[0]?.id as number, ontario[1]?.id as number);
    expect(
      await pairOf(ontario[0]?.id as number, ontario[1]?.id as number, '', token),
    ).toBeUndefined();
    const refused = await dismiss(outside?.id as number, token);
    expect(refused.status).toBe(403);
    expect(await pairOf(ontario[0]?.id as number, ontario[1]?.id as number)).toBeDefined();
    const inside = await pairOf(ids[0] as number, ids[1] as number);
    expect((await dismiss(inside?.id as number, token)).status).toBe(200);
  });

  const exported = (query = '', token = api.token) =>
    exportedRows(api.server, `${PAIRS}.csv?${query}`, token, 'possible-duplicates');

  it('exports as CSV every pair the list has, in its order, for a province and for a limited editor', async () => {
    await placed('Mile End Food Bank', 'montreal', { phone_number: '514 555 0199' });
    const twin = await placed('Mile-End Food Bank', 'montreal', { phone_number: '5145550199' });
    for (const query of ['', `state_id=${places.quebec}`, `state_id=${places.ontario}`]) {
      const listed = (await pairs(query)).pairs;
      const rows = await exported(query);
      expect(rows.map((row) => Number(row.id))).toEqual(listed.map((pair) => pair.id));
    }
    const [row] = (await exported(`state_id=${places.quebec}`)).filter(
      (line) => line.other_id === String(twin.id),
    );
    expect(row).toMatchObject({
      reasons: '["name","phone"]',
      organization_name: 'Mile End Food Bank',
      organization_city: 'Montréal',
      organization_state: 'Quebec',
      other_name: 'Mile-End Food Bank',
    });
    const token = await api.server.signInLocal('qc-pairs@example.org');
    const limited = await exported('', token);
    expect(limited.map((line) => Number(line.id))).toEqual(
      (await pairs('', token)).pairs.map((pair) => pair.id),
    );
  });

  it('exports batch after batch, each read on from the last pair of the one before', async () => {
    for (const name of ['Rosemont Tenants', 'Outremont Tenants', 'Ahuntsic Tenants']) {
      await placed(`${name} Union`, 'montreal');
      await placed(`${name} Unions`, 'montreal');
    }
    const person = { id: 0, role: 'administrator' as const, stateIds: [], cityIds: [] };
    // Batches of 2: at least three batches, the last one maybe short.
    expect((await pairs(`state_id=${places.quebec}`)).pairs.length).toBeGreaterThan(4);
    for (const stateId of [undefined, places.quebec]) {
      const batches: DuplicatePair[][] = [];
      for await (const batch of duplicatePairBatches(api.server.db, stateId, person, 2)) {
        expect(batch.length).toBeLessThanOrEqual(2);
        batches.push(batch);
      }
      const query = stateId === undefined ? '' : `state_id=${stateId}`;
      expect(batches.flat()).toEqual((await pairs(query)).pairs);
    }
  });
});
