import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS,
  eventFields,
  hoursFromNow,
  placedRecordsForTestFile,
  pngFile,
} from './support/events';
import { jsonFields } from './support/places';
import { type ApiRecord, STALE } from './support/resource';

const records = placedRecordsForTestFile();
const { api, places } = records;
const path = (id: number) => `${EVENTS}/${id}`;

type EventList = {
  data: {
    events: ApiRecord[];
    users: Record<string, { id: number; email: string; name: string | null }>;
    images: Record<string, { id: number; url: string }>;
    locations: Record<string, ApiRecord>;
    organizations: Record<string, { id: number; name: string }>;
    categories: Record<string, { id: number; name: string }>;
    per_page_items: number;
    total_items: number;
    total_pages: number;
  };
};
type EventDetail = {
  data: {
    event: ApiRecord;
    users: Record<string, { id: number; email: string }>;
    images: {
      card: { id: number; url: string } | null;
      profile: { id: number; url: string } | null;
    };
    location: ApiRecord | null;
  };
};
type EventAnswer = { data: { event: ApiRecord } };

let organization: ApiRecord;
let toronto: ApiRecord;
beforeAll(async () => {
  organization = await records.organization('Harbour Arts');
  toronto = await records.location(organization.id, 'toronto');
});

/** Every page of a list query, `perPage` at a time. */
async function allPages(query: string, perPage: number) {
  const first = await api.get<EventList>(`${EVENTS}?${query}&per_page=${perPage}&page_num=1`);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const pages = [first.body.data];
  for (let page = 2; page <= first.body.data.total_pages; page++) {
    const next = await api.get<EventList>(
      `${EVENTS}?${query}&per_page=${perPage}&page_num=${page}`,
    );
    pages.push(next.body.data);
  }
  return pages;
}

