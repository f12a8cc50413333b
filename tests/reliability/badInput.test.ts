import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApp } from '../../server/app';
import { BULK_SUFFIX } from '../../server/http/bulk';
import type { AppEnv, RouteDefinition } from '../../server/http/routes';
import { declaredResources, recordDeclarations } from '../../shared/resources';
import { BULK_ACTIONS, MAX_BULK_IDS } from '../../shared/resources/bulk';
import { apiPaths } from '../../shared/resources/record';
import { regionLevels } from '../../shared/resources/regions';
import { bearer, startTestServer, type TestServer } from '../api/support/server';
import type { ApiAnswer } from '../browser/support/server';
import { changedTables, type DatabaseSnapshot, snapshotDatabase } from './support/databaseSnapshot';
import {
  type BadRequest,
  badRequests,
  encodedBody,
  validBody,
  type WriteRoute,
} from './support/payloads';
import { report } from './support/report';
import { answeredRecord } from './support/storedContent';
import {
  bodyFields,
  bulkRoutes,
  createPathOf,
  createRoutes,
  creationOrder,
  type Encoding,
  encodingOf,
  encodingsOf,
  MISSING_ID,
  REFERENCES,
  routeName,
  routesWithoutValidBody,
  validUploads,
  validValues,
  writeRoutes,
} from './support/writeRoutes';

/** Fixed so failures reproduce; RELIABILITY_SEED=<n> replays another run. */
const SEED = Number(process.env.RELIABILITY_SEED ?? 7_020_026);
const PAYLOADS_PER_ROUTE = 200;

/** Statuses the conventions (docs/api.md) answer bad input with. */
const REFUSALS = new Set([400, 404, 409, 413, 415, 422]);

/*
 * A record action (an organization's Verified) has no field to send bad input in, only the
 * stale-write token, checked like every update's in tests/api/verification.test.ts.
 */
const routes = writeRoutes().filter((definition) => !definition.recordAction);

/** A live and a soft-deleted record made by each referenced create route, and a sign-in credential. */
interface Fixtures {
  live: Map<string, number>;
  deleted: Map<string, number>;
  localCredential: string;
}

/** The valid body of a route, its references pointing at the live fixtures. */
const validValuesOf = (definition: RouteDefinition, label = '') =>
  validValues(definition, {
    idOf: (path) => fixtures.live.get(path),
    label,
    localCredential: fixtures.localCredential,
  });

/** The route as the payload generators see it, with its valid body. */
function writeRoute(definition: RouteDefinition): WriteRoute {
  const fields = bodyFields(definition);
  const references = Object.fromEntries(
    Object.keys(fields)
      .filter((field) => field in REFERENCES)
      .map((field) => {
        const deleted = fixtures.deleted.get(REFERENCES[field] as string) as number;
        return [field, { missing: MISSING_ID, deleted }];
      }),
  );
  return {
    fields,
    files: definition.files ?? {},
    encodings: encodingsOf(definition),
    references,
    valid: { values: validValuesOf(definition), files: validUploads(definition) },
  };
}

interface Answer {
  status: number;
  body: unknown;
}

let server: TestServer;
let app: Hono<AppEnv>;
let token = '';
let fixtures: Fixtures;
/** The record each update route targets: created through its create route. */
const createdIds = new Map<string, number>();

