import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { nameSkeleton, UNIQUE_NAMES } from '../../server/db/nameSkeletons';
import { SAMPLE_SIZES, seedIfEmpty } from '../../server/seed/index';
import { addScaleData } from '../../server/seed/scale';
import { svgProblem } from '../../server/uploads/svg';
import { declaredResources } from '../../shared/resources';
import { bearer, startTestServer, type TestServer } from './support/server';

// The shared helper gives each test server a fresh migrated database: in-memory PGlite, or a
// database of its own on the PostgreSQL server named by DATABASE_URL.
let first: TestServer;
let second: TestServer;
let db: Database;
let seededFirst: boolean;

beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  db = first.db;
  [seededFirst] = await Promise.all([seedIfEmpty(first.db), seedIfEmpty(second.db)]);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

async function count(sql: string, params: unknown[] = [], on: Database = db): Promise<number> {
  const [row] = await on.query<{ n: number }>(`SELECT (${sql})::integer AS n`, params as never);
  return row?.n ?? 0;
}

const CONTENT_TABLES = [
  'countries',
  'states',
  'cities',
  'files',
  'organizations',
  'locations',
  'events',
  'participation_roles',
  'sponsorships',
  'event_participants',
  'company_links',
] as const;

type Counts = Record<(typeof CONTENT_TABLES)[number], number> & Record<string, number>;

async function tableCounts(on: Database): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of [...CONTENT_TABLES, ...declaredResources.map((resource) => resource.table)]) {
    counts[table] = await count(`SELECT count(*) FROM ${table}`, [], on);
  }
  return counts;
}