describe('events: create and get', () => {
  it('creates an event from form data with both images; GET answers it with users, images and location', async () => {
    const event = await records.event(organization.id, {
      location_id: String(toronto.id),
      end_time: '2030-06-01T23:00:00.000Z',
      is_published: true,
    });
    expect(event).toMatchObject({
      title: 'Harbour Jazz Night',
      description: 'An evening of jazz by the harbour.',
      category_id: places.eventCategory,
      organization_id: organization.id,
      location_id: toronto.id,
      website: 'https://example.org/jazz',
      buy_ticket_url: null,
      is_published: true,
      card_image_id: expect.any(Number),
      profile_image_id: expect.any(Number),
    });
    expect(Date.parse(event.start_time as string)).toBe(Date.parse('2030-06-01T19:00:00Z'));
    expect(Date.parse(event.end_time as string)).toBe(Date.parse('2030-06-01T23:00:00Z'));

    const detail = await api.get<EventDetail>(path(event.id));
    expect(detail.status).toBe(200);
    expect(detail.body.data.event).toEqual(event);
    const adminId = event.created_by as number;
    expect(detail.body.data.users).toEqual({
      [adminId]: { id: adminId, email: expect.any(String), name: expect.anything() },
    });
    const signed = expect.stringMatching(/^\/api\/files\/\d+\?sig=/);
    expect(detail.body.data.images).toEqual({
      card: { id: event.card_image_id, url: signed },
      profile: { id: event.profile_image_id, url: signed },
    });
    const card = await api.server.request(detail.body.data.images.card?.url as string);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(detail.body.data.location).toMatchObject({ id: toronto.id, city: 'Toronto' });
  });

  it('answers a null location for an event without one, and 404 for an unknown id', async () => {
    const event = await records.event(organization.id);
    const detail = await api.get<EventDetail>(path(event.id));
    expect(detail.body.data.location).toBeNull();
    expect((await api.get(path(987654))).status).toBe(404);
    expect((await api.get(`${EVENTS}/abc`)).status).toBe(400);
  });

  it('requires both images on create, as form data or JSON', async () => {
    const {
      card_image: _card,
      profile_image: _profile,
      ...withoutImages
    } = eventFields(places, organization.id);
    const required = { card_image: 'Required', profile_image: 'Required' };
    await api.expectRefusedCreate(EVENTS, 'events', withoutImages, 'form', required);
    await api.expectRefusedCreate(EVENTS, 'events', withoutImages, 'json', required);
  });

  /** A new event's form with `overrides`, refused with `errors`. */
  const refused = (overrides: Record<string, string | File>, errors: Record<string, string>) =>
    api.expectRefusedCreate(
      EVENTS,
      'events',
      eventFields(places, organization.id, overrides),
      'form',
      errors,
    );

  it('refuses an image of another kind, and an unsafe SVG', async () => {
    await refused(
      {
        card_image: new File(['just text'], 'card.png', { type: 'image/png' }),
        profile_image: new File(['<svg onload="alert(1)"/>'], 'p.svg', { type: 'image/svg+xml' }),
      },
      {
        card_image: 'Please upload a PNG, JPEG, WebP, GIF or SVG image.',
        profile_image: expect.any(String) as unknown as string,
      },
    );
  });

  it('refuses an end before the start, and missing required fields, naming each', async () => {
    await refused(
      { start_time: '2030-06-02T10:00:00Z', end_time: '2030-06-02T09:59:00Z' },
      { end_time: 'The end must not be before the start' },
    );
    await refused(
      {
        category_id: '',
        title: ' ',
        description: '',
        start_time: 'tomorrow-ish',
        website: 'javascript:alert(1)',
      },
      {
        category_id: 'Please select a category',
        title: 'Required',
        description: 'Required',
        start_time: 'Must be a valid date and time',
        website: 'Must be a valid http(s) URL',
      },
    );
  });

  it('refuses a category that is not for events or deleted, an unknown organization and a location of another organization', async () => {
    const other = await records.organization('Other Hall');
    const otherPlace = await records.location(other.id, 'ottawa');
    await refused(
      { category_id: String(places.organizationCategory) },
      { category_id: 'This category is not for events' },
    );
    await refused(
      { category_id: String(places.deletedCategory) },
      { category_id: 'No such category' },
    );
    await refused({ organization_id: '987654' }, { organization_id: 'No such organization' });
    await refused(
      { location_id: String(otherPlace.id) },
      { location_id: 'Must be a location of the event’s organization' },
    );
  });

  it('answers 401 on every event route without a session', async () => {
    const calls: [string, string][] = [
      ['GET', EVENTS],
      ['GET', path(1)],
      ['POST', EVENTS],
      ['PATCH', path(1)],
      ['DELETE', path(1)],
      ['GET', `/api/admin/organization/${organization.id}/events`],
    ];
    for (const [method, target] of calls) {
      const response = await api.server.request(target, { method });
      expect(response.status, `${method} ${target}`).toBe(401);
    }
  });
});

describe('events: partial updates', () => {
  it('changes only the sent fields, keeps the images unless new ones come, and refuses a stale updated_at', async () => {
    const event = await records.event(organization.id, { title: 'Before' });
    const renamed = await api.send<EventAnswer>(
      'PATCH',
      path(event.id),
      jsonFields({ title: 'After', updated_at: event.updated_at }),
      'json',
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const { title: _title, updated_at: _updated, ...unchanged } = event;
    expect(renamed.body.data.event).toMatchObject({ ...unchanged, title: 'After' });

    const stale = await api.send(
      'PATCH',
      path(event.id),
      jsonFields({ title: 'Lost', updated_at: event.updated_at }),
      'json',
    );
    expect(stale).toEqual({ status: 409, body: { message: STALE } });
    expect((await api.row('events', event.id))?.title).toBe('After');

    const reimaged = await api.send<EventAnswer>(
      'PATCH',
      path(event.id),
      { card_image: pngFile('new-card.png') },
      'form',
    );
    expect(reimaged.status).toBe(200);
    expect(reimaged.body.data.event.card_image_id).not.toBe(event.card_image_id);
    expect(reimaged.body.data.event.profile_image_id).toBe(event.profile_image_id);
  });

  it('validates the merged record: an end before the stored start, a foreign location, a bad image', async () => {
    const event = await records.event(organization.id, {
      start_time: '2030-07-01T18:00:00Z',
    });
    const other = await records.organization('Foreign Hall');
    const foreign = await records.location(other.id, 'montreal');
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ end_time: '2030-07-01T17:00:00Z' }, { end_time: 'The end must not be before the start' }],
      [
        { location_id: foreign.id },
        { location_id: 'Must be a location of the event’s organization' },
      ],
      [{ title: '' }, { title: 'Required' }],
      [
        { updated_at: 'not-a-date' },
        { updated_at: 'Must be the updated_at value the API returned' },
      ],
    ];
    for (const [fields, errors] of refusals) {
      const answer = await api.send('PATCH', path(event.id), jsonFields(fields), 'json');
      expect(answer, JSON.stringify(fields)).toEqual({
        status: 400,
        body: { message: `Invalid fields: ${Object.keys(errors).join(', ')}`, errors },
      });
    }
    const badImage = await api.send(
      'PATCH',
      path(event.id),
      { profile_image: new File(['nope'], 'x.gif') },
      'form',
    );
    expect(badImage.status).toBe(400);
    expect(await api.row('events', event.id)).toMatchObject({
      end_time: null,
      location_id: null,
      profile_image_id: event.profile_image_id,
    });
    expect((await api.send('PATCH', path(987654), { title: 'x' }, 'json')).status).toBe(404);
  });
});

