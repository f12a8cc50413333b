import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBody, type RouteDefinition } from '../../server/http/routes';
import { routeTable } from '../../server/routes';
import { seedIfEmpty } from '../../server/seed';
import { declaredResources, recordDeclarations } from '../../shared/resources';
import { HISTORY_TABLES } from '../../shared/resources/history';
import { regionLevels } from '../../shared/resources/regions';
import { startGoogleModeServer, type testIdentityProvider } from '../api/support/identity';
import { bearer, jsonRequest, type TestServer } from '../api/support/server';
import {
  type RefusedCredential,
  refusedCredentials,
  signInWithIdToken,
} from './support/credentials';
import { report } from './support/report';

const ADMINISTRATOR = 'ada@example.org';
const STRANGER = 'mallory@example.org';
const MAX_FAILED_SIGN_INS = 5;

/**
 * The rule for what is guarded: the API is every route under /api/, and of those only the
 * `public` ones answer without a session. Issue 7 names the public ones: health, auth config and
 * sign-in (local and Google); issue 18 adds readiness, for load balancers. /app-config.js lies outside the API: the console reads it before
 * anyone signs in, and it holds no records.
 */
const isApiRoute = (definition: RouteDefinition) => definition.path.startsWith('/api/');
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/admin/auth/config',
  'POST /api/admin/auth/local',
  'POST /api/admin/auth/google',
];
const routeName = (definition: RouteDefinition) =>
  `${definition.method.toUpperCase()} ${definition.path}`;
const guardedRoutes = routeTable.filter(
  (definition) => isApiRoute(definition) && !definition.public,
);

/**
 * Which table a path parameter's id comes from, by the path segment before it (`/event/{eventId}`
 * -> events): the route table does not say. `children` picks the row with the most live
 * children, so that a list under it would leak records if the guard failed.
 */
const PARAMETER_TABLES: Record<
  string,
  { table: string; children?: [string, string][]; softDeleted?: false }
> = {
  'company-link': { table: 'company_links' },
  'manager-version': { table: 'manager_versions' },
  ...Object.fromEntries(
    [...declaredResources, ...recordDeclarations].map(({ api, table }) => [
      api.path.split('/').at(-1),
      { table },
    ]),
  ),
  ...Object.fromEntries(
    regionLevels.map(({ recordName, table }) => [
      recordName,
      {
        table,
        children: regionLevels.flatMap(({ table: child, parent }) =>
          parent?.table === table ? [[child, parent.column] as [string, string]] : [],
        ),
      },
    ]),
  ),
  organization: {
    table: 'organizations',
    children: [
      ['locations', 'organization_id'],
      ['events', 'organization_id'],
    ],
  },
  event: {
    table: 'events',
    children: [
      ['sponsorships', 'event_id'],
      ['event_participants', 'event_id'],
    ],
  },
  sponsorships: { table: 'sponsorships' },
  'saved-views': { table: 'saved_views' },
  'event-participants': { table: 'event_participants' },
  'event-participant': { table: 'event_participants' },
  files: { table: 'files' },
  // The undo of a bulk action, /api/admin/bulk/{id}/undo: a recorded batch (never deleted).
  bulk: { table: 'bulk_batches', softDeleted: false },
  // The revert of a history entry, /api/admin/history/{id}/revert (entries are never deleted).
  history: { table: 'history_entries', softDeleted: false },
  // The revert of a merge, /api/admin/organization-merges/{merge_id}/revert (never deleted).
  'organization-merges': { table: 'organization_merges', softDeleted: false },
  // An import of organizations, /api/admin/organization/imports/{id} and its actions.
  imports: { table: 'import_jobs', softDeleted: false },
  // A pair of possible duplicates, /api/admin/duplicate-pairs/{pair_id}/dismiss (kept when dismissed).
  'duplicate-pairs': { table: 'duplicate_pairs', softDeleted: false },
  // The trash's restore routes, one per table: /api/admin/trash/<table>/{id}/restore.
  ...Object.fromEntries(HISTORY_TABLES.map((table) => [table, { table }])),
};
const PARAMETER = /([^/]+)\/\{\w+\}/g;
const parameterSegments = (path: string) => [...path.matchAll(PARAMETER)].map((match) => match[1]);

