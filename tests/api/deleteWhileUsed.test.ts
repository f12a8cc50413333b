import { describe, expect, it } from 'vitest';
import {
  EVENTS,
  LOCATIONS,
  ORGANIZATIONS,
  placedRecordsForTestFile,
  ROLES,
} from './support/events';
import { addressIn, created, createRegions, sentJson } from './support/places';
import type { ApiRecord } from './support/resource';

/*
 * A record other live records use is not deleted under them: the delete answers 409 naming what
 * uses it and how many, and changes nothing; `GET <record>/usage` answers the same before anyone
 * tries. A record nobody uses is deleted as before.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;
const CATEGORIES = '/api/admin/category';

interface Usage {
  in_use: boolean;
  counts: Record<string, number>;
  counts_exact: boolean;
  message: string | null;
}

async function usage(path: string): Promise<Usage> {
  const answer = await api.get<{ data: { usage: Usage } }>(`${path}/usage`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.usage;
}

/** The delete is refused with `message`, and the record is still live and unchanged. */
async function expectRefusedDelete(path: string, table: string, id: number, message: string) {
  const before = await api.row(table, id);
  const answer = await api.delete(`${path}/${id}`);
  expect(answer).toEqual({ status: 409, body: { message } });
  expect(await api.row(table, id)).toEqual(before);
  expect(before?.deleted_at).toBeNull();
}

const patchOk = (path: string, fields: Record<string, string>) =>
  sentJson(api, 'PATCH', path, fields, 200);

