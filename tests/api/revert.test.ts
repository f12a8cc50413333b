import { describe, expect, it } from 'vitest';
import { messageText } from '../../shared/messages';
import { hoursFromNow, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, created, jsonFields, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { svgIcon } from './support/resource';
import { bearer, jsonRequest, readJson } from './support/server';

/*
 * `POST /api/admin/history/{id}/revert` sets an entry's fields back to their earlier values as a
 * new change, by the record type's own update; refused when a field changed again since, for
 * what is not an update (create, delete, restore), and by the record type's change rule.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;

type Answer<T = Record<string, unknown>> = { data: T } & { message?: string; code?: string };

interface Entry {
  id: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  administrator_id: number;
  batch_id: number | null;
  batch_undone: boolean;
}

const CATEGORIES = '/api/admin/category';

let made = 0;
const organization = async (name: string) => {
  made += 1;
  return records.organization(`${name} ${made}`);
};

/** A record's history, newest first, as the API answers it. */
async function historyOf(resource: string, id: number): Promise<Entry[]> {
  const answer = await api.get<Answer<{ entries: Entry[] }>>(
    `/api/admin/history?resource=${resource}&record_id=${id}&per_page=100`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.entries;
}

const newestEntry = async (resource: string, id: number) =>
  (await historyOf(resource, id))[0] as Entry;

const revert = (entry: string | number, token?: string) =>
  token === undefined
    ? api.send<Answer>('POST', `/api/admin/history/${entry}/revert`, {}, 'json')
    : (async () => {
        const response = await api.server.request(`/api/admin/history/${entry}/revert`, {
          ...jsonRequest('POST', {}),
          headers: { ...bearer(token), 'Content-Type': 'application/json' },
        });
        return { status: response.status, body: await readJson<Answer>(response) };
      })();

const stored = async (id: number) =>
  (await api.get<Answer<{ organization: ApiRecord }>>(`${ORGANIZATIONS}/${id}`)).body.data
    .organization;

/** Adds a person with `fields` (role, region) and answers their session token. */
async function signedIn(email: string, fields: Record<string, unknown>) {
  const added = await api.send(
    'POST',
    '/api/admin/administrators',
    jsonFields({ email, ...fields }),
    'json',
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return api.server.signInLocal(email);
}

describe('reverting a change from the history', () => {
  it("sets an organization's update back as a new change, and a revert of it sets it forth again", async () => {
    const org = await organization('Revert me');
    await patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', {
      phone_number: '555-0100',
      description: 'Changed description',
    });
    const update = await newestEntry('organizations', org.id);
    expect(update).toMatchObject({ action: 'update', batch_id: null, batch_undone: false });

    const answer = await revert(update.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      reverted: update.id,
      resource: 'organizations',
      record_id: org.id,
      fields: expect.arrayContaining(['phone_number', 'description']),
      organization: { id: org.id, description: org.description },
    });
    const now = await stored(org.id);
    expect(now).toMatchObject({ description: org.description, phone_number: org.phone_number });

    const revertEntry = await newestEntry('organizations', org.id);
    expect(revertEntry.id).not.toBe(update.id);
    expect(revertEntry).toMatchObject({
      action: 'update',
      administrator_id: records.adminId,
      changes: {
        description: ['Changed description', org.description],
        phone_number: ['555-0100', org.phone_number],
      },
    });

    const again = await revert(revertEntry.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await stored(org.id)).toMatchObject({
      description: 'Changed description',
      phone_number: '555-0100',
    });
  });

  it("sets a category's name and its icon back", async () => {
    const category = await records.category('Revert kind');
    const renamed = await api.send<Answer<{ category: ApiRecord }>>(
      'PATCH',
      `${CATEGORIES}/${category.id}`,
      { name: 'Renamed kind', icon_file: svgIcon() },
      'form',
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const update = await newestEntry('categories', category.id);
    expect(Object.keys(update.changes).sort()).toEqual(['icon_file_id', 'name']);

    const answer = await revert(update.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await api.row('categories', category.id);
    expect(row).toMatchObject({ name: 'Revert kind', icon_file_id: category.icon_file_id });
    // The derived name skeleton follows the name, as for an edit by hand.
    const [taken] = await api.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM categories WHERE name_skeleton = (SELECT name_skeleton FROM categories WHERE name = 'Revert kind' AND deleted_at IS NULL)",
    );
    expect(taken?.n).toBe(1);
  });

  it("sets an event's times back, as its own update reads them", async () => {
    const org = await organization('Times');
    const event = await records.event(org.id);
    const later = await api.send<Answer>(
      'PATCH',
      `/api/admin/event/${event.id}`,
      jsonFields({ start_time: hoursFromNow(48), end_time: hoursFromNow(50) }),
      'json',
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const update = await newestEntry('events', event.id);
    const answer = await revert(update.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const now = await api.get<Answer<{ event: ApiRecord }>>(`/api/admin/event/${event.id}`);
    expect(now.body.data.event).toMatchObject({
      start_time: event.start_time,
      end_time: event.end_time,
    });
  });

  it('answers 409 naming the file when the file a change replaced is gone, changing nothing', async () => {
    const category = await records.category('Gone icon kind');
    await api.send('PATCH', `${CATEGORIES}/${category.id}`, { icon_file: svgIcon() }, 'form');
    const update = await newestEntry('categories', category.id);
    await api.server.db.query('UPDATE files SET deleted_at = now() WHERE id = $1', [
      category.icon_file_id as number,
    ]);
    const before = await api.row('categories', category.id);
    const answer = await revert(update.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('icon.svg');
    expect(await api.row('categories', category.id)).toEqual(before);
  });

  it('unpublishes again what a publish published', async () => {
    const org = await organization('Revert publish');
    await patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', { is_published: true });
    const publish = await newestEntry('organizations', org.id);
    expect(publish.action).toBe('publish');
    const answer = await revert(publish.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await stored(org.id)).is_published).toBe(false);
    expect((await newestEntry('organizations', org.id)).action).toBe('unpublish');
  });

  it('sets a verification back to the one before, by whom it was made', async () => {
    const org = await organization('Verified');
    const before = await api.row('organizations', org.id);
    // A verification alone (what the Verified action writes): a `verify` entry.
    await api.server.db.query(
      `UPDATE organizations SET last_verified_at = now() + interval '1 day', verified_by = NULL,
              updated_at = now(), updated_by = $2 WHERE id = $1`,
      [org.id, records.adminId],
    );
    const verify = await newestEntry('organizations', org.id);
    expect(verify.action).toBe('verify');
    const answer = await revert(verify.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await api.row('organizations', org.id)).toMatchObject({
      last_verified_at: before?.last_verified_at,
      verified_by: records.adminId,
    });
    expect(await newestEntry('organizations', org.id)).toMatchObject({
      action: 'verify',
      changes: { last_verified_at: [expect.any(String), expect.any(String)] },
    });
  });

  it('refuses with 409 naming the fields that changed again since, changing nothing', async () => {
    const org = await organization('Conflict');
    await patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', {
      phone_number: '555-0101',
      email_address: 'first@example.org',
    });
    const first = await newestEntry('organizations', org.id);
    await patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', { phone_number: '555-0102' });
    const entries = (await historyOf('organizations', org.id)).length;
    const before = await api.row('organizations', org.id);

    const answer = await revert(first.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      messageText('revert_changed_since', { fields: 'phone_number' }),
    );
    expect(await api.row('organizations', org.id)).toEqual(before);
    expect((await historyOf('organizations', org.id)).length).toBe(entries);
  });

  it('refuses a create, a delete and a restore with what to do instead', async () => {
    const org = await organization('Not an update');
    const create = await newestEntry('organizations', org.id);
    expect(create.action).toBe('create');
    expect(await revert(create.id)).toMatchObject({
      status: 400,
      body: { message: messageText('revert_create') },
    });
    expect((await api.delete(`${ORGANIZATIONS}/${org.id}`)).status).toBe(200);
    const remove = await newestEntry('organizations', org.id);
    expect(await revert(remove.id)).toMatchObject({
      status: 400,
      body: { message: messageText('revert_delete') },
    });
    const unknown = await revert(2_000_000_000);
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: messageText('history_entry_unknown', { entry: 2_000_000_000 }) },
    });
  });

  it("refuses a viewer, and a limited editor outside their region, by the record type's change rule", async () => {
    const org = await created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
      name: 'Guarded in Toronto',
      description: 'Placed in Ontario',
      category_id: places.organizationCategory,
      ...addressIn(places, 'toronto'),
    });
    await patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', { phone_number: '555-0103' });
    const update = await newestEntry('organizations', org.id);

    const viewer = await signedIn('revert-viewer@example.org', { role: 'viewer' });
    const asViewer = await revert(update.id, viewer);
    expect(asViewer.status).toBe(403);
    expect(asViewer.body.message).toBe(messageText('role_viewer'));

    const elsewhere = await signedIn('revert-quebec@example.org', {
      role: 'editor',
      state_ids: [places.quebec],
    });
    const outside = await revert(update.id, elsewhere);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(
      messageText('role_outside_region', { region: 'Quebec', what: 'organizations' }),
    );

    const inside = await signedIn('revert-ontario@example.org', {
      role: 'editor',
      state_ids: [places.ontario],
    });
    expect((await revert(update.id, inside)).status).toBe(200);
    expect((await stored(org.id)).phone_number).toBe(org.phone_number);

    // People are the administrators' alone: their entries too.
    const [person] = await api.server.db.query<{ id: string }>(
      "SELECT h.id::text AS id FROM history_entries h WHERE h.resource = 'administrators' ORDER BY h.id DESC LIMIT 1",
    );
    const hidden = await revert(person?.id as string, inside);
    expect(hidden.status).toBe(403);
  });

  it("names a bulk action's entries by their batch, which its undo reverts together", async () => {
    const [a, b] = [await organization('Bulk'), await organization('Bulk')];
    const bulk = await api.send<Answer<{ batch_id: number }>>(
      'POST',
      `${ORGANIZATIONS}/bulk`,
      jsonFields({ action: 'publish', ids: [a.id, b.id] }),
      'json',
    );
    expect(bulk.status).toBe(200);
    const batch = bulk.body.data.batch_id;
    for (const org of [a, b]) {
      expect(await newestEntry('organizations', org.id)).toMatchObject({
        action: 'publish',
        batch_id: batch,
        batch_undone: false,
      });
    }
    const undone = await api.send('POST', `/api/admin/bulk/${batch}/undo`, {}, 'json');
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect([(await stored(a.id)).is_published, (await stored(b.id)).is_published]).toEqual([
      false,
      false,
    ]);
    const entries = await historyOf('organizations', a.id);
    expect(entries.find((entry) => entry.action === 'publish')).toMatchObject({
      batch_id: batch,
      batch_undone: true,
    });
  });
});