/** The columns that name the seeded records: none of them may appear in a refusal. */
const RECORD_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    [...declaredResources, ...recordDeclarations].map(({ table, recordName }) => [
      table,
      recordName,
    ]),
  ),
  ...Object.fromEntries(regionLevels.map(({ table, recordName }) => [table, recordName])),
  company_links: 'name',
  files: 'filename',
};
/** Shorter names could match words of an error message by chance. */
const MIN_NAME_LENGTH = 5;

let server: TestServer;
let mint: Awaited<ReturnType<typeof testIdentityProvider>>['mint'];
beforeAll(async () => {
  ({ server, mint } = await startGoogleModeServer(ADMINISTRATOR, {
    SIGN_IN_MAX_FAILURES: String(MAX_FAILED_SIGN_INS),
  }));
  await seedIfEmpty(server.db);
  // The sample content has no app settings record; its route needs a real id too.
  await server.db.query('INSERT INTO manager_versions DEFAULT VALUES');
  // Nor a saved view.
  await server.db.query(
    `INSERT INTO saved_views (name, list, params, shared, owner_id)
     SELECT 'Seeded view', 'organizations', '{"filter": {}}', true, id FROM administrators
      ORDER BY id LIMIT 1`,
  );
  // Nor a merge: its revert route needs a merge's id.
  await server.db.query(
    `INSERT INTO organization_merges (administrator_id, kept_id, merged_id)
     SELECT (SELECT id FROM administrators ORDER BY id LIMIT 1), min(id), max(id) FROM organizations`,
  );
  // Nor an import: its routes need an import's id.
  await server.db.query(
    `INSERT INTO import_jobs (created_by, file_name, header, mapping)
     SELECT id, 'organizations.csv', '["name"]', '{"name": "name"}' FROM administrators
      ORDER BY id LIMIT 1`,
  );
  // Nor a pair of possible duplicates: its dismiss route needs a pair's id.
  await server.db.query(
    `INSERT INTO duplicate_pairs (organization_id, other_id, reasons, similarity, score)
     SELECT min(id), max(id), '{phone}', 0, 1 FROM organizations`,
  );
  // Nor a bulk action: the undo route needs a batch's id.
  await server.db.query(
    `INSERT INTO bulk_batches (administrator_id, resource, action)
     SELECT id, 'organizations', 'publish' FROM administrators ORDER BY id LIMIT 1`,
  );
});
afterAll(() => server?.close());

/** A live id per parameter segment, of a row with children where that matters. */
async function existingIds(): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [segment, { table, children = [], softDeleted }] of Object.entries(PARAMETER_TABLES)) {
    const childCount = children
      .map(
        ([child, column]) =>
          `(SELECT count(*) FROM ${child} c WHERE c.${column} = p.id AND c.deleted_at IS NULL)`,
      )
      .join(' + ');
    const [row] = await server.db.query<{ id: number }>(
      `SELECT p.id FROM ${table} p WHERE ${softDeleted === false ? 'true' : 'p.deleted_at IS NULL'}
       ORDER BY ${childCount ? `${childCount} DESC,` : ''} p.id LIMIT 1`,
    );
    if (!row) throw new Error(`The seeded database has no live row in ${table}`);
    ids.set(segment, row.id);
  }
  return ids;
}

async function recordNames(): Promise<string[]> {
  const names = new Set<string>();
  for (const [table, column] of Object.entries(RECORD_NAMES)) {
    const rows = await server.db.query<{ name: string }>(
      `SELECT DISTINCT ${column} AS name FROM ${table} WHERE length(${column}) >= $1`,
      [MIN_NAME_LENGTH],
    );
    for (const { name } of rows) names.add(name);
  }
  return [...names];
}

/** The genuine `sig` the API gave out for some file other than `fileId`, read as an administrator. */
async function signatureOfAnotherFile(fileId: number, token: string): Promise<string> {
  const listing = await (
    await server.request('/api/admin/category', { headers: bearer(token) })
  ).text();
  for (const [, id, signature] of listing.matchAll(/\/files\/(\d+)\?sig=([\w-]+)/g)) {
    if (Number(id) !== fileId && signature) return signature;
  }
  throw new Error('No signed file URL of another file was found in the category list');
}

