import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../server/http/access';
import { acceptsBody, type RouteDefinition } from '../../server/http/routes';
import { routeTable } from '../../server/routes';
import { seedIfEmpty } from '../../server/seed';
import { placingTypeOf } from '../../shared/resources/access';
import type { RecordType } from '../../shared/resources/recordType';
import { bearer, jsonRequest, readJson, startTestServer, type TestServer } from './support/server';

/*
 * The access matrix: every route of the route table, called by each role, is refused with a 403
 * saying what the role allows exactly when the rules say so, and otherwise gets past the
 * guard (whatever the fake ids and empty bodies make of it then: 400, 404, never a 5xx).
 */

type Role = 'viewer' | 'limited editor' | 'editor' | 'administrator';
const ROLES: Role[] = ['viewer', 'limited editor', 'editor', 'administrator'];

/** The rules of the issue, by record type name: whose records a role may not read or change. */
const ADMINISTRATORS_ONLY = ['administrators', 'app-settings'];
const CHANGED_BY_ADMINISTRATORS_ONLY = ['administrators', 'app-settings', 'company-links'];
/** Everyone keeps their own saved views, viewers included. */
const CHANGED_BY_EVERYONE = ['saved-views'];
/** A limited editor changes organizations placed in their region and what is under them. */
const PLACED = ['organizations', 'locations', 'events', 'event-sponsors', 'event-participants'];

const typeName = (access: Exclude<RouteAccess, 'signed-in'>) =>
  'read' in access ? access.read.name : access.change.name;

/** Whether `role` is refused `route` by the rules above (a limited editor's region aside). */
function refused(role: Role, route: RouteDefinition): boolean {
  const access = route.access as RouteAccess;
  if (access === 'signed-in') return false;
  const type = typeName(access);
  if ('read' in access) return role !== 'administrator' && ADMINISTRATORS_ONLY.includes(type);
  if (role === 'administrator' || CHANGED_BY_EVERYONE.includes(type)) return false;
  if (CHANGED_BY_ADMINISTRATORS_ONLY.includes(type)) return true;
  if (role === 'viewer') return true;
  return role === 'limited editor' && !PLACED.includes(type);
}

const guarded = routeTable
  .filter((route) => !route.public && route.path.startsWith('/api/'))
  // Signing out ends the session the rest of the matrix uses: it is called last.
  .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

/** No record has this id: a call the guard lets through is answered by the route (400 or 404). */
const pathOf = (route: RouteDefinition) => route.path.replace(/\{\w+\}/g, '2147483646');

function requestOf(route: RouteDefinition, token: string): RequestInit {
  const method = route.method.toUpperCase();
  const types = acceptsBody(route);
  if (!types) return { method, headers: bearer(token) };
  if (types === 'multipart') return { method, headers: bearer(token), body: new FormData() };
  return {
    ...jsonRequest(method, { ids: [2147483646] }),
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
  };
}

let server: TestServer;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.signInLocal();
  tokens.set('administrator', admin);
  const [country] = await server.db.query<{ id: number }>(
    `INSERT INTO countries (country, country_code) VALUES ('Canada', 'CA') RETURNING id`,
  );
  const [province] = await server.db.query<{ id: number }>(
    `INSERT INTO states (state, country_id) VALUES ('Ontario', $1) RETURNING id`,
    [country?.id ?? null],
  );
  const people: [Role, Record<string, unknown>][] = [
    ['viewer', { role: 'viewer' }],
    ['editor', { role: 'editor' }],
    ['limited editor', { role: 'editor', state_ids: [province?.id] }],
  ];
  for (const [role, fields] of people) {
    const email = `${role.replace(' ', '-')}@example.org`;
    const added = await server.request('/api/admin/administrators', {
      ...jsonRequest('POST', { email, ...fields }),
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    });
    expect(added.status).toBe(201);
    tokens.set(role, await server.signInLocal(email));
  }
});
afterAll(() => server?.close());

