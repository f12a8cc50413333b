import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, placedRecordsForTestFile } from './support/events';
import { nameRulesSuite } from './support/nameRules';
import { addressIn, type City, created, jsonFields } from './support/places';
import { type ApiRecord, type Fields, STALE } from './support/resource';

const { api, places } = placedRecordsForTestFile();
const BASE = '/api/admin/organization';
const path = (id: number) => `${BASE}/${id}`;

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** The fields of a regular organization, as the console's form sends them. */
const regular = (name: string, overrides: Record<string, unknown> = {}) =>
  jsonFields({
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    website_url: 'https://example.org',
    twitter_name: 'example',
    facebook_name: '',
    instagram_name: '',
    linkedin_name: '',
    email_address: 'hello@example.org',
    phone_number: '416 555 0100',
    is_published: false,
    is_corkboard: false,
    ...overrides,
  });

type OrganizationAnswer = { data: { organization: ApiRecord } };

const send = (
  method: 'POST' | 'PATCH',
  target: string,
  fields: Record<string, unknown>,
  encoding: 'json' | 'form' = 'json',
) => api.send<OrganizationAnswer>(method, target, jsonFields(fields), encoding);

async function getOrganization(id: number) {
  const answer = await api.get<OrganizationAnswer>(path(id));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.organization;
}

/** The console's create flow: the organization, its location, then the link between them. */
async function createLocated(
  name: string,
  city: City,
  overrides: Record<string, unknown> = {},
  address: Record<string, unknown> = {},
) {
  const organization = await created(api, BASE, 'organization', regular(name, overrides));
  const location = await created(api, '/api/admin/location', 'location', {
    name,
    ...addressIn(places, city),
    ...address,
    organization_id: organization.id,
    is_published: organization.is_published,
  });
  const linked = await send('PATCH', path(organization.id), { location_id: location.id });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return { organization: linked.body.data.organization, location };
}

describe('organizations: create and get', () => {
  it('creates a regular organization with both images from form data; GET answers it with signed URLs', async () => {
    const before = await api.count('files');
    const answer = await send(
      'POST',
      BASE,
      {
        ...regular('Maple Choir', { is_published: true }),
        category_id: String(places.organizationCategory),
        card_image: new File([PNG], 'card.png', { type: 'image/png' }),
        profile_image: new File([SVG], 'profile.svg', { type: 'image/svg+xml' }),
      },
      'form',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const organization = answer.body.data.organization;
    const signed = expect.stringMatching(/^\/api\/files\/\d+\?sig=/);
    expect(organization).toEqual({
      id: expect.any(Number),
      name: 'Maple Choir',
      description: 'About Maple Choir',
      category_id: places.organizationCategory,
      website_url: 'https://example.org',
      twitter_name: 'example',
      facebook_name: null,
      instagram_name: null,
      linkedin_name: null,
      email_address: 'hello@example.org',
      phone_number: '416 555 0100',
      is_published: true,
      is_corkboard: false,
      location_id: null,
      card_image_id: expect.any(Number),
      profile_image_id: expect.any(Number),
      card_image: signed,
      profile_image: signed,
      created_by: expect.any(Number),
      updated_by: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      city: null,
      state: null,
      country: null,
      city_id: null,
      state_id: null,
      country_id: null,
      location: null,
      last_verified_at: organization.updated_at,
      verified_by_name: 'Local administrator',
      review_due_at: expect.any(String),
    });
    expect(await api.count('files')).toBe(before + 2);
    expect(await getOrganization(organization.id)).toEqual(organization);
    const card = await api.server.request(organization.card_image as string);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await card.arrayBuffer())).toEqual(PNG);
    const profile = await api.server.request(organization.profile_image as string);
    expect(await profile.text()).toBe(SVG);
    expect((await api.get(path(987654))).status).toBe(404);
  });

  it("answers the city, province and country of its location, with the location's record", async () => {
    const { organization, location } = await createLocated('Harbour Club', 'toronto');
    expect(await getOrganization(organization.id)).toMatchObject({
      location_id: location.id,
      city: 'Toronto',
      state: 'Ontario',
      country: 'Canada',
      city_id: places.toronto,
      state_id: places.ontario,
      country_id: places.canada,
      location,
      card_image: null,
      profile_image: null,
    });
  });

  it('requires a category and a description of a regular organization only', async () => {
    const blank = { category_id: '', description: '' };
    await api.expectRefusedCreate(BASE, 'organizations', regular('No Kind', blank), 'json', {
      category_id: 'Please select a category',
      description: 'Required',
    });
    await api.expectRefusedCreate(BASE, 'organizations', jsonFields({}), 'json', {
      name: 'Required',
      category_id: 'Please select a category',
      description: 'Required',
    });
    const corkboard = await created(
      api,
      BASE,
      'organization',
      regular('Notice Board', { ...blank, is_corkboard: true }),
    );
    expect(corkboard).toMatchObject({ is_corkboard: true, category_id: null, description: null });
  });

  it.each([
    ['deleted', () => places.deletedCategory, 'No such category'],
    ['unknown', () => 987654, 'No such category'],
    ['for events only', () => places.eventCategory, 'This category is not for organizations'],
  ])('refuses a category that is %s', async (_case, category, message) => {
    await api.expectRefusedCreate(
      BASE,
      'organizations',
      regular('Wrong Kind', { category_id: category() }),
      'json',
      { category_id: message },
    );
  });

  it('refuses other invalid fields, naming each', async () => {
    await api.expectRefusedCreate(
      BASE,
      'organizations',
      regular('x'.repeat(201), {
        website_url: 'javascript:alert(1)',
        email_address: 'not-an-address',
        is_published: 'maybe',
      }),
      'json',
      {
        name: 'Must be at most 200 characters',
        website_url: 'Must be a valid http(s) URL',
        email_address: 'Must be a valid e-mail address',
        is_published: 'Must be 1 or 0',
      },
    );
  });

  it('refuses a location_id on create: no location belongs to it yet', async () => {
    const { location } = await createLocated('Owner Society', 'ottawa');
    await api.expectRefusedCreate(
      BASE,
      'organizations',
      regular('Borrower', { location_id: location.id }),
      'json',
      { location_id: 'Must be a location of this organization' },
    );
  });
});