/** A request with a body each route accepts (so validation cannot answer before the guard). */
function requestInit(definition: RouteDefinition, headers: Record<string, string>): RequestInit {
  const method = definition.method.toUpperCase();
  const bodyTypes = acceptsBody(definition);
  if (!bodyTypes) return { method, headers };
  if (bodyTypes === 'multipart') return { method, headers, body: new FormData() };
  return { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' };
}

/** What is wrong with an answer that should refuse: undefined when it is a clean refusal. */
async function refusalProblem(response: Response, names: string[]): Promise<string | undefined> {
  const text = await response.text();
  if (response.status !== 401 && response.status !== 403) return `answered ${response.status}`;
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    return `${response.status} is not JSON (${response.headers.get('content-type')})`;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `${response.status} body is not valid JSON`;
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') {
    return `${response.status} without a message`;
  }
  if ('data' in body) return `${response.status} carries a data key`;
  const leaked = names.find((name) => text.includes(name));
  return leaked === undefined ? undefined : `${response.status} shows the record name "${leaked}"`;
}

describe('API access without an administrator session', () => {
  it('leaves open exactly health, auth config and sign-in', () => {
    const open = routeTable
      .filter((definition) => isApiRoute(definition) && definition.public)
      .map(routeName);
    const unexpected = open.filter((name) => !PUBLIC_API_ROUTES.includes(name));
    const missing = PUBLIC_API_ROUTES.filter((name) => !open.includes(name));
    report({
      category: 'Access',
      check: 'API routes open without a session (only health, auth config, sign-in)',
      tried: open.length,
      serverErrors: 0,
      violations: unexpected.length + missing.length,
      detail: unexpected.length
        ? `also open: ${unexpected.join(', ')}`
        : missing.length
          ? `missing: ${missing.join(', ')}`
          : `${guardedRoutes.length} of ${open.length + guardedRoutes.length} API routes guarded`,
    });
    expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
  });

  it('refuses every guarded route with 401 or 403, a JSON message and no record data', async () => {
    const unknownSegments = [
      ...new Set(guardedRoutes.flatMap((definition) => parameterSegments(definition.path))),
    ].filter((segment) => !(segment && segment in PARAMETER_TABLES));
    expect(unknownSegments, 'add these path segments to PARAMETER_TABLES').toEqual([]);

    const [ids, names, credentials] = await Promise.all([
      existingIds(),
      recordNames(),
      refusedCredentials({
        server,
        mint,
        administratorEmail: ADMINISTRATOR,
        strangerEmail: STRANGER,
      }),
    ]);
    const pathOf = (definition: RouteDefinition) =>
      definition.path.replace(PARAMETER, (_, segment: string) => `${segment}/${ids.get(segment)}`);

    // The control: with a real session the reads by id do answer records, so the ids are live
    // and a guard that let them through would show. (Reads that need a query would answer 400,
    // which the matrix counts as a violation too.)
    const token = await signInWithIdToken(server, await mint({ email: ADMINISTRATOR }));
    const unreadable: string[] = [];
    for (const definition of guardedRoutes.filter(
      (route) => route.method === 'get' && parameterSegments(route.path).length > 0,
    )) {
      const response = await server.request(pathOf(definition), { headers: bearer(token) });
      if (response.status !== 200)
        unreadable.push(`${routeName(definition)} -> ${response.status}`);
    }
    expect(unreadable, 'reads that fail even for an administrator').toEqual([]);
    const signatures = [
      'not-a-signature',
      await signatureOfAnotherFile(ids.get('files') as number, token),
    ];

    const failures: string[] = [];
    for (const credential of credentials) {
      failures.push(...(await tryEveryGuardedRoute(credential, pathOf, signatures, names)));
    }
    expect(failures).toEqual([]);
  });
});

