import { describe, expect, it } from 'vitest';
import { crudSuite } from './support/crudSuite';
import { type ApiRecord, apiForTestFile } from './support/resource';

const api = apiForTestFile();

const slide = (title: string) => ({
  title,
  head_title: 'Welcome',
  subtitle: 'Events near you',
  button1_content: 'Browse',
  button1_url: 'https://directory.example/browse',
  button2_content: 'Join',
  button2_url: 'http://directory.example/join',
  image_url: 'https://cdn.example/slide.jpg',
});

crudSuite({
  api,
  label: 'Slide',
  basePath: '/api/slide',
  table: 'slides',
  listKey: 'slide',
  itemKey: 'slide',
  defaultPerPage: 10,
  encoding: 'json',
  valid: slide,
  searchField: 'title',
  missing: Object.fromEntries(Object.keys(slide('')).map((field) => [field, 'Required'])),
  tooLong: { field: 'subtitle', max: 500 },
  urlFields: ['button1_url', 'button2_url', 'image_url'],
});

describe('slides: specifics', () => {
  it('creates a slide from form data and answers every field with its id', async () => {
    const created = await api.send<{ data: { slide: ApiRecord } }>(
      'POST',
      '/api/slide',
      slide('Form slide'),
      'form',
    );
    expect(created.status).toBe(201);
    expect(created.body.data.slide).toEqual({
      id: expect.any(Number),
      ...slide('Form slide'),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('searches the head title and the subtitle as well as the title', async () => {
    const { body } = await api.send<{ data: { slide: ApiRecord } }>(
      'POST',
      '/api/slide',
      { ...slide('Plain'), head_title: 'Autumn Market', subtitle: 'Local crafts' },
      'json',
    );
    const ids = async (search: string) =>
      (
        await api.get<{ data: { slide: ApiRecord[] } }>(`/api/slide?search=${search}`)
      ).body.data.slide.map((row) => row.id);
    expect(await ids('autumn')).toEqual([body.data.slide.id]);
    expect(await ids('CRAFTS')).toEqual([body.data.slide.id]);
  });
});

describe('slides: the whole list', () => {
  it('answers at most 1,000 slides without page_num and says the list was cut', async () => {
    await api.server.db.query(
      `INSERT INTO slides (title, head_title, subtitle, button1_content, button1_url,
                           button2_content, button2_url, image_url)
       SELECT 'Bulk ' || n, 'Welcome', 'Events', 'Browse', 'https://directory.example/browse',
              'Join', 'https://directory.example/join', 'https://cdn.example/slide.jpg'
         FROM generate_series(1, 1000) AS n`,
    );
    const [live] = await api.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM slides WHERE deleted_at IS NULL',
    );
    const answer = await api.get<{
      data: { slide: ApiRecord[]; total_items: number; truncated: boolean };
    }>('/api/slide');
    expect(answer.status).toBe(200);
    expect(answer.body.data.slide).toHaveLength(1000);
    expect(answer.body.data).toMatchObject({ total_items: live?.n, truncated: true });
  });
});
