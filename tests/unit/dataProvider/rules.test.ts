import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider/provider';
import { letterParam, parentId } from '../../../src/dataProvider/query';
import type { ResourceTable } from '../../../src/dataProvider/types';
import { queryOf, rejectionOf, route } from '../support/server';

/** Entries shaped like the later issues' resources, to exercise every translation rule. */
const table: ResourceTable = {
  states: {
    list: {
      mode: 'server',
      path: (context) => `/admin/country/${parentId(context, 'countryId', 'country_id')}/states`,
      records: 'states',
      perPageParam: 'max_states',
      filters: { q: 'state', letter: letterParam('state_start'), status: 'status' },
      sort: { perField: { name: 'sort_by_name', id: 'sort_by_id' } },
      query: { corkboard: 0 },
    },
    getOne: {
      path: ({ id }) => `/admin/state/${id}`,
      record: 'state',
    },
    update: {
      path: ({ id }) => `/admin/state/${id}`,
      body: { type: 'multipart' },
      fields: ['state', 'is_published'],
      record: 'state',
    },
    delete: { path: ({ id }) => `/admin/state/${id}` },
  },
  events: {
    list: {
      mode: 'server',
      path: '/admin/event',
      records: 'events',
      filters: { q: 'title' },
      transform: (event, body) => {
        const users = body.users as Record<string, unknown>;
        const locations = body.locations as Record<string, unknown>;
        return {
          ...event,
          id: event.id as number,
          user: users[String(event.user_id)],
          location: locations[String(event.location_id)],
        };
      },
    },
    create: {
      path: '/admin/event',
      body: { type: 'multipart', files: ['card_image', 'profile_image'] },
      record: 'event',
    },
    update: {
      path: ({ id }) => `/admin/event/${id}`,
      body: { type: 'multipart', files: ['card_image', 'profile_image'] },
      record: 'event',
    },
  },
  roles: {
    list: {
      mode: 'client',
      path: '/admin/participation-role',
      records: 'participation_roles',
      searchFields: ['name'],
    },
    create: {
      path: '/admin/participation-role',
      body: { type: 'json' },
      fields: ['name'],
      record: 'participation_role',
    },
    update: { path: ({ id }) => `/admin/participation-role/${id}`, body: { type: 'json' } },
  },
  links: {
    list: {
      mode: 'client',
      path: '/admin/links',
      records: 'links',
      shape: 'keyed',
      searchFields: ['name', 'url'],
    },
  },
  setting: {
    list: {
      mode: 'client',
      path: '/admin/setting',
      records: 'setting',
      shape: 'single',
      searchFields: [],
    },
  },
  country: {
    getOne: { path: ({ id }) => `/admin/country/${id}`, record: 'data.country' },
  },
};

const provider = createDataProvider(table);
const page = (number: number, perPage = 10) => ({ page: number, perPage });
const sortById = { field: 'id', order: 'ASC' as const };

async function formOf(request: Request | undefined): Promise<FormData> {
  expect(request).toBeDefined();
  return (request as Request).formData();
}

describe('paths', () => {
  it('builds nested paths from the parent id in meta', async () => {
    const requests = route('get', '/admin/country/7/states', {
      data: { states: [], total_items: 0 },
    });
    await provider.getList('states', {
      pagination: page(1),
      sort: sortById,
      filter: {},
      meta: { countryId: 7 },
    });
    expect(requests).toHaveLength(1);
  });

  it('takes the parent id from getManyReference', async () => {
    const requests = route('get', '/admin/country/9/states', {
      data: { states: [{ id: 1, state: 'Ontario' }] },
    });
    const result = await provider.getManyReference('states', {
      target: 'country_id',
      id: 9,
      pagination: page(1),
      sort: sortById,
      filter: {},
    });
    expect(requests).toHaveLength(1);
    expect(result.data).toEqual([{ id: 1, state: 'Ontario' }]);
  });

  it('names the missing parent id instead of calling a wrong path', async () => {
    await expect(
      provider.getList('states', { pagination: page(1), sort: sortById, filter: {} }),
    ).rejects.toThrow('This call needs countryId or country_id in meta or filter.');
  });

  it('refuses an operation the entry does not declare, and an unknown resource', async () => {
    await expect(provider.create('states', { data: {} })).rejects.toThrow(
      'The "states" resource has no create operation.',
    );
    await expect(provider.getOne('nothing', { id: 1 })).rejects.toThrow(
      'Unknown resource "nothing".',
    );
  });
});

