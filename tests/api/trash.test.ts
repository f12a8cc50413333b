import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TABLES } from '../../server/modules/recordTables';
import { codeOf } from '../../shared/messageCodes';
import { HISTORY_TABLES, type HistoryTable } from '../../shared/resources/history';
import { declaredResources } from '../../shared/resources/index';
import { EVENTS, ORGANIZATIONS, placedRecordsForTestFile, ROLES } from './support/events';
import { addressIn, created, createRegions, jsonFields } from './support/places';

/* The trash: deleted records of every table, and their restore with what was deleted with them. */

const records = placedRecordsForTestFile();
const { api, places } = records;
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

/** The end of a refusal naming a deleted record the restored one needs. */
const restoreFirst = (noun: string, name: string) =>
  `the ${noun} “${name}”, which is deleted: restore that ${noun} first.`;

/** An organization saved with its location in `regions` and in `categoryId`; answers its id. */
async function placedOrganization(
  name: string,
  categoryId: number,
  regions: { country: number; state: number; city: number },
) {
  const saved = await api.send<{ data: { organization: { id: number } } }>(
    'POST',
    `${ORGANIZATIONS}/with-location`,
    jsonFields({
      name,
      description: `About ${name}`,
      category_id: categoryId,
      address_1: '1 Main Street',
      city: 'Somewhere',
      state: 'Somewhere',
      country: 'Somewhere',
      zip: 'K1A 0A1',
      latitude: 45.42,
      longitude: -75.69,
      country_id: regions.country,
      state_id: regions.state,
      city_id: regions.city,
    }),
    'json',
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data.organization.id;
}

const deleted = async (path: string) => {
  const answer = await api.delete(path);
  expect(answer.status, `DELETE ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
};
const restored = async (table: string, id: number) => {
  const answer = await restore(table, id);
  expect(answer.status, `restore ${table} ${id}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
};

describe('trash', () => {
  it('lists a deleted record with who deleted it, and restores it as it was, in its history', async () => {
    const category = await records.category('Trashed Kind');
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
    const first = await records.category('Twice Named');
    expect((await api.delete(`/api/admin/category/${first.id}`)).status).toBe(200);
    await records.category('Twice Named');
    const refused = await restore('categories', first.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A live category has the same name as “Twice Named”: rename or delete that one, then restore this one.',
    );
    expect((await trash('q=twice')).records.map((row) => row.id)).toEqual([first.id]);
  });

  it('pages the deleted records of every table, newest deletion first', async () => {
    const organization = await records.organization('Paged Away');
    expect((await api.delete(`${ORGANIZATIONS}/${organization.id}`)).status).toBe(200);
    const page = await trash('per_page=2');
    expect(page.records[0]).toMatchObject({ resource: 'organizations', id: organization.id });
    expect(page.records).toHaveLength(2);
    const times = page.records.map((row) => Date.parse(row.deleted_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] as number);
    expect((await api.get(`${TRASH}?resource=sessions`)).status).toBe(400);
  });

  it('refuses an event while its category or location is deleted, naming each to restore first', async () => {
    const host = await records.organization('Gala Hosts');
    const venue = await records.location(host.id, 'ottawa');
    const music = await records.category('Music');
    const gala = await records.event(host.id, {
      title: 'Gala',
      category_id: String(music.id),
      location_id: String(venue.id),
    });
    await deleted(`${EVENTS}/${gala.id}`);
    await deleted(`/api/admin/location/${venue.id}`);
    await deleted(`/api/admin/category/${music.id}`);

    const refused = await restore('events', gala.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`“Gala” uses ${restoreFirst('category', 'Music')}`);
    // The answer's code and params are these (readJson checks them against the message).
    expect(codeOf(refused.body.message ?? '')).toEqual({
      code: 'restore_reference_deleted',
      params: { name: 'Gala', noun: 'category', reference: 'Music' },
    });
    await restored('categories', music.id);
    const stillRefused = await restore('events', gala.id);
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.message).toBe(
      `“Gala” uses ${restoreFirst('location', 'Venue in ottawa')}`,
    );
    expect((await api.get(`${EVENTS}/${gala.id}`)).status).toBe(404);

    await restored('locations', venue.id);
    await restored('events', gala.id);
    const shown = await api.get<{ data: { event: { updated_at: string } } }>(
      `${EVENTS}/${gala.id}`,
    );
    expect(shown.status).toBe(200);
    const edited = await api.send(
      'PATCH',
      `${EVENTS}/${gala.id}`,
      jsonFields({ title: 'Gala Again', updated_at: shown.body.data.event.updated_at }),
      'json',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  /* An organization deleted, then what it is placed in or filed under: deleted outermost last. */
  const organizationReferences = [
    { label: 'Category', noun: 'category', deletes: ['category'] },
    { label: 'Municipality', noun: 'municipality', deletes: ['city'] },
    { label: 'Province', noun: 'province/state', deletes: ['city', 'state'] },
    { label: 'Country', noun: 'country', deletes: ['city', 'state', 'country'] },
  ] as const;

  it.each(organizationReferences)(
    'refuses an organization while its $noun is deleted, then restores it placed as it was',
    async ({ label, noun, deletes }) => {
      const regions = await createRegions(api, {
        country: `${label}land`,
        country_code: label.slice(0, 3),
        state: `${label}shire`,
        city: `${label} Falls`,
      });
      const kind = await records.category(`${label} Kind`);
      const references = {
        category: { table: 'categories', id: kind.id, name: `${label} Kind` },
        country: { table: 'countries', id: regions.country, name: `${label}land` },
        state: { table: 'states', id: regions.state, name: `${label}shire` },
        city: { table: 'cities', id: regions.city, name: `${label} Falls` },
      };
      const club = await placedOrganization(`${label} Club`, kind.id, regions);
      await deleted(`${ORGANIZATIONS}/${club}`);
      for (const what of deletes) await deleted(`/api/admin/${what}/${references[what].id}`);

      const refused = await restore('organizations', club);
      expect(refused.status).toBe(409);
      const outermost = references[deletes.at(-1) as (typeof deletes)[number]];
      expect(refused.body.message).toBe(
        `“${label} Club” uses ${restoreFirst(noun, outermost.name)}`,
      );
      const listed = await trash(`resource=organizations&q=${encodeURIComponent(`${label} Club`)}`);
      expect(listed.records).toHaveLength(1);
      expect((await api.get(`${ORGANIZATIONS}/${club}`)).status).toBe(404);

      for (const what of [...deletes].reverse()) {
        await restored(references[what].table, references[what].id);
      }
      expect(await restored('organizations', club)).toMatchObject({ withIt: 1 });
      const organization = await api.get<{ data: { organization: { city_id: number } } }>(
        `${ORGANIZATIONS}/${club}`,
      );
      expect(organization.status).toBe(200);
      expect(organization.body.data.organization).toMatchObject({ city_id: regions.city });
    },
  );
});

/** Who made, deleted or last verified each record: kept for the history, not references a create checks. */
const AUDIT_COLUMNS = ['created_by', 'updated_by', 'deleted_by', 'verified_by'];

/** Every reference a restore re-checks, from the facts the trash restores by. */
const REFERENCES = Object.entries(RECORD_TABLES).flatMap(([table, facts]) =>
  (facts.needs ?? []).map((need) => ({
    table: table as HistoryTable,
    column: need.column,
    referenced: need.table,
  })),
);

describe('restore re-checks every reference a create checks', () => {
  it('knows every reference a record keeps to another restorable table', async () => {
    const keys = await api.server.db.query<{ table: string; column: string; referenced: string }>(
      `SELECT c.conrelid::regclass::text AS table, a.attname AS column,
              c.confrelid::regclass::text AS referenced
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f'`,
    );
    const restorable = (table: string) => (HISTORY_TABLES as readonly string[]).includes(table);
    // Columns a declared resource only answers (a blog post's legacy links): no route writes them.
    const answeredOnly = declaredResources.flatMap((declaration) =>
      (declaration.api.alsoAnswers ?? []).map((column) => `${declaration.table}.${column}`),
    );
    const kept = keys
      .filter((key) => restorable(key.table) && restorable(key.referenced))
      .filter((key) => !AUDIT_COLUMNS.includes(key.column))
      .filter((key) => !answeredOnly.includes(`${key.table}.${key.column}`))
      .map((key) => `${key.table}.${key.column} -> ${key.referenced}`);
    expect(
      REFERENCES.map((need) => `${need.table}.${need.column} -> ${need.referenced}`).sort(),
    ).toEqual(kept.sort());
  });

  /** A live record of each table that references others, every reference set. */
  let world: Partial<Record<HistoryTable, number>>;
  beforeAll(async () => {
    const regions = await createRegions(api, {
      country: 'Refland',
      country_code: 'RF',
      state: 'Refshire',
      city: 'Ref Falls',
    });
    const kind = await records.category('Ref Kind');
    const host = await placedOrganization('Ref Hosts', kind.id, regions);
    const [own] = await api.server.db.query<{ id: number }>(
      'SELECT location_id AS id FROM organizations WHERE id = $1',
      [host],
    );
    const location = own?.id as number;
    const event = await records.event(host, {
      title: 'Ref Night',
      category_id: String(kind.id),
      location_id: String(location),
    });
    const backer = await records.organization('Ref Backers');
    const sponsorship = await created(api, '/api/admin/sponsorships', 'sponsorship', {
      sponsor_id: backer.id,
      event_id: event.id,
    });
    const role = await created(api, ROLES, 'participation_role', { name: 'Ref Role' });
    const participant = await created(api, '/api/admin/event-participants', 'event_participant', {
      participant_id: backer.id,
      participant_role_id: role.id,
      event_id: event.id,
    });
    // A saved view of another person's: the signed-in administrator stays live.
    const owner = await created(api, '/api/admin/administrators', 'administrator', {
      email: 'ref-owner@example.org',
    });
    const [view] = await api.server.db.query<{ id: number }>(
      `INSERT INTO saved_views (name, list, params, owner_id)
       VALUES ('Ref View', 'organizations', '{"filter": {}}', $1) RETURNING id`,
      [owner.id],
    );
    world = {
      saved_views: view?.id,
      states: regions.state,
      cities: regions.city,
      organizations: host,
      locations: location,
      events: event.id,
      sponsorships: sponsorship.id,
      event_participants: participant.id,
    };
  });

  it.each(REFERENCES)(
    'refuses a record of $table while its $column ($referenced) is deleted',
    async ({ table, column, referenced }) => {
      const { db } = api.server;
      const id = world[table];
      if (id === undefined) throw new Error(`The test's world needs a record of ${table}`);
      const [row] = await db.query<{ id: number | null }>(
        `SELECT ${column} AS id FROM ${table} WHERE id = $1`,
        [id],
      );
      const referencedId = row?.id as number;
      expect(referencedId, `the world's ${table} record sets ${column}`).toBeTruthy();
      const [named] = await db.query<{ name: string }>(
        `SELECT ${RECORD_TABLES[referenced].name} AS name FROM ${referenced} r WHERE r.id = $1`,
        [referencedId],
      );
      // The record deleted first, the one it references afterwards (each alone: what the API's
      // deletes take several steps to reach).
      await db.query(`UPDATE ${table} SET deleted_at = now() - interval '1 minute' WHERE id = $1`, [
        id,
      ]);
      await db.query(`UPDATE ${referenced} SET deleted_at = now() WHERE id = $1`, [referencedId]);
      try {
        const refused = await restore(table, id);
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body.message).toContain(
          restoreFirst(RECORD_TABLES[referenced].noun, named?.name ?? ''),
        );
        expect((await api.row(table, id))?.deleted_at).not.toBeNull();
      } finally {
        await db.query(`UPDATE ${table} SET deleted_at = NULL WHERE id = $1`, [id]);
        await db.query(`UPDATE ${referenced} SET deleted_at = NULL WHERE id = $1`, [referencedId]);
      }
    },
  );
});
