import { describe, expect, it } from 'vitest';
import { messageText } from '../../shared/messages';
import { ORGANIZATIONS, placedRecordsForTestFile, ROLES } from './support/events';
import { addressIn, created, jsonFields, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer, jsonRequest, readJson } from './support/server';

/*
 * `POST /api/admin/organization/{id}/merge` merges another organization into this one in one
 * transaction (fields chosen, its records moved, it to the Trash, all in the history under the
 * merge), and `POST /api/admin/organization-merges/{merge_id}/revert` puts it all back.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;

type Answer<T = Record<string, unknown>> = { data: T; message?: string; errors?: object };
interface Merged {
  organization: ApiRecord;
  merge_id: number;
}
interface Entry {
  id: string;
  action: string;
  resource: string;
  record_id: number;
  changes: Record<string, [unknown, unknown]>;
  merge_id: number | null;
  merge_reverted: boolean;
}

let made = 0;
const organization = async (name: string, fields: Record<string, unknown> = {}) => {
  made += 1;
  const org = await records.organization(`${name} ${made}`);
  return Object.keys(fields).length > 0
    ? patched(api, `${ORGANIZATIONS}/${org.id}`, 'organization', fields)
    : org;
};

/** POSTs as `token` (the test file's administrator by default); answers status and body. */
async function post<T>(path: string, body: Record<string, unknown>, token = api.token) {
  const response = await api.server.request(path, {
    ...jsonRequest('POST', body),
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
  });
  return { status: response.status, body: await readJson<Answer<T>>(response) };
}

const mergeInto = (
  kept: ApiRecord,
  other: ApiRecord,
  keep: Record<string, string> = {},
  token?: string,
) =>
  post<Merged>(
    `${ORGANIZATIONS}/${kept.id}/merge`,
    { other_id: other.id, keep, updated_at: kept.updated_at, other_updated_at: other.updated_at },
    token,
  );

const revertMerge = (mergeId: number, token?: string) =>
  post<Record<string, unknown>>(`/api/admin/organization-merges/${mergeId}/revert`, {}, token);

const column = async (table: string, id: number, name: string) =>
  (await api.row(table, id))?.[name];

