import { beforeAll, describe, expect, it } from 'vitest';
import { reviewStateCondition } from '../../server/modules/verification/dueDate';
import { CHANGE_DAYS, type DashboardCharts, UPCOMING_EVENT_WEEKS } from '../../shared/dashboard';
import { hoursFromNow, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, type City, created, patched } from './support/places';

// docs/api.md, "GET /api/admin/dashboard/charts": each series is read from totals kept by
// triggers; these tests hold them to a count of the rows themselves after every kind of write.

const records = placedRecordsForTestFile();
const { api, places } = records;
const db = () => api.server.db;

async function charts(): Promise<DashboardCharts> {
  const answer = await api.get<{ data: DashboardCharts }>('/api/admin/dashboard/charts');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** A UTC date `days` from today, YYYY-MM-DD. */
const utcDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An organization placed in `city` (its location there, in one request), published or not. */
const placedOrganization = (name: string, city: City, is_published = false) =>
  created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    is_published,
    ...addressIn(places, city),
  });

const deleteOrganization = async (id: number) =>
  expect((await api.delete(`${ORGANIZATIONS}/${id}`)).status).toBe(200);

async function restoreOrganization(id: number) {
  const answer = await api.send('POST', `/api/admin/trash/organizations/${id}/restore`, {}, 'json');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Sets when an organization was last verified, as the Verified action or the seed writes it. */
const verifiedAt = (id: number, at: string) =>
  db().query('UPDATE organizations SET last_verified_at = $2 WHERE id = $1', [id, at]);

/** The series counted from the rows themselves: what the kept totals must add up to. */
async function countedFromRows() {
  const count = async (sql: string) =>
    ((await db().query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`))[0]?.n ?? 0) as number;
  const live = 'FROM organizations o WHERE o.deleted_at IS NULL';
  const overdue = await count(`${live} AND ${reviewStateCondition('overdue')}`);
  const recent = await count(
    `${live} AND o.last_verified_at >= now() - interval '6 months' AND NOT ${reviewStateCondition('overdue')}`,
  );
  const provinces = await db().query<{ state_id: number; published: number; pending: number }>(
    `SELECT place_state_id AS state_id,
            count(*) FILTER (WHERE is_published)::int AS published,
            count(*) FILTER (WHERE NOT is_published)::int AS pending
       FROM organizations WHERE deleted_at IS NULL AND place_state_id IS NOT NULL
      GROUP BY place_state_id ORDER BY place_state_id`,
  );
  const changesToday = await count(
    `FROM history_entries WHERE at >= date_trunc('day', now(), 'UTC')`,
  );
  return {
    freshness: { recent, aging: (await count(live)) - recent - overdue, overdue },
    provinces,
    changesToday,
  };
}

async function expectChartsMatchRows() {
  const [shown, counted] = [await charts(), await countedFromRows()];
  expect(shown.freshness).toEqual(counted.freshness);
  expect(
    shown.by_province
      .map(({ state_id, published, pending }) => ({ state_id, published, pending }))
      .sort((a, b) => a.state_id - b.state_id),
  ).toEqual(counted.provinces);
  expect(shown.changes_per_day.at(-1)).toEqual({ day: utcDay(0), count: counted.changesToday });
  return shown;
}

const province = (shown: DashboardCharts, stateId: number) =>
  shown.by_province.find((row) => row.state_id === stateId);

describe('GET /api/admin/dashboard/charts', () => {
  beforeAll(async () => {
    await expectChartsMatchRows();
  });

  it('counts the organizations of each province, published and pending, through publish, delete and restore', async () => {
    const hall = await placedOrganization('Harbour Hall', 'toronto');
    const choir = await placedOrganization('Choir of Ottawa', 'ottawa', true);
    const club = await placedOrganization('Club de Montréal', 'montreal', true);
    let shown = await expectChartsMatchRows();
    expect(province(shown, places.ontario)).toEqual({
      state_id: places.ontario,
      country_id: places.canada,
      name: 'Ontario',
      published: 1,
      pending: 1,
    });
    expect(province(shown, places.quebec)).toMatchObject({
      name: 'Quebec',
      published: 1,
      pending: 0,
    });
    // The most listings first.
    expect(shown.by_province.map((row) => row.state_id)).toEqual([places.ontario, places.quebec]);

    await patched(api, `${ORGANIZATIONS}/${hall.id}`, 'organization', {
      is_published: true,
      updated_at: hall.updated_at,
    });
    shown = await expectChartsMatchRows();
    expect(province(shown, places.ontario)).toMatchObject({ published: 2, pending: 0 });

    await deleteOrganization(club.id);
    shown = await expectChartsMatchRows();
    expect(province(shown, places.quebec)).toBeUndefined();
    await restoreOrganization(club.id);
    shown = await expectChartsMatchRows();
    expect(province(shown, places.quebec)).toMatchObject({ published: 1, pending: 0 });
    await deleteOrganization(choir.id);
    expect(province(await expectChartsMatchRows(), places.ontario)).toMatchObject({
      published: 1,
      pending: 0,
    });
  });

  it('sorts organizations by freshness: verified within 6 months, longer ago, or past their due date', async () => {
    const before = (await expectChartsMatchRows()).freshness;
    const placed = async (name: string) => (await placedOrganization(name, 'toronto')).id;
    await placed('Fresh Centre');
    const justRecent = await placed('Just Recent Centre');
    const justAging = await placed('Just Aging Centre');
    const aging = await placed('Aging Centre');
    const overdue = await placed('Overdue Centre');
    const shortInterval = await placed('Short Interval Centre');
    const monthsAgo = async (months: number, hours = 0) => {
      const [row] = await db().query<{ at: string }>(
        'SELECT (now() - make_interval(months => $1::int, hours => $2::int))::text AS at',
        [months, -hours],
      );
      return row?.at as string;
    };
    // An hour either side of the 6-month bound: the day a bound falls in is counted exactly.
    await verifiedAt(justRecent, await monthsAgo(6, 1));
    await verifiedAt(justAging, await monthsAgo(6, -1));
    await verifiedAt(aging, await monthsAgo(9));
    await verifiedAt(overdue, await monthsAgo(14));
    // Its category is due every 3 months: verified 4 months ago, it is overdue, not recent.
    const quarterly = await records.category('Quarterly reviews');
    await db().query('UPDATE categories SET review_interval_months = 3 WHERE id = $1', [
      quarterly.id,
    ]);
    await db().query('UPDATE organizations SET category_id = $2 WHERE id = $1', [
      shortInterval,
      quarterly.id,
    ]);
    await verifiedAt(shortInterval, await monthsAgo(4));

    let shown = (await expectChartsMatchRows()).freshness;
    expect(shown).toEqual({
      recent: before.recent + 2,
      aging: before.aging + 2,
      overdue: before.overdue + 2,
    });

    await deleteOrganization(overdue);
    shown = (await expectChartsMatchRows()).freshness;
    expect(shown.overdue).toBe(before.overdue + 1);
    await restoreOrganization(overdue);
    // Changing the content verifies it again: it is recent.
    const stored = await api.get<{ data: { organization: { updated_at: string } } }>(
      `${ORGANIZATIONS}/${aging}`,
    );
    await patched(api, `${ORGANIZATIONS}/${aging}`, 'organization', {
      description: 'Moved to a new hall',
      updated_at: stored.body.data.organization.updated_at,
    });
    shown = (await expectChartsMatchRows()).freshness;
    expect(shown).toEqual({
      recent: before.recent + 3,
      aging: before.aging + 1,
      overdue: before.overdue + 2,
    });
  });

  it(`counts upcoming events in each of ${UPCOMING_EVENT_WEEKS} weeks from this week's Monday`, async () => {
    const host = await placedOrganization('Events House', 'toronto');
    const first = await charts();
    expect(first.upcoming_events).toHaveLength(UPCOMING_EVENT_WEEKS);
    const monday = first.upcoming_events[0]?.week_start as string;
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(monday <= utcDay(0) && utcDay(0) < utcDay(7)).toBe(true);
    expect(first.upcoming_events.map((week) => week.week_start)).toEqual(
      Array.from({ length: UPCOMING_EVENT_WEEKS }, (_, week) =>
        new Date(Date.parse(`${monday}T00:00:00Z`) + week * 7 * 86_400_000)
          .toISOString()
          .slice(0, 10),
      ),
    );
    const weekOf = (day: string) =>
      Math.floor(
        (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / (7 * 86_400_000),
      );
    const inTwoWeeks = `${utcDay(14)}T12:00:00.000Z`;
    const event = await records.event(host.id, { start_time: inTwoWeeks });
    await records.event(host.id, { start_time: `${utcDay(16)}T12:00:00.000Z`, is_published: true });
    // Past, and beyond the last week: in no week.
    await records.event(host.id, { start_time: hoursFromNow(-24 * 8) });
    await records.event(host.id, {
      start_time: `${utcDay(7 * UPCOMING_EVENT_WEEKS + 7)}T12:00:00.000Z`,
    });

    const counts = (shown: DashboardCharts) => shown.upcoming_events.map((week) => week.count);
    const expected = counts(first);
    for (const day of [utcDay(14), utcDay(16)]) {
      expected[weekOf(day)] = (expected[weekOf(day)] ?? 0) + 1;
    }
    expect(counts(await charts())).toEqual(expected);

    expect((await api.delete(`/api/admin/event/${event.id}`)).status).toBe(200);
    expected[weekOf(utcDay(14))] = (expected[weekOf(utcDay(14))] ?? 0) - 1;
    expect(counts(await charts())).toEqual(expected);
  });

  it(`counts the history's entries of each of the last ${CHANGE_DAYS} days`, async () => {
    const first = await expectChartsMatchRows();
    expect(first.changes_per_day.map((day) => day.day)).toEqual(
      Array.from({ length: CHANGE_DAYS }, (_, day) => utcDay(day - CHANGE_DAYS + 1)),
    );
    const today = first.changes_per_day.at(-1)?.count as number;
    // A create is one entry, a publish another.
    const made = await placedOrganization('Counted Change', 'ottawa');
    await patched(api, `${ORGANIZATIONS}/${made.id}`, 'organization', {
      is_published: true,
      updated_at: made.updated_at,
    });
    const shown = await expectChartsMatchRows();
    expect(shown.changes_per_day.at(-1)?.count).toBeGreaterThanOrEqual(today + 2);

    // Entries of earlier days count on their day; those older than the window in none.
    await db().query(
      `INSERT INTO history_entries (at, resource, record_id, action)
       SELECT now() - make_interval(days => d), 'organizations', $1, 'update'
         FROM unnest(ARRAY[3, 3, 5, ${CHANGE_DAYS + 2}]) AS d`,
      [made.id],
    );
    const later = (await charts()).changes_per_day;
    const countOn = (series: DashboardCharts['changes_per_day'], days: number) =>
      series.find((day) => day.day === utcDay(-days))?.count;
    expect(countOn(later, 3)).toBe((countOn(first.changes_per_day, 3) ?? 0) + 2);
    expect(countOn(later, 5)).toBe((countOn(first.changes_per_day, 5) ?? 0) + 1);
    expect(later.reduce((sum, day) => sum + day.count, 0)).toBe(
      shown.changes_per_day.reduce((sum, day) => sum + day.count, 0) + 3,
    );
  });

  it('answers anyone signed in, and no one else', async () => {
    expect((await api.get('/api/admin/dashboard/charts', false)).status).toBe(401);
  });
});