describe('events: list', () => {
  let listed: ApiRecord[];
  let ottawaEvents: ApiRecord[];
  beforeAll(async () => {
    const second = await records.organization('Capital Stage');
    const ottawa = await records.location(second.id, 'ottawa');
    const secondToronto = await records.location(second.id, 'toronto');
    listed = [];
    ottawaEvents = [];
    for (let n = 1; n <= 7; n++) {
      const inOttawa = n % 2 === 0;
      const event = await records.event(second.id, {
        title: `Lantern Parade ${n}`,
        location_id: String(inOttawa ? ottawa.id : secondToronto.id),
        start_time: `2031-0${n}-10T12:00:00Z`,
        is_published: n <= 3,
      });
      listed.push(event);
      if (inOttawa) ottawaEvents.push(event);
    }
    // Same title elsewhere and same city with another title: each filter alone matches more.
    ottawaEvents.push(
      await records.event(second.id, {
        title: 'Winter Market',
        location_id: String(ottawa.id),
        start_time: '2031-12-01T12:00:00Z',
      }),
    );
  });

  it('orders by start time, newest first, and answers every referenced record once per map', async () => {
    const answer = await api.get<EventList>(`${EVENTS}?status=All&title=lantern%20parade`);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.events.map((event) => event.id)).toEqual(listed.map((e) => e.id).reverse());
    expect(data).toMatchObject({ per_page_items: 10, total_items: 7, total_pages: 1 });
    const ids = (columns: string[]) =>
      [...new Set(data.events.flatMap((event) => columns.map((c) => event[c])))]
        .filter((id) => id !== null)
        .map(String)
        .sort();
    expect(Object.keys(data.users).sort()).toEqual(ids(['created_by', 'updated_by']));
    expect(Object.keys(data.images).sort()).toEqual(ids(['card_image_id', 'profile_image_id']));
    expect(Object.keys(data.locations).sort()).toEqual(ids(['location_id']));
    expect(Object.keys(data.organizations).sort()).toEqual(ids(['organization_id']));
    expect(Object.keys(data.categories).sort()).toEqual(ids(['category_id']));
    const [first] = data.events as [ApiRecord];
    expect(data.organizations[first.organization_id as number]).toEqual({
      id: first.organization_id,
      name: 'Capital Stage',
    });
    expect(data.categories[first.category_id as number]).toEqual({
      id: places.eventCategory,
      name: 'Concerts',
    });
    expect(data.images[first.card_image_id as number]).toEqual({
      id: first.card_image_id,
      url: expect.stringMatching(/^\/api\/files\/\d+\?sig=/),
    });
    expect(data.locations[first.location_id as number]).toMatchObject({ city: 'Toronto' });
  });

  it('orders by title, id, status or start, either way, on request; refuses another order', async () => {
    const order = async (query: string) => {
      const answer = await api.get<EventList>(
        `${EVENTS}?status=All&title=lantern%20parade&${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data.events.map((event) => event.id);
    };
    const created = listed.map((event) => event.id);
    expect(await order('sort=start_time&order=asc')).toEqual(created);
    expect(await order('sort=id&order=desc')).toEqual([...created].reverse());
    expect(await order('sort=title&order=asc')).toEqual(created);
    expect(await order('sort=title&order=desc&per_page=3')).toEqual(
      [...created].reverse().slice(0, 3),
    );
    const organizationId = listed[0]?.organization_id;
    const organizationEvents = await api.get<EventList>(
      `/api/admin/organization/${organizationId}/events?sort=title&order=asc&per_page=3`,
    );
    expect(organizationEvents.body.data.events.map((event) => event.title)).toEqual([
      'Lantern Parade 1',
      'Lantern Parade 2',
      'Lantern Parade 3',
    ]);
    // Parades 1 to 3 are published: pending first, then published, each by id.
    expect(await order('sort=is_published&order=asc')).toEqual([
      ...created.slice(3),
      ...created.slice(0, 3),
    ]);
    expect((await api.get(`${EVENTS}?sort=description`)).status).toBe(400);
  });

  it('runs the same number of queries for a page of 2 events as for a page of 8', async () => {
    const { db } = api.server;
    const original = db.query;
    let queries = 0;
    db.query = ((...args: Parameters<typeof original>) => {
      queries++;
      return original(...args);
    }) as typeof original;
    const countFor = async (perPage: number) => {
      queries = 0;
      const answer = await api.get<EventList>(`${EVENTS}?status=0&per_page=${perPage}`);
      expect(answer.body.data.events).toHaveLength(perPage);
      return queries;
    };
    try {
      expect(await countFor(2)).toBe(await countFor(8));
    } finally {
      db.query = original;
    }
  });

  it('combines title and city on the server, across pages', async () => {
    const pages = await allPages('status=All&title=PARADE&city=otta', 2);
    expect(pages[0]).toMatchObject({ total_items: 3, total_pages: 2, per_page_items: 2 });
    const expected = ottawaEvents.filter((event) => String(event.title).includes('Parade'));
    expect(pages.flatMap((page) => page.events.map((event) => event.id))).toEqual(
      expected.map((event) => event.id).reverse(),
    );
    const cityOnly = await allPages('city=Ottawa', 3);
    expect(cityOnly[0]?.total_items).toBe(ottawaEvents.length);
    expect(cityOnly.flatMap((page) => page.events.map((event) => event.title))).toContain(
      'Winter Market',
    );
    const none = await api.get<EventList>(`${EVENTS}?title=parade&city=montr`);
    expect(none.body.data).toMatchObject({ events: [], total_items: 0, total_pages: 0 });
    expect(none.body.data.users).toEqual({});
  });

  it('filters by status: Published, Unpublished, All and 0', async () => {
    const titles = async (status: string) => {
      const pages = await allPages(`status=${status}&title=lantern`, 5);
      return pages.flatMap((page) => page.events.map((event) => event.title)).sort();
    };
    expect(await titles('Published')).toEqual([
      'Lantern Parade 1',
      'Lantern Parade 2',
      'Lantern Parade 3',
    ]);
    expect(await titles('Unpublished')).toEqual([
      'Lantern Parade 4',
      'Lantern Parade 5',
      'Lantern Parade 6',
      'Lantern Parade 7',
    ]);
    expect(await titles('All')).toHaveLength(7);
    expect(await titles('0')).toHaveLength(7);
    const refused = await api.get(`${EVENTS}?status=Sometimes`);
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: status',
        errors: { status: 'Must be All, Published or Unpublished' },
      },
    });
    expect((await api.get(`${EVENTS}?per_page=101`)).status).toBe(400);
  });
});

describe("events: an organization's events and the archive", () => {
  it('lists ended events (past end, or past start without an end) only with is_archive=true; running and upcoming ones otherwise', async () => {
    const host = await records.organization('Archive House');
    const make = (title: string, start: number, end: number | null, published = true) =>
      records.event(host.id, {
        title,
        start_time: hoursFromNow(start),
        end_time: end === null ? '' : hoursFromNow(end),
        is_published: published,
      });
    await make('Ended', -48, -24);
    await make('Started long ago, no end', -2, null);
    await make('Running', -2, 2);
    await make('Upcoming, no end', 24, null);
    await make('Upcoming draft', 48, 50, false);
    const list = async (query: string) => {
      const answer = await api.get<{
        data: {
          events: ApiRecord[];
          organization: unknown;
          total_pages: number;
          per_page_items: number;
          total_items: number;
        };
      }>(`/api/admin/organization/${host.id}/events?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.organization).toEqual({ id: host.id, name: 'Archive House' });
      return answer.body.data;
    };
    const titles = async (query: string) => (await list(query)).events.map((event) => event.title);
    expect(await titles('is_archive=true')).toEqual(['Started long ago, no end', 'Ended']);
    expect(await titles('page_num=1')).toEqual(['Upcoming draft', 'Upcoming, no end', 'Running']);
    expect(await titles('is_archive=false&status=Published')).toEqual([
      'Upcoming, no end',
      'Running',
    ]);
    expect(await list('is_archive=true&per_page=1&page_num=2')).toMatchObject({
      events: [{ title: 'Ended' }],
      total_pages: 2,
      per_page_items: 1,
      total_items: 2,
    });
    expect(
      (await api.get(`/api/admin/organization/${host.id}/events?is_archive=maybe`)).status,
    ).toBe(400);
    expect((await api.get('/api/admin/organization/987654/events')).status).toBe(404);
  });
});

