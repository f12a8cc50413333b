import { beforeAll, describe, expect, it } from 'vitest';
import { addScaleData } from '../../server/seed/scale';
import { EVENTS, LOCATIONS, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { created, createRegions, jsonFields, patched } from './support/places';
import { type ApiRecord, apiForTestFile, type ResourceApi } from './support/resource';

// docs/api.md, "Totals of the organization and event lists": kept totals are exact through
// every write; other filters count up to 1,000 past the page's first row.

const records = placedRecordsForTestFile();
const { api, places } = records;

interface Totals {
  total_items: number;
  total_pages: number;
  total_items_exact: boolean;
}
type Page = Totals & Record<string, unknown>;

/** The data of a list page, failing the test unless 200. */
async function listPage(
  listApi: ResourceApi,
  path: string,
  query: Record<string, string | number>,
): Promise<Page> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  const answer = await listApi.get<{ data: Page }>(`${path}?${search}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Every page of a list (100 rows at a time): the first page's totals and the rows seen. */
async function everyPage(path: string, query: Record<string, string>, rowsKey: string) {
  const pageSizeParameter = rowsKey === 'events' ? 'per_page' : 'max_organizations';
  const pageAt = (page: number) =>
    listPage(api, path, { ...query, [pageSizeParameter]: '100', page_num: `${page}` });
  const first = await pageAt(1);
  const rows = [...(first[rowsKey] as ApiRecord[])];
  for (let page = 2; page <= first.total_pages; page++) {
    rows.push(...((await pageAt(page))[rowsKey] as ApiRecord[]));
  }
  return { totals: first, rows };
}

/** What the test has written and not deleted, with the flags the kept totals group by. */
const liveOrganizations = new Map<number, { published: boolean; corkboard: boolean }>();
const liveEvents = new Map<number, { published: boolean }>();

const STATUS_WORDS = { All: undefined, Published: true, Unpublished: false } as const;
const CORKBOARD_WORDS = { All: undefined, '1': true, '0': false } as const;

/**
 * Every unfiltered, status-only and corkboard list of organizations answers the exact number of
 * live organizations it shows, which is the number the test wrote.
 */
async function expectOrganizationTotals() {
  for (const [status, published] of Object.entries(STATUS_WORDS)) {
    for (const [corkboard, pinned] of Object.entries(CORKBOARD_WORDS)) {
      const known = [...liveOrganizations.values()].filter(
        (flags) =>
          (published === undefined || flags.published === published) &&
          (pinned === undefined || flags.corkboard === pinned),
      ).length;
      const query = { status, corkboard };
      const { totals, rows } = await everyPage(ORGANIZATIONS, query, 'organizations');
      expect({ query, ...totals, shown: rows.length }).toMatchObject({
        query,
        total_items: known,
        total_items_exact: true,
        shown: known,
      });
    }
  }
  const v2 = await everyPage(`${ORGANIZATIONS}-v2`, {}, 'organizations');
  expect([v2.totals.total_items, v2.totals.total_items_exact, v2.rows.length]).toEqual([
    liveOrganizations.size,
    true,
    liveOrganizations.size,
  ]);
}

/** The event list, by status, and the dashboard's event count answer the live events exactly. */
async function expectEventTotals() {
  for (const [status, published] of Object.entries(STATUS_WORDS)) {
    const known = [...liveEvents.values()].filter(
      (flags) => published === undefined || flags.published === published,
    ).length;
    const { totals, rows } = await everyPage(EVENTS, { status }, 'events');
    expect({ status, ...totals, shown: rows.length }).toMatchObject({
      status,
      total_items: known,
      total_items_exact: true,
      shown: known,
    });
  }
  const dashboard = await api.get<{ data: { counts: { events: number } } }>('/api/admin/dashboard');
  expect(dashboard.body.data.counts.events).toBe(liveEvents.size);
}

describe('kept totals: exact through every write', () => {
  const organizationIds: Record<'choir' | 'notices' | 'club' | 'host', number> = {
    choir: 0,
    notices: 0,
    club: 0,
    host: 0,
  };
  const regular = (name: string) => ({
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
  });

  it('start at zero on an empty directory', async () => {
    await expectOrganizationTotals();
    await expectEventTotals();
  });

  it('count created organizations in their status and corkboard groups', async () => {
    const create = async (fields: Record<string, unknown>) => {
      const row = await created(api, ORGANIZATIONS, 'organization', fields);
      liveOrganizations.set(row.id, {
        published: row.is_published === true,
        corkboard: row.is_corkboard === true,
      });
      return row.id;
    };
    organizationIds.choir = await create({ ...regular('Maple Choir'), is_published: true });
    organizationIds.notices = await create({ name: 'Town Notices', is_corkboard: true });
    organizationIds.club = await create(regular('Chess Club'));
    await expectOrganizationTotals();
  });

  it('follow publishing, unpublishing and corkboard changes, and ignore other edits', async () => {
    const change = async (id: number, fields: Record<string, unknown>) => {
      const row = await patched(api, `${ORGANIZATIONS}/${id}`, 'organization', fields);
      liveOrganizations.set(id, {
        published: row.is_published === true,
        corkboard: row.is_corkboard === true,
      });
    };
    await change(organizationIds.club, { is_published: true });
    await change(organizationIds.choir, { is_published: false });
    await expectOrganizationTotals();
    await change(organizationIds.notices, { ...regular('Town Notices'), is_corkboard: false });
    await change(organizationIds.choir, { is_corkboard: true, is_published: true });
    await expectOrganizationTotals();
    await change(organizationIds.club, { name: 'Chess and Go Club' });
    await expectOrganizationTotals();
  });

  it('change with nothing when a write is refused', async () => {
    const refused = await api.send('POST', ORGANIZATIONS, jsonFields({ name: '' }), 'json');
    expect(refused.status).toBe(400);
    const stale = await api.send(
      'PATCH',
      `${ORGANIZATIONS}/${organizationIds.club}`,
      jsonFields({ is_published: false, updated_at: '2000-01-01T00:00:00Z' }),
      'json',
    );
    expect(stale.status).toBe(409);
    await expectOrganizationTotals();
  });

  it('count events through creates, status changes and deletes, on the list and the dashboard', async () => {
    const host = await records.organization('Harbour Arts');
    organizationIds.host = host.id;
    liveOrganizations.set(host.id, { published: false, corkboard: false });
    const create = async (title: string, published: boolean) => {
      const event = await records.event(host.id, { title, is_published: published });
      liveEvents.set(event.id, { published });
      return event.id;
    };
    const concert = await create('Spring Concert', true);
    const parade = await create('Lantern Parade', false);
    const fair = await create('Book Fair', false);
    await expectEventTotals();

    const setPublished = async (id: number, published: boolean) => {
      await patched(api, `${EVENTS}/${id}`, 'event', { is_published: published });
      liveEvents.set(id, { published });
    };
    await setPublished(parade, true);
    await setPublished(concert, false);
    await expectEventTotals();

    expect((await api.delete(`${EVENTS}/${fair}`)).status).toBe(200);
    liveEvents.delete(fair);
    await expectEventTotals();

    const hosted = await everyPage(`${ORGANIZATIONS}/${host.id}/events`, {}, 'events');
    expect([hosted.totals.total_items, hosted.totals.total_items_exact]).toEqual([2, true]);
    expect(hosted.rows.map((row) => row.id).sort()).toEqual([concert, parade].sort());
  });

  it('drop deleted organizations, and keep one whose delete is refused', async () => {
    const refused = await api.delete(`${ORGANIZATIONS}/${organizationIds.host}`);
    expect(refused.status).toBe(409);
    await expectOrganizationTotals();

    for (const id of [organizationIds.choir, organizationIds.club]) {
      expect((await api.delete(`${ORGANIZATIONS}/${id}`)).status).toBe(200);
      liveOrganizations.delete(id);
    }
    await expectOrganizationTotals();
    await expectEventTotals();
  });

  it('keep the total of every location exact through creates, deletes and restores', async () => {
    const expectLocationTotal = async () => {
      const pageAt = (page: number) => listPage(api, LOCATIONS, { per_page: 100, page_num: page });
      const first = await pageAt(1);
      let shown = (first.locations as ApiRecord[]).length;
      for (let page = 2; page <= first.total_pages; page++) {
        shown += ((await pageAt(page)).locations as ApiRecord[]).length;
      }
      expect(first.total_items).toBe(shown);
      return shown;
    };
    const before = await expectLocationTotal();
    const hall = await records.location(organizationIds.host, 'toronto');
    await records.location(organizationIds.host, 'ottawa');
    expect(await expectLocationTotal()).toBe(before + 2);
    expect((await api.delete(`${LOCATIONS}/${hall.id}`)).status).toBe(200);
    expect(await expectLocationTotal()).toBe(before + 1);
    const restored = await api.send(
      'POST',
      `/api/admin/trash/locations/${hall.id}/restore`,
      jsonFields({}),
      'json',
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await expectLocationTotal()).toBe(before + 2);
  });
});

describe('filtered totals: counted up to 1,000 past the page', () => {
  const CITY = 'Scaleton';
  // A directory of its own, so that the lists above keep knowing every row: 1,100 organizations,
  // all located in the one municipality with coordinates (where the scale seed places them).
  const scaleApi = apiForTestFile();
  let cityId: number;

  const list = async (path: string, query: Record<string, string | number>) =>
    (await listPage(scaleApi, path, query)) as Page & { organizations: ApiRecord[] };
  const liveCount = async (where: string) => {
    const [row] = await scaleApi.server.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM organizations WHERE deleted_at IS NULL AND ${where}`,
    );
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    ({ city: cityId } = await createRegions(scaleApi, {
      country: 'Canada',
      country_code: 'CA',
      state: 'Ontario',
      city: CITY,
    }));
    await scaleApi.server.db.query(
      'UPDATE cities SET latitude = 43.7, longitude = -79.4 WHERE id = $1',
      [cityId],
    );
    await scaleApi.server.db.query(
      "INSERT INTO categories (name, is_event, is_organization) VALUES ('Community', false, true)",
    );
    await addScaleData(scaleApi.server.db, { organizations: 1100, events: 0 });
  }, 120_000);

  it('answers offset + 1,000 and total_items_exact false when more match past the page', async () => {
    const first = await list(ORGANIZATIONS, { city: CITY });
    expect(first).toMatchObject({
      total_items: 1000,
      total_items_exact: false,
      total_pages: 100,
      per_page_items: 10,
    });
    expect(first.organizations).toHaveLength(10);
    const second = await list(ORGANIZATIONS, { city: CITY, page_num: 2 });
    expect(second).toMatchObject({ total_items: 1010, total_items_exact: false, total_pages: 101 });
    const byCityId = await list(`${ORGANIZATIONS}-v2`, { city: cityId, max_organizations: 100 });
    expect(byCityId).toMatchObject({ total_items: 1000, total_items_exact: false });
  });

  it('answers the exact count once the matches end within the bound', async () => {
    const reachingTheEnd = await list(ORGANIZATIONS, { city: CITY, page_num: 11 });
    expect(reachingTheEnd).toMatchObject({
      total_items: 1100,
      total_items_exact: true,
      total_pages: 110,
    });
    const last = await list(ORGANIZATIONS, { city: CITY, page_num: 110 });
    expect(last).toMatchObject({ total_items: 1100, total_items_exact: true });
    expect(last.organizations).toHaveLength(10);

    const pending = await liveCount('NOT is_published');
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(1000);
    const pendingHere = await list(ORGANIZATIONS, { city: CITY, status: 'Unpublished' });
    expect(pendingHere).toMatchObject({ total_items: pending, total_items_exact: true });
  });

  it('answers exact kept totals for the unfiltered and status-only lists, however many', async () => {
    expect(await list(ORGANIZATIONS, {})).toMatchObject({
      total_items: 1100,
      total_items_exact: true,
      total_pages: 110,
    });
    const published = await liveCount('is_published');
    expect(await list(ORGANIZATIONS, { status: 'Published' })).toMatchObject({
      total_items: published,
      total_items_exact: true,
    });
    expect(await list(ORGANIZATIONS, { corkboard: 1 })).toMatchObject({
      total_items: await liveCount('is_corkboard'),
      total_items_exact: true,
    });
  });
});
