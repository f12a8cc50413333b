import { describe, expect, it } from 'vitest';
import { placedRecordsForTestFile } from './support/events';
import { addressIn, created, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { STALE } from './support/resource';
import { jsonRequest, readJson } from './support/server';

/*
 * Verification: every organization says when it was last checked to be still right, by whom,
 * and when it is due again; a create or a change of its content verifies it, the Verified action
 * records a check alone, and the lists filter and sort by it.
 */

const ORGANIZATIONS = '/api/admin/organization';
const PEOPLE = '/api/admin/administrators';
/** The local administrator's name, as the verification's "by". */
const ADMIN_NAME = 'Local administrator';

const records = placedRecordsForTestFile();
const { api, places } = records;

type Organization = ApiRecord & {
  name: string;
  last_verified_at: string;
  verified_by_name: string | null;
  review_due_at: string;
};
type HistoryEntry = { action: string; changes: Record<string, [unknown, unknown]> };

const organizationPath = (id: number) => `${ORGANIZATIONS}/${id}`;

/** An organization saved with its location in `city` (placed there). */
const placedOrganization = async (name: string, city: 'toronto' | 'montreal' = 'toronto') =>
  (await created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    ...addressIn(places, city),
  })) as Organization;

const read = async (id: number) =>
  (await api.get<{ data: { organization: Organization } }>(organizationPath(id))).body.data
    .organization;

