import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { queryOf, route } from '../support/server';

const listParams = (filter: Record<string, unknown>, meta?: Record<string, unknown>, page = 1) => ({
  pagination: { page, perPage: 10 },
  // The event lists' own order until a header is clicked: newest start first.
  sort: { field: 'start_time', order: 'DESC' as const },
  filter,
  meta,
});

const concert = {
  id: 5,
  title: 'Harbour Concert',
  start_time: '2026-06-01T23:00:00Z',
  end_time: null,
  is_published: false,
  organization_id: 7,
  location_id: 40,
  category_id: 4,
  card_image_id: 90,
  profile_image_id: null,
  created_by: 2,
  updated_by: 2,
  organization_name: 'Harbour Arts',
  city: 'Toronto',
};

describe('event list orders', () => {
  it.each([
    ['title', 'ASC', 'asc'],
    ['id', 'DESC', 'desc'],
    ['start_time', 'ASC', 'asc'],
    ['organization_name', 'ASC', 'asc'],
    ['city', 'DESC', 'desc'],
  ] as const)('sends the order by %s %s', async (field, order, sent) => {
    const requests = route('get', '/admin/event', { data: { events: [], total_items: 0 } });
    await dataProvider.getList('events', { ...listParams({}), sort: { field, order } });
    expect(queryOf(requests[0] as Request)).toMatchObject({ sort: field, order: sent });
  });

  it('sends no order by a column the server does not sort', async () => {
    const requests = route('get', '/admin/event', { data: { events: [], total_items: 0 } });
    await dataProvider.getList('events', {
      ...listParams({}),
      sort: { field: 'organization.name', order: 'ASC' },
    });
    expect(queryOf(requests[0] as Request)).not.toHaveProperty('sort');
  });
});

describe('events list', () => {
  it('joins the answer maps into each event from one request, sending title, city and status together', async () => {
    const requests = route('get', '/admin/event', {
      data: {
        events: [concert],
        users: { 2: { id: 2, name: 'Ada' } },
        images: { 90: { id: 90, url: '/api/files/90?sig=x' } },
        locations: { 40: { id: 40, city: 'Toronto', address_1: '1 Queen St W' } },
        organizations: { 7: { id: 7, name: 'Harbour Arts' } },
        categories: { 4: { id: 4, name: 'Concerts' } },
        per_page_items: 10,
        total_items: 21,
        total_pages: 3,
      },
    });
    const result = await dataProvider.getList(
      'events',
      listParams({ q: 'harb', city: 'toron' }, { status: 'Unpublished' }, 2),
    );
    expect(requests).toHaveLength(1);
    expect(queryOf(requests[0] as Request)).toEqual({
      status: 'Unpublished',
      title: 'harb',
      city: 'toron',
      page_num: '2',
      per_page: '10',
      sort: 'start_time',
      order: 'desc',
    });
    expect(result.total).toBe(21);
    expect(result.data[0]).toMatchObject({
      id: 5,
      city: 'Toronto',
      organization_name: 'Harbour Arts',
      location: { id: 40, address_1: '1 Queen St W' },
      organization: { id: 7, name: 'Harbour Arts' },
      category: { id: 4, name: 'Concerts' },
      card_image: '/api/files/90?sig=x',
      profile_image: null,
      created_by_user: { id: 2, name: 'Ada' },
    });
  });

  it('sends All as status 0', async () => {
    const requests = route('get', '/admin/event', { data: { events: [] } });
    await dataProvider.getList('events', listParams({}, { status: 'All' }));
    expect(queryOf(requests[0] as Request).status).toBe('0');
  });

  it("asks for an organization's ended events with is_archive=true", async () => {
    const requests = route('get', '/admin/organization/7/events', {
      data: { events: [concert], organization: { id: 7, name: 'Harbour Arts' }, total_pages: 1 },
    });
    await dataProvider.getList('organization-events', listParams({}, { organizationId: 7 }));
    await dataProvider.getList(
      'organization-events',
      listParams({}, { organizationId: 7, archive: true }),
    );
    const newestFirst = { sort: 'start_time', order: 'desc' };
    expect(queryOf(requests[0] as Request)).toEqual({ page_num: '1', ...newestFirst });
    expect(queryOf(requests[1] as Request)).toEqual({
      page_num: '1',
      is_archive: 'true',
      ...newestFirst,
    });
  });
});

