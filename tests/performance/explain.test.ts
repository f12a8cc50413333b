import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LargeDatabase, openLargeDatabase } from './support/largeDatabase';
import { sequentialScans } from './support/plans';
import {
  expectEveryRouteCovered,
  getRoutes,
  type RouteExplainer,
  routeExplainerOn,
} from './support/routeRequests';

/**
 * Every GET route of the API, called for real on the large data set (100,000 organizations,
 * 300,000 events): each SQL statement it runs is EXPLAINed, and a sequential scan of a large
 * table fails the route. Lists must be served by indexes so that their cost stays flat as the
 * directory grows.
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

describe('on the large data set, every GET route is served by indexes', () => {
  it.each(getRoutes.map((route) => route.path))('%s', async (path) => {
    const offenders = (await explainRoute(path, 'FORMAT JSON')).flatMap(({ url, sql, plan }) =>
      sequentialScans(plan, LARGE_TABLES).map((table) => `${url}: Seq Scan on ${table} in ${sql}`),
    );
    expect(offenders).toEqual([]);
  });
});