async function send(
  definition: RouteDefinition,
  path: string,
  request: { headers: Record<string, string>; body: BodyInit | undefined },
): Promise<Answer> {
  const headers = { ...request.headers, ...(definition.public ? {} : bearer(token)) };
  const response = await app.request(path, {
    method: definition.method.toUpperCase(),
    headers,
    body: request.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the report.
  }
  return { status: response.status, body };
}

/** The id of the record a create answered. */
const recordId = (answer: Answer) =>
  answeredRecord({ status: answer.status, body: answer.body as ApiAnswer['body'] }).id;

/** Creates a record through `definition` with its valid body (text holding `label`). */
async function createFixture(definition: RouteDefinition, label: string): Promise<number> {
  const files = Object.entries(validUploads(definition)).map(([name, file]) => [name, file()]);
  const encoding = encodingOf(definition, files.length > 0);
  const request = encodedBody(
    encoding,
    validValuesOf(definition, label),
    Object.fromEntries(files),
  );
  const answer = await send(definition, definition.path, request);
  if (answer.status !== 201) throw new Error(`${definition.path}: ${JSON.stringify(answer)}`);
  return recordId(answer);
}

/** A live and a soft-deleted record of every route a reference field names, made through the API. */
async function createFixtures(): Promise<void> {
  const local = await app.request('/api/admin/auth/local', { method: 'POST' });
  const { data } = (await local.json()) as { data: { credential: string } };
  fixtures = { live: new Map(), deleted: new Map(), localCredential: data.credential };
  const referenced = new Set(Object.values(REFERENCES));
  for (const definition of creationOrder(
    createRoutes().filter((route) => referenced.has(route.path)),
  )) {
    fixtures.live.set(definition.path, await createFixture(definition, 'Fixture'));
    const deleted = await createFixture(definition, 'Deleted');
    fixtures.deleted.set(definition.path, deleted);
    const response = await app.request(`${definition.path}/${deleted}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    if (response.status !== 200) {
      throw new Error(`DELETE ${definition.path}/${deleted}: ${await response.text()}`);
    }
  }
}

/** The path a request to the route goes to: an update targets the record its create made. */
function pathOf(definition: RouteDefinition): string {
  if (!definition.path.includes('{id}')) return definition.path;
  const id = createdIds.get(createPathOf(definition.path));
  if (id === undefined) throw new Error(`No record was created for ${routeName(definition)}`);
  return definition.path.replace('{id}', String(id));
}

const namesField = (body: unknown, fields: string[]) => {
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  return fields.some(
    (field) =>
      (typeof errors === 'object' && errors !== null && field in errors) ||
      (typeof message === 'string' && message.includes(field)),
  );
};

/** What is wrong with the answer to a request that must be refused, or undefined. */
function problemWith(request: BadRequest, answer: Answer): string | undefined {
  const message = (answer.body as { message?: unknown } | null)?.message;
  const summary = `${request.label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
  if (!REFUSALS.has(answer.status)) return summary;
  if (typeof message !== 'string' || message === '') return `${summary} (no JSON message)`;
  if (request.names && answer.status !== 413 && !namesField(answer.body, request.names)) {
    return `${summary} (does not name ${request.names.join(' or ')})`;
  }
  return undefined;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signInLocal();
  // The same database through the app itself: no socket per request, and an oversized body is
  // answered without a connection reset in between.
  app = await createApp({ db: server.db, config: server.config });
  await createFixtures();
  // Each create's valid body makes the record its update route then targets; each update's
  // valid body is applied once, so every base payload is known to be accepted.
  const creates = routes.filter((definition) => !definition.path.includes('{id}'));
  const updates = routes.filter((definition) => definition.path.includes('{id}'));
  for (const definition of [...creates, ...updates]) {
    const route = writeRoute(definition);
    const encoding = encodingOf(definition, Object.keys(route.files).length > 0);
    const answer = await send(definition, pathOf(definition), validBody(route, encoding));
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`Valid body of ${routeName(definition)} refused: ${JSON.stringify(answer)}`);
    }
    if (createRoutes().includes(definition)) {
      createdIds.set(definition.path, recordId(answer));
    }
  }
}, 120_000);

afterAll(() => server?.close());

describe('Bad input: every create and update route refuses malformed payloads and changes nothing', () => {
  it('covers every create and update route, and every reference field, with valid data', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routesWithoutValidBody()).toEqual([]);
    for (const definition of routes) {
      const { values } = writeRoute(definition).valid;
      expect(definition.body?.safeParse(values).success ?? true, routeName(definition)).toBe(true);
    }
  });

  for (const definition of routes) {
    const name = routeName(definition);
    it(`${name}: ${PAYLOADS_PER_ROUTE} generated malformed payloads`, async () => {
      const route = writeRoute(definition);
      const requests = fc.sample(badRequests(route), { seed: SEED, numRuns: PAYLOADS_PER_ROUTE });
      const path = pathOf(definition);
      const before: DatabaseSnapshot = await snapshotDatabase(server.db);
      const violations: string[] = [];
      let serverErrors = 0;
      for (const request of requests) {
        const answer = await send(definition, path, await request.build());
        if (answer.status >= 500) serverErrors += 1;
        const problem = problemWith(request, answer);
        if (problem) violations.push(problem);
      }
      const changed = changedTables(before, await snapshotDatabase(server.db));
      if (changed.length > 0) violations.push(`database changed: ${changed.join(', ')}`);
      report({
        category: 'Bad input',
        check: `${name}: malformed payloads`,
        tried: requests.length,
        serverErrors,
        violations: violations.length,
        detail: `seed ${SEED}${violations[0] ? `; first: ${violations[0]}` : ''}`,
      });
      expect(violations).toEqual([]);
    });
  }
});