/** A JSON request as the person holding `token` (the administrator by default). */
async function call(method: string, path: string, body: unknown = {}, token = api.token) {
  const response = await api.server.request(path, jsonRequest(method, body, token));
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

/** The Verified action on organization `id`. */
const verify = (id: number, body?: unknown, token?: string) =>
  call('POST', `${organizationPath(id)}/verify`, body, token);

async function historyOf(id: number): Promise<HistoryEntry[]> {
  const answer = await api.get<{ data: { entries: HistoryEntry[] } }>(
    `/api/admin/history?resource=organizations&record_id=${id}`,
  );
  return answer.body.data.entries;
}

/** Sets when the organization was last verified, as if checked `months` ago. */
async function verifiedMonthsAgo(id: number, months: number, days = 0) {
  await api.server.db.query(
    `UPDATE organizations SET last_verified_at = now() - make_interval(months => $2, days => $3)
      WHERE id = $1`,
    [id, months, days],
  );
}

const monthsBetween = (from: string, to: string) => {
  const [a, b] = [new Date(from), new Date(to)];
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
};

describe('verification', () => {
  it('counts a create as a verification by its author, due 12 months later', async () => {
    const before = Date.now();
    const organization = await placedOrganization('Harbourfront Food Bank');
    expect(Date.parse(organization.last_verified_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(organization.verified_by_name).toBe(ADMIN_NAME);
    expect(monthsBetween(organization.last_verified_at, organization.review_due_at)).toBe(12);
    expect(await read(organization.id)).toMatchObject({
      last_verified_at: organization.last_verified_at,
      verified_by_name: ADMIN_NAME,
      review_due_at: organization.review_due_at,
    });
  });

  it('counts a change of content as a verification, and not publishing', async () => {
    const organization = await placedOrganization('Riverside Pantry');
    await verifiedMonthsAgo(organization.id, 14);
    const stale = await read(organization.id);

    const published = await patched(api, organizationPath(organization.id), 'organization', {
      is_published: true,
    });
    expect(published.last_verified_at).toBe(stale.last_verified_at);

    const changed = (await patched(api, organizationPath(organization.id), 'organization', {
      phone_number: '416-555-0100',
    })) as Organization;
    expect(Date.parse(changed.last_verified_at)).toBeGreaterThan(
      Date.parse(stale.last_verified_at),
    );
    expect(changed.last_verified_at).toBe(changed.updated_at);
    const [latest] = await historyOf(organization.id);
    expect(latest?.action).toBe('update');
    expect(Object.keys(latest?.changes ?? {})).toEqual(['phone_number']);
  });

  it('records the Verified action alone, as one verify entry in the history', async () => {
    const organization = await placedOrganization('Parkdale Library Corner');
    await verifiedMonthsAgo(organization.id, 13);
    const before = await read(organization.id);
    const entries = (await historyOf(organization.id)).length;

    const answer = await verify(organization.id, { updated_at: before.updated_at });
    expect(answer.status).toBe(200);
    const verified = (answer.body.data as { organization: Organization }).organization;
    expect(verified).toMatchObject({
      id: organization.id,
      name: 'Parkdale Library Corner',
      verified_by_name: ADMIN_NAME,
      city: 'Toronto',
    });
    expect(Date.parse(verified.last_verified_at)).toBeGreaterThan(
      Date.parse(before.last_verified_at),
    );
    expect(monthsBetween(verified.last_verified_at, verified.review_due_at)).toBe(12);
    const { last_verified_at: _, review_due_at: __, updated_at: ___, ...rest } = verified;
    const {
      last_verified_at: _before,
      review_due_at: _due,
      updated_at: _updated,
      ...restBefore
    } = before;
    expect(rest).toEqual(restBefore);

    const history = await historyOf(organization.id);
    expect(history).toHaveLength(entries + 1);
    expect(history[0]).toMatchObject({
      action: 'verify',
      changes: { last_verified_at: [expect.any(String), expect.any(String)] },
    });
    expect(Object.keys(history[0]?.changes ?? {})).toEqual(['last_verified_at']);

    // Without a version it verifies whatever the organization holds now.
    expect((await verify(organization.id)).status).toBe(200);
  });

  it('refuses a Verified action sent from a stale answer (409), changing nothing', async () => {
    const organization = await placedOrganization('Queen West Shelter');
    await patched(api, organizationPath(organization.id), 'organization', {
      description: 'Open nights',
    });
    const before = await api.row('organizations', organization.id);
    const answer = await verify(organization.id, { updated_at: organization.updated_at });
    expect(answer).toEqual({ status: 409, body: { message: STALE } });
    expect(await api.row('organizations', organization.id)).toEqual(before);
    expect((await verify(999_999)).status).toBe(404);
    expect((await verify(organization.id, { updated_at: 'not a time' })).status).toBe(400);
  });

  it("follows the organizations' change rule: viewers and editors outside their region are refused", async () => {
    const toronto = await placedOrganization('Leslieville Food Bank');
    const montreal = await placedOrganization('Plateau Food Bank', 'montreal');
    await created(api, PEOPLE, 'administrator', { email: 'viv@example.org', role: 'viewer' });
    await created(api, PEOPLE, 'administrator', {
      email: 'olive@example.org',
      role: 'editor',
      state_ids: [places.ontario],
    });
    const viewer = await api.server.signInLocal('viv@example.org');
    const editor = await api.server.signInLocal('olive@example.org');
    const before = await api.row('organizations', toronto.id);

    const byViewer = await verify(toronto.id, {}, viewer);
    expect(byViewer.status).toBe(403);
    expect(await api.row('organizations', toronto.id)).toEqual(before);

    const outside = await verify(montreal.id, {}, editor);
    expect(outside).toEqual({
      status: 403,
      body: {
        message:
          'Your editing is limited to Ontario: organizations placed elsewhere, and the records under them, cannot be changed.',
      },
    });
    const inside = await verify(toronto.id, {}, editor);
    expect(inside.status).toBe(200);
    expect((inside.body.data as { organization: Organization }).organization.verified_by_name).toBe(
      'olive@example.org',
    );
  });

  it("takes the due date from the category's interval, else the app settings', else 12 months", async () => {
    const category = await records.category('Legal clinics');
    const inCategory = (await created(api, ORGANIZATIONS, 'organization', {
      name: 'Downtown Legal Clinic',
      description: 'Free advice',
      category_id: category.id,
    })) as Organization;
    const elsewhere = await placedOrganization('Danforth Tenants Union');
    expect(monthsBetween(inCategory.last_verified_at, inCategory.review_due_at)).toBe(12);

    const settings = await call('POST', '/api/admin/manager-version', {
      ios_current_version: '2.0',
      android_current_version: '2.0',
      ios_min_version: '1.0',
      android_min_version: '1.0',
    });
    expect(settings.status).toBe(201);
    const stored = (settings.body.data as { manager_version: ApiRecord }).manager_version;
    expect(stored.review_interval_months).toBe(12);
    const changed = await call('PATCH', `/api/admin/manager-version/${stored.id}`, {
      review_interval_months: 24,
      updated_at: stored.updated_at,
    });
    expect(changed.status).toBe(200);
    const categoryAnswer = await api.send<{ data: { category: ApiRecord } }>(
      'PATCH',
      `/api/admin/category/${category.id}`,
      { review_interval_months: '6', updated_at: category.updated_at },
      'form',
    );
    expect(categoryAnswer.status, JSON.stringify(categoryAnswer.body)).toBe(200);
    expect(categoryAnswer.body.data.category.review_interval_months).toBe(6);

    const [six, twentyFour] = [await read(inCategory.id), await read(elsewhere.id)];
    expect(monthsBetween(six.last_verified_at, six.review_due_at)).toBe(6);
    expect(monthsBetween(twentyFour.last_verified_at, twentyFour.review_due_at)).toBe(24);
    // Verified 7 months ago: overdue for its 6-month category, current for the 24-month settings.
    await verifiedMonthsAgo(inCategory.id, 7);
    await verifiedMonthsAgo(elsewhere.id, 7);
    const ids = async (review: string) =>
      (
        await api.get<{ data: { organizations: Organization[] } }>(
          `${ORGANIZATIONS}?review=${review}&max_organizations=100`,
        )
      ).body.data.organizations.map((row) => row.id);
    expect(await ids('overdue')).toContain(inCategory.id);
    expect(await ids('overdue')).not.toContain(elsewhere.id);
    expect(await ids('current')).toContain(elsewhere.id);

    // A category left without an interval takes the settings' again.
    const cleared = await api.send<{ data: { category: ApiRecord } }>(
      'PATCH',
      `/api/admin/category/${category.id}`,
      { review_interval_months: '' },
      'form',
    );
    expect(cleared.body.data.category.review_interval_months).toBeNull();
    const back = await read(inCategory.id);
    expect(monthsBetween(back.last_verified_at, back.review_due_at)).toBe(24);
    await call('PATCH', `/api/admin/manager-version/${stored.id}`, { review_interval_months: 12 });
  });

  it('refuses an interval that is not a whole number of months from 1 to 120, changing nothing', async () => {
    const category = await records.category('Food banks');
    for (const [value, message] of [
      ['0', 'Must be between 1 and 120'],
      ['121', 'Must be between 1 and 120'],
      ['2.5', 'Must be a whole number'],
      ['soon', 'Must be a number'],
    ]) {
      const answer = await api.send(
        'PATCH',
        `/api/admin/category/${category.id}`,
        { review_interval_months: value as string },
        'form',
      );
      expect(answer).toEqual({
        status: 400,
        body: {
          message: 'Invalid fields: review_interval_months',
          errors: { review_interval_months: message },
        },
      });
    }
    expect((await api.row('categories', category.id))?.review_interval_months).toBeNull();
    const [settings] = await api.server.db.query<{ id: number }>(
      'SELECT id FROM manager_versions WHERE deleted_at IS NULL',
    );
    const refused = await call('PATCH', `/api/admin/manager-version/${settings?.id}`, {
      review_interval_months: 0,
    });
    expect(refused.status).toBe(400);
  });

  it('filters the list by review state and sorts it by when each was last verified', async () => {
    const overdue = await placedOrganization('Overdue Outreach');
    const dueSoon = await placedOrganization('Soon Due Services');
    const current = await placedOrganization('Current Community Centre');
    await verifiedMonthsAgo(overdue.id, 13);
    await verifiedMonthsAgo(dueSoon.id, 11, 15);
    await verifiedMonthsAgo(current.id, 2);
    type Page = { data: { organizations: Organization[]; total_items: number } };
    const names = async (query: string) =>
      (
        await api.get<Page>(`${ORGANIZATIONS}?${query}&name=o&max_organizations=100`)
      ).body.data.organizations.map((row) => row.name);

    expect(await names('review=overdue')).toContain('Overdue Outreach');
    expect(await names('review=overdue')).not.toContain('Soon Due Services');
    expect(await names('review=due_soon')).toEqual(['Soon Due Services']);
    const currentNames = await names('review=current');
    expect(currentNames).toContain('Current Community Centre');
    expect(currentNames).not.toContain('Overdue Outreach');

    const oldestFirst = (
      await api.get<Page>(`${ORGANIZATIONS}?sort=last_verified_at&order=asc&max_organizations=100`)
    ).body.data.organizations;
    const times = oldestFirst.map((row) => Date.parse(row.last_verified_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(oldestFirst.map((row) => row.id).indexOf(overdue.id)).toBeLessThan(
      oldestFirst.map((row) => row.id).indexOf(current.id),
    );
    const row = oldestFirst.find((organization) => organization.id === dueSoon.id);
    expect(row).toMatchObject({
      verified_by_name: ADMIN_NAME,
      last_verified_at: expect.any(String),
      review_due_at: expect.any(String),
    });

    const v2 = await api.get<Page>(`/api/admin/organization-v2?state=${places.ontario}`);
    expect(v2.body.data.organizations[0]).toHaveProperty('review_due_at');

    const wrong = await api.get(`${ORGANIZATIONS}?review=late`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Must be overdue, due_soon or current');
  });
});