describe('events: delete', () => {
  it('soft-deletes the event with its sponsorships and participants, in one call', async () => {
    const event = await records.event(organization.id, { title: 'Doomed' });
    const sponsor = await records.organization('Generous Co');
    const sponsorship = await api.send<{ data: { sponsorship: ApiRecord } }>(
      'POST',
      '/api/admin/sponsorships',
      jsonFields({ sponsor_id: sponsor.id, event_id: event.id }),
      'json',
    );
    const role = await api.send<{ data: { participation_role: ApiRecord } }>(
      'POST',
      '/api/admin/participation-role',
      jsonFields({ name: 'Headliner' }),
      'json',
    );
    const participant = await api.send<{ data: { event_participant: ApiRecord } }>(
      'POST',
      '/api/admin/event-participants',
      jsonFields({
        participant_id: sponsor.id,
        participant_role_id: role.body.data.participation_role.id,
        event_id: event.id,
      }),
      'json',
    );
    expect([sponsorship.status, participant.status]).toEqual([201, 201]);

    const removed = await api.delete<EventAnswer>(path(event.id));
    expect(removed.status).toBe(200);
    expect(removed.body.data.event).toMatchObject({ id: event.id, title: 'Doomed' });
    expect((await api.get(path(event.id))).status).toBe(404);
    expect((await api.delete(path(event.id))).status).toBe(404);
    expect(await api.row('events', event.id)).toMatchObject({ deleted_at: expect.anything() });
    expect(await api.row('sponsorships', sponsorship.body.data.sponsorship.id)).toMatchObject({
      deleted_at: expect.anything(),
      deleted_by: event.created_by,
    });
    expect(
      await api.row('event_participants', participant.body.data.event_participant.id),
    ).toMatchObject({ deleted_at: expect.anything() });
    const list = await api.get<EventList>(`${EVENTS}?title=doomed`);
    expect(list.body.data.events).toEqual([]);
  });

  it('keeps refusing to delete an organization with live events; without them, deleting it ends its sponsorships', async () => {
    const host = await records.organization('Busy Host');
    const event = await records.event(host.id, { title: 'Blocking event' });
    const refused = await api.delete(`/api/admin/organization/${host.id}`);
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Busy Host still has 1 event; delete them first.' },
    });
    const backer = await records.organization('Leaving Backer');
    const sponsorship = await api.send<{ data: { sponsorship: ApiRecord } }>(
      'POST',
      '/api/admin/sponsorships',
      jsonFields({ sponsor_id: backer.id, event_id: event.id }),
      'json',
    );
    expect((await api.delete(`/api/admin/organization/${backer.id}`)).status).toBe(200);
    expect(await api.row('sponsorships', sponsorship.body.data.sponsorship.id)).toMatchObject({
      deleted_at: expect.anything(),
    });
    const sponsors = await api.get<{ data: { sponsorships: unknown[] } }>(
      `${EVENTS}/${event.id}/sponsorships`,
    );
    expect(sponsors.body.data.sponsorships).toEqual([]);
  });
});
