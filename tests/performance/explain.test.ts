import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LargeDatabase, openLargeDatabase } from './support/largeDatabase';
import { type AnalyzedPlanNode, repeatedScans, sequentialScans } from './support/plans';
import {
  expectEveryRouteCovered,
  getRoutes,
  type RouteExplainer,
  routeExplainerOn,
} from './support/routeRequests';

/**
 * Every GET route of the API, called for real on the large data set (100,000 organizations,
 * 300,000 events), with every order and filter value it declares: each SQL statement it runs is
 * EXPLAINed, and a sequential scan of a large table fails the route, as does a scan run once per
 * row of another that reads more than REPEATED_SCAN_ROWS rows in all (pages and counts run under
 * EXPLAIN ANALYZE; an export's cursor, which reads every match by design, under EXPLAIN). Lists
 * must be served by indexes so that their cost stays flat as the directory grows.
 */

/**
 * Tables that grow with the directory: never read by a sequential scan. Not `cities`: the data
 * set holds every Canadian municipality (1,079 rows, 14 pages), which does not grow with the
 * directory, and the planner rightly reads it whole for a substring search of names.
 */
const LARGE_TABLES = [
  'organizations',
  'locations',
  'events',
  'sponsorships',
  'event_participants',
  'files',
];

let large: LargeDatabase;
let explainRoute: RouteExplainer;

beforeAll(async () => {
  large = await openLargeDatabase((message) => console.log(message));
  console.log(`EXPLAIN check on ${large.description}`);
  explainRoute = await routeExplainerOn(large.db);
}, 600_000);

afterAll(async () => {
  await large?.release();
});

describe('the requests made of the routes', () => {
  it('cover every GET route and every query parameter it declares', () => {
    expectEveryRouteCovered();
  });
});

/** An export's cursor is planned, not run: it reads every match, a lookup per row by design. */
const explainOptions = (sql: string) =>
  sql.startsWith('DECLARE') ? 'FORMAT JSON' : 'ANALYZE, FORMAT JSON';

describe('on the large data set, every GET route is served by indexes', () => {
  it.each(getRoutes.map((route) => route.path))('%s', async (path) => {
    const offenders = (await explainRoute(path, explainOptions)).flatMap(({ url, sql, plan }) => [
      ...sequentialScans(plan, LARGE_TABLES).map(
        (table) => `${url}: Seq Scan on ${table} in ${sql}`,
      ),
      ...('Actual Loops' in plan ? repeatedScans(plan as AnalyzedPlanNode) : []).map(
        (scan) => `${url}: ${scan} in ${sql}`,
      ),
    ]);
    expect(offenders).toEqual([]);
  });
});
