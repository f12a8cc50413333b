import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routeTable } from '../../server/routes';
import { declaredResources, recordDeclarations } from '../../shared/resources';
import { blogPosts as blogPostsDeclaration } from '../../shared/resources/blogPosts';
import { BULK_ACTIONS, type BulkResult, bulkActionsFor } from '../../shared/resources/bulk';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import type { RecordDeclaration } from '../../shared/resources/record';
import { regionLevels } from '../../shared/resources/regions';
import { sampleValues } from '../unit/support/declaredSamples';
import { EVENTS, LOCATIONS, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { created, createRegion, jsonFields, patched } from './support/places';
import { type ApiRecord, type Fields, svgIcon } from './support/resource';

/*
 * `POST <collection>/bulk` publishes, unpublishes or deletes several records in one request and
 * one transaction: each record as its single-record route would, a refused record named with the
 * route's own message while the others still change; bad input changes nothing.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;

type BulkAnswer = { data: BulkResult } & { message?: string; errors?: Record<string, string> };

/** A record type with bulk actions, and how a test makes one of its records (unpublished). */
interface Kind {
  name: string;
  collection: string;
  table: string;
  /** Key of the record in its GET answer. */
  key: string;
  /** The API's name of one record: "Organization" -> "Organization not found." */
  label: string;
  create(name: string): Promise<number>;
}

let made = 0;
/** A name no other record of the test has. */
const unique = (name: string) => {
  made += 1;
  return `${name} ${made}`;
};

/** A new category's id. */
const createCategory = async (name: string) => (await records.category(name)).id;

const organizations: Kind = {
  name: 'organizations',
  collection: ORGANIZATIONS,
  table: 'organizations',
  key: 'organization',
  label: 'Organization',
  create: async (name) => (await records.organization(unique(name))).id,
};

/**
 * A declared resource as a kind: its records are made from its declaration's sample values
 * (unpublished where it has a publish state, with an icon where it has one).
 */
function declaredKind(declaration: ResourceDeclaration): Kind {
  const { api: route, fields } = declaration;
  const collection = `/api${route.path}`;
  const icons = Object.keys(fields).filter((field) => fields[field]?.kind === 'svgIcon');
  return {
    name: declaration.label.many.toLowerCase(),
    collection,
    table: declaration.table,
    key: route.recordKey,
    label: declaration.label.one,
    async create(name) {
      const values = {
        ...sampleValues(declaration, made),
        [declaration.recordName]: unique(name),
        ...('is_published' in fields ? { is_published: false } : {}),
        ...Object.fromEntries(icons.map((field) => [field, svgIcon()])),
      } as Fields;
      const encoding = icons.length > 0 ? 'form' : 'json';
      const answer = await api.send<{ data: Record<string, ApiRecord> }>(
        'POST',
        collection,
        values,
        encoding,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return (answer.body.data[route.recordKey] as ApiRecord).id;
    },
  };
}

/** Whether a declared resource's records are published and unpublished too. */
const hasPublishState = (declaration: ResourceDeclaration) => 'is_published' in declaration.fields;
/** The blog posts, for the tests that need a declared resource with a publish state. */
const blogPosts = declaredKind(blogPostsDeclaration);

const locations: Kind = {
  name: 'locations',
  collection: LOCATIONS,
  table: 'locations',
  key: 'location',
  label: 'Location',
  async create(name) {
    const owner = await organizations.create(`${name} owner`);
    return (await records.location(owner, 'toronto')).id;
  },
};

const publishable: Kind[] = [
  organizations,
  {
    name: 'events',
    collection: EVENTS,
    table: 'events',
    key: 'event',
    label: 'Event',
    async create(name) {
      const host = await organizations.create(`${name} host`);
      return (await records.event(host, { title: unique(name) })).id;
    },
  },
  {
    name: 'countries',
    collection: '/api/admin/country',
    table: 'countries',
    key: 'country',
    label: 'Country',
    create: (name) =>
      createRegion(api, 'country', {
        country: unique(name),
        country_code: 'ZZ',
        is_published: false,
      }),
  },
  {
    name: 'provinces/states',
    collection: '/api/admin/state',
    table: 'states',
    key: 'state',
    label: 'Province/State',
    create: (name) =>
      createRegion(api, 'state', {
        country_id: places.canada,
        state: unique(name),
        is_published: false,
      }),
  },
  {
    name: 'municipalities',
    collection: '/api/admin/city',
    table: 'cities',
    key: 'city',
    label: 'Municipality',
    create: (name) =>
      createRegion(api, 'city', {
        state_id: places.ontario,
        city: unique(name),
        is_published: false,
      }),
  },
  ...declaredResources.filter(hasPublishState).map(declaredKind),
];

const deleteOnly: Kind[] = [
  ...declaredResources.filter((declaration) => !hasPublishState(declaration)).map(declaredKind),
  locations,
];

const everyKind = [...publishable, ...deleteOnly];

const bulk = (collection: string, body: Record<string, unknown>, signedIn = true) =>
  api.send<BulkAnswer>('POST', `${collection}/bulk`, jsonFields(body), 'json', signedIn);

/**
 * The answer of a bulk request that must be taken (200), without its batch (the id of the
 * request's record for an undo, tests/api/bulkUndo.test.ts; null when nothing changed).
 */
async function bulkDone(
  collection: string,
  action: string,
  ids: number[],
): Promise<Omit<BulkResult, 'batch_id'>> {
  const answer = await bulk(collection, { action, ids });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { batch_id: batchId, ...result } = answer.body.data;
  // A batch is recorded when records changed, and only then.
  if (result.changed.length > 0) expect(batchId).toBeGreaterThan(0);
  else expect(batchId).toBeNull();
  return result;
}

/** Each record's publish state, read through its GET route. */
async function publishedStates(kind: Kind, ids: number[]): Promise<boolean[]> {
  const states: boolean[] = [];
  for (const id of ids) {
    const answer = await api.get<{ data: Record<string, ApiRecord> }>(`${kind.collection}/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    states.push(answer.body.data[kind.key]?.is_published as boolean);
  }
  return states;
}

/** The status each record's GET route answers: 200 while live, 404 once deleted. */
async function readStatuses(kind: Kind, ids: number[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const id of ids) statuses.push((await api.get(`${kind.collection}/${id}`)).status);
  return statuses;
}

/** The audit columns of a record as stored. */
async function audit(kind: Kind, id: number) {
  const row = await api.row(kind.table, id);
  return { updated_by: row?.updated_by, deleted_by: row?.deleted_by };
}

/**
 * A live record of another kind whose id is no id of `kind`'s table: the other table's sequence
 * is moved past both tables' ids first.
 */
async function foreignRecord(kind: Kind): Promise<{ kind: Kind; id: number }> {
  const other = kind === organizations ? blogPosts : organizations;
  await api.server.db.query(
    `SELECT setval(pg_get_serial_sequence('${other.table}', 'id'), greatest(
       (SELECT coalesce(max(id), 0) FROM ${other.table}),
       (SELECT coalesce(max(id), 0) FROM ${kind.table})) + 100000)`,
  );
  return { kind: other, id: await other.create('Foreign') };
}

/** An id no table reaches in this test. */
const UNKNOWN_ID = 2_000_000_000;

/**
 * Each action in turn on an unknown id, a deleted record, a record of another type and a live
 * one: the three are refused one by one with the not-found message, the live one changes, the
 * other type's record does not.
 */
async function expectMissingIdsRefused(kind: Kind, actions: readonly string[]) {
  const live = await kind.create('Live');
  const gone = await kind.create('Gone');
  expect((await api.delete(`${kind.collection}/${gone}`)).status).toBe(200);
  const foreign = await foreignRecord(kind);
  const notFound = (id: number) => ({ id, message: `${kind.label} not found.` });
  for (const action of actions) {
    expect(await bulkDone(kind.collection, action, [UNKNOWN_ID, gone, foreign.id, live])).toEqual({
      action,
      changed: [live],
      unchanged: [],
      refused: [notFound(UNKNOWN_ID), notFound(gone), notFound(foreign.id)],
    });
  }
  expect(await readStatuses(kind, [live])).toEqual([404]);
  expect(await readStatuses(foreign.kind, [foreign.id])).toEqual([200]);
  if (actions.includes('publish')) {
    expect(await publishedStates(foreign.kind, [foreign.id])).toEqual([false]);
  }
}

/** A bulk request taken whole: `changed` changed, `unchanged` already were so, none refused. */
async function expectTaken(
  collection: string,
  action: string,
  ids: number[],
  changed: number[],
  unchanged: number[] = [],
) {
  expect(await bulkDone(collection, action, ids)).toEqual({
    action,
    changed,
    unchanged,
    refused: [],
  });
}

type Three = [number, number, number];

/** Three new records of `kind`. */
const threeRecords = async (kind: Kind): Promise<Three> => [
  await kind.create('First'),
  await kind.create('Second'),
  await kind.create('Third'),
];

/**
 * Deletes the first and the third record in one request: both are gone, deleted by the
 * signed-in administrator, and the second is still there.
 */
async function expectOuterDeleted(kind: Kind, [first, second, third]: Three) {
  await expectTaken(kind.collection, 'delete', [third, first], [third, first]);
  expect(await readStatuses(kind, [first, second, third])).toEqual([404, 200, 404]);
  const deleted = { updated_by: records.adminId, deleted_by: records.adminId };
  expect([await audit(kind, first), await audit(kind, third)]).toEqual([deleted, deleted]);
}

describe.each(publishable)('bulk publish, unpublish and delete of $name', (kind) => {
  it('changes every record named in one request, and no other', async () => {
    const three = await threeRecords(kind);
    const [first, second, third] = three;

    await expectTaken(kind.collection, 'publish', [second, first], [second, first]);
    expect(await publishedStates(kind, three)).toEqual([true, true, false]);
    expect(await audit(kind, first)).toEqual({ updated_by: records.adminId, deleted_by: null });

    // Already published: unchanged, not refused; the answer keeps the order sent.
    await expectTaken(kind.collection, 'publish', [third, first], [third], [first]);
    await expectTaken(kind.collection, 'unpublish', [first, second], [first, second]);
    expect(await publishedStates(kind, three)).toEqual([false, false, true]);

    await expectOuterDeleted(kind, three);
  });

  it('refuses unknown, deleted and foreign ids one by one with the not-found message', () =>
    expectMissingIdsRefused(kind, ['publish', 'unpublish', 'delete']));
});

describe.each(deleteOnly)('bulk delete of $name', (kind) => {
  it('deletes every record named in one request, and no other', async () =>
    expectOuterDeleted(kind, await threeRecords(kind)));

  it('refuses unknown, deleted and foreign ids one by one with the not-found message', () =>
    expectMissingIdsRefused(kind, ['delete']));

  it('refuses publish and unpublish as a whole, naming the action it takes', async () => {
    const record = await kind.create('Kept');
    for (const action of ['publish', 'unpublish']) {
      expect(await bulk(kind.collection, { action, ids: [record] })).toEqual({
        status: 400,
        body: { message: 'Invalid fields: action', errors: { action: 'Must be delete' } },
      });
    }
    expect(await readStatuses(kind, [record])).toEqual([200]);
  });
});

describe('refusals of single records', () => {
  /** The bulk refusal of `id` equals what the single DELETE answers for it (409), which changes nothing. */
  async function expectSameRefusal(
    collection: string,
    refusal: BulkResult['refused'][number] | undefined,
    id: number,
  ) {
    const single = await api.delete<{ message: string }>(`${collection}/${id}`);
    expect(single.status).toBe(409);
    expect(refusal).toEqual({ id, message: single.body.message });
  }

  /**
   * A bulk delete of `ids` that deletes all but `refused.id`, which it refuses with
   * `refused.message`, as the single DELETE does.
   */
  async function expectDeleteRefused(
    collection: string,
    ids: number[],
    refused: { id: number; message: string },
  ) {
    const result = await bulkDone(collection, 'delete', ids);
    expect(result).toEqual({
      action: 'delete',
      changed: ids.filter((id) => id !== refused.id),
      unchanged: [],
      refused: [refused],
    });
    await expectSameRefusal(collection, result.refused[0], refused.id);
  }

  it('names a region that still has municipalities and deletes the others', async () => {
    const kept = await createRegion(api, 'state', { country_id: places.canada, state: 'Yukon' });
    await createRegion(api, 'city', { state_id: kept, city: 'Whitehorse' });
    const empty = await createRegion(api, 'state', { country_id: places.canada, state: 'Nunavut' });
    await expectDeleteRefused('/api/admin/state', [kept, empty], {
      id: kept,
      message: 'Yukon still has 1 municipality; delete or move them first.',
    });
    expect(await api.get(`/api/admin/state/${kept}`)).toMatchObject({ status: 200 });
    expect(await api.get(`/api/admin/state/${empty}`)).toMatchObject({ status: 404 });
  });

  it('names a category in use and deletes the unused one', async () => {
    const used = await createCategory('Choirs');
    const unused = await createCategory('Bands');
    await created(api, ORGANIZATIONS, 'organization', {
      name: 'Harbour Choir',
      description: 'Singing',
      category_id: used,
    });
    await expectDeleteRefused('/api/admin/category', [used, unused], {
      id: used,
      message: 'Choirs is used by 1 organization; give them another category first.',
    });
  });

  it('names an organization with live events; its locations stay with it', async () => {
    const busy = await organizations.create('Busy');
    const venue = await records.location(busy, 'ottawa');
    await records.event(busy);
    const idle = await organizations.create('Idle');
    const idleVenue = await records.location(idle, 'toronto');
    const result = await bulkDone(ORGANIZATIONS, 'delete', [busy, idle]);
    expect(result.changed).toEqual([idle]);
    expect(result.refused).toEqual([
      { id: busy, message: expect.stringMatching(/still has 1 event; delete them first\.$/) },
    ]);
    await expectSameRefusal(ORGANIZATIONS, result.refused[0], busy);
    // What goes with a deleted organization went with the one deleted only.
    expect(await readStatuses(locations, [venue.id, idleVenue.id])).toEqual([200, 404]);
  });

  it('names a location events are held at', async () => {
    const host = await organizations.create('Host');
    const venue = await records.location(host, 'ottawa');
    await records.event(host, { location_id: String(venue.id) });
    const free = await records.location(host, 'toronto');
    const result = await bulkDone(LOCATIONS, 'delete', [venue.id, free.id]);
    expect(result.changed).toEqual([free.id]);
    await expectSameRefusal(LOCATIONS, result.refused[0], venue.id);
  });

  it('refuses a publish the update rules refuse, with the same message and field errors', async () => {
    const stale = await organizations.create('Stale');
    const fine = await organizations.create('Fine');
    // Stored before its category went: the update's own check refuses it now.
    await api.server.db.query('UPDATE organizations SET category_id = $1 WHERE id = $2', [
      places.deletedCategory,
      stale,
    ]);
    const result = await bulkDone(ORGANIZATIONS, 'publish', [stale, fine]);
    const single = await api.send(
      'PATCH',
      `${ORGANIZATIONS}/${stale}`,
      { is_published: true },
      'json',
    );
    expect(single.status).toBe(400);
    expect(result).toEqual({
      action: 'publish',
      changed: [fine],
      unchanged: [],
      refused: [{ id: stale, ...single.body }],
    });
    expect(single.body).toEqual({
      message: 'Invalid fields: category_id',
      errors: { category_id: 'No such category' },
    });
    expect(await publishedStates(organizations, [stale, fine])).toEqual([false, true]);
  });

  it('rolls back a record the database refuses alone; the records after it still change', async () => {
    const [before, refused, after] = [
      await blogPosts.create('Before'),
      await blogPosts.create('Refused'),
      await blogPosts.create('After'),
    ] as [number, number, number];
    await api.server.db.exec(`
      CREATE FUNCTION refuse_blog_post() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused' USING ERRCODE = 'unique_violation';
      END $$;
      CREATE TRIGGER refuse_blog_post BEFORE UPDATE ON blog_posts
        FOR EACH ROW WHEN (OLD.id = ${refused}) EXECUTE FUNCTION refuse_blog_post();`);
    try {
      expect(await bulkDone(blogPosts.collection, 'publish', [before, refused, after])).toEqual({
        action: 'publish',
        changed: [before, after],
        unchanged: [],
        refused: [{ id: refused, message: 'This blog post already exists.' }],
      });
    } finally {
      await api.server.db.exec(
        'DROP TRIGGER refuse_blog_post ON blog_posts; DROP FUNCTION refuse_blog_post();',
      );
    }
    expect(await publishedStates(blogPosts, [before, refused, after])).toEqual([true, false, true]);
  });

  it('changes nothing when a record fails for another reason than a rule', async () => {
    const first = await organizations.create('Kept first');
    const failing = await organizations.create('Failing');
    await records.location(failing, 'toronto');
    await api.server.db.exec(`
      CREATE FUNCTION fail_location() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'disk on fire';
      END $$;
      CREATE TRIGGER fail_location BEFORE UPDATE ON locations
        FOR EACH ROW WHEN (OLD.organization_id = ${failing}) EXECUTE FUNCTION fail_location();`);
    try {
      const answer = await bulk(ORGANIZATIONS, { action: 'delete', ids: [first, failing] });
      expect(answer.status).toBe(500);
    } finally {
      await api.server.db.exec(
        'DROP TRIGGER fail_location ON locations; DROP FUNCTION fail_location();',
      );
    }
    expect(await readStatuses(organizations, [first, failing])).toEqual([200, 200]);
  });
});

describe('concurrent bulk actions', () => {
  /** Opposite orders over an overlap: each request would lock the overlap against the other. */
  const ROUNDS = 5;
  const SELECTED = 12;
  const OVERLAP = 6;

  /**
   * Two bulk requests at once: `first` over the first ids in ascending order, `second` over the
   * last ids (overlapping the first's) in descending order, as two administrators' selections
   * sorted differently.
   */
  async function atOnce(kind: Kind, ids: number[], actions: [string, string]) {
    const firstIds = ids.slice(0, SELECTED);
    const secondIds = ids.slice(SELECTED - OVERLAP).reverse();
    const answers = await Promise.all([
      bulk(kind.collection, { action: actions[0], ids: firstIds }),
      bulk(kind.collection, { action: actions[1], ids: secondIds }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return {
      overlap: ids.slice(SELECTED - OVERLAP, SELECTED),
      answers: answers.map((a) => a.body.data),
    };
  }

  /** Each record's publish state as stored (one read for all). */
  async function storedStates(kind: Kind, ids: number[]): Promise<boolean[]> {
    const rows = await api.server.db.query<{ id: number; is_published: boolean }>(
      `SELECT id, is_published FROM ${kind.table} WHERE id = ANY($1)`,
      [ids],
    );
    return ids.map((id) => rows.find((row) => row.id === id)?.is_published as boolean);
  }

  /** How many `action` entries the history holds for each of `ids`. */
  async function historyCounts(kind: Kind, ids: number[], action: string): Promise<number[]> {
    const rows = await api.server.db.query<{ record_id: number; entries: number }>(
      `SELECT record_id, count(*)::int AS entries FROM history_entries
        WHERE resource = $1 AND action = $2 AND record_id = ANY($3) GROUP BY record_id`,
      [kind.table, action, ids],
    );
    return ids.map((id) => rows.find((row) => row.record_id === id)?.entries ?? 0);
  }

  it.skipIf(!process.env.DATABASE_URL).each([organizations, blogPosts])(
    'on PostgreSQL, opposite orders over the same $name are all taken, each record changed once',
    async (kind) => {
      const ids: number[] = [];
      for (let index = 0; index < 2 * SELECTED - OVERLAP; index += 1) {
        ids.push(await kind.create('Contended'));
      }
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const action of ['publish', 'unpublish']) {
          const entriesBefore = await historyCounts(kind, ids, action);
          const { overlap, answers } = await atOnce(kind, ids, [action, action]);
          // Each record of the overlap changed in exactly one of the two requests.
          const changedIn = (id: number) => answers.filter((a) => a.changed.includes(id)).length;
          expect(overlap.map(changedIn)).toEqual(overlap.map(() => 1));
          expect(await storedStates(kind, ids)).toEqual(ids.map(() => action === 'publish'));
          // One entry per record, whoever changed it.
          expect(await historyCounts(kind, ids, action)).toEqual(
            entriesBefore.map((count) => count + 1),
          );
        }
        // Publish against unpublish: the overlap ends as the request that came second left it.
        const { overlap } = await atOnce(kind, ids, ['publish', 'unpublish']);
        const states = await storedStates(kind, overlap);
        expect(states).toEqual(overlap.map(() => states[0]));
        await atOnce(kind, ids, ['unpublish', 'unpublish']);
      }
      const { overlap, answers } = await atOnce(kind, ids, ['delete', 'delete']);
      const notFound = (id: number) => ({ id, message: `${kind.label} not found.` });
      // Each record of the overlap is deleted by one request and not found by the other.
      const deletedIn = (id: number) => answers.filter((a) => a.changed.includes(id)).length;
      expect(overlap.map(deletedIn)).toEqual(overlap.map(() => 1));
      expect(answers.flatMap((a) => a.refused).sort((a, b) => a.id - b.id)).toEqual(
        overlap.map(notFound),
      );
      expect(await readStatuses(kind, ids)).toEqual(ids.map(() => 404));
      expect(await historyCounts(kind, ids, 'delete')).toEqual(ids.map(() => 1));
    },
  );
});

describe('bad input', () => {
  const ORGANIZATION_ACTIONS = 'Must be publish, unpublish or delete';

  it('refuses a malformed body as a whole with field errors, changing nothing', async () => {
    const records = [await organizations.create('Untouched'), await organizations.create('Same')];
    const tooMany = [...records, ...Array.from({ length: 999 }, (_, index) => UNKNOWN_ID - index)];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ids: records }, { action: 'Required' }],
      [{ action: 'archive', ids: records }, { action: ORGANIZATION_ACTIONS }],
      [{ action: 7, ids: records }, { action: ORGANIZATION_ACTIONS }],
      [{ action: 'publish' }, { ids: 'Required' }],
      [{ action: 'publish', ids: [] }, { ids: 'Choose at least one record' }],
      [{ action: 'publish', ids: tooMany }, { ids: 'At most 1,000 records at once' }],
      [{ action: 'publish', ids: 'all' }, { ids: 'Must be a list, not text' }],
      [{ action: 'publish', ids: [records[0], 1.5] }, { 'ids.1': 'Must be a whole number' }],
      [{ action: 'publish', ids: [0, records[0]] }, { 'ids.0': 'Must be a positive id' }],
      [{ action: 'publish', ids: [-3] }, { 'ids.0': 'Must be a positive id' }],
      [{ action: 'publish', ids: [String(records[0])] }, { 'ids.0': 'Must be a number, not text' }],
      [{ action: 'delete', ids: [2 ** 31] }, { 'ids.0': 'Must be a valid id' }],
    ];
    for (const [body, errors] of cases) {
      expect(await bulk(ORGANIZATIONS, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { message: `Invalid fields: ${Object.keys(errors).join(', ')}`, errors },
      });
    }
    expect(await publishedStates(organizations, records)).toEqual([false, false]);
  });

  it('takes 1,000 ids, and an id sent twice counts once', async () => {
    const [first, second] = [await organizations.create('One'), await organizations.create('Two')];
    await expectTaken(ORGANIZATIONS, 'publish', [first, first, second, first], [first, second]);
    const thousand = [first, ...Array.from({ length: 999 }, (_, index) => UNKNOWN_ID - index)];
    const result = await bulkDone(ORGANIZATIONS, 'unpublish', thousand);
    expect(result.changed).toEqual([first]);
    expect(result.refused).toHaveLength(999);
  });

  it.each(everyKind)('answers 401 without a session, changing nothing ($name)', async (kind) => {
    const record = await kind.create('Guarded');
    const answer = await bulk(kind.collection, { action: 'delete', ids: [record] }, false);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await readStatuses(kind, [record])).toEqual([200]);
  });
});

describe('lists after a bulk action', () => {
  it('the unpublished organizations list loses what was published, the list what was deleted', async () => {
    const [published, deleted, kept] = [
      await organizations.create('Pending one'),
      await organizations.create('Pending two'),
      await organizations.create('Pending three'),
    ] as [number, number, number];
    const listed = async (status: string) => {
      const answer = await api.get<{ data: { organizations: ApiRecord[] } }>(
        `${ORGANIZATIONS}?status=${status}&name=Pending&max_organizations=100`,
      );
      return answer.body.data.organizations.map((organization) => organization.id);
    };
    expect(await listed('Unpublished')).toEqual(expect.arrayContaining([published, deleted, kept]));
    await bulkDone(ORGANIZATIONS, 'publish', [published]);
    await bulkDone(ORGANIZATIONS, 'delete', [deleted]);
    const unpublished = await listed('Unpublished');
    expect(unpublished).toContain(kept);
    expect(unpublished).not.toContain(published);
    const all = await listed('0');
    expect(all).toEqual(expect.arrayContaining([published, kept]));
    expect(all).not.toContain(deleted);
    // The single update takes the record as the bulk left it.
    await patched(api, `${ORGANIZATIONS}/${published}`, 'organization', { is_published: false });
    expect(await listed('Unpublished')).toContain(published);
  });
});

describe('the actions the console offers', () => {
  /** What the console offers each record type: its declaration's bulk actions. */
  const offered = [
    ...recordDeclarations.flatMap((declaration: RecordDeclaration) =>
      declaration.bulk ? [{ path: declaration.api.path, actions: declaration.bulk }] : [],
    ),
    ...declaredResources.map((declaration) => ({
      path: declaration.api.path,
      actions: bulkActionsFor('is_published' in declaration.fields),
    })),
    ...regionLevels.map((level) => ({ path: `/admin/${level.recordName}`, actions: BULK_ACTIONS })),
  ];

  it.each(offered)('are the ones $path/bulk takes', ({ path, actions }) => {
    const bulk = routeTable.find(
      (definition) => definition.method === 'post' && definition.path === `/api${path}/bulk`,
    );
    const body = bulk?.body as z.ZodObject<{ action: z.ZodEnum }> | undefined;
    expect(body?.shape.action.options).toEqual(actions);
  });
});