describe('one event', () => {
  it('carries its location and the card and profile image URLs', async () => {
    route('get', '/admin/event/5', {
      data: {
        event: concert,
        users: {},
        images: { card: { id: 90, url: '/card.png' }, profile: null },
        location: { id: 40, city: 'Toronto', updated_at: 'l0' },
      },
    });
    const { data } = await dataProvider.getOne('events', { id: 5 });
    expect(data).toMatchObject({
      card_image: '/card.png',
      profile_image: null,
      location: { id: 40, updated_at: 'l0' },
    });
  });

  it('is created with its location as multipart: its images, its fields and the address only', async () => {
    const place = { id: 41, organization_id: 7, address_1: '10 Harbour St', updated_at: 'l1' };
    const requests = route('post', '/admin/event/with-location', {
      data: { event: { ...concert, id: 6, location_id: 41, updated_at: 't1' }, location: place },
    });
    const card = new File(['png'], 'card.png', { type: 'image/png' });
    const { data } = await dataProvider.create('events', {
      data: {
        title: 'Harbour Concert',
        start_time: '2026-06-01T19:00:00-04:00',
        is_published: false,
        location_id: 40,
        organization_id: 7,
        card_image: { rawFile: card, src: 'blob:x' },
        address_1: '10 Harbour St',
        name: 'not an event field',
      },
    });
    const form = await (requests[0] as Request).formData();
    expect(form.get('title')).toBe('Harbour Concert');
    expect(form.get('is_published')).toBe('0');
    expect(form.get('address_1')).toBe('10 Harbour St');
    expect((form.get('card_image') as File).name).toBe('card.png');
    // The place is the form's to choose (eventLocation.ts); a field no event has is not sent.
    expect(form.get('location_id')).toBe('40');
    expect(form.has('name')).toBe(false);
    expect(data).toMatchObject({ id: 6, location_id: 41, location: place });
  });
});

describe('sponsors, participants and roles', () => {
  it('names each sponsorship by its sponsor and reads one from the list', async () => {
    route('get', '/admin/event/5/sponsorships', {
      data: {
        sponsorships: [{ id: 1, sponsor_id: 8, event_id: 5 }],
        sponsors: { 8: { id: 8, name: 'Kensington Market' } },
      },
    });
    const { data } = await dataProvider.getOne('event-sponsors', { id: 1, meta: { eventId: 5 } });
    expect(data).toMatchObject({ id: 1, name: 'Kensington Market', sponsor_id: 8 });
  });

  it('names participants and their roles from the participantion_roles map', async () => {
    route('get', '/admin/event/5/event-participants', {
      data: {
        event_participants: [{ id: 3, participant_id: 8, participant_role_id: 2, event_id: 5 }],
        participants: { 8: { id: 8, name: 'Kensington Market' } },
        participantion_roles: { 2: { id: 2, name: 'Host' } },
      },
    });
    const { data } = await dataProvider.getList(
      'event-participants',
      listParams({ q: 'host' }, { eventId: 5 }),
    );
    expect(data).toEqual([
      expect.objectContaining({ id: 3, name: 'Kensington Market', role: 'Host' }),
    ]);
  });

  it('posts a sponsorship and a participant as multipart, a role as JSON', async () => {
    const sponsorships = route('post', '/admin/sponsorships', { data: { sponsorship: { id: 2 } } });
    const participants = route('post', '/admin/event-participants', {
      data: { event_participant: { id: 4 } },
    });
    const roles = route('post', '/admin/participation-role', {
      data: { participation_role: { id: 9, name: 'Host' } },
    });
    await dataProvider.create('event-sponsors', { data: { sponsor_id: 8, event_id: 5 } });
    await dataProvider.create('event-participants', {
      data: { participant_id: 8, participant_role_id: 2, event_id: 5 },
    });
    await dataProvider.create('participation-roles', { data: { name: 'Host' } });
    expect(Object.fromEntries(await (sponsorships[0] as Request).formData())).toEqual({
      sponsor_id: '8',
      event_id: '5',
    });
    expect(Object.fromEntries(await (participants[0] as Request).formData())).toEqual({
      participant_id: '8',
      participant_role_id: '2',
      event_id: '5',
    });
    expect(await (roles[0] as Request).json()).toEqual({ name: 'Host' });
  });
});
