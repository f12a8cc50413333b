import { mkdirSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/dataProvider/resources/index';
import { asRecord, locate } from '../../src/dataProvider/response';
import { type ConsoleSession, openSignedInConsole } from '../browser/support/console';
import { type SecondSession, secondSession } from './support/adminApi';
import { report } from './support/report';
import { first, id, listed, saveElsewhere, stored, type Target } from './support/tableRecords';
import { inSight, settlesTo, Violations } from './support/violations';

const STALE_MESSAGE =
  'This record was changed by someone else. Reload it to see the latest version.';
const SHOTS = '/tmp/rel-shots';

interface ConflictCase {
  /** Picks a stored record to edit, through the second session. */
  find(api: SecondSession): Promise<Target>;
  /** The console's edit screen of that record. */
  editPath(target: Target): string;
  /** The text field both sessions change: its label on the form and its source. */
  field: { label: string; source: string };
}

/** One case per editable resource of the data-provider table (asserted below). */
const cases: Record<string, ConflictCase> = {
  'manager-version': {
    async find(api) {
      const [existing] = await listed(api, 'manager-version');
      if (existing) return { id: id(existing), meta: {} };
      const created = await api.call('/admin/manager-version', {
        method: 'POST',
        json: {
          ios_current_version: '3.0.0',
          android_current_version: '3.0.0',
          ios_min_version: '2.0.0',
          android_min_version: '2.0.0',
        },
      });
      const record = asRecord(locate(created.body, 'manager_version'));
      if (!record) throw new Error(`POST /admin/manager-version -> ${created.status}`);
      return { id: id(record), meta: {} };
    },
    editPath: () => '/settings',
    field: { label: 'Current Version (iOS)', source: 'ios_current_version' },
  },
  blog: {
    find: async (api) => ({ id: id(await first(api, 'blog')), meta: {} }),
    editPath: ({ id }) => `/blog/${id}`,
    field: { label: 'Title', source: 'title' },
  },
  categories: {
    find: async (api) => ({ id: id(await first(api, 'categories')), meta: {} }),
    editPath: ({ id }) => `/categories/${id}`,
    field: { label: 'Name', source: 'name' },
  },
  slides: {
    find: async (api) => ({ id: id(await first(api, 'slides')), meta: {} }),
    editPath: ({ id }) => `/slides/${id}`,
    field: { label: 'Title', source: 'title' },
  },
  sponsors: {
    find: async (api) => ({ id: id(await first(api, 'sponsors')), meta: {} }),
    editPath: ({ id }) => `/sponsors/${id}`,
    field: { label: 'Name', source: 'name' },
  },
  countries: {
    find: async (api) => ({ id: id(await first(api, 'countries')), meta: {} }),
    editPath: ({ id }) => `/country/${id}/edit`,
    field: { label: 'Name', source: 'country' },
  },
  states: {
    async find(api) {
      const countryId = id(await first(api, 'countries'));
      return { id: id(await first(api, 'states', { countryId })), meta: { countryId } };
    },
    editPath: ({ id, meta }) => `/country/${meta.countryId}/state/${id}/edit`,
    field: { label: 'Name', source: 'state' },
  },
  cities: {
    async find(api) {
      const countryId = id(await first(api, 'countries'));
      const stateId = id(await first(api, 'states', { countryId }));
      return { id: id(await first(api, 'cities', { stateId })), meta: { countryId, stateId } };
    },
    editPath: ({ id, meta }) =>
      `/country/${meta.countryId}/state/${meta.stateId}/municipality/${id}/edit`,
    field: { label: 'Name', source: 'city' },
  },
  organizations: {
    find: async (api) => ({ id: id(await first(api, 'organizations')), meta: {} }),
    editPath: ({ id }) => `/organization/${id}/edit`,
    field: { label: 'Name', source: 'name' },
  },
  locations: {
    async find(api) {
      for (const organization of await listed(api, 'organizations')) {
        const organizationId = id(organization);
        const [location] = await listed(api, 'locations', { organizationId });
        if (location) return { id: id(location), meta: { organizationId } };
      }
      throw new Error('No seeded organization on the first page has a location');
    },
    editPath: ({ id, meta }) => `/organization/${meta.organizationId}/location/${id}/edit`,
    field: { label: 'Name', source: 'name' },
  },
  events: {
    async find(api) {
      const event = await first(api, 'events');
      return { id: id(event), meta: { organizationId: event.organization_id as number } };
    },
    editPath: ({ id, meta }) => `/organization/${meta.organizationId}/event/${id}/edit`,
    field: { label: 'Title', source: 'title' },
  },
};

const editableResources = Object.entries(resources)
  .filter(([, entry]) => entry.update)
  .map(([name]) => name);

let session: ConsoleSession;
let page: Page;
let api: SecondSession;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await openSignedInConsole();
  page = session.page;
  api = await secondSession(session.server.url);
});

