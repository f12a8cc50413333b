import { beforeAll, describe, expect, it } from 'vitest';
import { reviewQueueBatches } from '../../server/modules/reviewQueue/queue';
import type { QueuedListing } from '../../shared/resources/reviewQueue';
import { EVENTS, hoursFromNow, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, type City, created, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer, exportedRows, readJson } from './support/server';

/*
 * The review queue: the live organizations with a finding, oldest verified first, filtered by
 * province, municipality, category and finding; each finding appears and goes once fixed.
 */

const QUEUE = '/api/admin/review-queue';

const records = placedRecordsForTestFile();
const { api, places } = records;

interface QueueAnswer {
  organizations: QueuedListing[];
  total_items: number;
  total_items_exact: boolean;
}

async function queue(query = '', token = api.token): Promise<QueueAnswer> {
  const paging = query.includes('per_page=') ? '' : 'per_page=100';
  const response = await api.server.request(`${QUEUE}?${paging}${query}`, {
    headers: bearer(token),
  });
  const body = await readJson<{ data: QueueAnswer }>(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The findings of `id` in the queue (none when it is not listed). */
async function findingsInQueue(id: number, query = ''): Promise<string[]> {
  const listed = (await queue(query)).organizations.find((row) => row.id === id);
  return listed?.findings ?? [];
}

/** A published organization with a website, located in `city` (coordinates at the municipality). */
const sound = (name: string, city: City = 'toronto', extra: Record<string, unknown> = {}) =>
  created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    website_url: 'https://example.org',
    is_published: true,
    ...addressIn(places, city),
    ...CITY_POINTS[city],
    ...extra,
  });

const CITY_POINTS = {
  toronto: { latitude: 43.65, longitude: -79.38 },
  ottawa: { latitude: 45.42, longitude: -75.69 },
  montreal: { latitude: 45.5, longitude: -73.57 },
};

const setVerified = (id: number, sql: string) =>
  api.server.db.query(`UPDATE organizations SET last_verified_at = ${sql} WHERE id = $1`, [id]);

beforeAll(async () => {
  for (const [city, point] of Object.entries(CITY_POINTS)) {
    await api.server.db.query('UPDATE cities SET latitude = $2, longitude = $3 WHERE id = $1', [
      places[city as City],
      point.latitude,
      point.longitude,
    ]);
  }
});