describe('the access matrix', () => {
  it('says who may call every guarded route, in the OpenAPI document too', async () => {
    expect(guarded.filter((route) => !route.access).map((route) => route.path)).toEqual([]);
    const response = await server.request('/api/openapi.json', {
      headers: bearer(tokens.get('viewer') ?? ''),
    });
    const { paths } = await readJson<{
      paths: Record<string, Record<string, { 'x-access'?: string }>>;
    }>(response);
    const undocumented = guarded.filter(
      (route) => !paths[route.path]?.[route.method]?.['x-access'],
    );
    expect(undocumented.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(paths['/api/blog']?.post?.['x-access']).toBe(
      'Editors and administrators; not an editor limited to a region',
    );
  });

  it('refuses each role exactly the routes its rules refuse, with a 403 saying why', async () => {
    const problems: string[] = [];
    let expected403 = 0;
    for (const role of ROLES) {
      for (const route of guarded) {
        const response = await server.request(
          pathOf(route),
          requestOf(route, tokens.get(role) ?? ''),
        );
        const name = `${role}: ${route.method.toUpperCase()} ${route.path} -> ${response.status}`;
        if (refused(role, route)) {
          expected403 += 1;
          const body = await readJson<{ message?: string }>(response);
          if (response.status !== 403 || !body.message) problems.push(`${name}, expected 403`);
        } else if (response.status === 403 || response.status === 401 || response.status >= 500) {
          problems.push(`${name}, expected the route's own answer`);
        } else {
          await response.body?.cancel();
        }
      }
    }
    // The figures the issue asks for: the matrix's size and how many refusals it expects.
    console.info(
      `access matrix: ${guarded.length} routes x ${ROLES.length} roles = ${guarded.length * ROLES.length} calls, ${expected403} expected 403`,
    );
    expect(problems).toEqual([]);
  });
});

/**
 * A limited editor inside and outside their region: every route that changes placed records,
 * called on a seeded record placed in their province and on one placed elsewhere (the record a
 * path names, a bulk action's ids, or the parent a record is created under).
 */
describe("a limited editor's region, route by route", () => {
  let regional: TestServer;
  let token = '';
  /** The seeded records of each placed table, inside the region and outside it. */
  const records = new Map<string, { inside: number; outside: number }>();

  /** Each placed table's records with their organization's province, the joins up its parents. */
  const PLACE_OF: Record<string, string> = {
    organizations: 'SELECT r.id, r.place_state_id AS state FROM organizations r',
    locations:
      'SELECT r.id, o.place_state_id AS state FROM locations r JOIN organizations o ON o.id = r.organization_id',
    events:
      'SELECT r.id, o.place_state_id AS state FROM events r JOIN organizations o ON o.id = r.organization_id',
    sponsorships:
      'SELECT r.id, o.place_state_id AS state FROM sponsorships r JOIN events e ON e.id = r.event_id JOIN organizations o ON o.id = e.organization_id',
    event_participants:
      'SELECT r.id, o.place_state_id AS state FROM event_participants r JOIN events e ON e.id = r.event_id JOIN organizations o ON o.id = e.organization_id',
  };

  beforeAll(async () => {
    regional = await startTestServer();
    const admin = await regional.signInLocal();
    await seedIfEmpty(regional.db);
    // The province with the most placed records of every kind: its first of each is inside.
    const [busiest] = await regional.db.query<{ state: number }>(
      `SELECT state FROM (${PLACE_OF.event_participants}) placed WHERE state IS NOT NULL
        GROUP BY state ORDER BY count(*) DESC LIMIT 1`,
    );
    const region = busiest?.state as number;
    for (const [table, sql] of Object.entries(PLACE_OF)) {
      const first = async (condition: string) =>
        (
          await regional.db.query<{ id: number }>(
            `SELECT id FROM (${sql}) placed WHERE ${condition} ORDER BY id LIMIT 1`,
            [region],
          )
        )[0]?.id;
      const inside = await first('state = $1');
      const outside = await first('state <> $1');
      if (!inside || !outside)
        throw new Error(`The seed has no ${table} inside and outside one province`);
      records.set(table, { inside, outside });
    }
    const [elsewhere] = await regional.db.query<{ state: number }>(
      `SELECT state FROM (${PLACE_OF.organizations}) placed WHERE id = $1`,
      [records.get('organizations')?.outside ?? null],
    );
    records.set('states', { inside: region, outside: elsewhere?.state as number });
    records.set('organization_merges', {
      inside: await mergeOfTwo(admin, 'state = $1', region),
      outside: await mergeOfTwo(admin, 'state <> $1', region),
    });
    // Pairs of possible duplicates (after the merges, which end pairs): two organizations of
    // each side given one phone.
    records.set('duplicate_pairs', {
      inside: await pairOfTwo('state = $1', region, '(555) 010-0001'),
      outside: await pairOfTwo('state <> $1', region, '(555) 010-0002'),
    });
    const added = await regional.request('/api/admin/administrators', {
      ...jsonRequest('POST', { email: 'olive@example.org', role: 'editor', state_ids: [region] }),
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    });
    expect(added.status).toBe(201);
    token = await regional.signInLocal('olive@example.org');
  });
  afterAll(() => regional?.close());

  /**
   * A merge of two seeded organizations on one side of the region (`condition` on their
   * province), none of whose records the matrix calls routes on: a merge revert's record.
   */
  async function mergeOfTwo(admin: string, condition: string, region: number) {
    const used = [...records.values()].flatMap(({ inside, outside }) => [inside, outside]);
    const pair = await regional.db.query<{ id: number }>(
      `SELECT id FROM (${PLACE_OF.organizations}) placed WHERE ${condition}
          AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.organization_id = placed.id AND l.id = ANY($2))
          AND NOT EXISTS (SELECT 1 FROM events e WHERE e.organization_id = placed.id AND e.id = ANY($2))
          AND NOT EXISTS (SELECT 1 FROM sponsorships s WHERE s.sponsor_id = placed.id AND s.id = ANY($2))
          AND NOT EXISTS (SELECT 1 FROM event_participants p WHERE p.participant_id = placed.id AND p.id = ANY($2))
          AND id <> ALL($2)
        ORDER BY id DESC LIMIT 2`,
      [region, used],
    );
    const [kept, other] = await Promise.all(
      pair.map(async ({ id }) => {
        const response = await regional.request(`/api/admin/organization/${id}`, {
          headers: bearer(admin),
        });
        return (
          await readJson<{ data: { organization: { id: number; updated_at: string } } }>(response)
        ).data.organization;
      }),
    );
    const merged = await regional.request(`/api/admin/organization/${kept?.id}/merge`, {
      ...jsonRequest('POST', {
        other_id: other?.id,
        updated_at: kept?.updated_at,
        other_updated_at: other?.updated_at,
      }),
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    });
    expect(merged.status).toBe(200);
    return (await readJson<{ data: { merge_id: number } }>(merged)).data.merge_id;
  }

  /**
   * A pair of possible duplicates: two seeded organizations on one side of the region
   * (`condition` on their province), none of whose records the matrix calls routes on, given
   * the same phone.
   */
  async function pairOfTwo(condition: string, region: number, phone: string): Promise<number> {
    const used = [...records.values()].flatMap(({ inside, outside }) => [inside, outside]);
    const [given] = await regional.db.query<{ changed: number }>(
      `WITH two AS (
         UPDATE organizations SET phone_number = $3
          WHERE id IN (SELECT id FROM (${PLACE_OF.organizations}) placed
                        WHERE ${condition} AND id <> ALL($2)
                          AND id IN (SELECT id FROM organizations WHERE deleted_at IS NULL)
                        ORDER BY id LIMIT 2)
         RETURNING id)
       SELECT count(*)::int AS changed FROM two`,
      [region, used, phone],
    );
    expect(given?.changed).toBe(2);
    const [found] = await regional.db.query<{ id: number }>(
      `SELECT p.id FROM duplicate_pairs p
         JOIN organizations a ON a.id = p.organization_id AND a.phone_number = $1
         JOIN organizations b ON b.id = p.other_id AND b.phone_number = $1`,
      [phone],
    );
    return found?.id as number;
  }

  /** Path parameters naming records of another table than the route's record type's. */
  const PATH_RECORDS: Record<string, string> = {
    merge_id: 'organization_merges',
    pair_id: 'duplicate_pairs',
  };

  /** The routes a region limits: those changing a placed type's records. */
  /**
   * Uploads naming no record: a limited editor may send one, and its rows outside their region
   * are refused one by one (an import's invalid rows: tests/api/imports.test.ts).
   */
  const REGION_PER_ROW = ['/api/admin/organization/imports'];

  const placedRoutes = guarded.filter((route) => {
    const access = route.access as RouteAccess;
    return (
      access !== 'signed-in' &&
      'change' in access &&
      placingTypeOf(access.change) !== undefined &&
      !(route.method === 'post' && REGION_PER_ROW.includes(route.path))
    );
  });

  /** The call of `route` about the record of `side`: its path and body. */
  function callOf(route: RouteDefinition, side: 'inside' | 'outside') {
    const type = (route.access as { change: RecordType }).change;
    const own = records.get(type.table)?.[side];
    const parent = type.parent && records.get(type.parent.table)?.[side];
    const path = route.path.replace(/\{(\w+)\}/, (_parameter, name: string) => {
      const table = PATH_RECORDS[name];
      return String(table ? records.get(table)?.[side] : own);
    });
    // A new record is given its parent, a location and a province on the same side.
    const placing = {
      ...(type.parent ? { [type.parent.column]: parent } : {}),
      location_id: records.get('locations')?.[side],
      state_id: records.get('states')?.[side],
    };
    const body = route.path.endsWith('/bulk')
      ? { action: 'publish', ids: [own] }
      : route.path.includes('{')
        ? {}
        : placing;
    return { path, body };
  }

  it('refuses every change of a record placed elsewhere, and lets those inside through', async () => {
    expect(placedRoutes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    // Outside first: those change nothing, so the records inside are all still there after.
    for (const side of ['outside', 'inside'] as const) {
      for (const route of placedRoutes) {
        const { path, body } = callOf(route, side);
        const multipart = acceptsBody(route) === 'multipart';
        const form = new FormData();
        for (const [key, value] of Object.entries(body)) form.set(key, String(value));
        const response = await regional.request(path, {
          method: route.method.toUpperCase(),
          headers: {
            ...bearer(token),
            ...(multipart || !acceptsBody(route) ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(acceptsBody(route) ? { body: multipart ? form : JSON.stringify(body) } : {}),
        });
        const answer = await readJson<{ message?: string }>(response);
        const name = `${side}: ${route.method.toUpperCase()} ${path} -> ${response.status} ${answer.message ?? ''}`;
        if (
          side === 'outside' &&
          (response.status !== 403 || !answer.message?.startsWith('Your editing is limited to'))
        ) {
          problems.push(`${name}, expected 403`);
        }
        if (side === 'inside' && (response.status === 403 || response.status >= 500)) {
          problems.push(`${name}, expected the route's own answer`);
        }
      }
    }
    console.info(`region matrix: ${placedRoutes.length} routes x inside and outside`);
    expect(problems).toEqual([]);
  });
});
