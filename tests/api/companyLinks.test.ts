import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, readJson, signedInServerForTests } from './support/server';

type Link = { id: number; name: string; url: string; created_at: string; updated_at: string };

const signedIn = signedInServerForTests();

const list = async () => {
  const response = await signedIn.server.request('/api/admin/company-links', {
    headers: bearer(signedIn.token),
  });
  expect(response.status).toBe(200);
  return (await readJson<{ data: { company_links: Record<string, Link> } }>(response)).data
    .company_links;
};

describe('company links', () => {
  it('creates a link from JSON and answers it with 201', async () => {
    const response = await signedIn.server.request(
      '/api/admin/company-links',
      jsonRequest('POST', { name: '  Acme  ', url: 'https://acme.example' }, signedIn.token),
    );
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: { company_link: Link } }>(response);
    expect(data.company_link).toEqual({
      id: expect.any(Number),
      name: 'Acme',
      url: 'https://acme.example',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates a link from form data, as the console sends it, filling created_by from the session', async () => {
    const form = new FormData();
    form.set('name', 'Docs');
    form.set('url', 'http://docs.example/path');
    form.set('created_by', '999');
    const response = await signedIn.server.request('/api/admin/company-links', {
      method: 'POST',
      headers: bearer(signedIn.token),
      body: form,
    });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: { company_link: Link } }>(response);
    const [row] = await signedIn.server.db.query<{ created_by: number; email: string }>(
      `SELECT l.created_by, a.email FROM company_links l JOIN administrators a ON a.id = l.created_by WHERE l.id = $1`,
      [data.company_link.id],
    );
    expect(row?.email).toBe('admin@localhost');
  });

  it('lists the links as an object keyed by id', async () => {
    const links = await list();
    const names = Object.values(links).map((link) => link.name);
    expect(names).toEqual(expect.arrayContaining(['Acme', 'Docs']));
    for (const [id, link] of Object.entries(links)) expect(String(link.id)).toBe(id);
  });

  it('refuses a URL that is not http(s) and stores nothing', async () => {
    const before = Object.keys(await list()).length;
    const response = await signedIn.server.request(
      '/api/admin/company-links',
      jsonRequest('POST', { name: 'Evil', url: 'javascript:alert(1)' }, signedIn.token),
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      message: 'Invalid fields: url',
      errors: { url: 'Must be a valid http(s) URL' },
    });
    expect(Object.keys(await list())).toHaveLength(before);
  });

  it('soft-deletes a link: answered under data.data, gone from the list, kept in the table with deleted_by', async () => {
    const created = await readJson<{ data: { company_link: Link } }>(
      await signedIn.server.request(
        '/api/admin/company-links',
        jsonRequest('POST', { name: 'Temp', url: 'https://temp.example' }, signedIn.token),
      ),
    );
    const id = created.data.company_link.id;
    const response = await signedIn.server.request(`/api/admin/company-link/${id}`, {
      method: 'DELETE',
      headers: bearer(signedIn.token),
    });
    expect(response.status).toBe(200);
    const { data } = await readJson<{ data: { data: Link } }>(response);
    expect(data.data).toMatchObject({ id, name: 'Temp', url: 'https://temp.example' });

    expect(await list()).not.toHaveProperty(String(id));
    const [row] = await signedIn.server.db.query<{
      deleted_at: string | null;
      deleted_by: number | null;
    }>('SELECT deleted_at, deleted_by FROM company_links WHERE id = $1', [id]);
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.deleted_by).toEqual(expect.any(Number));

    const again = await signedIn.server.request(`/api/admin/company-link/${id}`, {
      method: 'DELETE',
      headers: bearer(signedIn.token),
    });
    expect(again.status).toBe(404);
    expect(await readJson(again)).toEqual({ message: 'Company link not found.' });
  });

  it('answers 404 for an id that never existed', async () => {
    const response = await signedIn.server.request('/api/admin/company-link/424242', {
      method: 'DELETE',
      headers: bearer(signedIn.token),
    });
    expect(response.status).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts live blog posts, organizations created in the last 30 days, live events and recently active administrators', async () => {
    const db = signedIn.server.db;
    const [org] = await db.query<{ id: number }>(
      `INSERT INTO organizations (name) VALUES ('New org') RETURNING id`,
    );
    await db.query(
      `INSERT INTO organizations (name, created_at) VALUES ('Old org', now() - interval '40 days')`,
    );
    await db.query(`INSERT INTO organizations (name, deleted_at) VALUES ('Gone org', now())`);
    await db.query(`INSERT INTO blog_posts (title, body) VALUES ('A', 'a'), ('B', 'b')`);
    await db.query(`INSERT INTO blog_posts (title, body, deleted_at) VALUES ('C', 'c', now())`);
    await db.query(
      `INSERT INTO events (title, organization_id, start_time) VALUES ('E', $1, now())`,
      [org?.id ?? 0],
    );
    await db.query(
      `INSERT INTO administrators (email, last_sign_in_at) VALUES ('old@example.org', now() - interval '31 days')`,
    );

    const response = await signedIn.server.request('/api/admin/dashboard', {
      headers: bearer(signedIn.token),
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      data: { counts: { blogs: 2, organizations: 1, events: 1, users: 1 } },
    });
  });
});