describe('first-start seed', () => {
  it('seeds an empty database and reports it did', () => {
    expect(seededFirst).toBe(true);
  });

  it('writes Canada, published, with its 13 provinces and territories', async () => {
    const countries = await db.query<{ id: number; country: string; is_published: boolean }>(
      `SELECT id, country, is_published FROM countries WHERE country_code = 'CA'`,
    );
    expect(countries).toEqual([{ id: expect.any(Number), country: 'Canada', is_published: true }]);
    const states = await db.query<{ state: string; is_published: boolean }>(
      'SELECT state, is_published FROM states WHERE country_id = $1 ORDER BY state',
      [countries[0]?.id as number],
    );
    expect(states).toHaveLength(13);
    expect(states.map((row) => row.state)).toEqual(
      expect.arrayContaining(['Ontario', 'Quebec', 'British Columbia', 'Nunavut', 'Yukon']),
    );
    expect(states.every((row) => row.is_published)).toBe(true);
  });

  it("writes Canada's municipalities with coordinates inside Canada, a few of them pending", async () => {
    expect(await count('SELECT count(*) FROM cities')).toBeGreaterThan(1000);
    expect(
      await count(`SELECT count(*) FROM cities
                    WHERE latitude IS NULL OR longitude IS NULL
                       OR latitude NOT BETWEEN 41 AND 84 OR longitude NOT BETWEEN -142 AND -52`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM cities ci JOIN states s ON s.id = ci.state_id
                    WHERE s.state = 'Ontario' AND ci.city = 'Ottawa'`),
    ).toBe(1);
    const pending = await count('SELECT count(*) FROM cities WHERE NOT is_published');
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(20);
  });

  it('fills every table with enough sample rows to page through lists of 10', async () => {
    const counts = await tableCounts(db);
    for (const table of CONTENT_TABLES) expect(counts[table], table).toBeGreaterThan(0);
    const paged = declaredResources.filter(({ list }) => list.perPage <= 10);
    for (const table of ['organizations', 'events', ...paged.map((resource) => resource.table)]) {
      expect(counts[table], table).toBeGreaterThan(10);
    }
    // App settings are an administrator's decision: a fresh install has none until saved.
    expect(await count('SELECT count(*) FROM manager_versions')).toBe(0);
    expect(await count('SELECT count(*) FROM organizations WHERE created_by IS NOT NULL')).toBe(0);
  });

  it('has event-only, organization-only and shared categories, each with a safe SVG icon', async () => {
    const kinds = await db.query<{ is_event: boolean; is_organization: boolean; n: number }>(
      `SELECT is_event, is_organization, count(*)::integer AS n FROM categories
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(kinds.map(({ is_event, is_organization }) => [is_event, is_organization])).toEqual([
      [false, true],
      [true, false],
      [true, true],
    ]);
    expect(
      await count(`SELECT count(*) FROM categories c LEFT JOIN files f ON f.id = c.icon_file_id
                    WHERE f.content_type IS DISTINCT FROM 'image/svg+xml'`),
    ).toBe(0);
  });

  it('stores only SVG files that pass the upload safety check', async () => {
    const files = await db.query<{
      filename: string;
      content_type: string;
      svg: string;
      size: number;
    }>(`SELECT filename, content_type, convert_from(bytes, 'UTF8') AS svg, size FROM files`);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      expect(file.content_type).toBe('image/svg+xml');
      expect(file.filename).toMatch(/^[a-z0-9-]+\.svg$/);
      expect(Buffer.byteLength(file.svg)).toBe(file.size);
      expect(svgProblem(file.svg), file.filename).toBeUndefined();
    }
  });

  it('gives every organization its own Canadian location near its municipality', async () => {
    const organizations = await db.query<{
      organization_id: number;
      location_organization_id: number;
      zip: string;
      city: string;
      municipality: string;
      state: string;
      province: string;
      distance: number;
      category_for_organizations: boolean;
    }>(
      `SELECT o.id AS organization_id, l.organization_id AS location_organization_id, l.zip,
              l.city, ci.city AS municipality, l.state, s.state AS province,
              greatest(abs(l.latitude - ci.latitude), abs(l.longitude - ci.longitude)) AS distance,
              c.is_organization AS category_for_organizations
         FROM organizations o
         JOIN locations l ON l.id = o.location_id
         JOIN cities ci ON ci.id = l.city_id
         JOIN states s ON s.id = l.state_id AND s.id = ci.state_id
         JOIN countries co ON co.id = l.country_id AND co.country = l.country
         JOIN categories c ON c.id = o.category_id`,
    );
    expect(organizations).toHaveLength(await count('SELECT count(*) FROM organizations'));
    for (const row of organizations) {
      expect(row.location_organization_id).toBe(row.organization_id);
      expect(row.zip).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[A-Z] \d[A-Z]\d$/);
      expect(row.city).toBe(row.municipality);
      expect(row.state).toBe(row.province);
      expect(row.distance).toBeLessThan(0.05);
      expect(row.category_for_organizations).toBe(true);
    }
    expect(new Set(organizations.map((row) => row.province)).size).toBeGreaterThanOrEqual(5);
    expect(
      await count('SELECT count(*) FROM organizations WHERE NOT is_published'),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM organizations WHERE is_corkboard')).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) FROM organizations WHERE card_image_id IS NOT NULL'),
    ).toBeGreaterThan(0);
  });

  it('gives every event its own location, an event category, images and a date from last year to next year', async () => {
    const events = await db.query<{
      same_organization: boolean;
      category_for_events: boolean;
      has_images: boolean;
      start_time: string;
    }>(
      `SELECT l.organization_id = e.organization_id AS same_organization,
              c.is_event AS category_for_events,
              e.card_image_id IS NOT NULL AND e.profile_image_id IS NOT NULL AS has_images,
              e.start_time
         FROM events e
         JOIN locations l ON l.id = e.location_id
         JOIN categories c ON c.id = e.category_id`,
    );
    expect(events).toHaveLength(await count('SELECT count(*) FROM events'));
    expect(await count('SELECT count(DISTINCT location_id) FROM events')).toBe(events.length);
    for (const event of events) {
      expect(event).toMatchObject({
        same_organization: true,
        category_for_events: true,
        has_images: true,
      });
    }
    const starts = events.map((event) => Date.parse(event.start_time));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2025-10-31T00:00:00Z'));
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.parse('2028-05-01T00:00:00Z'));
    // Archived (past) and upcoming events both exist, whenever the tests run.
    expect(starts.some((start) => start < Date.now())).toBe(true);
    expect(starts.some((start) => start > Date.now())).toBe(true);
    expect(await count('SELECT count(*) FROM events WHERE NOT is_published')).toBeGreaterThan(0);
    // One organization hosts more than a page of events.
    expect(
      await count(
        'SELECT max(n) FROM (SELECT count(*) AS n FROM events GROUP BY organization_id) AS hosts',
      ),
    ).toBeGreaterThan(10);
  });

  it('links sponsors, participants with roles, and blog posts to seeded records', async () => {
    expect(
      (await db.query<{ name: string }>('SELECT name FROM participation_roles ORDER BY id')).map(
        (role) => role.name,
      ),
    ).toEqual(['Speaker', 'Performer', 'Host', 'Exhibitor', 'Volunteer', 'Partner']);
    expect(
      await count(`SELECT count(*) FROM sponsorships s JOIN events e ON e.id = s.event_id
                    WHERE s.sponsor_id = e.organization_id`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM event_participants p JOIN events e ON e.id = p.event_id
                    WHERE p.participant_id = e.organization_id`),
    ).toBe(0);
    expect(
      await count('SELECT count(*) FROM blog_posts WHERE event_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) FROM blog_posts WHERE organization_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    const types = await db.query<{ sponsor_type: string }>(
      'SELECT DISTINCT sponsor_type FROM sponsors ORDER BY 1',
    );
    expect(types.map((row) => row.sponsor_type)).toEqual(['GOLD', 'SILVER', 'THANK']);
  });

  it('uses only https URLs in the declared resources and company links, and no empty text', async () => {
    const urls = await db.query<{ url: string }>(
      [
        ...declaredResources.flatMap(({ table, fields }) =>
          Object.entries(fields)
            .filter(([, field]) => field.kind === 'url')
            .map(([name]) => `SELECT ${name} AS url FROM ${table}`),
        ),
        'SELECT url FROM company_links',
      ].join(' UNION ALL '),
    );
    for (const { url } of urls) expect(new URL(url).protocol).toBe('https:');
    for (const { table, fields } of declaredResources) {
      const texts = Object.entries(fields).filter(([, field]) => field.kind === 'text');
      if (texts.length === 0) continue;
      const empty = `'' IN (${texts.map(([name]) => `trim(${name})`).join(', ')})`;
      expect(await count(`SELECT count(*) FROM ${table} WHERE ${empty}`), table).toBe(0);
    }
  });

  it('answers every seeded record of each declared resource to a list call without page_num', async () => {
    const token = await first.signInLocal();
    for (const { api, table } of declaredResources) {
      const path = `/api${api.path}`;
      const response = await first.request(path, { headers: bearer(token) });
      const body = (await response.json()) as { data: Record<string, unknown[]> };
      const seeded = await count(`SELECT count(*) FROM ${table} WHERE deleted_at IS NULL`);
      expect(seeded, table).toBeGreaterThan(10);
      expect(body.data[api.listKey], path).toHaveLength(seeded);
    }
  });

  it('writes each unique name with its skeleton, which refuses look-alikes of seeded names', async () => {
    for (const unique of UNIQUE_NAMES) {
      const rows = await db.query<{ name: string; name_skeleton: string | null }>(
        `SELECT ${unique.column} AS name, name_skeleton FROM ${unique.table} ORDER BY id`,
      );
      expect(rows.length, unique.table).toBeGreaterThan(0);
      expect(rows.filter((row) => row.name_skeleton !== nameSkeleton(row.name))).toEqual([]);
    }
  });

  it('writes the same content into two fresh databases', async () => {
    const content = (on: Database) =>
      on.query(
        `SELECT o.name, o.is_published, l.city, l.zip,
                (SELECT array_agg(e.title || ' ' || e.start_time ORDER BY e.id)
                   FROM events e WHERE e.organization_id = o.id) AS events
           FROM organizations o JOIN locations l ON l.id = o.location_id
          ORDER BY o.id`,
      );
    const [mine, theirs] = await Promise.all([content(first.db), content(second.db)]);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs).toEqual(mine);
  });

  it('spreads verification dates: about a third overdue, some due soon, none before its creation', async () => {
    const token = await first.signInLocal();
    const total = async (review: string) => {
      const response = await first.request(
        `/api/admin/organization?review=${review}&max_organizations=1`,
        { headers: bearer(token) },
      );
      return ((await response.json()) as { data: { total_items: number } }).data.total_items;
    };
    const organizations = await count('SELECT count(*) FROM organizations');
    const [overdue, dueSoon, current] = [
      await total('overdue'),
      await total('due_soon'),
      await total('current'),
    ];
    expect(overdue + dueSoon + current).toBe(organizations);
    expect(overdue / organizations).toBeGreaterThan(0.25);
    expect(overdue / organizations).toBeLessThan(0.45);
    expect(dueSoon).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) FROM organizations WHERE last_verified_at < created_at'),
    ).toBe(0);
    // Both are drawn back from the time of the seed: how far apart they are is the same.
    const verified = (on: Database) =>
      on.query(
        'SELECT id, (last_verified_at - created_at)::text AS checked_after FROM organizations ORDER BY id',
      );
    expect(await verified(second.db)).toEqual(await verified(first.db));
  });

  it('leaves a seeded database alone', async () => {
    const before = await tableCounts(second.db);
    expect(await seedIfEmpty(second.db)).toBe(false);
    expect(await tableCounts(second.db)).toEqual(before);
  });
});

describe('scale seed', () => {
  it('adds exactly the organizations and events asked for, each with its location', async () => {
    const before = await tableCounts(db);
    const lastOrganization = await count('SELECT max(id) FROM organizations');
    const lastEvent = await count('SELECT max(id) FROM events');

    const result = await addScaleData(db, { organizations: 40, events: 90 });

    const after = await tableCounts(db);
    expect(after.organizations - before.organizations).toBe(40);
    expect(after.events - before.events).toBe(90);
    expect(after.locations - before.locations).toBe(130);
    expect(after.sponsorships - before.sponsorships).toBe(result.sponsorships);
    expect(after.event_participants - before.event_participants).toBe(result.participants);
    expect(result).toMatchObject({ organizations: 40, events: 90 });
    expect(
      await count(
        `SELECT count(DISTINCT l.city_id) FROM organizations o
           JOIN locations l ON l.id = o.location_id AND l.organization_id = o.id
          WHERE o.id > $1`,
        [lastOrganization],
      ),
    ).toBe(40);
    expect(
      await count(
        `SELECT count(*) FROM events e
           JOIN locations l ON l.id = e.location_id AND l.organization_id = e.organization_id
           JOIN categories c ON c.id = e.category_id AND c.is_event
          WHERE e.id > $1 AND e.card_image_id IS NOT NULL`,
        [lastEvent],
      ),
    ).toBe(90);
  });
});

describe('npm run seed', () => {
  const run = promisify(execFile);
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // The embedded database in a temporary directory, whatever DATABASE_URL the suite runs with.
  const seedCommand = (...args: string[]) =>
    run('npx', ['tsx', 'server/seed/cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '' },
    });

  it('refuses a count that is not a whole number, naming the option, before touching any database', async () => {
    const target = join(dataDir, 'refused');
    const failure = await seedCommand('--organizations', 'many', '--data-dir', target).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--organizations must be a whole number');
    expect(existsSync(target)).toBe(false);
  });

  it('migrates, seeds and adds the requested rows to the database in --data-dir, saying what it did', async () => {
    const { stdout } = await seedCommand(
      '--organizations',
      '5',
      '--events',
      '7',
      '--data-dir',
      dataDir,
    );
    expect(stdout).toContain(`Database: PGlite in ${dataDir}`);
    expect(stdout).toContain('Seeded geography and sample content');
    expect(stdout).toMatch(/Added 5 organizations, 7 events, \d+ sponsorships, \d+ participants/);
    expect(stdout).toMatch(/Timings: .*organizations [\d.]+ s.*events [\d.]+ s/);
    expect(stdout).toContain(
      `organizations ${SAMPLE_SIZES.organizations + 5}, events ${SAMPLE_SIZES.events + 7}`,
    );
  });
});
