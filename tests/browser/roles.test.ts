import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { torontoAddress } from '../support/addresses';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

/*
 * People with roles in the console: an administrator adds a viewer and an editor limited to a
 * province in User management; the viewer reads but is offered no change; the limited editor
 * edits an organization in their province and sees another province's read-only.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row, column } = locatorsOf(() => page);
const SHOTS = '/tmp/consoleroles';
/** The organizations list, newest first: this file's two lead it. */
const NEWEST_FIRST = 'sort=id&order=DESC';

type Region = { id: number; name: string };

let api: ApiSession;
const organizations = { ontario: 0, quebec: 0 };

/** The first live region a lookup offers for the typed letters. */
async function region(path: string): Promise<Region> {
  const data = await api.get<Record<string, Region[]>>(path);
  const [first] = Object.values(data)[0] ?? [];
  if (!first) throw new Error(`No region at ${path}`);
  return first;
}

/** An organization placed in `state`/`city` (its location there). */
async function placedOrganization(name: string, country: number, state: Region, city: Region) {
  const { categories } = await api.get<{ categories: { id: number; is_organization: unknown }[] }>(
    '/api/admin/category?page=1&limit=100',
  );
  const category = categories.find((candidate) => candidate.is_organization);
  if (!category) throw new Error('The seed holds no organization category.');
  const answer = await api.call('/api/admin/organization/with-location', {
    method: 'POST',
    json: {
      name,
      description: `About ${name}`,
      category_id: category.id,
      is_published: true,
      is_corkboard: false,
      ...torontoAddress,
      city: city.name,
      state: state.name,
      country_id: country,
      state_id: state.id,
      city_id: city.id,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body.data as { organization: { id: number } }).organization.id;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await apiSession(session.server.url);
  const canada = await region('/api/admin/lookup/countries?q=Canada');
  const ontario = await region(`/api/admin/lookup/states?country_id=${canada.id}&q=Ontario`);
  const quebec = await region(`/api/admin/lookup/states?country_id=${canada.id}&q=Quebec`);
  const toronto = await region(`/api/admin/lookup/cities?state_id=${ontario.id}&q=Toronto`);
  const montreal = await region(`/api/admin/lookup/cities?state_id=${quebec.id}&q=Montr`);
  organizations.ontario = await placedOrganization(
    'Lakeside Food Bank',
    canada.id,
    ontario,
    toronto,
  );
  organizations.quebec = await placedOrganization('Plateau Library', canada.id, quebec, montreal);
  const viewer = await api.call('/api/admin/administrators', {
    method: 'POST',
    json: { email: 'vera@example.org', role: 'viewer' },
  });
  expect(viewer.status, JSON.stringify(viewer.body)).toBe(201);
});

/** Signs out through the user menu, then in again on the local sign-in screen as `email`. */
async function signInAs(email: string) {
  await page.getByRole('button', { name: /\(profile\)$/ }).click();
  await page.getByRole('menuitem', { name: /^Signed in as/ }).waitFor();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out, the console leads home: the next person starts from the dashboard.
  await page.waitForURL(`${session.server.url}/`);
  const field = page.getByLabel('E-mail');
  await field.fill(email);
  await field.press('Enter');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** Chooses a language in the user menu, and waits for the console to show it. */
async function chooseLanguage(name: 'English' | 'Français') {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  const lang = name === 'English' ? 'en' : 'fr';
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

/** Chooses an option of the select named `label`. */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('roles in the console', () => {
  it('an administrator adds a viewer and an editor limited to a province, and changes a role', async () => {
    await page.goto(`${session.server.url}/administrators`);
    await page.getByText('Administrator', { exact: true }).first().waitFor();

    await page.getByLabel('E-mail address').fill('vic@example.org');
    await choose('Role', 'Viewer');
    await page.getByRole('button', { name: 'Add viewer' }).click();
    await page.getByText('vic@example.org is now a viewer.').waitFor();

    await page.getByLabel('E-mail address').fill('eddie@example.org');
    await choose('Role', 'Editor');
    const provinces = page.getByRole('combobox', { name: 'Provinces' });
    await provinces.fill('Ontar');
    await page.getByRole('option', { name: 'Ontario', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/add-editor-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add editor' }).click();
    await page.getByText('eddie@example.org is now an editor.').waitFor();

    await row('eddie@example.org').getByText('Ontario').waitFor();
    expect(await column('Role')).toEqual(
      expect.arrayContaining(['Administrator', 'Viewer', 'EditorOntario']),
    );

    await row('vic@example.org')
      .getByRole('button', { name: 'Change the role of vic@example.org' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Role of vic@example.org' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The role of vic@example.org is now Editor.').waitFor();
    await expect.poll(() => row('vic@example.org').textContent()).toContain('Editor');

    // One's own role is not one's to change.
    expect(
      await row('admin@localhost')
        .getByRole('button', { name: /^Change the role/ })
        .count(),
    ).toBe(0);
    await chooseLanguage('Français');
    await row('eddie@example.org').getByText('Éditeur').waitFor();
    await row('vera@example.org').getByText('Lecteur').waitFor();
    await row('admin@localhost').getByText('Administrateur').waitFor();
    await page.getByRole('button', { name: 'Ajouter un administrateur' }).waitFor();
    await page.getByRole('button', { name: /\(profil\)$/ }).click();
    await page.getByRole('menuitem', { name: /^Connecté en tant que/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/user-menu-fr-1280.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/people-fr-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 860 });
    await chooseLanguage('English');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/people-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('a limited editor edits an organization of their province and reads another province’s', async () => {
    await signInAs('eddie@example.org');
    await page.getByText('Editor', { exact: true }).waitFor();

    await page.goto(`${session.server.url}/organizations?${NEWEST_FIRST}`);
    await row('Lakeside Food Bank').waitFor();
    await row('Lakeside Food Bank').getByRole('link', { name: 'Edit' }).waitFor();
    expect(await row('Plateau Library').getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await row('Plateau Library').getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // No catalogue is theirs to change.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText('Settings').count()).toBe(
      0,
    );

    await page.goto(`${session.server.url}/organization/${organizations.ontario}/edit`);
    const description = page.getByLabel('Description');
    await description.fill('About Lakeside Food Bank, open on Saturdays');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization "Lakeside Food Bank" has been updated').waitFor();

    await page.goto(`${session.server.url}/organization/${organizations.quebec}/edit`);
    await page
      .getByText('You can read this record but your role does not let you change it.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByLabel('Description').isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/read-only-1280.png`, fullPage: true });
  });

  it('a viewer reads lists and records but is offered no change and no User management', async () => {
    await signInAs('vera@example.org');
    await page.getByText('Viewer', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'User management' }).count()).toBe(0);

    await page.goto(`${session.server.url}/organizations?${NEWEST_FIRST}`);
    await row('Lakeside Food Bank').waitFor();
    await page.getByRole('link', { name: 'View' }).first().waitFor();
    for (const name of ['Edit', 'Delete']) {
      expect(await page.getByRole('main').getByRole('link', { name }).count()).toBe(0);
      expect(await page.getByRole('main').getByRole('button', { name }).count()).toBe(0);
    }
    expect(await page.getByRole('link', { name: 'New Organization' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/viewer-list-1280.png`, fullPage: true });

    await page.goto(`${session.server.url}/organization/${organizations.ontario}`);
    await page
      .getByRole('definition')
      .filter({ hasText: 'About Lakeside Food Bank, open on Saturdays' })
      .waitFor();

    await page.goto(`${session.server.url}/administrators`);
    await page.getByText('Access denied').first().waitFor();
    expect(await column('Email').catch(() => [])).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.server.url}/organizations?${NEWEST_FIRST}`);
    await page.getByText('Lakeside Food Bank').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/viewer-list-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
