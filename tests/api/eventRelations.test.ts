import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { EVENTS, placedRecordsForTestFile, postJson, ROLES } from './support/events';
import { nameRulesSuite } from './support/nameRules';
import type { ApiRecord } from './support/resource';

const records = placedRecordsForTestFile();
const { api } = records;
const SPONSORSHIPS = '/api/admin/sponsorships';
const PARTICIPANTS = '/api/admin/event-participants';

type SponsorshipList = {
  data: { sponsorships: ApiRecord[]; sponsors: Record<string, { id: number; name: string }> };
};
type ParticipantList = {
  data: {
    event_participants: ApiRecord[];
    participants: Record<string, { id: number; name: string }>;
    participantion_roles: Record<string, { id: number; name: string }>;
  };
};

let host: ApiRecord;
let event: ApiRecord;
let maple: ApiRecord;
let birch: ApiRecord;
beforeAll(async () => {
  host = await records.organization('Harbour Arts');
  event = await records.event(host.id);
  maple = await records.organization('Maple Bakery');
  birch = await records.organization('Birch Books');
});

async function createdRecord(path: string, key: string, values: Record<string, unknown>) {
  const answer = await postJson<{ data: Record<string, ApiRecord> }>(api, path, values);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data[key] as ApiRecord;
}

async function refused(
  path: string,
  table: string,
  values: Record<string, unknown>,
  errors: Record<string, string>,
) {
  const before = await api.count(table);
  const answer = await postJson(api, path, values);
  expect(answer, JSON.stringify(values)).toEqual({
    status: 400,
    body: { message: `Invalid fields: ${Object.keys(errors).join(', ')}`, errors },
  });
  expect(await api.count(table)).toBe(before);
}

