import { describe, expect, it } from 'vitest';
import { crudSuite } from './support/crudSuite';
import { type ApiRecord, apiForTestFile } from './support/resource';

const api = apiForTestFile();

crudSuite({
  api,
  label: 'Blog post',
  basePath: '/api/blog',
  table: 'blog_posts',
  listKey: 'blogposts',
  itemKey: 'blogpost',
  defaultPerPage: 10,
  encoding: 'json',
  valid: (title) => ({ title, body: 'Some words about the directory.', is_published: true }),
  searchField: 'title',
  missing: { title: 'Required', body: 'Required' },
  tooLong: { field: 'title', max: 200 },
});

type BlogList = { data: { blogposts: ApiRecord[]; total_items: number } };

describe('blog posts: specifics', () => {
  it('answers every field of a post created from form data, flags as 1/0', async () => {
    const created = await api.send<{ data: { blogpost: ApiRecord } }>(
      'POST',
      '/api/blog',
      { title: 'Form post', body: 'Written in a form', is_published: false, event_id: '7' },
      'form',
    );
    expect(created.status).toBe(201);
    const [admin] = await api.server.db.query<{ id: number }>('SELECT id FROM administrators');
    expect(created.body.data.blogpost).toEqual({
      id: expect.any(Number),
      title: 'Form post',
      body: 'Written in a form',
      is_published: false,
      event_id: null,
      organization_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by: admin?.id,
      deleted_by: null,
    });
  });

  it('leaves a post unpublished when is_published is not sent, and refuses a flag that is not one', async () => {
    const created = await api.send<{ data: { blogpost: ApiRecord } }>(
      'POST',
      '/api/blog',
      { title: 'Draft', body: 'Not yet' },
      'json',
    );
    expect(created.body.data.blogpost.is_published).toBe(false);
    const invalid = await api.send(
      'POST',
      '/api/blog',
      { title: 'Draft', body: 'Not yet', is_published: 'maybe' },
      'json',
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: 'Invalid fields: is_published',
      errors: { is_published: 'Must be 1 or 0' },
    });
  });

  it('publishes and unpublishes through PATCH', async () => {
    const { body } = await api.send<{ data: { blogpost: ApiRecord } }>(
      'POST',
      '/api/blog',
      { title: 'Toggle', body: 'On and off', is_published: false },
      'json',
    );
    const post = body.data.blogpost;
    const published = await api.send<{ data: { blogpost: ApiRecord } }>(
      'PATCH',
      `/api/blog/${post.id}`,
      { title: 'Toggle', body: 'On and off', is_published: true, updated_at: post.updated_at },
      'form',
    );
    expect(published.status).toBe(200);
    expect(published.body.data.blogpost).toMatchObject({ id: post.id, is_published: true });
  });

  it('lists the newest post first', async () => {
    const { data } = (await api.get<BlogList>('/api/blog?per_page=100')).body;
    const ids = data.blogposts.map((post) => post.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThan(10);
  });

  it('searches the body as well as the title', async () => {
    const { body } = await api.send<{ data: { blogpost: ApiRecord } }>(
      'POST',
      '/api/blog',
      { title: 'Plain title', body: 'Mentions the Harvest Festival' },
      'json',
    );
    const found = (await api.get<BlogList>('/api/blog?search=harvest%20FESTIVAL')).body.data;
    expect(found.blogposts.map((post) => post.id)).toEqual([body.data.blogpost.id]);
    expect(found.total_items).toBe(1);
  });
});