describe('the review queue', () => {
  it('lists a sound, recently verified listing nowhere', async () => {
    const fine = await sound('Sound Society');
    expect(await findingsInQueue(fine.id)).toEqual([]);
    const findings = await api.get<{ data: { findings: unknown[] } }>(
      `${ORGANIZATIONS}/${fine.id}/findings`,
    );
    expect(findings.body.data.findings).toEqual([]);
  });

  it('flags an overdue and a due-soon listing, until a change verifies it', async () => {
    const overdue = await sound('Overdue Club');
    const dueSoon = await sound('Due Soon Club');
    await setVerified(overdue.id, "now() - interval '13 months'");
    await setVerified(dueSoon.id, "now() - interval '12 months' + interval '10 days'");
    expect(await findingsInQueue(overdue.id)).toEqual(['overdue']);
    expect(await findingsInQueue(dueSoon.id)).toEqual(['due_soon']);
    const details = await api.get<{ data: { findings: { code: string; detail: string }[] } }>(
      `${ORGANIZATIONS}/${overdue.id}/findings`,
    );
    const [finding] = details.body.data.findings;
    expect(finding?.code).toBe('overdue');
    expect(Date.parse(finding?.detail ?? '')).toBeLessThan(Date.now());

    await patched(api, `${ORGANIZATIONS}/${overdue.id}`, 'organization', {
      description: 'Checked again',
    });
    expect(await findingsInQueue(overdue.id)).toEqual([]);
  });

  it('flags no coordinates, a point far from its municipality and no contact, until fixed', async () => {
    const nowhere = await created(api, ORGANIZATIONS, 'organization', {
      name: 'Nowhere Hall',
      description: 'Without a place',
      category_id: places.organizationCategory,
      phone_number: '613-555-0100',
    });
    expect(await findingsInQueue(nowhere.id)).toEqual(['no_coordinates']);
    await patched(api, `${ORGANIZATIONS}/${nowhere.id}/with-location`, 'organization', {
      ...addressIn(places, 'toronto'),
      ...CITY_POINTS.toronto,
    });
    expect(await findingsInQueue(nowhere.id)).toEqual([]);

    // Ottawa's organization placed at Toronto's point: about 350 km away.
    const far = await sound('Far Hall', 'ottawa', CITY_POINTS.toronto);
    expect(await findingsInQueue(far.id)).toEqual(['far_from_municipality']);
    const details = await api.get<{ data: { findings: { code: string; detail: string }[] } }>(
      `${ORGANIZATIONS}/${far.id}/findings`,
    );
    expect(details.body.data.findings).toEqual([
      { code: 'far_from_municipality', detail: expect.stringMatching(/^3\d\d$/) },
    ]);
    // Moving the municipality's point next to it fixes it too (the municipality's trigger).
    await api.server.db.query(
      'UPDATE cities SET latitude = 43.7, longitude = -79.4 WHERE id = $1',
      [places.ottawa],
    );
    expect(await findingsInQueue(far.id)).toEqual([]);
    await api.server.db.query('UPDATE cities SET latitude = $2, longitude = $3 WHERE id = $1', [
      places.ottawa,
      CITY_POINTS.ottawa.latitude,
      CITY_POINTS.ottawa.longitude,
    ]);
    expect(await findingsInQueue(far.id)).toEqual(['far_from_municipality']);
    await patched(api, `${ORGANIZATIONS}/${far.id}/with-location`, 'organization', {
      ...addressIn(places, 'ottawa'),
      ...CITY_POINTS.ottawa,
    });
    expect(await findingsInQueue(far.id)).toEqual([]);

    const silent = await sound('Silent House', 'toronto', { website_url: '' });
    expect(await findingsInQueue(silent.id)).toEqual(['no_contact']);
    await patched(api, `${ORGANIZATIONS}/${silent.id}`, 'organization', {
      email_address: 'hello@example.org',
    });
    expect(await findingsInQueue(silent.id)).toEqual([]);
  });

  it('flags a published event that ended long ago, until it is gone', async () => {
    const host = await sound('Old Events Host');
    const event = await records.event(host.id, {
      is_published: true,
      start_time: hoursFromNow(-24 * 120),
      end_time: hoursFromNow(-24 * 119),
    });
    expect(await findingsInQueue(host.id)).toEqual(['old_events']);
    expect((await api.delete(`${EVENTS}/${event.id}`)).status).toBe(200);
    expect(await findingsInQueue(host.id)).toEqual([]);
  });

  it('flags a listing unpublished and unchanged for long, until it is published', async () => {
    const dormant = await sound('Dormant Guild', 'toronto', { is_published: false });
    expect(await findingsInQueue(dormant.id)).toEqual([]);
    await api.server.db.query(
      "UPDATE organizations SET updated_at = now() - interval '200 days' WHERE id = $1",
      [dormant.id],
    );
    expect(await findingsInQueue(dormant.id)).toEqual(['long_unpublished']);
    await patched(api, `${ORGANIZATIONS}/${dormant.id}`, 'organization', { is_published: true });
    expect(await findingsInQueue(dormant.id)).toEqual([]);
  });

  it('lists the oldest verified first, filtered by province, municipality, category and finding', async () => {
    const other = await records.category('Libraries');
    const listed: ApiRecord[] = [];
    for (const [name, city, months] of [
      ['Queue Toronto', 'toronto', 30],
      ['Queue Montreal', 'montreal', 40],
      ['Queue Ottawa', 'ottawa', 20],
    ] as const) {
      const organization = await sound(name, city, {
        ...(city === 'ottawa' ? { category_id: other.id } : {}),
      });
      await setVerified(organization.id, `now() - interval '${months} months'`);
      listed.push(organization);
    }
    const [toronto, montreal, ottawa] = listed as [ApiRecord, ApiRecord, ApiRecord];
    const names = (answer: QueueAnswer) =>
      answer.organizations.filter((row) => row.name.startsWith('Queue ')).map((row) => row.name);
    const all = await queue();
    expect(names(all)).toEqual(['Queue Montreal', 'Queue Toronto', 'Queue Ottawa']);
    const verifiedTimes = all.organizations.map((row) => Date.parse(row.last_verified_at));
    expect(verifiedTimes).toEqual([...verifiedTimes].sort((a, b) => a - b));
    expect(all.total_items).toBe(all.organizations.length);
    expect(all.total_items_exact).toBe(true);
    expect(all.organizations.find((row) => row.id === montreal.id)).toMatchObject({
      city: 'Montréal',
      state: 'Quebec',
      category: 'Community',
      is_published: true,
      findings: ['overdue'],
    });

    expect(names(await queue(`&state_id=${places.ontario}`))).toEqual([
      'Queue Toronto',
      'Queue Ottawa',
    ]);
    const inOttawa = await queue(`&city_id=${places.ottawa}`);
    expect(names(inOttawa)).toEqual(['Queue Ottawa']);
    expect(inOttawa.organizations.map((row) => row.id)).toContain(ottawa.id);
    expect(names(await queue(`&category_id=${other.id}`))).toEqual(['Queue Ottawa']);
    expect(names(await queue('&finding=overdue'))).toEqual([
      'Queue Montreal',
      'Queue Toronto',
      'Queue Ottawa',
    ]);
    expect(names(await queue('&finding=no_contact'))).toEqual([]);

    const page = await queue(`&state_id=${places.ontario}&finding=overdue&per_page=1`);
    expect(page.organizations.map((row) => row.id)).toEqual([toronto.id]);
    expect(page.total_items).toBeGreaterThanOrEqual(2);

    const refused = await api.get<{ errors: Record<string, string> }>(`${QUEUE}?finding=stale`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.finding).toMatch(/^Must be one of overdue, due_soon/);
  });

  it("gives a limited editor their region's listings, and a viewer the whole queue", async () => {
    const montreal = await sound('Region Montreal', 'montreal');
    const toronto = await sound('Region Toronto', 'toronto');
    await setVerified(montreal.id, "now() - interval '50 months'");
    await setVerified(toronto.id, "now() - interval '50 months'");
    await created(api, '/api/admin/administrators', 'administrator', {
      email: 'qc-editor@example.org',
      role: 'editor',
      state_ids: [places.quebec],
    });
    await created(api, '/api/admin/administrators', 'administrator', {
      email: 'viewer@example.org',
      role: 'viewer',
    });
    const editor = await queue('', await api.server.signInLocal('qc-editor@example.org'));
    expect(editor.organizations.length).toBeGreaterThan(0);
    expect(editor.organizations.every((row) => row.state === 'Quebec')).toBe(true);
    expect(editor.organizations.map((row) => row.id)).toContain(montreal.id);
    const viewer = await queue('', await api.server.signInLocal('viewer@example.org'));
    expect(viewer.organizations.map((row) => row.id)).toEqual(
      expect.arrayContaining([montreal.id, toronto.id]),
    );
  });

  it('gives an editor limited to a province and a municipality both, within the filters asked', async () => {
    const montreal = await sound('Reach Montreal', 'montreal');
    const toronto = await sound('Reach Toronto', 'toronto');
    const ottawa = await sound('Reach Ottawa', 'ottawa');
    for (const { id } of [montreal, toronto, ottawa]) {
      await setVerified(id, "now() - interval '60 months'");
    }
    await created(api, '/api/admin/administrators', 'administrator', {
      email: 'two-places@example.org',
      role: 'editor',
      state_ids: [places.quebec],
      city_ids: [places.toronto],
    });
    const token = await api.server.signInLocal('two-places@example.org');
    const ids = async (query: string) =>
      (await queue(query, token)).organizations.map((row) => row.id);
    const whole = await ids('');
    expect(whole).toEqual(expect.arrayContaining([montreal.id, toronto.id]));
    expect(whole).not.toContain(ottawa.id);
    // Oldest verified first across both places, each listed once.
    const rows = (await queue('', token)).organizations;
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const verified = rows.map((row) => Date.parse(row.last_verified_at));
    expect(verified).toEqual([...verified].sort((a, b) => a - b));
    const ontario = await ids(`&state_id=${places.ontario}`);
    expect(ontario).toContain(toronto.id);
    expect(ontario).not.toContain(ottawa.id);
    expect(ontario).not.toContain(montreal.id);
    expect(await ids(`&city_id=${places.ottawa}`)).toEqual([]);
    const answer = await queue(`&city_id=${places.ottawa}`, token);
    expect(answer.total_items).toBe(0);
  });

  const exported = (query = '', token = api.token) =>
    exportedRows(api.server, `${QUEUE}.csv?${query}`, token, 'review-queue');

  it('exports as CSV every listing the queue has, in its order, for the filters and a limited editor', async () => {
    const all = await queue('per_page=100');
    expect(all.total_items_exact).toBe(true);
    for (const query of [
      '',
      `state_id=${places.ontario}`,
      `city_id=${places.toronto}&finding=overdue`,
      `category_id=${places.organizationCategory}`,
    ]) {
      const listed = (await queue(`per_page=100&${query}`)).organizations;
      const rows = await exported(query);
      expect(rows.map((row) => Number(row.id))).toEqual(listed.map((row) => row.id));
    }
    const [first] = all.organizations;
    const [row] = (await exported()).filter((line) => line.id === String(first?.id));
    expect(row).toMatchObject({
      name: first?.name,
      findings: JSON.stringify(first?.findings),
      last_verified_at: first?.last_verified_at,
    });
    const token = await api.server.signInLocal('two-places@example.org');
    expect((await exported('', token)).map((line) => Number(line.id))).toEqual(
      (await queue('per_page=100', token)).organizations.map((listed) => listed.id),
    );
  });

  it('exports batch after batch, each read on from the last listing of the one before', async () => {
    // Listings verified at the same instant: the batches' keys go on by id past equal times.
    for (const name of ['Tied Lodge A', 'Tied Lodge B', 'Tied Lodge C']) {
      const { id } = await sound(name);
      await setVerified(id, "'2020-01-01T00:00:00Z'");
    }
    const person = { id: 0, role: 'administrator' as const, stateIds: [], cityIds: [] };
    for (const filters of [{}, { stateId: places.ontario }]) {
      const batches = [];
      for await (const batch of reviewQueueBatches(api.server.db, filters, person, 2)) {
        expect(batch.length).toBeLessThanOrEqual(2);
        batches.push(batch);
      }
      expect(batches.length).toBeGreaterThan(2);
      const query =
        'stateId' in filters ? `per_page=100&state_id=${places.ontario}` : 'per_page=100';
      expect(batches.flat().map((row) => row.id)).toEqual(
        (await queue(query)).organizations.map((row) => row.id),
      );
    }
  });

  it('answers 404 for the findings of an organization that is not live', async () => {
    const gone = await sound('Gone Lodge');
    await api.delete(`${ORGANIZATIONS}/${gone.id}`);
    expect((await api.get(`${ORGANIZATIONS}/${gone.id}/findings`)).status).toBe(404);
    expect(await findingsInQueue(gone.id)).toEqual([]);
  });
});