describe('sponsorships', () => {
  it('adds organizations as sponsors (JSON or form) and lists them with the sponsors keyed by id; q searches sponsor names', async () => {
    const first = await createdRecord(SPONSORSHIPS, 'sponsorship', {
      sponsor_id: maple.id,
      event_id: event.id,
    });
    expect(first).toMatchObject({
      id: expect.any(Number),
      sponsor_id: maple.id,
      event_id: event.id,
    });
    const form = await api.send<{ data: { sponsorship: ApiRecord } }>(
      'POST',
      SPONSORSHIPS,
      { sponsor_id: String(birch.id), event_id: String(event.id) },
      'form',
    );
    expect(form.status, JSON.stringify(form.body)).toBe(201);

    const list = await api.get<SponsorshipList>(`${EVENTS}/${event.id}/sponsorships`);
    expect(list.status).toBe(200);
    expect(list.body.data.sponsorships.map((row) => row.sponsor_id)).toEqual([maple.id, birch.id]);
    expect(list.body.data.sponsors).toEqual({
      [maple.id]: { id: maple.id, name: 'Maple Bakery' },
      [birch.id]: { id: birch.id, name: 'Birch Books' },
    });
    const searched = await api.get<SponsorshipList>(`${EVENTS}/${event.id}/sponsorships?q=BIRCH`);
    expect(searched.body.data).toEqual({
      sponsorships: [form.body.data.sponsorship],
      sponsors: { [birch.id]: { id: birch.id, name: 'Birch Books' } },
    });
    expect((await api.get(`${EVENTS}/987654/sponsorships`)).status).toBe(404);
  });

  it('refuses the same sponsor twice on one event (409), and accepts it again once removed', async () => {
    const other = await records.event(host.id, { title: 'Second event' });
    const first = await createdRecord(SPONSORSHIPS, 'sponsorship', {
      sponsor_id: maple.id,
      event_id: other.id,
    });
    const twice = await postJson(api, SPONSORSHIPS, { sponsor_id: maple.id, event_id: other.id });
    expect(twice).toEqual({
      status: 409,
      body: { message: 'This organization already sponsors this event.' },
    });
    const removed = await api.delete<{ data: { sponsorship: ApiRecord } }>(
      `${SPONSORSHIPS}/${first.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.sponsorship.id).toBe(first.id);
    expect((await api.delete(`${SPONSORSHIPS}/${first.id}`)).status).toBe(404);
    await createdRecord(SPONSORSHIPS, 'sponsorship', { sponsor_id: maple.id, event_id: other.id });
  });

  it('refuses a missing or unknown sponsor and an unknown or deleted event', async () => {
    const gone = await records.event(host.id, { title: 'Gone' });
    expect((await api.delete(`${EVENTS}/${gone.id}`)).status).toBe(200);
    await refused(
      SPONSORSHIPS,
      'sponsorships',
      { event_id: event.id },
      {
        sponsor_id: 'Please search and select a sponsor',
      },
    );
    await refused(
      SPONSORSHIPS,
      'sponsorships',
      { sponsor_id: 987654, event_id: event.id },
      {
        sponsor_id: 'No such organization',
      },
    );
    await refused(
      SPONSORSHIPS,
      'sponsorships',
      { sponsor_id: maple.id, event_id: gone.id },
      {
        event_id: 'No such event',
      },
    );
    await refused(
      SPONSORSHIPS,
      'sponsorships',
      { sponsor_id: 'x', event_id: '' },
      {
        sponsor_id: 'Please search and select a sponsor',
        event_id: 'Required',
      },
    );
  });
});

describe('participation roles', () => {
  it('creates, lists by name (q searches), gets and refuses duplicate names ignoring case', async () => {
    const speaker = await createdRecord(ROLES, 'participation_role', { name: 'Speaker' });
    await createdRecord(ROLES, 'participation_role', { name: 'Artist' });
    const duplicate = await postJson(api, ROLES, { name: '  speaker ' });
    expect(duplicate).toEqual({
      status: 409,
      body: { message: 'A participation role with this name already exists.' },
    });
    await refused(ROLES, 'participation_roles', { name: ' ' }, { name: 'Required' });
    const list = await api.get<{ data: { participation_roles: ApiRecord[] } }>(ROLES);
    expect(list.body.data.participation_roles.map((role) => role.name)).toEqual([
      'Artist',
      'Speaker',
    ]);
    const searched = await api.get<{ data: { participation_roles: ApiRecord[] } }>(
      `${ROLES}?q=peak`,
    );
    expect(searched.body.data.participation_roles).toEqual([speaker]);
    const one = await api.get(`${ROLES}/${speaker.id}`);
    expect(one).toEqual({ status: 200, body: { data: { participation_role: speaker } } });
    expect((await api.get(`${ROLES}/987654`)).status).toBe(404);
  });

  it('refuses to delete a role live participants have; deletes it once they are removed', async () => {
    const host2 = await createdRecord(ROLES, 'participation_role', { name: 'Host' });
    const participant = await createdRecord(PARTICIPANTS, 'event_participant', {
      participant_id: birch.id,
      participant_role_id: host2.id,
      event_id: event.id,
    });
    const blocked = await api.delete(`${ROLES}/${host2.id}`);
    expect(blocked).toEqual({
      status: 409,
      body: { message: '1 event participant has the role Host; remove them first.' },
    });
    expect((await api.delete(`${PARTICIPANTS}/${participant.id}`)).status).toBe(200);
    const removed = await api.delete<{ data: { participation_role: ApiRecord } }>(
      `${ROLES}/${host2.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.participation_role.name).toBe('Host');
    expect((await api.get(`${ROLES}/${host2.id}`)).status).toBe(404);
    // The name is free again once its role is deleted.
    await createdRecord(ROLES, 'participation_role', { name: 'host' });
  });
});

describe('event participants', () => {
  it('adds participants with roles and lists them with participants and participantion_roles keyed by id', async () => {
    const stage = await records.event(host.id, { title: 'Stage day' });
    const singer = await createdRecord(ROLES, 'participation_role', { name: 'Singer' });
    const vendor = await createdRecord(ROLES, 'participation_role', { name: 'Vendor' });
    const first = await createdRecord(PARTICIPANTS, 'event_participant', {
      participant_id: maple.id,
      participant_role_id: vendor.id,
      event_id: stage.id,
    });
    expect(first).toMatchObject({
      participant_id: maple.id,
      participant_role_id: vendor.id,
      event_id: stage.id,
    });
    const form = await api.send<{ data: { event_participant: ApiRecord } }>(
      'POST',
      PARTICIPANTS,
      {
        participant_id: String(birch.id),
        participant_role_id: String(singer.id),
        event_id: String(stage.id),
      },
      'form',
    );
    expect(form.status, JSON.stringify(form.body)).toBe(201);

    const list = await api.get<ParticipantList>(`${EVENTS}/${stage.id}/event-participants`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({
      event_participants: [first, form.body.data.event_participant],
      participants: {
        [maple.id]: { id: maple.id, name: 'Maple Bakery' },
        [birch.id]: { id: birch.id, name: 'Birch Books' },
      },
      participantion_roles: {
        [vendor.id]: { id: vendor.id, name: 'Vendor' },
        [singer.id]: { id: singer.id, name: 'Singer' },
      },
    });
    const searched = await api.get<ParticipantList>(
      `${EVENTS}/${stage.id}/event-participants?q=maple`,
    );
    expect(searched.body.data).toEqual({
      event_participants: [first],
      participants: { [maple.id]: { id: maple.id, name: 'Maple Bakery' } },
      participantion_roles: { [vendor.id]: { id: vendor.id, name: 'Vendor' } },
    });

    const role = await api.get(`/api/admin/event-participant/${first.id}/participation-role`);
    expect(role).toEqual({
      status: 200,
      body: { data: { participation_role: { id: vendor.id, name: 'Vendor' } } },
    });
    const removed = await api.delete<{ data: { event_participant: ApiRecord } }>(
      `${PARTICIPANTS}/${first.id}`,
    );
    expect(removed.body.data.event_participant.id).toBe(first.id);
    expect(
      (await api.get(`/api/admin/event-participant/${first.id}/participation-role`)).status,
    ).toBe(404);
    expect((await api.delete(`${PARTICIPANTS}/${first.id}`)).status).toBe(404);
    expect((await api.get(`${EVENTS}/987654/event-participants`)).status).toBe(404);
  });

  it('refuses the same organization twice in one role on one event (409); another role, or once removed, is fine', async () => {
    const fair = await records.event(host.id, { title: 'Fair' });
    const judge = await createdRecord(ROLES, 'participation_role', { name: 'Judge' });
    const sponsorRole = await createdRecord(ROLES, 'participation_role', { name: 'Patron' });
    const values = { participant_id: maple.id, participant_role_id: judge.id, event_id: fair.id };
    const first = await createdRecord(PARTICIPANTS, 'event_participant', values);
    const before = await api.count('event_participants');
    expect(await postJson(api, PARTICIPANTS, values)).toEqual({
      status: 409,
      body: { message: 'This organization already takes part in this event in this role.' },
    });
    expect(await api.count('event_participants')).toBe(before);
    await createdRecord(PARTICIPANTS, 'event_participant', {
      ...values,
      participant_role_id: sponsorRole.id,
    });
    expect((await api.delete(`${PARTICIPANTS}/${first.id}`)).status).toBe(200);
    await createdRecord(PARTICIPANTS, 'event_participant', values);
  });

  it('migrating a database that holds duplicates keeps the oldest live one and soft-deletes the others', async () => {
    const { db } = api.server;
    // The database as it was before the rule: no unique index, migration 008 not applied.
    for (const index of [
      'event_participants_event_participant_role_live',
      'organizations_category',
      'events_category',
    ]) {
      await db.query(`DROP INDEX ${index}`);
    }
    await db.query("DELETE FROM schema_migrations WHERE version = '008_records_in_use'");
    const gala = await records.event(host.id, { title: 'Gala' });
    const role = await createdRecord(ROLES, 'participation_role', { name: 'Caterer' });
    const insert = (deleted: boolean) =>
      db
        .query<{ id: number }>(
          `INSERT INTO event_participants (participant_id, participant_role_id, event_id, deleted_at)
           VALUES ($1, $2, $3, ${deleted ? 'now()' : 'NULL'}) RETURNING id`,
          [maple.id, role.id, gala.id],
        )
        .then(([row]) => row?.id as number);
    const alreadyDeleted = await insert(true);
    const oldest = await insert(false);
    const later = [await insert(false), await insert(false)];

    expect(await migrate(db)).toEqual(['008_records_in_use']);
    const list = await api.get<ParticipantList>(`${EVENTS}/${gala.id}/event-participants`);
    expect(list.body.data.event_participants.map((row) => row.id)).toEqual([oldest]);
    for (const id of later) {
      const row = await api.row('event_participants', id);
      expect(row?.deleted_at).not.toBeNull();
      expect(row?.deleted_by).toBeNull();
    }
    expect((await api.row('event_participants', alreadyDeleted))?.deleted_at).not.toBeNull();
    const again = await postJson(api, PARTICIPANTS, {
      participant_id: maple.id,
      participant_role_id: role.id,
      event_id: gala.id,
    });
    expect(again.status).toBe(409);
  });

  it('refuses missing fields with the form messages, and unknown organizations, roles and events', async () => {
    const role = await createdRecord(ROLES, 'participation_role', { name: 'Guest' });
    await refused(
      PARTICIPANTS,
      'event_participants',
      {},
      {
        participant_id: 'Please select a participant',
        participant_role_id: 'Please select a role',
        event_id: 'Required',
      },
    );
    const valid = { participant_id: maple.id, participant_role_id: role.id, event_id: event.id };
    await refused(
      PARTICIPANTS,
      'event_participants',
      { ...valid, participant_id: 987654 },
      {
        participant_id: 'No such organization',
      },
    );
    await refused(
      PARTICIPANTS,
      'event_participants',
      { ...valid, participant_role_id: 987654 },
      {
        participant_role_id: 'No such participation role',
      },
    );
    await refused(
      PARTICIPANTS,
      'event_participants',
      { ...valid, event_id: 987654 },
      {
        event_id: 'No such event',
      },
    );
  });
});

describe('sessions', () => {
  it('answers 401 on every sponsorship, participant and role route without a session', async () => {
    const calls: [string, string][] = [
      ['GET', `${EVENTS}/1/sponsorships`],
      ['POST', SPONSORSHIPS],
      ['DELETE', `${SPONSORSHIPS}/1`],
      ['GET', `${EVENTS}/1/event-participants`],
      ['GET', '/api/admin/event-participant/1/participation-role'],
      ['POST', PARTICIPANTS],
      ['DELETE', `${PARTICIPANTS}/1`],
      ['GET', ROLES],
      ['GET', `${ROLES}/1`],
      ['POST', ROLES],
      ['DELETE', `${ROLES}/1`],
    ];
    for (const [method, target] of calls) {
      const response = await api.server.request(target, { method });
      expect(response.status, `${method} ${target}`).toBe(401);
    }
  });
});

nameRulesSuite({
  api,
  label: 'participation roles',
  table: 'participation_roles',
  field: 'name',
  itemKey: 'participation_role',
  create: (name) => postJson(api, ROLES, { name }),
  unique: { message: 'A participation role with this name already exists.' },
});
