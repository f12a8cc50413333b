import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../server/app';
import { type AppEnv, acceptsBody, type RouteDefinition } from '../../server/http/routes';
import { routeTable } from '../../server/routes';
import { bearer, startTestServer, type TestServer } from '../api/support/server';
import { changedTables, type DatabaseSnapshot, snapshotDatabase } from './support/databaseSnapshot';
import {
  type BadRequest,
  badRequests,
  type Encoding,
  validBody,
  type WriteRoute,
} from './support/payloads';
import { report } from './support/report';

/** Fixed so failures reproduce; RELIABILITY_SEED=<n> replays another run. */
const SEED = Number(process.env.RELIABILITY_SEED ?? 7_020_026);
const PAYLOADS_PER_ROUTE = 200;

/** Statuses the conventions (docs/api.md) answer bad input with. */
const REFUSALS = new Set([400, 404, 409, 413, 415, 422]);

/** Every create and update route: a write method with a body or uploads, from the route table. */
const writeRoutes = routeTable.filter(
  (definition) => ['post', 'put', 'patch'].includes(definition.method) && acceptsBody(definition),
);
const routeName = (definition: RouteDefinition) =>
  `${definition.method.toUpperCase()} ${definition.path}`;

/** The table each reference field of the bodies names (every `*_id` field must be listed). */
const REFERENCED_TABLES: Record<string, ReferencedTable> = {
  category_id: 'categories',
  organization_id: 'organizations',
  sponsor_id: 'organizations',
  participant_id: 'organizations',
  event_id: 'events',
  location_id: 'locations',
  country_id: 'countries',
  state_id: 'states',
  city_id: 'cities',
  participant_role_id: 'participation_roles',
};

type ReferencedTable =
  | 'categories'
  | 'organizations'
  | 'events'
  | 'locations'
  | 'countries'
  | 'states'
  | 'cities'
  | 'participation_roles';

/** A live record and a soft-deleted one of each referenced table, and a local sign-in credential. */
interface Fixtures {
  live: Record<ReferencedTable, number>;
  deleted: Record<ReferencedTable, number>;
  localCredential: string;
}

/**
 * What a valid body of each route needs beyond what its schema gives (see `derivedValues`);
 * every create and update route is listed, even with nothing to add, so that a new route fails
 * this suite until someone has looked at it. `undefined` leaves a field out.
 */
const VALID_OVERRIDES: Record<string, (fixtures: Fixtures) => Record<string, unknown>> = {
  'POST /api/admin/auth/google': (fixtures) => ({ token: fixtures.localCredential }),
  'POST /api/admin/company-links': () => ({}),
  'POST /api/admin/manager-version': () => ({}),
  'PATCH /api/admin/manager-version/{id}': () => ({}),
  'POST /api/blog': () => ({}),
  'PATCH /api/blog/{id}': () => ({}),
  'POST /api/admin/category': () => ({}),
  'PATCH /api/admin/category/{id}': () => ({}),
  'POST /api/slide': () => ({}),
  'PATCH /api/slide/{id}': () => ({}),
  'POST /api/sponsor': () => ({ sponsor_type: 'GOLD' }),
  'PATCH /api/sponsor/{id}': () => ({ sponsor_type: 'SILVER' }),
  'POST /api/admin/country': () => ({}),
  'PATCH /api/admin/country/{id}': () => ({}),
  'POST /api/admin/state': () => ({}),
  'PATCH /api/admin/state/{id}': () => ({}),
  'POST /api/admin/city': () => ({}),
  'PATCH /api/admin/city/{id}': () => ({}),
  // A new organization has no location of its own yet.
  'POST /api/admin/organization': () => ({ location_id: undefined }),
  'PATCH /api/admin/organization/{id}': () => ({ location_id: undefined }),
  'POST /api/admin/location': () => ({}),
  'PATCH /api/admin/location/{id}': () => ({}),
  'POST /api/admin/event': () => ({}),
  'PATCH /api/admin/event/{id}': () => ({}),
  'POST /api/admin/sponsorships': () => ({}),
  'POST /api/admin/event-participants': () => ({}),
  'POST /api/admin/participation-role': () => ({}),
};