async function historyOf(resource: string, id: number): Promise<Entry[]> {
  const answer = await api.get<Answer<{ entries: Entry[] }>>(
    `/api/admin/history?resource=${resource}&record_id=${id}&per_page=100`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.entries;
}

/** Two organizations, the other with a location, an event, a sponsorship and a participation. */
async function pairWithRecords() {
  const kept = await organization('Harbour Food Bank', { phone_number: null });
  const other = await organization('Harbour Foodbank', {
    phone_number: '555-0199',
    email_address: 'hello@harbour.example',
  });
  const location = await records.location(other.id, 'ottawa');
  const event = await records.event(other.id, { title: 'Harvest Drive' });
  const host = await organization('Harbour Hall');
  const hosted = await records.event(host.id, { title: 'Hall Night' });
  const sponsorship = await created(api, '/api/admin/sponsorships', 'sponsorship', {
    sponsor_id: other.id,
    event_id: hosted.id,
  });
  made += 1;
  const role = await created(api, ROLES, 'participation_role', { name: `Helper ${made}` });
  const participation = await created(api, '/api/admin/event-participants', 'event_participant', {
    participant_id: other.id,
    participant_role_id: role.id,
    event_id: hosted.id,
  });
  // The kept record already sponsors the hall's night: the other's is not doubled.
  const keptSponsorship = await created(api, '/api/admin/sponsorships', 'sponsorship', {
    sponsor_id: kept.id,
    event_id: hosted.id,
  });
  const fresh = async (org: ApiRecord) =>
    (await api.get<Answer<{ organization: ApiRecord }>>(`${ORGANIZATIONS}/${org.id}`)).body.data
      .organization;
  return {
    kept: await fresh(kept),
    other: await fresh(other),
    location,
    event,
    sponsorship,
    participation,
    keptSponsorship,
    hostedEvent: hosted,
  };
}

describe('merging two organizations', () => {
  it("moves the other's records, takes the chosen fields and sends the other to the Trash, all in the history", async () => {
    const pair = await pairWithRecords();
    const { kept, other } = pair;
    const movable = await api.get<Answer<{ movable: Record<string, number> }>>(
      `${ORGANIZATIONS}/${other.id}/movable`,
    );
    expect(movable.body.data.movable).toEqual({
      events: 1,
      locations: 1,
      sponsorships: 1,
      event_participants: 1,
    });
    const merged = await mergeInto(kept, other, { phone_number: 'other', name: 'this' });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const { organization: answer, merge_id: mergeId } = merged.body.data;
    expect(answer).toMatchObject({ id: kept.id, name: kept.name, phone_number: '555-0199' });
    expect(answer.email_address).toBe(kept.email_address ?? null);

    expect(await column('locations', pair.location.id, 'organization_id')).toBe(kept.id);
    expect(await column('events', pair.event.id, 'organization_id')).toBe(kept.id);
    expect(await column('event_participants', pair.participation.id, 'participant_id')).toBe(
      kept.id,
    );
    // The kept record's own sponsorship of that event stays the one; the other's goes with it.
    expect(await column('sponsorships', pair.sponsorship.id, 'sponsor_id')).toBe(other.id);
    expect(await column('sponsorships', pair.sponsorship.id, 'deleted_at')).not.toBeNull();
    const events = await api.get<Answer<{ events: ApiRecord[] }>>(
      `/api/admin/event?organization_id=${kept.id}`,
    );
    expect(events.body.data.events.map((event) => event.id)).toContain(pair.event.id);

    const otherNow = await api.row('organizations', other.id);
    expect(otherNow?.deleted_at).not.toBeNull();
    const restore = await post(`/api/admin/trash/organizations/${other.id}/restore`, {});
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe(
      messageText('restore_merged_away', { name: kept.name, id: kept.id }),
    );

    const keptEntry = (await historyOf('organizations', kept.id))[0];
    expect(keptEntry).toMatchObject({
      action: 'update',
      changes: { phone_number: [null, '555-0199'] },
      merge_id: mergeId,
      merge_reverted: false,
    });
    expect((await historyOf('organizations', other.id))[0]).toMatchObject({
      action: 'delete',
      merge_id: mergeId,
    });
    expect((await historyOf('events', pair.event.id))[0]).toMatchObject({
      action: 'update',
      changes: { organization_id: [other.id, kept.id] },
      merge_id: mergeId,
    });
    expect((await historyOf('sponsorships', pair.sponsorship.id))[0]).toMatchObject({
      action: 'delete',
      merge_id: mergeId,
    });
  });

  it('is reverted as a whole: the other restored, its records moved back, the fields set back', async () => {
    const pair = await pairWithRecords();
    const { kept, other } = pair;
    const merged = await mergeInto(kept, other, { phone_number: 'other', email_address: 'other' });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const mergeId = merged.body.data.merge_id;

    const reverted = await revertMerge(mergeId);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.data.organization).toMatchObject({
      id: kept.id,
      phone_number: null,
      email_address: kept.email_address ?? null,
    });
    expect(await column('organizations', other.id, 'deleted_at')).toBeNull();
    expect(await column('locations', pair.location.id, 'organization_id')).toBe(other.id);
    expect(await column('events', pair.event.id, 'organization_id')).toBe(other.id);
    expect(await column('event_participants', pair.participation.id, 'participant_id')).toBe(
      other.id,
    );
    expect(await column('sponsorships', pair.sponsorship.id, 'deleted_at')).toBeNull();
    expect(await column('sponsorships', pair.keptSponsorship.id, 'deleted_at')).toBeNull();
    // The merge's entries say it was reverted; it is not reverted twice.
    const deleted = (await historyOf('organizations', other.id)).find(
      (entry) => entry.action === 'delete',
    );
    expect(deleted).toMatchObject({ merge_id: mergeId, merge_reverted: true });
    const again = await revertMerge(mergeId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messageText('merge_reverted'));
  });

  it('refuses a revert once a record it changed has changed since, naming it, and reverts nothing', async () => {
    const pair = await pairWithRecords();
    const { kept, other } = pair;
    const merged = await mergeInto(kept, other);
    expect(merged.status).toBe(200);
    await patched(api, `/api/admin/event/${pair.event.id}`, 'event', { title: 'Harvest Drive II' });

    const refused = await revertMerge(merged.body.data.merge_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      messageText('merge_changed_since', {
        noun: 'event',
        name: 'Harvest Drive II',
        change: 'title',
      }),
    );
    expect(await column('organizations', other.id, 'deleted_at')).not.toBeNull();
    expect(await column('events', pair.event.id, 'organization_id')).toBe(kept.id);
    expect(await column('locations', pair.location.id, 'organization_id')).toBe(kept.id);
  });

  it('refuses with a 409 when either organization changed since it was read, changing nothing', async () => {
    const kept = await organization('Stale Kept');
    const other = await organization('Stale Other');
    const event = await records.event(other.id);
    await patched(api, `${ORGANIZATIONS}/${other.id}`, 'organization', {
      phone_number: '555-0123',
    });
    const staleOther = await mergeInto(kept, other);
    expect(staleOther.status).toBe(409);
    expect(staleOther.body.message).toBe(messageText('merge_other_changed', { name: other.name }));
    const otherNow = {
      ...other,
      updated_at: String(await column('organizations', other.id, 'updated_at')),
    };
    await patched(api, `${ORGANIZATIONS}/${kept.id}`, 'organization', { phone_number: '555-0124' });
    const staleKept = await mergeInto(kept, otherNow);
    expect(staleKept.status).toBe(409);
    expect(staleKept.body.message).toBe(messageText('stale_record'));
    expect(await column('events', event.id, 'organization_id')).toBe(other.id);
    expect(await column('organizations', other.id, 'deleted_at')).toBeNull();
  });

  it('refuses merging a record with itself, a deleted record and unknown fields (400)', async () => {
    const kept = await organization('Bad Input Kept');
    const other = await organization('Bad Input Other');
    const self = await mergeInto(kept, kept);
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ other_id: messageText('merge_self') });

    const unknown = await mergeInto(kept, other, { updated_at: 'other', colour: 'other' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      keep: messageText('merge_unknown_fields', { fields: 'updated_at, colour' }),
    });
    const badChoice = await mergeInto(kept, other, { name: 'both' });
    expect(badChoice.status).toBe(400);

    const gone = await organization('Bad Input Gone');
    expect((await api.delete(`${ORGANIZATIONS}/${gone.id}`)).status).toBe(200);
    const deleted = await mergeInto(kept, gone);
    expect(deleted.status).toBe(400);
    expect(deleted.body.errors).toEqual({
      other_id: messageText('merge_other_unknown', { id: gone.id }),
    });
    const noImage = await mergeInto(kept, other, { card_image: 'other' });
    expect(noImage.status).toBe(400);
    expect(await column('organizations', other.id, 'deleted_at')).toBeNull();
  });

  it('refuses a viewer, and a limited editor when either record is outside their region', async () => {
    const inToronto = (name: string) =>
      created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
        name,
        description: 'Placed in Ontario',
        category_id: places.organizationCategory,
        ...addressIn(places, 'toronto'),
      });
    const kept = await inToronto('Region Kept');
    const other = await inToronto('Region Other');
    const inMontreal = await created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
      name: 'Region Elsewhere',
      description: 'Placed in Quebec',
      category_id: places.organizationCategory,
      ...addressIn(places, 'montreal'),
    });
    const signedIn = async (email: string, fields: Record<string, unknown>) => {
      const added = await api.send(
        'POST',
        '/api/admin/administrators',
        jsonFields({ email, ...fields }),
        'json',
      );
      expect(added.status).toBe(201);
      return api.server.signInLocal(email);
    };
    const viewer = await signedIn('merge-viewer@example.org', { role: 'viewer' });
    const asViewer = await mergeInto(kept, other, {}, viewer);
    expect(asViewer.status).toBe(403);
    expect(asViewer.body.message).toBe(messageText('role_viewer'));

    const ontario = await signedIn('merge-ontario@example.org', {
      role: 'editor',
      state_ids: [places.ontario],
    });
    const outside = await mergeInto(kept, inMontreal, {}, ontario);
    expect(outside.status).toBe(403);
    expect(await column('organizations', inMontreal.id, 'deleted_at')).toBeNull();

    const inside = await mergeInto(kept, other, {}, ontario);
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);
    expect((await revertMerge(inside.body.data.merge_id, viewer)).status).toBe(403);
    const quebec = await signedIn('merge-quebec@example.org', {
      role: 'editor',
      state_ids: [places.quebec],
    });
    expect((await revertMerge(inside.body.data.merge_id, quebec)).status).toBe(403);
    expect((await revertMerge(inside.body.data.merge_id, ontario)).status).toBe(200);
  });
});