describe('list parameters', () => {
  it('sends the 1-based page as page_num and the page size under its declared name', async () => {
    const requests = route('get', '/admin/country/1/states', { data: { states: [] } });
    await provider.getList('states', {
      pagination: page(3, 25),
      sort: sortById,
      filter: {},
      meta: { countryId: 1 },
    });
    expect(queryOf(requests[0] as Request)).toMatchObject({ page_num: '3', max_states: '25' });
  });

  it('maps the search, lower-cased letter and status filters, and sends fixed parameters', async () => {
    const requests = route('get', '/admin/country/1/states', { data: { states: [] } });
    const meta = { countryId: 1 };
    await provider.getList('states', {
      pagination: page(1),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ont', letter: 'O', status: 'Published', unknown: 'x' },
      meta,
    });
    await provider.getList('states', {
      pagination: page(1),
      sort: { field: 'id', order: 'ASC' },
      filter: { letter: '#' },
      meta,
    });
    await provider.getList('states', {
      pagination: page(1),
      sort: { field: 'created_at', order: 'ASC' },
      filter: { letter: 'all' },
      meta,
    });
    expect(requests.map(queryOf)).toEqual([
      {
        corkboard: '0',
        state: 'ont',
        state_start: 'o',
        status: 'Published',
        sort_by_name: 'DESC',
        page_num: '1',
        max_states: '10',
      },
      { corkboard: '0', state_start: '#', sort_by_id: 'ASC', page_num: '1', max_states: '10' },
      { corkboard: '0', page_num: '1', max_states: '10' },
    ]);
  });
});

describe('reading answers', () => {
  it('reads records inside the data envelope and at the top level alike', async () => {
    route('get', '/admin/event', {
      data: { events: [{ id: 1, user_id: 5, location_id: 8 }], users: {}, locations: {} },
    });
    const enveloped = await provider.getList('events', {
      pagination: page(1),
      sort: sortById,
      filter: {},
    });
    route('get', '/admin/event', {
      events: [{ id: 1, user_id: 5, location_id: 8 }],
      users: {},
      locations: {},
      total_items: 1,
    });
    const bare = await provider.getList('events', {
      pagination: page(1),
      sort: sortById,
      filter: {},
    });
    expect(enveloped.data.map((event) => event.id)).toEqual([1]);
    expect(bare.data.map((event) => event.id)).toEqual([1]);
    expect(bare.total).toBe(1);
  });

  it('reads a nested key such as data.data.country', async () => {
    route('get', '/admin/country/3', { data: { data: { country: { id: 3, country: 'Canada' } } } });
    const { data } = await provider.getOne('country', { id: 3 });
    expect(data).toEqual({ id: 3, country: 'Canada' });
  });

  it('joins maps keyed by id into each record through the entry transform', async () => {
    const ada = { id: 5, name: 'Ada' };
    const bob = { id: 6, name: 'Bob' };
    const hall = { id: 8, name: 'Hall' };
    const fair = { id: 1, title: 'Fair', user_id: 5, location_id: 8 };
    const expo = { id: 2, title: 'Expo', user_id: 6, location_id: 8 };
    route('get', '/admin/event', {
      data: {
        events: [fair, expo],
        users: { 5: ada, 6: bob },
        locations: { 8: hall },
        total_items: 2,
      },
    });
    const { data } = await provider.getList('events', {
      pagination: page(1),
      sort: sortById,
      filter: { q: 'f' },
    });
    expect(data).toEqual([
      { ...fair, user: ada, location: hall },
      { ...expo, user: bob, location: hall },
    ]);
  });

  it('turns an object keyed by id into a list', async () => {
    route('get', '/admin/links', {
      data: { links: { 4: { id: 4, name: 'B' }, 2: { id: 2, name: 'A' } } },
    });
    const result = await provider.getList('links', {
      pagination: page(1),
      sort: sortById,
      filter: {},
    });
    expect(result).toEqual({
      data: [
        { id: 2, name: 'A' },
        { id: 4, name: 'B' },
      ],
      total: 2,
    });
  });

  it('turns a single record into a list of one, and null into an empty list', async () => {
    route('get', '/admin/setting', { data: { setting: { id: 1, value: 'x' } } });
    expect(
      await provider.getList('setting', { pagination: page(1), sort: sortById, filter: {} }),
    ).toEqual({
      data: [{ id: 1, value: 'x' }],
      total: 1,
    });
    route('get', '/admin/setting', { data: { setting: null } });
    expect(
      await provider.getList('setting', { pagination: page(1), sort: sortById, filter: {} }),
    ).toEqual({
      data: [],
      total: 0,
    });
  });

  it('reads the total from total_items, else from total_pages and per_page_items', async () => {
    const meta = { countryId: 1 };
    const params = { pagination: page(1), sort: sortById, filter: {}, meta };
    route('get', '/admin/country/1/states', {
      data: { states: [{ id: 1 }], total_items: 31, total_pages: 4 },
    });
    expect((await provider.getList('states', params)).total).toBe(31);
    route('get', '/admin/country/1/states', {
      data: { states: [{ id: 1 }], total_pages: 4, per_page_items: 10 },
    });
    expect((await provider.getList('states', params)).total).toBe(40);
    route('get', '/admin/country/1/states', { data: { states: [{ id: 1 }, { id: 2 }] } });
    expect((await provider.getList('states', params)).total).toBe(2);
  });
});

