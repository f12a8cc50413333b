import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TABLES, type HistoryTable } from '../../shared/resources/history';
import { createOneOfEach } from '../reliability/support/storedContent';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { cellText } = locatorsOf(() => page);

interface Entry {
  id: string;
  resource: HistoryTable;
  record_id: number;
  record: { name: string | null } | null;
}

const PER_PAGE = 25;

/**
 * Tables whose records have no screen of their own to link to: a role is shared by all events, a
 * saved view is in its list's Views menu.
 */
const UNLINKED: readonly HistoryTable[] = ['participation_roles', 'saved_views'];

const REGIONS: readonly HistoryTable[] = ['countries', 'states', 'cities'];

/** The newest entries of the history, down to (not including) the entry `since`. */
async function entriesSince(since: string | undefined): Promise<Entry[]> {
  const api = await apiSession(session.server.url);
  const entries: Entry[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { entries: onPage } = await api.get<{ entries: Entry[] }>(
      `/api/admin/history?per_page=${PER_PAGE}&page_num=${pageNumber}`,
    );
    for (const entry of onPage) {
      if (entry.id === since) return entries;
      entries.push(entry);
    }
    if (onPage.length < PER_PAGE) return entries;
  }
}

/** The crash screen react-admin shows when a screen throws. */
const crashed = () => page.getByText('Something went wrong');

/** Activity's page `pageNumber`, once its rows are drawn. */
async function openActivityPage(pageNumber: number): Promise<Locator> {
  await page.goto(`${session.server.url}/history?page=${pageNumber}&perPage=${PER_PAGE}`);
  const rows = page.locator('tbody tr');
  await rows.first().or(crashed()).waitFor();
  expect(await crashed().count(), `Activity page ${pageNumber} crashed`).toBe(0);
  return rows;
}

/** One record of every table the history records, made through the API; then their entries. */
let created: Entry[];
/** Where each table's linked record opened, by table. */
const screens = new Map<HistoryTable, string>();

beforeAll(async () => {
  const [newest] = await entriesSince(undefined);
  await createOneOfEach(await apiSession(session.server.url), 'Activity');
  created = await entriesSince(newest?.id);
});

describe('Activity with an entry of every table the history records', () => {
  it('made an entry of every table', () => {
    expect(new Set(created.map((entry) => entry.resource))).toEqual(new Set(HISTORY_TABLES));
  });

  it('shows every entry with its record, linked when the record has a screen', async () => {
    const pages = Math.ceil(created.length / PER_PAGE);
    for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
      const rows = await openActivityPage(pageNumber);
      const expected = created.slice((pageNumber - 1) * PER_PAGE, pageNumber * PER_PAGE);
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(expected.length);
      for (const [index, entry] of expected.entries()) {
        const row = rows.nth(index);
        const name = entry.record?.name ?? `#${entry.record_id}`;
        expect(await cellText(row, 'Record'), `${entry.resource} ${entry.record_id}`).toBe(name);
        const links = row.getByRole('link', { name, exact: true });
        if (UNLINKED.includes(entry.resource)) {
          expect(await links.count(), `${entry.resource} is linked`).toBe(0);
        } else {
          const href = await links.first().getAttribute('href');
          expect(href, `${entry.resource} is not linked`).toBeTruthy();
          if (href && !screens.has(entry.resource)) screens.set(entry.resource, href);
        }
      }
    }
    expect(new Set(screens.keys())).toEqual(
      new Set(HISTORY_TABLES.filter((table) => !UNLINKED.includes(table))),
    );
  });

  it("opens the record's screen from an entry's link", async () => {
    for (const table of ['events', 'event_participants', 'cities', 'categories'] as const) {
      const href = screens.get(table) ?? '';
      const at = created.findIndex((entry) => entry.resource === table);
      const rows = await openActivityPage(1 + Math.floor(at / PER_PAGE));
      await rows
        .nth(at % PER_PAGE)
        .getByRole('link')
        .click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await crashed().count(), `${table}'s screen crashed`).toBe(0);
    }
  });

  it("shows each record's History on its screen, its creation included", async () => {
    // The screens that list records of a kind without one record's screen keep no History.
    const withHistory = [...screens].filter(
      ([, href]) => !['/administrators', '/settings', '/'].includes(href),
    );
    const event = screens.get('events') ?? '';
    const role = created.find((entry) => entry.resource === 'participation_roles');
    // A role's screen sits under any event's participants.
    withHistory.push(['participation_roles', `${event}/participant/role/${role?.record_id}`]);
    for (const [table, href] of withHistory) {
      // A municipality's page lists its organizations; its edit screen holds its History.
      const screen = REGIONS.includes(table) && !href.endsWith('/edit') ? `${href}/edit` : href;
      await page.goto(`${session.server.url}${screen}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.or(crashed()).first().waitFor();
      expect(await crashed().count(), `${table}'s screen crashed`).toBe(0);
      await expect
        .poll(() => history.getByRole('listitem').last().textContent(), { message: table })
        .toMatch(/^Created by /);
      await page.screenshot({ path: `/tmp/activity/history-${table}.png`, fullPage: true });
    }
  });
});
