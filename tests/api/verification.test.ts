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

/** The Verified action on organization `id`, as the person holding `token` (the administrator). */
async function verify(id: number, body: unknown = {}, token = api.token) {
  const response = await api.server.request(
    `${organizationPath(id)}/verify`,
    jsonRequest('POST', body, token),
  );
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

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
});