describe('lists the server answers whole', () => {
  const roles = [
    { id: 1, name: 'Speaker', is_active: 1 },
    { id: 2, name: 'Host', is_active: 0 },
    { id: 3, name: 'Guest speaker', is_active: true },
    { id: 4, name: 'Sponsor', is_active: 1 },
  ];

  it('searches q case-insensitively on the declared fields, sorts and slices', async () => {
    route('get', '/admin/participation-role', { data: { participation_roles: roles } });
    const result = await provider.getList('roles', {
      pagination: page(1, 1),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'SPEAK' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Speaker', is_active: 1 }], total: 2 });
    const second = await provider.getList('roles', {
      pagination: page(2, 1),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'SPEAK' },
    });
    expect(second.data.map((role) => role.id)).toEqual([3]);
  });

  it('matches other filters exactly, flags across their spellings', async () => {
    route('get', '/admin/participation-role', { data: { participation_roles: roles } });
    const result = await provider.getList('roles', {
      pagination: page(1),
      sort: sortById,
      filter: { is_active: true },
    });
    expect(result.data.map((role) => role.id)).toEqual([1, 3, 4]);
  });

  it('answers getOne and getMany from the list when the entry has no single-record call', async () => {
    route('get', '/admin/participation-role', { data: { participation_roles: roles } });
    expect((await provider.getOne('roles', { id: 2 })).data).toEqual(roles[1]);
    expect((await provider.getMany('roles', { ids: [4, 1] })).data.map((role) => role.id)).toEqual([
      4, 1,
    ]);
  });
});

describe('bodies', () => {
  const cardImage = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'card.svg', {
    type: 'image/svg+xml',
  });

  it('sends multipart with a newly chosen file and flags as 1/0', async () => {
    const requests = route('post', '/admin/event', { data: { event: { id: 12, title: 'Fair' } } });
    const { data } = await provider.create('events', {
      data: {
        title: 'Fair',
        is_published: false,
        end_time: null,
        card_image: { rawFile: cardImage, src: 'blob:x', title: 'card.svg' },
        profile_image: null,
      },
    });
    // happy-dom's FormData parser drops empty fields, so the empty one is read from the raw body.
    const raw = await (requests[0] as Request).clone().text();
    expect(raw).toMatch(/name="end_time"\r\n\r\n\r\n/);
    const form = await formOf(requests[0]);
    expect(form.get('title')).toBe('Fair');
    expect(form.get('is_published')).toBe('0');
    const file = form.get('card_image') as File;
    expect(file.name).toBe('card.svg');
    expect(await file.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(form.has('profile_image')).toBe(false);
    expect(data.id).toBe(12);
  });

  it('leaves an unchanged existing file out of an update', async () => {
    const requests = route('patch', '/admin/event/12', {
      data: { event: { id: 12, title: 'Fair 2' } },
    });
    await provider.update('events', {
      id: 12,
      data: {
        id: 12,
        title: 'Fair 2',
        card_image: { src: '/api/files/3', title: 'card.svg' },
        profile_image: '/api/files/4',
      },
      previousData: {
        id: 12,
        title: 'Fair',
        card_image: { src: '/api/files/3', title: 'card.svg' },
        updated_at: '2026-11-21T19:29:48.06Z',
      },
    });
    const form = await formOf(requests[0]);
    expect(form.has('card_image')).toBe(false);
    expect(form.has('profile_image')).toBe(false);
    expect(form.get('title')).toBe('Fair 2');
  });

  it('sends JSON with only the declared fields', async () => {
    const requests = route('post', '/admin/participation-role', {
      data: { participation_role: { id: 5, name: 'Judge' } },
    });
    const { data } = await provider.create('roles', {
      data: { name: 'Judge', notes: 'not a field' },
    });
    await expect(requests[0]?.json()).resolves.toEqual({ name: 'Judge' });
    expect(data).toEqual({ id: 5, name: 'Judge' });
  });

  it('answers what was sent plus the id when the server answers only the id', async () => {
    route('post', '/admin/participation-role', { data: { participation_role: { id: 6 } } });
    const { data } = await provider.create('roles', { data: { name: 'Usher' } });
    expect(data).toEqual({ id: 6, name: 'Usher' });
  });

  it("always sends the previous version's updated_at on update, whatever the form holds", async () => {
    const jsonRequests = route('patch', '/admin/participation-role/5', { data: {} });
    const { data } = await provider.update('roles', {
      id: 5,
      data: { name: 'Judge', updated_at: '2026-11-21T20:00:00Z' },
      previousData: { id: 5, name: 'Jury', updated_at: '2026-11-21T19:29:48.06Z' },
    });
    await expect(jsonRequests[0]?.json()).resolves.toEqual({
      name: 'Judge',
      updated_at: '2026-11-21T19:29:48.06Z',
    });
    expect(data).toMatchObject({ id: 5, name: 'Judge' });

    const formRequests = route('patch', '/admin/state/8', {
      data: { state: { id: 8, state: 'Quebec' } },
    });
    await provider.update('states', {
      id: 8,
      data: { state: 'Quebec', is_published: true, country_id: 1 },
      previousData: { id: 8, state: 'Québec', updated_at: '2026-11-21T19:29:48.123456Z' },
    });
    const form = await formOf(formRequests[0]);
    expect([...form.keys()].sort()).toEqual(['is_published', 'state', 'updated_at']);
    expect(form.get('updated_at')).toBe('2026-11-21T19:29:48.123456Z');
    expect(form.get('is_published')).toBe('1');
  });
});

describe('many', () => {
  it('getMany fetches each record in parallel with getOne', async () => {
    route('get', '/admin/state/1', { data: { state: { id: 1, state: 'Ontario' } } });
    route('get', '/admin/state/2', { data: { state: { id: 2, state: 'Quebec' } } });
    const { data } = await provider.getMany('states', { ids: [1, 2] });
    expect(data).toEqual([
      { id: 1, state: 'Ontario' },
      { id: 2, state: 'Quebec' },
    ]);
  });

  it('updateMany updates each from its current version, deleteMany deletes each', async () => {
    route('get', '/admin/state/1', {
      data: { state: { id: 1, state: 'Ontario', updated_at: 't1' } },
    });
    const patches = route('patch', '/admin/state/1', { data: { state: { id: 1 } } });
    expect(await provider.updateMany('states', { ids: [1], data: { is_published: true } })).toEqual(
      { data: [1] },
    );
    const form = await formOf(patches[0]);
    expect(form.get('updated_at')).toBe('t1');
    expect(form.get('is_published')).toBe('1');

    const first = route('delete', '/admin/state/1', { data: {} });
    const second = route('delete', '/admin/state/2', { data: {} });
    expect(await provider.deleteMany('states', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect([first.length, second.length]).toEqual([1, 1]);
  });

  it('delete answers the deleted record', async () => {
    route('delete', '/admin/state/3', { data: {} });
    const { data } = await provider.delete('states', {
      id: 3,
      previousData: { id: 3, state: 'Yukon' },
    });
    expect(data).toEqual({ id: 3, state: 'Yukon' });
  });
});

describe('errors', () => {
  it("rejects with an HttpError carrying the server's message and field errors", async () => {
    const errors = { name: 'Required' };
    route('patch', '/admin/participation-role/5', { message: 'Invalid input', errors }, 400);
    const error = await rejectionOf(
      provider.update('roles', {
        id: 5,
        data: { name: '' },
        previousData: { id: 5, name: 'Jury' },
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Invalid input',
      status: 400,
      body: { errors: { name: 'Required' } },
    });
  });

  it('passes a 409 for a stale update through with its message', async () => {
    route(
      'patch',
      '/admin/participation-role/5',
      { message: 'This record was changed by someone else.' },
      409,
    );
    await expect(
      provider.update('roles', {
        id: 5,
        data: { name: 'x' },
        previousData: { id: 5, updated_at: 'old' },
      }),
    ).rejects.toMatchObject({ status: 409, message: 'This record was changed by someone else.' });
  });
});