describe('organizations: images', () => {
  it.each([
    [
      'a text file',
      new File(['just words'], 'card.png'),
      'Please upload a PNG, JPEG, WebP, GIF or SVG image.',
    ],
    [
      'an SVG with a script',
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        'card.svg',
      ),
      expect.stringMatching(/script/i),
    ],
  ])('refuses %s as the card image, writing nothing', async (_case, file, message) => {
    const before = [await api.count('organizations'), await api.count('files')];
    const answer = await send('POST', BASE, { ...regular('Imageless'), card_image: file }, 'form');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Invalid fields: card_image',
      errors: { card_image: message },
    });
    expect([await api.count('organizations'), await api.count('files')]).toEqual(before);
  });

  it('answers 413 to an image over 5 MB', async () => {
    const before = await api.count('organizations');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const answer = await send(
      'POST',
      BASE,
      { ...regular('Heavy'), profile_image: new File([big], 'big.png') },
      'form',
    );
    expect(answer.status).toBe(413);
    expect(await api.count('organizations')).toBe(before);
  });

  it('replaces an image on update and keeps it when none is sent', async () => {
    const organization = await created(api, BASE, 'organization', regular('Painted Hall'));
    const withCard = await send(
      'PATCH',
      path(organization.id),
      { card_image: new File([PNG], 'card.png') },
      'form',
    );
    expect(withCard.status, JSON.stringify(withCard.body)).toBe(200);
    const cardId = withCard.body.data.organization.card_image_id;
    expect(cardId).toEqual(expect.any(Number));
    const renamed = await send('PATCH', path(organization.id), { name: 'Painted Hall II' }, 'form');
    expect(renamed.body.data.organization).toMatchObject({
      name: 'Painted Hall II',
      card_image_id: cardId,
      card_image: withCard.body.data.organization.card_image,
    });
  });
});

