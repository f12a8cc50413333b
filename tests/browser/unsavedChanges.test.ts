import type { Dialog, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { regionLevels } from '../../shared/resources/regions';
import { english } from '../../src/i18n/en';
import { french } from '../../src/i18n/fr';
import { flatten } from '../../src/i18n/messages';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
  // A test that leaves a form with typing in it must not hold up the next one's page load.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
});

const question = {
  en: flatten(english).get('ra.message.unsaved_changes'),
  fr: flatten(french).get('ra.message.unsaved_changes'),
};

/** Seeded records whose edit forms are opened. */
const ids = { organization: 0, country: 0, declared: new Map<string, number>() };

beforeAll(async () => {
  const api = await apiSession(session.server.url);
  const { organizations } = await api.get<{ organizations: { id: number }[] }>(
    '/api/admin/organization?status=Published&max_organizations=1',
  );
  ids.organization = organizations[0]?.id ?? 0;
  ids.country = (
    await api.get<{ country: { id: number } }>('/api/admin/lookup/country?name=Canada')
  ).country.id;
  for (const resource of declaredResources) {
    const answer = await api.call(`/api${resource.api.path}`);
    const records = Object.values(answer.body.data as Record<string, unknown>).find(Array.isArray);
    const id = (records?.[0] as { id?: number } | undefined)?.id;
    if (typeof id === 'number') ids.declared.set(resource.name, id);
  }
});

/**
 * Every create and edit form: the declared resources' from their table, the routed ones' at
 * the spec's URLs (a region's create under its parent), and the settings.
 */
function forms(): { name: string; path: string }[] {
  const org = `/organization/${ids.organization}`;
  const declared = declaredResources.flatMap(({ name }) => [
    { name: `${name} create`, path: `/${name}/create` },
    { name: `${name} edit`, path: `/${name}/${ids.declared.get(name)}` },
  ]);
  const regions = regionLevels.map(({ route }, level) =>
    level === 0
      ? { name: `${route.one} create`, path: `/${route.one}/new` }
      : { name: `${route.one} create`, path: `/country/${ids.country}/${route.one}/new` },
  );
  return [
    { name: 'organization create', path: '/organization/new' },
    { name: 'organization edit', path: `${org}/edit` },
    { name: 'event create', path: `${org}/event/new` },
    { name: 'location create', path: `${org}/location/new` },
    ...regions.slice(0, 2),
    ...declared,
    { name: 'settings', path: '/settings' },
  ];
}

/** A text box of the form on the screen, which the administrator types into. */
const textBox = () =>
  page
    .locator('main form')
    .first()
    .locator('input[type="text"]:not([role="combobox"]):not([readonly]), textarea:not([readonly])')
    .first();

const sidebarDashboard = () => page.locator('.RaSidebar-fixed a[href="/"]');

/** The next confirmation's message, answered with `accept`. */
async function nextDialog(accept: boolean): Promise<string> {
  const dialog = await page.waitForEvent('dialog', (shown) => shown.type() === 'confirm');
  const message = dialog.message();
  await (accept ? dialog.accept() : dialog.dismiss());
  return message;
}

async function typeInto(marker: string) {
  await textBox().waitFor();
  await textBox().fill(marker);
}

/** Types, leaves and stays, then leaves and goes, with `leave`, on the form at `path`. */
async function checkLeaving(path: string, leave: () => Promise<unknown>, text: string) {
  const marker = `Half-typed ${Date.now()}`;
  await typeInto(marker);
  const stayed = nextDialog(false);
  await leave();
  expect(await stayed).toBe(text);
  // Back is undone once the administrator stays: the address comes back to the form's.
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect.poll(() => textBox().inputValue()).toBe(marker);
  const left = nextDialog(true);
  await leave();
  expect(await left).toBe(text);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(path);
}

describe('Leaving a form with unsaved changes', () => {
  it('reads the seeded records the edit forms open', () => {
    expect(ids.organization).toBeGreaterThan(0);
    expect(ids.declared.size).toBe(declaredResources.length);
  });

  it('asks before a sidebar click leaves any create or edit form, and keeps the typing on Cancel', async () => {
    for (const form of forms()) {
      await page.goto(`${session.server.url}${form.path}`);
      await checkLeaving(form.path, () => sidebarDashboard().click(), question.en ?? '');
      expect(new URL(page.url()).pathname, form.name).toBe('/');
    }
  });

  it('leaves an untouched form without asking', async () => {
    const asked: string[] = [];
    const record = (dialog: Dialog) => {
      if (dialog.type() !== 'confirm') return;
      asked.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', record);
    try {
      for (const form of forms()) {
        await page.goto(`${session.server.url}${form.path}`);
        await textBox().waitFor();
        await sidebarDashboard().click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
        expect(asked, form.name).toEqual([]);
      }
    } finally {
      page.off('dialog', record);
    }
  });

  it('asks before the browser Back leaves a form reached in the console', async () => {
    await page.goto(`${session.server.url}/`);
    await page.locator('.RaSidebar-fixed a[href="/settings"]').click();
    await checkLeaving('/settings', () => page.goBack(), question.en ?? '');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.locator('.RaSidebar-fixed a[href="/organizations"]').click();
    await page.locator('main a[href="/organization/new"]').first().click();
    await checkLeaving('/organization/new', () => page.goBack(), question.en ?? '');
    expect(new URL(page.url()).pathname).toBe('/organizations');
    await page.locator('main a[href="/organization/new"]').first().waitFor();
  });

  it('does not ask when a form is saved', async () => {
    const warned: string[] = [];
    const record = (dialog: Dialog) => {
      if (dialog.type() !== 'confirm') return;
      warned.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', record);
    try {
      await page.goto(`${session.server.url}/blog/create`);
      await page.getByLabel('Title').fill(`Saved post ${Date.now()}`);
      await page.getByLabel('Body').fill('A post saved by the unsaved-changes test.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');

      await page.goto(`${session.server.url}/blog/${ids.declared.get('blog')}`);
      await typeInto(`Saved again ${Date.now()}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
    } finally {
      page.off('dialog', record);
    }
    expect(warned).toEqual([]);
  });

  it('asks in French in the French console', async () => {
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: Français$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(question.fr).not.toBe(question.en);
    await page.goto(`${session.server.url}/organization/${ids.organization}/edit`);
    await checkLeaving(
      `/organization/${ids.organization}/edit`,
      () => sidebarDashboard().click(),
      question.fr ?? '',
    );
    await page.goto(`${session.server.url}/settings`);
    await checkLeaving('/settings', () => sidebarDashboard().click(), question.fr ?? '');
  });
});
