import type { Hono } from 'hono';
import { expect } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../server/app';
import { bootstrapAdministrators } from '../../../server/auth/administrators';
import { configuredAdministrators, loadConfig } from '../../../server/config';
import type { Database, Queryable } from '../../../server/db/database';
import { type RecordedStatement, recordingDatabase } from '../../../server/db/recording';
import type { AppEnv } from '../../../server/http/routes';
import { routeTable } from '../../../server/routes';
import { declaredResources } from '../../../shared/resources';
import { sortableColumns } from '../../../shared/resources/declaration';
import { HISTORY_ACTIONS, HISTORY_TABLES } from '../../../shared/resources/history';
import { FINDINGS } from '../../../shared/resources/reviewQueue';
import { IMPORT_OUTCOMES } from '../../../shared/schemas/organizationImport';
import { type PlanNode, planSummary } from './plans';

/**
 * Every GET route of the API, called for real with realistic parameters, and each SQL statement
 * a call runs, EXPLAINed: the EXPLAIN checks walk the routes through this, on whichever data set.
 */

/** Ids of real rows of the data set, for paths and filters. */
export interface Fixtures {
  country: number;
  state: number;
  city: number;
  organization: number;
  location: number;
  event: number;
  eventParticipant: number;
  participationRole: number;
  file: number;
  administrator: number;
  /** An import of the signed-in administrator's (made by routeExplainerOn). */
  importJob: number;
  /** A live record of each declared resource, by its name. */
  declared: Record<string, number>;
}

/**
 * A declared resource's list (searched, paged, in each of its orders both ways) and record, and
 * what uses a record if others do.
 */
const declaredRequests = Object.fromEntries(
  declaredResources.flatMap((declaration) => {
    const { name, api, inUseMessage } = declaration;
    const base = `/api${api.path}`;
    const item = (ids: Fixtures) => `${base}/${ids.declared[name]}`;
    const orders = sortableColumns(declaration).flatMap((column) =>
      ['asc', 'desc'].map(
        (order) => `${base}?sort=${column}&order=${order}&page_num=1&per_page=10`,
      ),
    );
    return [
      [base, () => [base, `${base}?search=a`, `${base}?page_num=2&per_page=5`, ...orders]],
      [`${base}/{id}`, (ids: Fixtures) => [item(ids)]],
      ...(inUseMessage ? [[`${base}/{id}/usage`, (ids: Fixtures) => [`${item(ids)}/usage`]]] : []),
    ];
  }),
);

type Requests = Record<string, (ids: Fixtures) => string[]>;

