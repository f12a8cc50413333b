import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { queryOf, route } from '../support/server';

const totals = { total_pages: 3, per_page_items: 10, total_items: 23 };
const listParams = (filter: Record<string, unknown>, meta?: Record<string, unknown>, page = 1) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
  meta,
});
const formOf = async (request: Request) => Object.fromEntries(await request.formData());

const harbour = { id: 7, name: 'Harbour Arts', city: 'Toronto', is_published: false };

describe('organizations list', () => {
  it('sends name, city, letter and the status together, with corkboard All, on any page', async () => {
    const requests = route('get', '/admin/organization', {
      data: { organizations: [harbour], ...totals },
    });
    const result = await dataProvider.getList(
      'organizations',
      listParams({ q: 'harb', city: 'toron', letter: 'H' }, { status: 'Published' }, 2),
    );
    expect(queryOf(requests[0] as Request)).toEqual({
      name: 'harb',
      city: 'toron',
      name_start: 'h',
      status: 'Published',
      corkboard: 'All',
      page_num: '2',
      max_organizations: '10',
      sort: 'id',
      order: 'asc',
    });
    expect(result).toEqual({ data: [harbour], total: 23 });
  });

  it.each([
    [undefined, '0'],
    ['All', '0'],
    ['Published', 'Published'],
    ['Unpublished', 'Unpublished'],
  ])('sends the status %s as %s', async (status, sent) => {
    const requests = route('get', '/admin/organization', { data: { organizations: [] } });
    await dataProvider.getList('organizations', listParams({}, status ? { status } : undefined));
    expect(queryOf(requests[0] as Request).status).toBe(sent);
  });

  it("sends the main list's status filter as the status, and a fixed one over it", async () => {
    const requests = route('get', '/admin/organization', { data: { organizations: [] } });
    await dataProvider.getList('organizations', listParams({ status: 'Published' }));
    await dataProvider.getList(
      'organizations',
      listParams({ status: 'Published' }, { status: 'Unpublished' }),
    );
    expect(requests.map((request) => queryOf(request).status)).toEqual([
      'Published',
      'Unpublished',
    ]);
  });
});

describe('organization writes, each with its location in one request', () => {
  it('creates as multipart with the chosen images, flags as 1/0 and the address', async () => {
    const requests = route('post', '/admin/organization/with-location', {
      data: {
        organization: { ...harbour, id: 8, updated_at: 't1' },
        location: { id: 40, organization_id: 8 },
      },
    });
    const card = new File(['png'], 'card.png', { type: 'image/png' });
    const { data } = await dataProvider.create('organizations', {
      data: {
        name: 'Harbour Arts',
        category_id: 3,
        is_published: false,
        is_corkboard: true,
        card_image: { rawFile: card, src: 'blob:x', title: 'card.png' },
        profile_image: null,
        address_1: '1 Queen St',
        latitude: 43.6,
        location_id: 40,
      },
    });
    const form = (await (requests[0] as Request).formData()) as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Harbour Arts',
      category_id: '3',
      is_published: '0',
      is_corkboard: '1',
      address_1: '1 Queen St',
      latitude: '43.6',
    });
    expect((form.get('card_image') as File).name).toBe('card.png');
    expect(form.has('profile_image')).toBe(false);
    expect(data).toMatchObject({ id: 8, updated_at: 't1' });
  });

  it("updates only the fields given, with the loaded updated_at and the location's token; a stored image URL is not sent", async () => {
    const requests = route('patch', '/admin/organization/8/with-location', {
      data: {
        organization: { ...harbour, id: 8, location_id: 40, updated_at: 't2' },
        location: { id: 40, updated_at: 'l2' },
      },
    });
    const { data } = await dataProvider.update('organizations', {
      id: 8,
      data: { zip: 'M5H 2N2', card_image: 'https://files/card.png', location_updated_at: 'l1' },
      previousData: { id: 8, updated_at: 't1' },
    });
    expect(await formOf(requests[0] as Request)).toEqual({
      zip: 'M5H 2N2',
      location_updated_at: 'l1',
      updated_at: 't1',
    });
    expect(data).toMatchObject({ id: 8, location_id: 40, updated_at: 't2' });
  });
});

describe('locations', () => {
  it("lists an organization's locations and writes a location as JSON", async () => {
    const place = { id: 40, name: 'Harbour Arts', address_1: '1 Queen St', city: 'Toronto' };
    route('get', '/admin/organization/8/locations', { data: { locations: [place] } });
    const listed = await dataProvider.getList('locations', listParams({}, { organizationId: 8 }));
    expect(listed).toEqual({ data: [place], total: 1 });

    const created = route('post', '/admin/location', { data: { location: place } });
    await dataProvider.create('locations', {
      data: { name: 'Harbour Arts', latitude: 43.6, organization_id: 8, unknown: 'x' },
    });
    expect(await (created[0] as Request).json()).toEqual({
      name: 'Harbour Arts',
      latitude: 43.6,
      organization_id: 8,
    });
  });
});