/** The table of each bulk route's records, by its collection path. */
const COLLECTION_TABLES: Record<string, string> = Object.fromEntries([
  ...declaredResources.map(({ api, table }) => [`/api${api.path}`, table]),
  ...recordDeclarations.map((declaration) => [apiPaths(declaration).collection, declaration.table]),
  ...regionLevels.map(({ recordName, table }) => [`/api/admin/${recordName}`, table]),
]);

const ROLES = '/api/admin/participation-role';

/** A record of `collection` made through its create route, then deleted through its DELETE. */
async function deletedRecord(collection: string): Promise<number> {
  const create = createRoutes().find((route) => route.path === collection);
  if (!create) throw new Error(`No create route at ${collection}`);
  const id = await createFixture(create, `Bulk ${collection}`);
  const response = await app.request(`${collection}/${id}`, {
    method: 'DELETE',
    headers: bearer(token),
  });
  if (response.status !== 200) throw new Error(`DELETE ${collection}/${id}: ${response.status}`);
  return id;
}

/**
 * A live participation role (no bulk route acts on roles) whose id no record of `table` has:
 * the roles' sequence is moved past that table's ids first.
 */
async function foreignRecord(table: string, label: string): Promise<number> {
  await server.db.query(
    `SELECT setval(pg_get_serial_sequence('participation_roles', 'id'), greatest(
       (SELECT coalesce(max(id), 0) FROM participation_roles),
       (SELECT coalesce(max(id), 0) FROM ${table})) + 1000)`,
  );
  const create = createRoutes().find((route) => route.path === ROLES) as RouteDefinition;
  return createFixture(create, label);
}