/** The requests of the GET routes other than the exports. */
const PAGE_AND_RECORD_REQUESTS: Requests = {
  '/api/health': () => ['/api/health'],
  '/api/health/ready': () => ['/api/health/ready'],
  '/api/admin/auth/config': () => ['/api/admin/auth/config'],
  '/api/admin/administrators': () => ['/api/admin/administrators'],
  '/api/admin/administrators/{id}': (ids) => [`/api/admin/administrators/${ids.administrator}`],
  '/api/admin/auth/me': () => ['/api/admin/auth/me'],
  '/api/admin/dashboard': () => ['/api/admin/dashboard'],
  '/api/admin/dashboard/charts': () => ['/api/admin/dashboard/charts'],
  '/api/admin/trash': () => [
    '/api/admin/trash',
    '/api/admin/trash?page_num=3&per_page=10',
    '/api/admin/trash?q=club',
    ...HISTORY_TABLES.map((table) => `/api/admin/trash?resource=${table}`),
  ],
  '/api/admin/history': (ids) => [
    '/api/admin/history',
    '/api/admin/history?page_num=40',
    `/api/admin/history?resource=organizations&record_id=${ids.organization}`,
    '/api/admin/history?resource=events&action=create&per_page=100',
    '/api/admin/history?administrator_id=1&from=2026-01-01&to=2026-12-31',
    ...HISTORY_TABLES.map((table) => `/api/admin/history?resource=${table}`),
    ...HISTORY_ACTIONS.map((action) => `/api/admin/history?action=${action}`),
  ],
  '/api/admin/company-links': () => ['/api/admin/company-links'],
  '/api/admin/manager-version': () => ['/api/admin/manager-version'],
  ...declaredRequests,
  '/api/admin/country': (ids) => [
    '/api/admin/country',
    '/api/admin/country?country=can',
    '/api/admin/country?country_start=C&max_country=20',
    `/api/admin/country?id=${ids.country}&page_num=1`,
    '/api/admin/country?sort=id&order=desc',
    '/api/admin/country?sort=country&order=desc&page_num=2',
    '/api/admin/country?sort=is_published&order=asc',
  ],
  '/api/admin/country/{id}': (ids) => [`/api/admin/country/${ids.country}`],
  '/api/admin/country/{id}/usage': (ids) => [`/api/admin/country/${ids.country}/usage`],
  '/api/admin/country/{id}/states': (ids) => [
    `/api/admin/country/${ids.country}/states`,
    `/api/admin/country/${ids.country}/states?state=on`,
    `/api/admin/country/${ids.country}/states?state_start=N&max_states=5&page_num=2`,
    `/api/admin/country/${ids.country}/states?id=${ids.state}`,
    `/api/admin/country/${ids.country}/states?sort=id&order=desc`,
    `/api/admin/country/${ids.country}/states?sort=state&order=desc`,
    `/api/admin/country/${ids.country}/states?sort=is_published&order=asc`,
  ],
  '/api/admin/state/{id}': (ids) => [`/api/admin/state/${ids.state}`],
  '/api/admin/state/{id}/usage': (ids) => [`/api/admin/state/${ids.state}/usage`],
  '/api/admin/state/{id}/cities': (ids) => [
    `/api/admin/state/${ids.state}/cities`,
    `/api/admin/state/${ids.state}/cities?city=ton`,
    `/api/admin/state/${ids.state}/cities?city_start=S&max_cities=20&page_num=3`,
    `/api/admin/state/${ids.state}/cities?city_start=%23`,
    `/api/admin/state/${ids.state}/cities?id=${ids.city}`,
    `/api/admin/state/${ids.state}/cities?sort=id&order=desc&page_num=2`,
    `/api/admin/state/${ids.state}/cities?sort=city&order=desc&page_num=2`,
    `/api/admin/state/${ids.state}/cities?sort=is_published&order=desc&page_num=3`,
    `/api/admin/state/${ids.state}/cities?sort=city&order=asc&page_num=2`,
  ],
  '/api/admin/city/{id}': (ids) => [`/api/admin/city/${ids.city}`],
  '/api/admin/city/{id}/usage': (ids) => [`/api/admin/city/${ids.city}/usage`],
  '/api/admin/lookup/countries': () => ['/api/admin/lookup/countries?q=ca'],
  '/api/admin/lookup/country': () => ['/api/admin/lookup/country?name=Canada'],
  '/api/admin/lookup/states': (ids) => [
    `/api/admin/lookup/states?country_id=${ids.country}&q=n`,
    '/api/admin/lookup/states?q=n',
  ],
  '/api/admin/lookup/state': (ids) => [
    `/api/admin/lookup/state?country_id=${ids.country}&name=Ontario`,
  ],
  '/api/admin/lookup/cities': (ids) => [
    `/api/admin/lookup/cities?state_id=${ids.state}&q=m`,
    '/api/admin/lookup/cities?q=m',
  ],
  '/api/admin/lookup/city': (ids) => [`/api/admin/lookup/city?state_id=${ids.state}&name=Toronto`],
  '/api/admin/lookup/state/{id}': (ids) => [`/api/admin/lookup/state/${ids.state}`],
  '/api/admin/lookup/city/{id}': (ids) => [`/api/admin/lookup/city/${ids.city}`],
  '/api/admin/organization': () => [
    '/api/admin/organization',
    '/api/admin/organization?sort=id&order=desc&page_num=3',
    '/api/admin/organization?sort=name&order=desc&status=Published&page_num=2',
    '/api/admin/organization?sort=is_published&order=desc&page_num=4',
    '/api/admin/organization?sort=city&order=asc&page_num=3',
    '/api/admin/organization?sort=city&order=desc&status=Unpublished',
    '/api/admin/organization?status=Published',
    '/api/admin/organization?status=Unpublished',
    '/api/admin/organization?name=arts',
    '/api/admin/organization?city=toronto',
    '/api/admin/organization?name=club&city=van',
    '/api/admin/organization?name_start=M',
    '/api/admin/organization?name_start=%23',
    '/api/admin/organization?corkboard=1&status=Published',
    '/api/admin/organization?page_num=300&max_organizations=50',
    '/api/admin/organization?created_within_days=30',
    '/api/admin/organization?created_within_days=30&status=Published&name=a',
    '/api/admin/organization?sort=last_verified_at&order=asc&page_num=2',
    '/api/admin/organization?review=overdue',
    '/api/admin/organization?review=due_soon&sort=last_verified_at',
    '/api/admin/organization?review=current&sort=last_verified_at&order=desc',
    '/api/admin/organization?review=overdue&status=Published&name=a',
  ],
  '/api/admin/organization/{id}': (ids) => [`/api/admin/organization/${ids.organization}`],
  '/api/admin/organization/{id}/usage': (ids) => [
    `/api/admin/organization/${ids.organization}/usage`,
  ],
  '/api/admin/organization/{id}/locations': (ids) => [
    `/api/admin/organization/${ids.organization}/locations`,
  ],
  '/api/admin/organization/{id}/movable': (ids) => [
    `/api/admin/organization/${ids.organization}/movable`,
  ],
  '/api/admin/organization/{id}/findings': (ids) => [
    `/api/admin/organization/${ids.organization}/findings`,
  ],
  '/api/admin/review-queue': (ids) => [
    '/api/admin/review-queue',
    '/api/admin/review-queue?page_num=20&per_page=50',
    `/api/admin/review-queue?state_id=${ids.state}`,
    `/api/admin/review-queue?city_id=${ids.city}&page_num=2`,
    `/api/admin/review-queue?category_id=${ids.declared.categories}`,
    `/api/admin/review-queue?state_id=${ids.state}&category_id=${ids.declared.categories}`,
    ...FINDINGS.map((finding) => `/api/admin/review-queue?finding=${finding}`),
    ...FINDINGS.map((finding) => `/api/admin/review-queue?finding=${finding}&city_id=${ids.city}`),
  ],
  '/api/admin/organization/duplicates': (ids) => [
    `/api/admin/organization/duplicates?name=Toronto%20Food%20Bank&city_id=${ids.city}`,
    `/api/admin/organization/duplicates?name=Maple%20Arts%20Council&city_id=${ids.city}&exclude_id=${ids.organization}`,
    '/api/admin/organization/duplicates?phone_number=(416)%20555-0107',
    '/api/admin/organization/duplicates?email_address=info@maple-arts-council.ca',
    '/api/admin/organization/duplicates?website_url=https://www.maple-arts-council.ca/about',
  ],
  '/api/admin/duplicate-pairs': (ids) => [
    '/api/admin/duplicate-pairs',
    '/api/admin/duplicate-pairs?page_num=40&max_pairs=100',
    `/api/admin/duplicate-pairs?state_id=${ids.state}`,
    `/api/admin/duplicate-pairs?state_id=${ids.state}&page_num=20&max_pairs=50`,
  ],
  '/api/admin/organization-v2': (ids) => [
    '/api/admin/organization-v2',
    '/api/admin/organization-v2?sort_by_name=DESC',
    '/api/admin/organization-v2?sort_by_id=ASC',
    '/api/admin/organization-v2?sort_by_id=DESC&page_num=40',
    `/api/admin/organization-v2?city=${ids.city}`,
    `/api/admin/organization-v2?city=${ids.city}&sort_by_id=DESC&status=Published`,
    `/api/admin/organization-v2?state=${ids.state}`,
    `/api/admin/organization-v2?state=${ids.state}&name=music&corkboard=0`,
    `/api/admin/organization-v2?state=${ids.state}&name_start=B&max_organizations=25`,
    '/api/admin/organization-v2?status=Unpublished&sort_by_name=ASC',
  ],
  '/api/admin/location': (ids) => [
    '/api/admin/location',
    `/api/admin/location?organization_id=${ids.organization}`,
    '/api/admin/location?page_num=100&per_page=50',
  ],
  '/api/admin/location/{id}': (ids) => [`/api/admin/location/${ids.location}`],
  '/api/admin/location/{id}/usage': (ids) => [`/api/admin/location/${ids.location}/usage`],
  '/api/admin/event': () => [
    '/api/admin/event',
    '/api/admin/event?status=Published',
    '/api/admin/event?status=Unpublished',
    '/api/admin/event?title=festival',
    '/api/admin/event?city=toronto',
    '/api/admin/event?title=market&city=ottawa',
    '/api/admin/event?page_num=500&per_page=20',
    '/api/admin/event?sort=title&order=asc&page_num=20',
    '/api/admin/event?sort=title&order=desc&status=Published',
    '/api/admin/event?sort=id&order=asc&page_num=3',
    '/api/admin/event?sort=start_time&order=asc&page_num=2',
    '/api/admin/event?sort=is_published&order=asc&page_num=5',
    '/api/admin/event?sort=city&order=desc&page_num=2',
    '/api/admin/event?sort=organization_name&order=asc&status=Unpublished',
  ],
  '/api/admin/event/{id}': (ids) => [`/api/admin/event/${ids.event}`],
  '/api/admin/organization/{id}/events': (ids) => [
    `/api/admin/organization/${ids.organization}/events`,
    `/api/admin/organization/${ids.organization}/events?is_archive=true`,
    `/api/admin/organization/${ids.organization}/events?status=Published&page_num=3&per_page=20`,
    `/api/admin/organization/${ids.organization}/events?sort=title&order=asc`,
    `/api/admin/organization/${ids.organization}/events?sort=id&order=desc&is_archive=true`,
    `/api/admin/organization/${ids.organization}/events?sort=city&order=asc`,
    `/api/admin/organization/${ids.organization}/events?sort=start_time&order=asc`,
    `/api/admin/organization/${ids.organization}/events?sort=organization_name&order=desc`,
    `/api/admin/organization/${ids.organization}/events?sort=is_published&order=desc`,
  ],
  '/api/admin/event/{eventId}/sponsorships': (ids) => [
    `/api/admin/event/${ids.event}/sponsorships`,
    `/api/admin/event/${ids.event}/sponsorships?q=a`,
  ],
  '/api/admin/event/{eventId}/event-participants': (ids) => [
    `/api/admin/event/${ids.event}/event-participants`,
    `/api/admin/event/${ids.event}/event-participants?q=a`,
  ],
  '/api/admin/event-participant/{id}/participation-role': (ids) => [
    `/api/admin/event-participant/${ids.eventParticipant}/participation-role`,
  ],
  '/api/admin/participation-role': () => [
    '/api/admin/participation-role',
    '/api/admin/participation-role?q=spe',
  ],
  '/api/admin/participation-role/{id}': (ids) => [
    `/api/admin/participation-role/${ids.participationRole}`,
  ],
  '/api/admin/participation-role/{id}/usage': (ids) => [
    `/api/admin/participation-role/${ids.participationRole}/usage`,
  ],
  '/api/admin/saved-views': () => [
    '/api/admin/saved-views',
    '/api/admin/saved-views?list=organizations',
  ],
  '/api/files/{id}': (ids) => [`/api/files/${ids.file}`],
  '/app-config.js': () => ['/app-config.js'],
  '/api/openapi.json': () => ['/api/openapi.json'],
  '/api/admin/hsds/export': () => ['/api/admin/hsds/export'],
  '/api/admin/organization/imports': () => ['/api/admin/organization/imports'],
  '/api/admin/organization/imports/mapping': () => [
    `/api/admin/organization/imports/mapping?columns=${encodeURIComponent('["id","name","Nom"]')}`,
  ],
  '/api/admin/organization/imports/{id}': (ids) => [
    `/api/admin/organization/imports/${ids.importJob}`,
  ],
  '/api/admin/organization/imports/{id}/rows': (ids) => [
    `/api/admin/organization/imports/${ids.importJob}/rows?page_num=2&per_page=25`,
    ...IMPORT_OUTCOMES.map(
      (outcome) =>
        `/api/admin/organization/imports/${ids.importJob}/rows?outcome=${outcome}&page_num=1&per_page=25`,
    ),
  ],
};

