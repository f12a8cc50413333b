import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, ORGANIZATIONS } from './support/events';
import {
  addressIn,
  createPlaceFixtures,
  createRegions,
  jsonFields,
  type PlaceFixtures,
} from './support/places';
import { apiForTestFile, createCategory } from './support/resource';

/* The trash: deleted records of every table, and their restore with what was deleted with them. */

const api = apiForTestFile();
const TRASH = '/api/admin/trash';
const restorePath = (table: string, id: number) => `${TRASH}/${table}/${id}/restore`;

interface Deleted {
  resource: string;
  id: number;
  name: string | null;
  deleted_at: string;
  deleted_by_email: string | null;
}
type TrashPage = { data: { records: Deleted[]; total_items: number } };

const trash = async (query = '') => {
  const answer = await api.get<TrashPage>(`${TRASH}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const restore = (table: string, id: number) =>
  api.send<{ data: Record<string, unknown>; message?: string }>(
    'POST',
    restorePath(table, id),
    jsonFields({}),
    'json',
  );

let places: PlaceFixtures;
beforeAll(async () => {
  places = await createPlaceFixtures(api);
});

describe('trash', () => {
  it('lists a deleted record with who deleted it, and restores it as it was, in its history', async () => {
    const category = await createCategory(api, 'Trashed Kind');
    expect((await api.delete(`/api/admin/category/${category.id}`)).status).toBe(200);
    const listed = await trash('q=trashed');
    expect(listed.records).toEqual([
      expect.objectContaining({
        resource: 'categories',
        id: category.id,
        name: 'Trashed Kind',
        deleted_by_email: expect.stringMatching(/@/),
      }),
    ]);
    const answer = await restore('categories', category.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await api.get(`/api/admin/category/${category.id}`)).status).toBe(200);
    expect((await trash('q=trashed')).records).toEqual([]);
    const history = await api.get<{ data: { entries: { action: string }[] } }>(
      `/api/admin/history?resource=categories&record_id=${category.id}`,
    );
    expect(history.body.data.entries.map((entry) => entry.action)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
    expect((await restore('categories', category.id)).status).toBe(404);
  });

  it('refuses a municipality while its province is deleted, saying which to restore first', async () => {
    const regions = await createRegions(api, {
      country: 'Trashland',
      country_code: 'TL',
      state: 'Binshire',
      city: 'Old Town',
    });
    expect((await api.delete(`/api/admin/city/${regions.city}`)).status).toBe(200);
    expect((await api.delete(`/api/admin/state/${regions.state}`)).status).toBe(200);
    const refused = await restore('cities', regions.city);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '“Old Town” belongs to the province/state “Binshire”, which is deleted: restore that province/state first.',
    );
    expect((await trash('resource=cities&q=old town')).records).toHaveLength(1);
    expect((await restore('states', regions.state)).status).toBe(200);
    expect((await restore('cities', regions.city)).status).toBe(200);
  });

  it('restores an organization with the locations its delete removed, not the ones deleted before', async () => {
    const saved = await api.send<{ data: { organization: { id: number } } }>(
      'POST',
      `${ORGANIZATIONS}/with-location`,
      jsonFields({
        name: 'Comeback Club',
        description: 'Back again',
        category_id: places.organizationCategory,
        ...addressIn(places, 'ottawa'),
      }),
      'json',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.data.organization.id;
    const [place] = await api.server.db.query<{ id: number }>(
      'SELECT location_id AS id FROM organizations WHERE id = $1',
      [id],
    );
    expect((await api.delete(`${ORGANIZATIONS}/${id}`)).status).toBe(200);
    expect((await trash('resource=locations')).records.map((row) => row.id)).toContain(place?.id);

    const answer = await restore('organizations', id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Comeback Club', withIt: 1 });
    const organization = await api.get<{ data: { organization: { city: string } } }>(
      `${ORGANIZATIONS}/${id}`,
    );
    expect(organization.body.data.organization.city).toBe('Ottawa');
  });

  it('refuses a record whose name a live one took meanwhile, restoring nothing', async () => {
    const first = await createCategory(api, 'Twice Named');
    expect((await api.delete(`/api/admin/category/${first.id}`)).status).toBe(200);
    await createCategory(api, 'Twice Named');
    const refused = await restore('categories', first.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A live category has the same name as “Twice Named”: rename or delete that one, then restore this one.',
    );
    expect((await trash('q=twice')).records.map((row) => row.id)).toEqual([first.id]);
  });

  it('pages the deleted records of every table, newest deletion first', async () => {
    const organization = await createOrganization(api, places, 'Paged Away');
    expect((await api.delete(`${ORGANIZATIONS}/${organization.id}`)).status).toBe(200);
    const page = await trash('per_page=2');
    expect(page.records[0]).toMatchObject({ resource: 'organizations', id: organization.id });
    expect(page.records).toHaveLength(2);
    const times = page.records.map((row) => Date.parse(row.deleted_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] as number);
    expect((await api.get(`${TRASH}?resource=sessions`)).status).toBe(400);
  });
});