afterAll(() => session?.close());

describe('Concurrent edits: a save over another session’s change', () => {
  it('has a case for every editable resource of the data-provider table', () => {
    expect(Object.keys(cases).sort()).toEqual([...editableResources].sort());
  });

  it.each(editableResources)(
    '%s: answers 409, keeps the input, offers Reload, loses nothing',
    async (resource) => {
      const violations = new Violations();
      const apiResponses: Response[] = [];
      const collect = (response: Response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiResponses.push(response);
      };
      const conflict = cases[resource];
      const marker = `${resource.slice(0, 8)} ${Date.now() % 100000}`;
      const theirs = `${marker} theirs`;
      const mine = `${marker} mine`;
      try {
        if (!conflict) throw new Error('no case for this resource');
        const { label, source } = conflict.field;
        const target = await conflict.find(api);
        const before = await stored(api, resource, target);
        const input = page.getByLabel(label, { exact: true });

        await page.goto(`${session.server.url}${conflict.editPath(target)}`);
        await input.waitFor();
        await settlesTo(() => input.inputValue(), String(before[source]));

        const otherSave = await saveElsewhere(api, resource, target, before, { [source]: theirs });
        await violations.check(
          `the other session's save answered ${otherSave}`,
          async () => otherSave === 200,
        );

        await input.fill(mine);
        page.on('response', collect);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const banner = page.getByRole('alert').filter({ hasText: STALE_MESSAGE });
        await violations.check(
          'the console shows that someone else changed the record',
          async () => {
            await banner.waitFor({ timeout: 30_000 });
          },
        );
        page.off('response', collect);
        await violations.check('the message is in sight after Save', () => inSight(banner));
        await violations.check('the API answered the save 409', async () =>
          apiResponses.some(
            (response) => response.request().method() !== 'GET' && response.status() === 409,
          ),
        );
        await page.screenshot({ path: `${SHOTS}/conflict-${resource}.png` });
        await violations.check(
          'the typed input is kept',
          async () => (await input.inputValue()) === mine,
        );

        const reload = banner.getByRole('button', { name: 'Reload' });
        if (
          await violations.check('Reload is offered', async () => {
            await reload.waitFor();
          })
        ) {
          await reload.click();
          await violations.check(
            "Reload shows the other session's value",
            async () => (await settlesTo(() => input.inputValue(), theirs)) === theirs,
          );
        }
        const after = await stored(api, resource, target);
        await violations.check(
          "the other session's change is not overwritten",
          async () => after[source] === theirs,
        );
      } catch (error) {
        violations.list.push(
          `case broke: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        page.off('response', collect);
      }
      const serverErrors = apiResponses.filter((response) => response.status() >= 500);
      report({
        category: 'Concurrent edits',
        check: `${resource}: console save after another session's save`,
        tried: 1,
        serverErrors: serverErrors.length,
        violations: violations.list.length,
        detail: violations.first ?? `409 shown, input kept, Reload shows theirs`,
      });
      expect(violations.list).toEqual([]);
    },
  );
});