describe('a category in use', () => {
  it('is not deleted while organizations and events use it; they still save', async () => {
    const gardens = await records.category('Gardens');
    const first = await created(api, ORGANIZATIONS, 'organization', {
      name: 'Rose Society',
      description: 'Roses',
      category_id: gardens.id,
    });
    await created(api, ORGANIZATIONS, 'organization', {
      name: 'Tulip Club',
      description: 'Tulips',
      category_id: gardens.id,
    });
    const event = await records.event(first.id, { category_id: String(gardens.id) });
    const message =
      'Gardens is used by 2 organizations and 1 event; give them another category first.';

    expect(await usage(`${CATEGORIES}/${gardens.id}`)).toEqual({
      in_use: true,
      counts: { organizations: 2, events: 1 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete(CATEGORIES, 'categories', gardens.id, message);
    await patchOk(`${ORGANIZATIONS}/${first.id}`, { description: 'Roses and more' });
    await patchOk(`${EVENTS}/${event.id}`, { title: 'Rose show' });
  });

  it('counts live users only, and is deleted once nobody uses it', async () => {
    const herbs = await records.category('Herbs');
    const organization = await created(api, ORGANIZATIONS, 'organization', {
      name: 'Basil Growers',
      description: 'Basil',
      category_id: herbs.id,
    });
    expect((await usage(`${CATEGORIES}/${herbs.id}`)).message).toBe(
      'Herbs is used by 1 organization; give them another category first.',
    );
    expect((await api.delete(`${ORGANIZATIONS}/${organization.id}`)).status).toBe(200);
    expect(await usage(`${CATEGORIES}/${herbs.id}`)).toEqual({
      in_use: false,
      counts: { organizations: 0, events: 0 },
      counts_exact: true,
      message: null,
    });
    const deleted = await api.delete<{ data: { category: ApiRecord } }>(
      `${CATEGORIES}/${herbs.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.category).toMatchObject({ id: herbs.id, name: 'Herbs' });
    expect((await api.get(`${CATEGORIES}/${herbs.id}/usage`)).status).toBe(404);
  });
  it('counts up to 1,000 of each kind and says "more than" beyond', async () => {
    const crowded = await records.category('Crowded');
    await api.server.db.query(
      `INSERT INTO organizations (name, description, category_id)
       SELECT 'Member ' || n, 'About', $1 FROM generate_series(1, 1001) AS n`,
      [crowded.id],
    );
    const message =
      'Crowded is used by more than 1,000 organizations; give them another category first.';
    expect(await usage(`${CATEGORIES}/${crowded.id}`)).toEqual({
      in_use: true,
      counts: { organizations: 1000, events: 0 },
      counts_exact: false,
      message,
    });
    await expectRefusedDelete(CATEGORIES, 'categories', crowded.id, message);
  });
});

describe('a location in use', () => {
  it('is not deleted while an event is held there; the event still saves', async () => {
    const host = await records.organization('Harbour Stage');
    const venue = await records.location(host.id, 'ottawa');
    const event = await records.event(host.id, { location_id: String(venue.id) });
    const message = 'Venue in ottawa is used by 1 event; give them another location first.';

    expect(await usage(`${LOCATIONS}/${venue.id}`)).toEqual({
      in_use: true,
      counts: { events: 1 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete(LOCATIONS, 'locations', venue.id, message);
    await patchOk(`${EVENTS}/${event.id}`, { title: 'Harbour concert' });
    await patchOk(`${LOCATIONS}/${venue.id}`, { name: 'Harbour venue' });

    expect((await api.delete(`${EVENTS}/${event.id}`)).status).toBe(200);
    expect((await usage(`${LOCATIONS}/${venue.id}`)).in_use).toBe(false);
    expect((await api.delete(`${LOCATIONS}/${venue.id}`)).status).toBe(200);
  });
});

describe('a municipality in use', () => {
  it("is not deleted while an event's venue is there, though its organization is elsewhere", async () => {
    const [kingston] = await api.server.db.query<{ id: number }>(
      `INSERT INTO cities (state_id, city, latitude, longitude) VALUES ($1, 'Kingston', 44.2, -76.5)
       RETURNING id`,
      [places.ontario],
    );
    const cityId = kingston?.id as number;
    const host = await records.organization('Lakeside Theatre');
    const home = await records.location(host.id, 'toronto');
    await patchOk(`${ORGANIZATIONS}/${host.id}`, { location_id: String(home.id) });
    const venue = await created(api, LOCATIONS, 'location', {
      name: 'Fort Henry',
      ...addressIn(places, 'toronto'),
      city: 'Kingston',
      city_id: cityId,
      organization_id: host.id,
    });
    const event = await records.event(host.id, { location_id: String(venue.id) });
    const message = 'Kingston still has 1 organization; delete or move them first.';

    expect(await usage(`/api/admin/city/${cityId}`)).toEqual({
      in_use: true,
      counts: { organizations: 1 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete('/api/admin/city', 'cities', cityId, message);
    await patchOk(`${LOCATIONS}/${venue.id}`, { name: 'Fort Henry grounds' });
    await patchOk(`${EVENTS}/${event.id}`, { title: 'Fort Henry sunset' });
  });

  it('answers the usage of provinces/states and countries with their regions below', async () => {
    const { country, state, city } = await createRegions(api, {
      country: 'Atlantis',
      country_code: 'AT',
      state: 'Coral',
      city: 'Reef',
    });
    const diver = await records.organization('Reef Divers');
    await created(api, LOCATIONS, 'location', {
      name: 'Dive shop',
      ...addressIn(places, 'toronto'),
      country_id: country,
      state_id: state,
      city_id: city,
      organization_id: diver.id,
    });

    const message = 'Coral still has 1 municipality and 1 organization; delete or move them first.';
    expect(await usage(`/api/admin/state/${state}`)).toEqual({
      in_use: true,
      counts: { cities: 1, organizations: 1 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete('/api/admin/state', 'states', state, message);
    expect(await usage(`/api/admin/country/${country}`)).toEqual({
      in_use: true,
      counts: { states: 1, organizations: 1 },
      counts_exact: true,
      message: 'Atlantis still has 1 province/state and 1 organization; delete or move them first.',
    });
  });
});

describe('an organization in use', () => {
  it('answers its events as its usage, the same message its delete answers', async () => {
    const host = await records.organization('Old Mill Hall');
    await records.event(host.id);
    await records.event(host.id, { title: 'Second night' });
    const message = 'Old Mill Hall still has 2 events; delete them first.';
    expect(await usage(`${ORGANIZATIONS}/${host.id}`)).toEqual({
      in_use: true,
      counts: { events: 2 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete(ORGANIZATIONS, 'organizations', host.id, message);
  });
});

describe('a participation role in use', () => {
  it('answers its live participants as its usage', async () => {
    const host = await records.organization('Pier Arts');
    const guest = await records.organization('Pier Guests');
    const event = await records.event(host.id);
    const role = await created(api, ROLES, 'participation_role', { name: 'Usher' });
    await created(api, '/api/admin/event-participants', 'event_participant', {
      participant_id: guest.id,
      participant_role_id: role.id,
      event_id: event.id,
    });
    const message = '1 event participant has the role Usher; remove them first.';
    expect(await usage(`${ROLES}/${role.id}`)).toEqual({
      in_use: true,
      counts: { event_participants: 1 },
      counts_exact: true,
      message,
    });
    await expectRefusedDelete(ROLES, 'participation_roles', role.id, message);
  });
});

describe('usage without a session', () => {
  it.each([
    `${CATEGORIES}/1/usage`,
    `${LOCATIONS}/1/usage`,
    `${ORGANIZATIONS}/1/usage`,
    `${ROLES}/1/usage`,
    '/api/admin/country/1/usage',
    '/api/admin/state/1/usage',
    '/api/admin/city/1/usage',
  ])('GET %s answers 401', async (path) => {
    expect((await api.get(path, false)).status).toBe(401);
  });
});