describe('organizations: update', () => {
  it('changes only the sent fields (the create flow sends only location_id)', async () => {
    const { organization } = await createLocated('Lakeside Rowing', 'toronto', {
      is_published: true,
    });
    const answer = await send('PATCH', path(organization.id), { phone_number: '' }, 'form');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.organization).toEqual({
      ...organization,
      phone_number: null,
      updated_at: expect.any(String),
      // A change of content verifies the organization again.
      last_verified_at: answer.body.data.organization.updated_at,
      review_due_at: expect.any(String),
    });
    expect(answer.body.data.organization.updated_at).not.toBe(organization.updated_at);
  });

  it('validates the merged record: the corkboard rules apply to the result', async () => {
    const corkboard = await created(api, BASE, 'organization', {
      name: 'Pinned Notes',
      is_corkboard: true,
    });
    const unpinned = await send('PATCH', path(corkboard.id), { is_corkboard: false });
    expect(unpinned).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: category_id, description',
        errors: { category_id: 'Please select a category', description: 'Required' },
      },
    });
    const completed = await send('PATCH', path(corkboard.id), {
      is_corkboard: '0',
      category_id: places.organizationCategory,
      description: 'Now a regular organization',
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const cleared = await send('PATCH', path(corkboard.id), { description: '   ' });
    expect(cleared.body).toMatchObject({ errors: { description: 'Required' } });
    const eventKind = await send('PATCH', path(corkboard.id), {
      category_id: places.eventCategory,
    });
    expect(eventKind.body).toMatchObject({
      errors: { category_id: 'This category is not for organizations' },
    });
    expect(await getOrganization(corkboard.id)).toEqual(completed.body.data.organization);
  });

  it('refuses a location_id of another organization, a deleted one or an unknown one', async () => {
    const { organization, location } = await createLocated('First Owner', 'toronto');
    const other = await createLocated('Second Owner', 'ottawa');
    const spare = await created(api, '/api/admin/location', 'location', {
      name: 'Spare',
      ...addressIn(places, 'toronto'),
      organization_id: organization.id,
    });
    await api.delete(`/api/admin/location/${spare.id}`);
    for (const locationId of [other.location.id, spare.id, 987654]) {
      const answer = await send('PATCH', path(organization.id), { location_id: locationId });
      expect(answer).toEqual({
        status: 400,
        body: {
          message: 'Invalid fields: location_id',
          errors: { location_id: 'Must be a location of this organization' },
        },
      });
    }
    expect((await getOrganization(organization.id)).location_id).toBe(location.id);
  });

  it('answers 409 to a stale updated_at, 400 to an unreadable one, 404 to an unknown id', async () => {
    const organization = await created(api, BASE, 'organization', regular('Contested Club'));
    const first = await send('PATCH', path(organization.id), {
      name: 'Won',
      updated_at: organization.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await send('PATCH', path(organization.id), {
      name: 'Lost',
      updated_at: organization.updated_at,
    });
    expect(stale).toEqual({ status: 409, body: { message: STALE } });
    const garbage = await send('PATCH', path(organization.id), { updated_at: 'soon' });
    expect(garbage.status).toBe(400);
    expect(await getOrganization(organization.id)).toEqual(first.body.data.organization);
    expect((await send('PATCH', path(987654), { name: 'Nobody' })).status).toBe(404);
  });
});

describe('organizations: delete', () => {
  it('soft-deletes the organization and its live locations together', async () => {
    const { organization, location } = await createLocated('Closing Society', 'toronto');
    const second = await created(api, '/api/admin/location', 'location', {
      name: 'Annex',
      ...addressIn(places, 'ottawa'),
      organization_id: organization.id,
    });
    const answer = await api.delete<OrganizationAnswer>(path(organization.id));
    expect(answer.status).toBe(200);
    expect(answer.body.data.organization).toMatchObject({
      id: organization.id,
      name: 'Closing Society',
      city: 'Toronto',
    });
    for (const [table, id] of [
      ['organizations', organization.id],
      ['locations', location.id],
      ['locations', second.id],
    ] as const) {
      const row = await api.row(table, id);
      expect(row?.deleted_at).not.toBeNull();
      expect(row?.deleted_by).toBe(row?.updated_by);
    }
    expect((await api.get(path(organization.id))).status).toBe(404);
    expect((await api.get(`/api/admin/location/${location.id}`)).status).toBe(404);
    expect((await api.get(`${path(organization.id)}/locations`)).status).toBe(404);
    expect((await api.delete(path(organization.id))).status).toBe(404);
  });

  it('refuses while the organization has live events, changing nothing', async () => {
    const { organization, location } = await createLocated('Busy Hall', 'toronto');
    await api.server.db.query(
      `INSERT INTO events (title, organization_id, location_id, start_time)
       VALUES ('Opening night', $1, $2, now())`,
      [organization.id, location.id],
    );
    const answer = await api.delete(path(organization.id));
    expect(answer).toEqual({
      status: 409,
      body: { message: 'Busy Hall still has 1 event; delete them first.' },
    });
    expect(await getOrganization(organization.id)).toEqual({ ...organization, location });
    expect((await api.row('locations', location.id))?.deleted_at).toBeNull();
  });
});

type ListAnswer = {
  data: {
    organizations: (ApiRecord & { name: string })[];
    total_pages: number;
    per_page_items: number;
    total_items: number;
  };
};

