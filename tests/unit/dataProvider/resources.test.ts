import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { route } from '../support/server';

const firstPage = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('dashboard', () => {
  it('reads the counts as one record with the id "counts"', async () => {
    const requests = route('get', '/admin/dashboard', {
      data: { counts: { blogs: 3, organizations: 12, events: 7, users: 2 } },
    });
    const { data } = await dataProvider.getOne('dashboard', { id: 'anything' });
    expect(data).toEqual({ id: 'counts', blogs: 3, organizations: 12, events: 7, users: 2 });
    expect(requests).toHaveLength(1);
  });
});

describe('company-links', () => {
  const links = {
    3: { id: 3, name: 'Docs', url: 'https://docs.example.org' },
    1: { id: 1, name: 'Handbook', url: 'https://handbook.example.org' },
    2: { id: 2, name: 'Status', url: 'https://status.example.org' },
  };

  it('lists the links answered as an object keyed by id, searching and paging in the console', async () => {
    route('get', '/admin/company-links', { data: { company_links: links } });
    const all = await dataProvider.getList('company-links', firstPage);
    expect(all).toEqual({ data: [links[1], links[2], links[3]], total: 3 });
    const found = await dataProvider.getList('company-links', {
      ...firstPage,
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'STATUS' },
    });
    expect(found).toEqual({ data: [links[2]], total: 1 });
    const secondPage = await dataProvider.getList('company-links', {
      ...firstPage,
      pagination: { page: 2, perPage: 2 },
    });
    expect(secondPage).toEqual({ data: [links[3]], total: 3 });
  });

  it('lists nothing when there are no links', async () => {
    route('get', '/admin/company-links', { data: { company_links: {} } });
    expect(await dataProvider.getList('company-links', firstPage)).toEqual({ data: [], total: 0 });
  });

  it('creates a link with name and url as form data', async () => {
    const requests = route(
      'post',
      '/admin/company-links',
      { data: { company_link: { id: 4, name: 'Wiki', url: 'https://wiki.example.org' } } },
      201,
    );
    const { data } = await dataProvider.create('company-links', {
      data: { name: 'Wiki', url: 'https://wiki.example.org' },
    });
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(Object.fromEntries(form)).toEqual({ name: 'Wiki', url: 'https://wiki.example.org' });
    expect(data).toEqual({ id: 4, name: 'Wiki', url: 'https://wiki.example.org' });
  });

  it('deletes through the singular company-link path', async () => {
    const requests = route('delete', '/admin/company-link/4', {
      data: { data: { id: 4, name: 'Wiki' } },
    });
    const { data } = await dataProvider.delete('company-links', {
      id: 4,
      previousData: { id: 4, name: 'Wiki', url: 'https://wiki.example.org' },
    });
    expect(requests).toHaveLength(1);
    expect(data).toEqual({ id: 4, name: 'Wiki', url: 'https://wiki.example.org' });
  });
});

describe('manager-version', () => {
  const version = {
    id: 1,
    ios_current_version: '2.1.0',
    android_current_version: '2.1.1',
    ios_min_version: '1.9.0',
    android_min_version: '1.9.0',
    updated_at: '2026-11-21T19:29:48.06Z',
  };

  it('lists the one record, or none when the server answers null', async () => {
    route('get', '/admin/manager-version', { data: { manager_version: version } });
    expect(await dataProvider.getList('manager-version', firstPage)).toEqual({
      data: [version],
      total: 1,
    });
    route('get', '/admin/manager-version', { data: { manager_version: null } });
    expect(await dataProvider.getList('manager-version', firstPage)).toEqual({
      data: [],
      total: 0,
    });
  });

  it('creates with the four version fields as JSON', async () => {
    const requests = route(
      'post',
      '/admin/manager-version',
      { data: { manager_version: version } },
      201,
    );
    const { data } = await dataProvider.create('manager-version', {
      data: {
        ios_current_version: '2.1.0',
        android_current_version: '2.1.1',
        ios_min_version: '1.9.0',
        android_min_version: '1.9.0',
      },
    });
    await expect((requests[0] as Request).json()).resolves.toEqual({
      ios_current_version: '2.1.0',
      android_current_version: '2.1.1',
      ios_min_version: '1.9.0',
      android_min_version: '1.9.0',
    });
    expect(data).toEqual(version);
  });

  it('updates with PATCH, the four fields and the updated_at it was read with', async () => {
    const saved = {
      ...version,
      ios_current_version: '2.2.0',
      updated_at: '2026-11-21T20:00:00.5Z',
    };
    const requests = route('patch', '/admin/manager-version/1', {
      data: { manager_version: saved },
    });
    const { data } = await dataProvider.update('manager-version', {
      id: 1,
      data: { ...version, ios_current_version: '2.2.0' },
      previousData: version,
    });
    await expect((requests[0] as Request).json()).resolves.toEqual({
      ios_current_version: '2.2.0',
      android_current_version: '2.1.1',
      ios_min_version: '1.9.0',
      android_min_version: '1.9.0',
      updated_at: '2026-11-21T19:29:48.06Z',
    });
    expect(data).toEqual(saved);
  });
});

describe('administrators', () => {
  it('lists the administrators, paged in the console', async () => {
    const administrators = [
      { id: 1, email: 'ada@example.org', name: 'Ada' },
      { id: 2, email: 'bob@example.org', name: null },
      { id: 3, email: 'cy@example.org', name: 'Cy' },
    ];
    route('get', '/admin/administrators', { data: { administrators } });
    const { data, total } = await dataProvider.getList('administrators', {
      ...firstPage,
      pagination: { page: 1, perPage: 2 },
    });
    expect(total).toBe(3);
    expect(data).toEqual(administrators.slice(0, 2));
    const found = await dataProvider.getList('administrators', {
      ...firstPage,
      filter: { q: 'BOB@' },
    });
    expect(found.data).toEqual([administrators[1]]);
  });
});