describe('Bad input: every bulk route refuses bad id lists whole and records it cannot find one by one', () => {
  it('covers a bulk route for every record type with bulk actions', () => {
    expect(
      bulkRoutes()
        .map((definition) => definition.path.slice(0, -BULK_SUFFIX.length))
        .sort(),
    ).toEqual(
      Object.keys(COLLECTION_TABLES)
        .filter((path) => path !== ROLES)
        .sort(),
    );
  });

  for (const definition of bulkRoutes()) {
    const name = routeName(definition);
    it(`${name}: bad lists, unknown, deleted and foreign ids change nothing`, async () => {
      const collection = definition.path.slice(0, -BULK_SUFFIX.length);
      const table = COLLECTION_TABLES[collection] as string;
      const offered = (bodyFields(definition).action as z.ZodEnum).options as string[];
      const deleted = await deletedRecord(collection);
      const foreign = await foreignRecord(table, `Foreign to ${collection}`);
      // Ids of live records, whose change a whole refusal must prevent.
      const everyId = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
      const refusedWhole: { label: string; body: object; field: string }[] = [
        { label: 'empty id list', body: { action: 'delete', ids: [] }, field: 'ids' },
        { label: `${everyId.length} ids`, body: { action: 'delete', ids: everyId }, field: 'ids' },
        { label: 'ids as text', body: { action: 'delete', ids: '1,2' }, field: 'ids' },
        { label: 'fractional id', body: { action: 'delete', ids: [1, 2.5] }, field: 'ids' },
        { label: 'unknown action', body: { action: 'archive', ids: [1] }, field: 'action' },
        ...BULK_ACTIONS.filter((action) => !offered.includes(action)).map((action) => ({
          label: `${action}, which it does not offer`,
          body: { action, ids: [1] },
          field: 'action',
        })),
      ];
      const before = await snapshotDatabase(server.db);
      const violations: string[] = [];
      let serverErrors = 0;
      const post = (body: object) =>
        send(definition, definition.path, {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (const { label, body, field } of refusedWhole) {
        const answer = await post(body);
        if (answer.status >= 500) serverErrors += 1;
        if (answer.status !== 400 || !namesField(answer.body, [field])) {
          violations.push(`${label} -> ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      const unknown = [MISSING_ID, deleted, foreign];
      for (const action of offered) {
        const answer = await post({ action, ids: unknown });
        if (answer.status >= 500) serverErrors += 1;
        const data = (answer.body as { data?: Record<string, unknown[]> }).data;
        const refused = (data?.refused ?? []) as { id: number; message?: unknown }[];
        const eachNamed =
          refused.map((refusal) => refusal.id).join() === unknown.join() &&
          refused.every((refusal) => typeof refusal.message === 'string' && refusal.message);
        if (
          answer.status !== 200 ||
          data?.changed?.length ||
          data?.unchanged?.length ||
          !eachNamed
        ) {
          violations.push(
            `${action} of unknown, deleted and foreign ids -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
        }
      }
      const changed = changedTables(before, await snapshotDatabase(server.db));
      if (changed.length > 0) violations.push(`database changed: ${changed.join(', ')}`);
      report({
        category: 'Bad input',
        check: `${name}: bad id lists and actions; unknown, deleted and foreign ids`,
        tried: refusedWhole.length + offered.length,
        serverErrors,
        violations: violations.length,
        detail: violations[0] ?? `${refusedWhole.length} refused whole, ${offered.length} actions`,
      });
      expect(violations).toEqual([]);
    });
  }
});

/** Two bytes no UTF-8 text holds, put at the end of one text field's value. */
const NOT_UTF8 = [0xff, 0xfe];
const NOT_UTF8_MARK = 'NOT-UTF8-MARK';

/** `bytes` with the first NOT_UTF8_MARK replaced by NOT_UTF8. */
function markReplaced(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const mark = Buffer.from(NOT_UTF8_MARK);
  const at = Buffer.from(bytes).indexOf(mark);
  if (at === -1) throw new Error('The body lost its mark');
  return new Uint8Array([
    ...bytes.subarray(0, at),
    ...NOT_UTF8,
    ...bytes.subarray(at + mark.length),
  ]);
}

/**
 * A valid body of `route` whose `field`, as text, ends in bytes that are not UTF-8: raw in JSON and
 * multipart, percent-encoded (`%FF%FE`) in an urlencoded form, as a form's encoder sends bytes.
 */
async function notUtf8Body(route: WriteRoute, encoding: Encoding, field: string) {
  const values = { ...route.valid.values, [field]: `${route.valid.values[field]}${NOT_UTF8_MARK}` };
  const files =
    encoding === 'multipart'
      ? Object.fromEntries(Object.entries(route.valid.files).map(([name, file]) => [name, file()]))
      : {};
  const { headers, body } = encodedBody(encoding, values, files);
  if (encoding === 'urlencoded') {
    const hex = NOT_UTF8.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    return { headers, body: String(body).replace(NOT_UTF8_MARK, hex) };
  }
  // The Response spells the body as it travels (a multipart body with its boundary).
  const response = new Response(body, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  return { headers: { 'Content-Type': contentType }, body: markReplaced(bytes) };
}

describe('Bad input: text that is not UTF-8 is refused on every create and update route, naming its field', () => {
  for (const definition of routes) {
    const name = routeName(definition);
    it(`${name}: each field as text with bytes that are not UTF-8, in each encoding it takes`, async () => {
      const route = writeRoute(definition);
      // Every field, sent as text: a form's fields are all text, and so is a JSON id sent as one.
      const textFields = Object.keys(route.valid.values);
      expect(textFields.length, `${name} has no field`).toBeGreaterThan(0);
      const path = pathOf(definition);
      const before = await snapshotDatabase(server.db);
      const violations: string[] = [];
      let serverErrors = 0;
      let tried = 0;
      for (const encoding of route.encodings) {
        for (const field of textFields) {
          const answer = await send(definition, path, await notUtf8Body(route, encoding, field));
          tried += 1;
          if (answer.status >= 500) serverErrors += 1;
          const codes = (answer.body as { error_codes?: Record<string, { code?: string }> })
            .error_codes;
          if (answer.status !== 400 || codes?.[field]?.code !== 'invalid_utf8') {
            violations.push(
              `${field} (${encoding}) -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
            );
          }
        }
      }
      const changed = changedTables(before, await snapshotDatabase(server.db));
      if (changed.length > 0) violations.push(`database changed: ${changed.join(', ')}`);
      report({
        category: 'Bad input',
        check: `${name}: text that is not UTF-8`,
        tried,
        serverErrors,
        violations: violations.length,
        detail: violations[0] ?? `${textFields.length} fields × ${route.encodings.join(', ')}`,
      });
      expect(violations).toEqual([]);
    });
  }
});
