import { describe, expect, it } from 'vitest';
import {
  type DuplicateCandidate,
  type DuplicateProbe,
  findDuplicates,
} from '../../server/modules/duplicates/candidates';
import { ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, type City, created } from './support/places';

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