export const getRoutes = routeTable.filter((route) => route.method === 'get');

const EXPORT_SUFFIX = '.csv';

/** A list request as its export: the same filters and order, no paging. */
function exportUrl(listUrl: string): string {
  const url = new URL(listUrl, 'http://x');
  url.pathname += EXPORT_SUFFIX;
  for (const name of [...url.searchParams.keys()]) {
    if (name === 'page_num' || name === 'per_page' || name.startsWith('max_')) {
      url.searchParams.delete(name);
    }
  }
  return `${url.pathname}${url.search}`;
}

/** The parameters an export takes that its list does not: a search the console does itself. */
const EXPORT_ONLY_REQUESTS: Requests = {
  '/api/admin/administrators.csv': () => ['/api/admin/administrators.csv?q=admin'],
  '/api/admin/organization/{id}/locations.csv': (ids) => [
    `/api/admin/organization/${ids.organization}/locations.csv?q=street`,
  ],
  '/api/admin/organization/imports/{id}/invalid.csv': (ids) => [
    `/api/admin/organization/imports/${ids.importJob}/invalid.csv`,
  ],
};

/** Each list's export, asked as each of the list's own requests without their paging. */
const exportRequests: Requests = Object.fromEntries(
  getRoutes
    .filter((route) => route.path.endsWith(EXPORT_SUFFIX))
    .map((route) => {
      const list = PAGE_AND_RECORD_REQUESTS[route.path.slice(0, -EXPORT_SUFFIX.length)];
      const more = EXPORT_ONLY_REQUESTS[route.path];
      return [
        route.path,
        (ids: Fixtures) => [
          ...new Set([...(list?.(ids) ?? []).map(exportUrl), ...(more?.(ids) ?? [])]),
        ],
      ];
    }),
);

