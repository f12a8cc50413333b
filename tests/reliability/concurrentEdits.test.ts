import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { resources } from '../../src/dataProvider/resources/index';
import { asRecord, locate } from '../../src/dataProvider/response';
import { type ConsoleSession, consoleForTestFile } from '../browser/support/console';
import { locatorsOf } from '../browser/support/locators';
import type { ApiSession } from '../browser/support/server';
import { consoleBesideSession, SHOTS } from './support/consoleCase';
import { report } from './support/report';
import { first, id, listed, saveElsewhere, stored, type Target } from './support/tableRecords';
import { inSight, settlesTo, Violations } from './support/violations';
import { createRoutes, validValues } from './support/writeRoutes';

const STALE_MESSAGE =
  'This record was changed by someone else. Reload it to see the latest version.';

interface ConflictCase {
  /** Picks a stored record to edit, through the second session. */
  find(api: ApiSession): Promise<Target>;
  /** The console's edit screen of that record. */
  editPath(target: Target): string;
  /** The text field both sessions change: its label on the form and its source. */
  field: { label: string; source: string };
  /** What each session types there; default: text marked with the resource and `stamp`. */
  values?: (stamp: number) => { theirs: string; mine: string };
  /** How the screen edits the field, when it is no text input of a form (a dialog's choice). */
  editor?: (page: Page, target: Target) => Editor;
}

/** Where the console edits the field: how to open it, read it and change it. */
interface Editor {
  open(): Promise<void>;
  read(): Promise<string>;
  write(value: string): Promise<void>;
}

/** A form's text input, on the record's edit screen. */
const textInput = (page: Page, path: string, label: string): Editor => {
  const input = locatorsOf(() => page).field(label);
  return {
    async open() {
      await page.goto(path);
      await input.waitFor();
    },
    read: () => input.inputValue(),
    write: (value) => input.fill(value),
  };
};

/** A person's role, changed in User management's dialog. */
const ROLE_LABELS: Record<string, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  administrator: 'Administrator',
};

/** One case per editable resource of the data-provider table (asserted below). */
const cases: Record<string, ConflictCase> = {
  'manager-version': {
    async find(api) {
      const [existing] = await listed(api, 'manager-version');
      if (existing) return { id: id(existing), meta: {} };
      const path = '/api/admin/manager-version';
      const route = createRoutes().find((candidate) => candidate.path === path);
      if (!route) throw new Error(`No create route ${path}`);
      const created = await api.call(path, { method: 'POST', json: validValues(route) });
      const record = asRecord(locate(created.body, 'manager_version'));
      if (!record) throw new Error(`POST ${path} -> ${created.status}`);
      return { id: id(record), meta: {} };
    },
    editPath: () => '/settings',
    field: { label: 'Current Version (iOS)', source: 'ios_current_version' },
    // A version number, above any minimum version the record may hold.
    values: (stamp) => ({ theirs: `99.${stamp}.1`, mine: `99.${stamp}.2` }),
  },
  ...Object.fromEntries(
    declaredResources.map(({ name, recordName, fields }) => [
      name,
      {
        find: async (api: ApiSession) => ({ id: id(await first(api, name)), meta: {} }),
        editPath: ({ id }: Target) => `/${name}/${id}`,
        field: { label: fields[recordName]?.label ?? recordName, source: recordName },
      },
    ]),
  ),
  administrators: {
    async find(api) {
      const email = `conflict.${Date.now()}@example.org`;
      const added = await api.call('/api/admin/administrators', {
        method: 'POST',
        json: { email, role: 'viewer' },
      });
      const person = asRecord(locate(added.body, 'administrator'));
      if (!person) throw new Error(`POST /api/admin/administrators -> ${added.status}`);
      return { id: id(person), meta: { email } };
    },
    editPath: () => '/administrators',
    field: { label: 'Role', source: 'role' },
    values: () => ({ theirs: 'editor', mine: 'administrator' }),
    editor: (page, target) => {
      // Reloaded, the dialog is drawn anew while the old one fades out: the newest is last.
      const dialog = page.getByRole('dialog').last();
      return {
        async open() {
          await page.goto(`${session.server.url}/administrators`);
          await page
            .getByRole('button', { name: `Change the role of ${target.meta.email}` })
            .click();
          await dialog.waitFor();
        },
        async read() {
          const shown = await dialog.getByRole('combobox', { name: 'Role' }).textContent();
          return Object.keys(ROLE_LABELS).find((role) => ROLE_LABELS[role] === shown) ?? '';
        },
        async write(value) {
          await dialog.getByRole('combobox', { name: 'Role' }).click();
          await page.getByRole('option', { name: ROLE_LABELS[value] }).click();
        },
      };
    },
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
let api: ApiSession;
consoleForTestFile(consoleBesideSession, (opened) => {
  ({ session, page, api } = opened);
});

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
      const stamp = Date.now() % 100000;
      const marker = `${resource.slice(0, 8)} ${stamp}`;
      const { theirs, mine } = conflict?.values?.(stamp) ?? {
        theirs: `${marker} theirs`,
        mine: `${marker} mine`,
      };
      await violations.during(
        async () => {
          if (!conflict) throw new Error('no case for this resource');
          const { label, source } = conflict.field;
          const target = await conflict.find(api);
          const before = await stored(api, resource, target);
          const input =
            conflict.editor?.(page, target) ??
            textInput(page, `${session.server.url}${conflict.editPath(target)}`, label);

          await input.open();
          await settlesTo(() => input.read(), String(before[source]));

          const otherSave = await saveElsewhere(api, resource, target, before, {
            [source]: theirs,
          });
          await violations.check(
            `the other session's save answered ${otherSave}`,
            async () => otherSave === 200,
          );

          await input.write(mine);
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
            async () => (await input.read()) === mine,
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
              async () => (await settlesTo(() => input.read(), theirs)) === theirs,
            );
          }
          const after = await stored(api, resource, target);
          await violations.check(
            "the other session's change is not overwritten",
            async () => after[source] === theirs,
          );
        },
        async () => {
          page.off('response', collect);
        },
      );
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
