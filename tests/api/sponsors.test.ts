import { describe, expect, it } from 'vitest';
import { crudSuite } from './support/crudSuite';
import { nameRulesSuite } from './support/nameRules';
import { type ApiRecord, apiForTestFile } from './support/resource';

const api = apiForTestFile();

const sponsor = (name: string) => ({
  name,
  image_url: 'https://cdn.example/logo.png',
  sponsor_url: 'https://sponsor.example',
  sponsor_type: 'GOLD',
});

const TYPE_MESSAGE = 'Please select a sponsor type';

crudSuite({
  api,
  label: 'Sponsor',
  basePath: '/api/sponsor',
  table: 'sponsors',
  listKey: 'sponsor',
  itemKey: 'sponsor',
  defaultPerPage: 10,
  encoding: 'form',
  valid: sponsor,
  searchField: 'name',
  missing: {
    name: 'Required',
    image_url: 'Required',
    sponsor_url: 'Required',
    sponsor_type: TYPE_MESSAGE,
  },
  tooLong: { field: 'name', max: 200 },
  urlFields: ['image_url', 'sponsor_url'],
});

describe('sponsors catalogue: specifics', () => {
  it.each(['GOLD', 'SILVER', 'THANK'])('creates a %s sponsor from JSON', async (type) => {
    const created = await api.send<{ data: { sponsor: ApiRecord } }>(
      'POST',
      '/api/sponsor',
      { ...sponsor(`${type} sponsor`), sponsor_type: type },
      'json',
    );
    expect(created.status).toBe(201);
    expect(created.body.data.sponsor).toEqual({
      id: expect.any(Number),
      ...sponsor(`${type} sponsor`),
      sponsor_type: type,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it.each(['PLATINUM', 'gold', ''])(
    'refuses the sponsor type %j and writes nothing',
    async (type) => {
      await api.expectRefusedCreate(
        '/api/sponsor',
        'sponsors',
        { ...sponsor('Typed'), sponsor_type: type },
        'form',
        { sponsor_type: TYPE_MESSAGE },
      );
    },
  );

  it('changes the type on update', async () => {
    const { body } = await api.send<{ data: { sponsor: ApiRecord } }>(
      'POST',
      '/api/sponsor',
      sponsor('Upgraded'),
      'form',
    );
    const record = body.data.sponsor;
    const answer = await api.send<{ data: { sponsor: ApiRecord } }>(
      'PATCH',
      `/api/sponsor/${record.id}`,
      { ...sponsor('Upgraded'), sponsor_type: 'THANK', updated_at: record.updated_at },
      'json',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.sponsor).toMatchObject({ id: record.id, sponsor_type: 'THANK' });
  });
});

nameRulesSuite({
  api,
  label: 'sponsors',
  table: 'sponsors',
  field: 'name',
  itemKey: 'sponsor',
  create: (name) => api.send('POST', '/api/sponsor', sponsor(name), 'form'),
});