/**
 * The requests made of each GET route, by its declared path: together they use every query
 * parameter the route declares (checked below), with values a console user would send.
 */
export const REQUESTS: Requests = { ...PAGE_AND_RECORD_REQUESTS, ...exportRequests };

export function declaredQueryParameters(query: unknown): string[] {
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}

/**
 * An import of the signed-in administrator's, uploaded through the app: its rows are staged (no
 * worker checks them here), and it is marked checked so that no instance's worker takes it.
 */
async function importFixture(target: { app: Hono<AppEnv>; token: string; db: Queryable }) {
  const response = await target.app.request('/api/admin/organization/imports', {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'text/csv' },
    body: 'id,name\n,Explained Import Row\n',
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { import: { id: number } } };
  await target.db.query(`UPDATE import_jobs SET state = 'checked' WHERE id = $1`, [data.import.id]);
  return data.import.id;
}

/** Real rows of `db` for the requests' paths and filters. */
async function fixtures(db: Queryable): Promise<Omit<Fixtures, 'importJob'>> {
  const [row] = await db.query<Omit<Fixtures, 'declared' | 'importJob'>>(
    `SELECT
       (SELECT id FROM countries WHERE country = 'Canada') AS country,
       (SELECT id FROM states WHERE state = 'Ontario') AS state,
       (SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id
         WHERE c.city = 'Toronto' AND s.state = 'Ontario') AS city,
       (SELECT organization_id FROM events WHERE deleted_at IS NULL
         GROUP BY organization_id ORDER BY count(*) DESC LIMIT 1) AS organization,
       (SELECT min(id) FROM locations) AS location,
       (SELECT event_id FROM event_participants GROUP BY event_id
         ORDER BY count(*) DESC, event_id LIMIT 1) AS event,
       (SELECT min(id) FROM event_participants) AS "eventParticipant",
       (SELECT min(id) FROM participation_roles) AS "participationRole",
       (SELECT min(id) FROM files) AS file,
       (SELECT min(id) FROM administrators WHERE deleted_at IS NULL) AS administrator`,
  );
  const declared: Record<string, number> = {};
  for (const { name, table } of declaredResources) {
    const [live] = await db.query<{ id: number }>(
      `SELECT min(id) AS id FROM ${table} WHERE deleted_at IS NULL`,
    );
    if (live) declared[name] = live.id;
  }
  const found = { ...row, declared } as Omit<Fixtures, 'importJob'>;
  const ids = [
    ...Object.values({ ...row }),
    ...declaredResources.map(({ name }) => declared[name]),
  ];
  if (!row || ids.some((id) => typeof id !== 'number')) {
    throw new Error(`The data set lacks a fixture: ${JSON.stringify(found)}`);
  }
  return found;
}