/** Calls each guarded route once with `credential` (file routes also with bad signatures); one row. */
async function tryEveryGuardedRoute(
  credential: RefusedCredential,
  pathOf: (definition: RouteDefinition) => string,
  badSignatures: string[],
  names: string[],
): Promise<string[]> {
  const violations: string[] = [];
  const statuses = new Map<number, number>();
  let tried = 0;
  let serverErrors = 0;
  for (const definition of guardedRoutes) {
    const path = pathOf(definition);
    const urls = [
      path,
      ...(definition.signedAccess
        ? badSignatures.map((signature) => `${path}?sig=${encodeURIComponent(signature)}`)
        : []),
    ];
    for (const url of urls) {
      const response = await server.request(url, requestInit(definition, credential.headers));
      tried += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) serverErrors += 1;
      const problem = await refusalProblem(response, names);
      if (problem)
        violations.push(
          `${credential.kind}: ${definition.method.toUpperCase()} ${url} -> ${problem}`,
        );
    }
  }
  report({
    category: 'Access',
    check: `Every guarded API route, ${credential.kind}`,
    tried,
    serverErrors,
    violations: violations.length,
    detail:
      violations[0] ?? [...statuses].map(([status, count]) => `${count}x ${status}`).join(', '),
  });
  return violations;
}

describe('sign-in', () => {
  const signIn = (idToken: string) =>
    server.request('/api/admin/auth/google', jsonRequest('POST', { token: idToken }));
  /** Failed sign-ins made so far from this test's address (the limiter counts per address). */
  let failedSignIns = 0;
  const failSignIn = () => {
    failedSignIns += 1;
    return signIn(`not-an-id-token-${failedSignIns}`);
  };

  it("refuses a non-administrator's Google ID token with 403 and a message", async () => {
    failedSignIns += 1;
    const response = await signIn(await mint({ email: STRANGER }));
    const body = (await response.json()) as Record<string, unknown>;
    const problem =
      response.status !== 403
        ? `answered ${response.status}`
        : typeof body.message !== 'string' || !body.message
          ? 'no message'
          : 'data' in body
            ? 'carries a data key'
            : undefined;
    report({
      category: 'Access',
      check: "Sign-in with a non-administrator's Google ID token",
      tried: 1,
      serverErrors: response.status >= 500 ? 1 : 0,
      violations: problem ? 1 : 0,
      detail: problem ?? `${response.status}: ${String(body.message)}`,
    });
    expect(problem).toBeUndefined();
  });

  it('never answers 429 to successful sign-ins, even one failure short of the limit', async () => {
    while (failedSignIns < MAX_FAILED_SIGN_INS - 1) await failSignIn();
    const attempts = MAX_FAILED_SIGN_INS * 4;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      statuses.push((await signIn(await mint({ email: ADMINISTRATOR }))).status);
    }
    const refused = statuses.filter((status) => status !== 200);
    report({
      category: 'Access',
      check: `Successful sign-ins in a row (${MAX_FAILED_SIGN_INS - 1} failures already counted)`,
      tried: attempts,
      serverErrors: statuses.filter((status) => status >= 500).length,
      violations: refused.length,
      detail: refused.length ? `first refusal: ${refused[0]}` : `${attempts}x 200`,
    });
    expect(refused).toEqual([]);
  });

  it('answers repeated failed sign-ins from one address with 429, a message and Retry-After', async () => {
    const statuses: number[] = [];
    while (failedSignIns < MAX_FAILED_SIGN_INS) statuses.push((await failSignIn()).status);
    const limited = await failSignIn();
    const body = (await limited.json()) as Record<string, unknown>;
    const retryAfter = Number(limited.headers.get('retry-after'));
    const problems = [
      ...statuses
        .filter((status) => status !== 401)
        .map((status) => `failure within the limit answered ${status}`),
      ...(limited.status === 429 ? [] : [`failure past the limit answered ${limited.status}`]),
      ...(typeof body.message === 'string' && body.message ? [] : ['429 without a message']),
      ...(retryAfter > 0 ? [] : ['429 without Retry-After']),
    ];
    report({
      category: 'Access',
      check: `Failed sign-ins from one address (limit ${MAX_FAILED_SIGN_INS})`,
      tried: failedSignIns,
      serverErrors: [...statuses, limited.status].filter((status) => status >= 500).length,
      violations: problems.length,
      detail:
        problems[0] ??
        `failure ${failedSignIns} -> ${limited.status}, Retry-After ${retryAfter} s: ${String(body.message)}`,
    });
    expect(problems).toEqual([]);
  });
});