describe('organizations: list', () => {
  /** Ids of the organizations this describe creates, by what they are. */
  const made = { torontoBakeries: [] as number[], others: [] as number[] };
  const marker = 'Zq';

  beforeAll(async () => {
    const bakery = (n: number) =>
      `${marker} ${n % 2 ? 'bakery' : 'BAKERY'} ${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= 12; n++) {
      const published = n % 3 === 0;
      const { organization } = await createLocated(bakery(n), 'toronto', {
        is_published: published,
        is_corkboard: n === 5,
      });
      made.torontoBakeries.push(organization.id);
    }
    made.others.push((await createLocated(`${marker} Bakery Ottawa`, 'ottawa')).organization.id);
    made.others.push((await createLocated(`${marker} Café Toronto`, 'toronto')).organization.id);
    // A location naming no municipality: its own text is the city searched.
    made.torontoBakeries.push(
      (
        await createLocated(
          `${marker} Bakery on the Island`,
          'toronto',
          {},
          {
            city: 'Toronto Island',
            city_id: '',
            state_id: '',
            country_id: '',
          },
        )
      ).organization.id,
    );
    made.others.push((await created(api, BASE, 'organization', regular(`9 ${marker} Bakers`))).id);
  });

  async function list(query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const answer = await api.get<ListAnswer>(`${BASE}?${search}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  async function everyPage(query: Record<string, string | number>) {
    const first = await list(query);
    const rows = [...first.organizations];
    for (let page = 2; page <= first.total_pages; page++) {
      rows.push(...(await list({ ...query, page_num: page })).organizations);
    }
    return { first, rows };
  }

  /** Each row after the one before it: by name ignoring case, then by id. */
  const orderedByNameThenId = (rows: { name: string; id: number }[]) =>
    rows.every((row, index) => {
      const before = rows[index - 1];
      if (!before) return true;
      const [name, previous] = [row.name.toLowerCase(), before.name.toLowerCase()];
      return previous < name || (previous === name && before.id < row.id);
    });

  it('combines the name and city searches on every page, ordered by name then id', async () => {
    const { first, rows } = await everyPage({
      name: `${marker} bak`,
      city: 'TORON',
      max_organizations: 5,
    });
    expect(first).toMatchObject({ total_items: 13, total_pages: 3, per_page_items: 5 });
    expect(first.organizations).toHaveLength(5);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...made.torontoBakeries].sort((a, b) => a - b),
    );
    expect(orderedByNameThenId(rows)).toBe(true);
    expect(rows.every((row) => String(row.city).startsWith('Toronto'))).toBe(true);
    expect(rows[0]).toMatchObject({
      city: expect.any(String),
      state: 'Ontario',
      country: 'Canada',
      is_published: expect.any(Boolean),
      is_corkboard: expect.any(Boolean),
      location_id: expect.any(Number),
    });
    const ottawa = await list({ name: marker, city: 'ottaw' });
    expect(ottawa.organizations.map((row) => row.id)).toEqual([made.others[0]]);
    expect((await list({ name: marker, city: 'nowhere' })).total_items).toBe(0);
    const beyond = await list({ name: marker, city: 'toronto', page_num: 99 });
    expect(beyond).toMatchObject({ organizations: [], total_items: 14 });
  });

  it('orders by name, id or status, either way, on every page, with the searches; refuses another order', async () => {
    const query = { name: `${marker} bak`, city: 'TORON', max_organizations: 5 };
    const ascending = (await everyPage({ ...query, sort: 'name', order: 'asc' })).rows;
    expect(orderedByNameThenId(ascending)).toBe(true);
    const descending = (await everyPage({ ...query, sort: 'name', order: 'desc' })).rows;
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
    const byId = (await everyPage({ ...query, sort: 'id', order: 'desc' })).rows;
    expect(byId.map((row) => row.id)).toEqual([...made.torontoBakeries].sort((a, b) => b - a));
    const byStatus = (await everyPage({ ...query, sort: 'is_published', order: 'desc' })).rows;
    const published = byStatus.filter((row) => row.is_published);
    expect(byStatus.slice(0, published.length)).toEqual(published);
    expect(published.map((row) => row.id)).toEqual(
      [...published.map((row) => row.id)].sort((a, b) => b - a),
    );
    expect((await api.get(`${BASE}?sort=description`)).status).toBe(400);
    expect((await api.get(`${BASE}?sort=id&order=up`)).status).toBe(400);
  });

  it('filters by status: All, 0 (the main list), Published, Unpublished', async () => {
    const base = { name: `${marker} bakery`, city: 'Toronto', max_organizations: 100 };
    for (const status of ['All', '0', 'all', '']) {
      expect((await list({ ...base, status })).total_items).toBe(13);
    }
    const published = await list({ ...base, status: 'Published' });
    expect(published.total_items).toBe(4);
    expect(published.organizations.every((row) => row.is_published)).toBe(true);
    const pending = await list({ ...base, status: 'Unpublished' });
    expect(pending.total_items).toBe(9);
    expect(pending.organizations.every((row) => !row.is_published)).toBe(true);
  });

  it("filters by created_within_days, as the dashboard's New Organizations count them", async () => {
    const base = { name: `${marker} bakery`, max_organizations: 100 };
    const [oldest, older] = made.torontoBakeries as [number, number];
    await api.server.db.query(
      `UPDATE organizations SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [oldest, 45],
    );
    await api.server.db.query(
      `UPDATE organizations SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [older, 20],
    );
    const recent = await list({ ...base, created_within_days: 30 });
    expect(recent.total_items).toBe(13);
    expect(recent.organizations.map((row) => row.id)).not.toContain(oldest);
    const lastWeek = await list({ ...base, created_within_days: 7 });
    expect(lastWeek.organizations.map((row) => row.id)).not.toContain(older);
    expect(lastWeek.total_items).toBe(12);
    expect((await list({ ...base, created_within_days: '' })).total_items).toBe(14);
    for (const days of ['0', 'x', '1.5']) {
      const answer = await api.get<{ message: string }>(`${BASE}?created_within_days=${days}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid fields: created_within_days');
    }
  });

  it('filters by corkboard: All, 1 or 0', async () => {
    const base = { name: `${marker} bakery`, max_organizations: 100 };
    const pinned = await list({ ...base, corkboard: 1 });
    expect(pinned.organizations.map((row) => row.name)).toEqual([`${marker} bakery 05`]);
    expect((await list({ ...base, corkboard: 0 })).total_items).toBe(13);
    expect((await list({ ...base, corkboard: 'All' })).total_items).toBe(14);
  });

  it('filters by first letter, # for a digit, all for none', async () => {
    const letterZ = await list({ name_start: 'z', max_organizations: 100 });
    expect(letterZ.total_items).toBe(15);
    expect(letterZ.organizations.every((row) => row.name.toLowerCase().startsWith('z'))).toBe(true);
    const digits = await list({ name_start: '#' });
    expect(digits.organizations.map((row) => row.id)).toEqual([made.others[2]]);
    expect((await list({ name_start: 'all', name: marker })).total_items).toBe(16);
    expect((await list({ name_start: 'Z', name: 'island' })).total_items).toBe(1);
  });

  it('pages 10 at a time by default, up to 100 with max_organizations', async () => {
    const defaults = await list({ name: marker });
    expect(defaults).toMatchObject({ total_items: 16, total_pages: 2, per_page_items: 10 });
    expect(defaults.organizations).toHaveLength(10);
    const all = await list({ name: marker, max_organizations: 100 });
    expect(all.organizations.slice(10)).toEqual(
      (await list({ name: marker, page_num: 2 })).organizations,
    );
  });

  it.each([
    ['status', 'Maybe'],
    ['corkboard', 'yes'],
    ['name_start', 'ab'],
    ['max_organizations', '101'],
    ['max_organizations', '0'],
    ['page_num', '0'],
  ])('refuses %s=%s with a 400 naming it', async (parameter, value) => {
    const answer = await api.get(`${BASE}?${parameter}=${value}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { [parameter]: expect.any(String) } });
  });
});

describe('organizations: without a session', () => {
  it('answers 401 to every call and changes nothing', async () => {
    const organization = await created(api, BASE, 'organization', regular('Guarded Guild'));
    const before = await api.count('organizations');
    const fields: Fields = regular('Intruder');
    const answers = await Promise.all([
      api.get(BASE, false),
      api.get(path(organization.id), false),
      api.send('POST', BASE, fields, 'json', false),
      api.send('PATCH', path(organization.id), fields, 'form', false),
      api.delete(path(organization.id), false),
    ]);
    for (const answer of answers) expect(answer.status).toBe(401);
    expect(await api.count('organizations')).toBe(before);
    expect((await getOrganization(organization.id)).name).toBe('Guarded Guild');
  });
});

nameRulesSuite({
  api,
  label: 'organizations',
  table: 'organizations',
  field: 'name',
  itemKey: 'organization',
  create: (name) => send('POST', BASE, regular(name)),
});