/** An app over `db` that records every statement it runs, and an administrator's session. */
async function signedInApp(db: Database): Promise<{
  app: Hono<AppEnv>;
  statements: RecordedStatement[];
  token: string;
}> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0' });
  await bootstrapAdministrators(db, configuredAdministrators(config));
  const recording = recordingDatabase(db);
  // No import worker: its statements would mix with the requests' own.
  const app = await createApp({ db: recording.db, config, importWorker: false });
  const local = await app.request('/api/admin/auth/local', { method: 'POST' });
  const { data: credential } = (await local.json()) as { data: { credential: string } };
  const signIn = await app.request('/api/admin/auth/google', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: credential.credential }),
  });
  expect(signIn.status).toBe(200);
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  return { app, statements: recording.statements, token };
}

/** One statement a request ran, with its plan. */
export interface ExplainedStatement {
  url: string;
  sql: string;
  plan: PlanNode;
}

/**
 * The EXPLAIN's options, e.g. `FORMAT JSON` or `ANALYZE, FORMAT JSON`, or a choice of them by
 * statement.
 */
export type ExplainOptions = string | ((sql: string) => string);

/**
 * Calls each request of the GET route `path` and EXPLAINs every statement it ran, or those
 * `only` accepts; prints each plan.
 */
async function explainRoute(
  target: { app: Hono<AppEnv>; statements: RecordedStatement[]; token: string; db: Queryable },
  path: string,
  ids: Fixtures,
  explain: ExplainOptions,
  only: (url: string) => boolean = () => true,
): Promise<ExplainedStatement[]> {
  const explained: ExplainedStatement[] = [];
  for (const url of (REQUESTS[path]?.(ids) ?? []).filter(only)) {
    target.statements.length = 0;
    const response = await target.app.request(url, {
      headers: { Authorization: `Bearer ${target.token}` },
    });
    expect(response.status, `${url} answers`).toBe(200);
    // An export has run its one query once its first rows arrive; the rest would only be copied.
    if (response.headers.get('content-type')?.startsWith('text/csv')) {
      const reader = response.body?.getReader();
      await reader?.read();
      await reader?.cancel();
    } else {
      await response.arrayBuffer();
    }
    const ran = [...target.statements];
    console.log(`${url}: ${ran.length} statement(s)`);
    for (const statement of ran) {
      const [row] = await target.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (${typeof explain === 'string' ? explain : explain(statement.sql)}) ${statement.sql}`,
        statement.params,
      );
      const plan = row?.['QUERY PLAN'][0].Plan as PlanNode;
      const sql = statement.sql.replace(/\s+/g, ' ').slice(0, 90);
      console.log(`  ${planSummary(plan)}  <- ${sql}`);
      explained.push({ url, sql, plan });
    }
  }
  return explained;
}

/** EXPLAINs the statements of one GET route's requests (see explainRoute). */
export type RouteExplainer = (
  path: string,
  explain: ExplainOptions,
  only?: (url: string) => boolean,
) => Promise<ExplainedStatement[]>;

/** Signs in to an app over `db` and finds its real rows, to explain its routes there. */
export async function routeExplainerOn(db: Database): Promise<RouteExplainer> {
  const target = { ...(await signedInApp(db)), db };
  const ids = { ...(await fixtures(db)), importJob: await importFixture(target) };
  return (path, explain, only) => explainRoute(target, path, ids, explain, only);
}

/**
 * The choices of a query parameter declared as a list of words (a list's `sort` columns, `order`,
 * the history's actions and resources, the trash's tables), each of which a request must send.
 */
function declaredChoices(schema: unknown): readonly string[] {
  let inner = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodNullable
  ) {
    inner = inner.unwrap();
  }
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : [];
}

/**
 * Fails when a GET route has no requests, or its requests leave a declared parameter unused, or
 * one of its declared choices (every sort column, every filter value) unsent.
 */
export function expectEveryRouteCovered(): void {
  const missing = getRoutes.filter((route) => !REQUESTS[route.path]).map((route) => route.path);
  expect(missing).toEqual([]);
  const placeholderIds = new Proxy({} as Fixtures, { get: () => 1 });
  const unused = getRoutes.flatMap((route) => {
    const sent = (REQUESTS[route.path]?.(placeholderIds) ?? []).flatMap((url) => [
      ...new URL(url, 'http://x').searchParams.entries(),
    ]);
    const sentNames = new Set(sent.map(([name]) => name));
    const sentValues = new Set(sent.map(([name, value]) => `${name}=${value}`));
    const shape = route.query instanceof z.ZodObject ? route.query.shape : {};
    return declaredQueryParameters(route.query).flatMap((name) => [
      ...(sentNames.has(name) ? [] : [`${route.path}?${name}`]),
      ...declaredChoices(shape[name])
        .filter((choice) => !sentValues.has(`${name}=${choice}`))
        .map((choice) => `${route.path}?${name}=${choice}`),
    ]);
  });
  expect(unused).toEqual([]);
}