/** Tried in order for each field: the first its schema accepts is its valid value. */
const CANDIDATE_VALUES = [
  'Sample text',
  'someone@example.org',
  'https://example.org/page',
  '2031-05-01T18:00:00.000Z',
  'AB',
  true,
  1,
];

/** An id no table reaches in a test run. */
const MISSING_ID = 2_000_000_000;

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

function encodingsOf(definition: RouteDefinition): Encoding[] {
  const accepted = acceptsBody(definition);
  if (accepted === 'json') return ['json'];
  if (accepted === 'multipart') return ['multipart', 'urlencoded'];
  return ['json', 'multipart', 'urlencoded'];
}

/** A valid value for each field: a live fixture for references, else the first accepted candidate. */
function derivedValues(definition: RouteDefinition, fixtures: Fixtures): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shapeOf(definition.body))) {
    if (field === 'updated_at') continue;
    const table = REFERENCED_TABLES[field];
    values[field] = table
      ? fixtures.live[table]
      : CANDIDATE_VALUES.find((candidate) => schema.safeParse(candidate).success);
  }
  return values;
}

/** The route as the payload generators see it, with its valid body. */
function writeRoute(definition: RouteDefinition, fixtures: Fixtures): WriteRoute {
  const fields = shapeOf(definition.body);
  const override = VALID_OVERRIDES[routeName(definition)]?.(fixtures) ?? {};
  const values = Object.fromEntries(
    Object.entries({ ...derivedValues(definition, fixtures), ...override }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const files = Object.fromEntries(
    Object.entries(definition.files ?? {}).map(([field, rule]) => [
      field,
      rule.kind === 'svg'
        ? () => new File([SAFE_SVG], 'icon.svg', { type: 'image/svg+xml' })
        : () => new File([PNG], 'image.png', { type: 'image/png' }),
    ]),
  );
  const references = Object.fromEntries(
    Object.keys(fields)
      .filter((field) => field in REFERENCED_TABLES)
      .map((field) => {
        const table = REFERENCED_TABLES[field] as ReferencedTable;
        return [field, { missing: MISSING_ID, deleted: fixtures.deleted[table] }];
      }),
  );
  return {
    fields,
    files: definition.files ?? {},
    encodings: encodingsOf(definition),
    references,
    valid: { values, files },
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

/** POSTs JSON or a form (with files) through the in-process app; answers the new record's id. */
async function createFixture(
  path: string,
  values: Record<string, unknown>,
  files: Record<string, File> = {},
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  const hasFiles = Object.keys(files).length > 0;
  const response = await app.request(path, {
    method: 'POST',
    headers: hasFiles ? bearer(token) : { ...bearer(token), 'Content-Type': 'application/json' },
    body: hasFiles ? form : JSON.stringify(values),
  });
  const answer = (await response.json()) as { data: Record<string, { id: number }> };
  if (response.status !== 201) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return recordId(answer.data);
}

/** The id of the record an answer carries (the first value with an id and updated_at). */
function recordId(data: Record<string, unknown>): number {
  const record = Object.values(data).find(
    (value) => typeof value === 'object' && value !== null && 'updated_at' in value,
  ) as { id: number } | undefined;
  if (!record) throw new Error(`No record in ${JSON.stringify(data)}`);
  return record.id;
}

async function softDelete(path: string): Promise<void> {
  const response = await app.request(path, { method: 'DELETE', headers: bearer(token) });
  if (response.status !== 200) throw new Error(`DELETE ${path}: ${await response.text()}`);
}

/** A live and a deleted record of every referenced table, created through the API. */
async function createFixtures(): Promise<Fixtures> {
  const live = {} as Record<ReferencedTable, number>;
  const deleted = {} as Record<ReferencedTable, number>;
  const pair = async (
    table: ReferencedTable,
    path: string,
    deletePath: string,
    values: (name: string) => Record<string, unknown>,
    files?: () => Record<string, File>,
  ) => {
    live[table] = await createFixture(path, values(`Fixture ${table}`), files?.());
    deleted[table] = await createFixture(path, values(`Deleted ${table}`), files?.());
    await softDelete(`${deletePath}/${deleted[table]}`);
  };
  const svg = () => ({ icon_file: new File([SAFE_SVG], 'icon.svg', { type: 'image/svg+xml' }) });
  const images = () => ({
    card_image: new File([PNG], 'card.png', { type: 'image/png' }),
    profile_image: new File([PNG], 'profile.png', { type: 'image/png' }),
  });
  await pair('countries', '/api/admin/country', '/api/admin/country', (country) => ({
    country,
    country_code: 'FX',
    is_published: true,
  }));
  await pair('states', '/api/admin/state', '/api/admin/state', (state) => ({
    country_id: live.countries,
    state,
    is_published: true,
  }));
  await pair('cities', '/api/admin/city', '/api/admin/city', (city) => ({
    state_id: live.states,
    city,
    is_published: true,
  }));
  await pair(
    'categories',
    '/api/admin/category',
    '/api/admin/category',
    (name) => ({ name, is_event: 1, is_organization: 1 }),
    svg,
  );
  await pair('organizations', '/api/admin/organization', '/api/admin/organization', (name) => ({
    name,
    description: 'A fixture',
    category_id: live.categories,
  }));
  await pair('locations', '/api/admin/location', '/api/admin/location', (name) => ({
    name,
    address_1: '1 Fixture Street',
    city: 'Fixture city',
    state: 'Fixture state',
    country: 'Fixture land',
    zip: 'F1X 1X1',
    latitude: 45,
    longitude: -75,
    country_id: live.countries,
    state_id: live.states,
    city_id: live.cities,
    organization_id: live.organizations,
  }));
  await pair(
    'events',
    '/api/admin/event',
    '/api/admin/event',
    (title) => ({
      category_id: live.categories,
      title,
      description: 'A fixture',
      start_time: '2031-01-01T10:00:00.000Z',
      organization_id: live.organizations,
      location_id: live.locations,
    }),
    images,
  );
  await pair(
    'participation_roles',
    '/api/admin/participation-role',
    '/api/admin/participation-role',
    (name) => ({ name }),
  );
  const local = await app.request('/api/admin/auth/local', { method: 'POST' });
  const { data } = (await local.json()) as { data: { credential: string } };
  return { live, deleted, localCredential: data.credential };
}

/** The path a request to the route goes to: an update targets the record its create made. */
function pathOf(definition: RouteDefinition): string {
  if (!definition.path.includes('{id}')) return definition.path;
  const collection = definition.path.replace(/\/\{id\}$/, '');
  const id = createdIds.get(collection);
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
  fixtures = await createFixtures();
  // Each create's valid body makes the record its update route then targets; each update's
  // valid body is applied once, so every base payload is known to be accepted.
  const creates = writeRoutes.filter((definition) => !definition.path.includes('{id}'));
  const updates = writeRoutes.filter((definition) => definition.path.includes('{id}'));
  for (const definition of [...creates, ...updates]) {
    const route = writeRoute(definition, fixtures);
    const encoding = Object.keys(route.files).length > 0 ? 'multipart' : route.encodings[0];
    const answer = await send(definition, pathOf(definition), validBody(route, encoding ?? 'json'));
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`Valid body of ${routeName(definition)} refused: ${JSON.stringify(answer)}`);
    }
    if (definition.method === 'post' && !definition.public) {
      createdIds.set(
        definition.path,
        recordId((answer.body as { data: Record<string, unknown> }).data),
      );
    }
  }
}, 120_000);

afterAll(() => server?.close());

describe('Bad input: every create and update route refuses malformed payloads and changes nothing', () => {
  it('covers every create and update route, and every reference field, with valid data', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
    expect(writeRoutes.map(routeName).filter((name) => !(name in VALID_OVERRIDES))).toEqual([]);
    const referenceFields = writeRoutes.flatMap((definition) =>
      Object.keys(shapeOf(definition.body)).filter((field) => field.endsWith('_id')),
    );
    expect(referenceFields.filter((field) => !(field in REFERENCED_TABLES))).toEqual([]);
    for (const definition of writeRoutes) {
      const { values } = writeRoute(definition, fixtures).valid;
      expect(definition.body?.safeParse(values).success ?? true, routeName(definition)).toBe(true);
    }
  });

  for (const definition of writeRoutes) {
    const name = routeName(definition);
    it(`${name}: ${PAYLOADS_PER_ROUTE} generated malformed payloads`, async () => {
      const route = writeRoute(definition, fixtures);
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
