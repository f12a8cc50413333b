import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed';
import { openScratchDatabase } from '../support/scratchDatabase';
import { type AnalyzedPlanNode, repeatedScans } from './support/plans';
import { getRoutes, type RouteExplainer, routeExplainerOn } from './support/routeRequests';

/**
 * Every GET route on a database exactly as `npm start` leaves it on first start (migrated and
 * seeded with the sample content, nothing else): each statement is run under EXPLAIN ANALYZE,
 * and a plan that rescans a table for every row of another fails. On the embedded database the
 * searches by municipality name are checked again with the planner's statistics removed, as on
 * an installation that never gathered them: they must not rescan the municipalities, whatever
 * the statistics say.
 */

/** The lists searched by the name of a municipality (`city=toronto`), not by its id. */
const CITY_NAME_SEARCHES = ['/api/admin/organization', '/api/admin/event'];
const searchesCityByName = (url: string) => /[?&]city=[^0-9&]/.test(url);

let db: Database;
let release: () => Promise<void>;
let explainRoute: RouteExplainer;

beforeAll(async () => {
  const scratch = await openScratchDatabase('fresh_install');
  db = scratch.db;
  release = scratch.release;
  await migrate(db);
  expect(await seedIfEmpty(db)).toBe(true);
  explainRoute = await routeExplainerOn(db);
}, 300_000);

afterAll(async () => {
  await release?.();
});

async function repeatedScansOf(
  path: string,
  only?: { urls: (url: string) => boolean; table: string },
): Promise<string[]> {
  const explained = await explainRoute(path, 'ANALYZE, FORMAT JSON', only?.urls);
  return explained.flatMap(({ url, sql, plan }) =>
    repeatedScans(plan as AnalyzedPlanNode)
      .filter((scan) => !only || scan.includes(` on ${only.table}`))
      .map((scan) => `${url}: ${scan} in ${sql}`),
  );
}

describe('on a freshly seeded installation, no GET route rescans a table per row', () => {
  it.each(getRoutes.map((route) => route.path))('%s', async (path) => {
    expect(await repeatedScansOf(path)).toEqual([]);
  });
});

describe.runIf(!process.env.DATABASE_URL)(
  'on the embedded database without statistics, no search by municipality name rescans the municipalities',
  () => {
    beforeAll(async () => {
      // What a database that never ran ANALYZE looks like to the planner.
      await db.exec(`DELETE FROM pg_statistic;
        UPDATE pg_class SET reltuples = -1, relpages = 0
         WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'i')`);
    });

    it.each(CITY_NAME_SEARCHES)('%s', async (path) => {
      expect(await repeatedScansOf(path, { urls: searchesCityByName, table: 'cities' })).toEqual(
        [],
      );
    });
  },
);
