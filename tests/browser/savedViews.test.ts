import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  type ConsoleSession,
  consoleForTestFile,
  consoleToken,
  signedInConsolePage,
} from './support/console';
import { locatorsOf } from './support/locators';

/* Saved views: a list's search, filters and order saved by name, shared with everyone or not. */

const SHOTS = '/tmp/savedviews';
mkdirSync(SHOTS, { recursive: true });

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const SEARCH = 'a';
const VIEW = 'Names with an A, Z to A';

/** The names shown on the page of `on`, row by row. */
const namesOn = (on: Page) => locatorsOf(() => on).column('NAME');

const ORGANIZATIONS = '/organizations?filter=%7B%7D&sort=id&order=ASC&page=1';

/** The Organizations list as it opens for someone who never changed it. */
async function openOrganizations(on: Page) {
  await on.goto(`${session.server.url}${ORGANIZATIONS}`);
  await on.locator('tbody tr').first().waitFor();
}

/** axe finds no serious violation once the popups have finished fading in. */
async function expectAccessible(on: Page, where: string) {
  await on.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await seriousViolations(on), where).toEqual([]);
}

async function openViews(on: Page) {
  await on.getByRole('button', { name: 'Views', exact: true }).click();
  return on.getByRole('dialog', { name: 'Saved views' });
}

/** A second person, a viewer, signed in with local sign-in's e-mail, in a browser context of their own. */
async function signedInAs(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const token = await consoleToken(page);
  const api = (path: string, body: unknown, bearer?: string) =>
    fetch(`${session.server.url}/api${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
  expect((await api('/admin/administrators', { email, role: 'viewer' }, token)).status).toBe(201);
  const local = (await (await api('/admin/auth/local', { email })).json()) as {
    data: { credential: string };
  };
  const signedIn = (await (
    await api('/admin/auth/google', { token: local.data.credential })
  ).json()) as {
    data: { token: string; expires_at: string; user: Record<string, unknown> };
  };
  const stored = {
    token: signedIn.data.token,
    expiresAt: signedIn.data.expires_at,
    user: signedIn.data.user,
  };
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript((value) => {
    localStorage.setItem('directory-admin.session', value);
  }, JSON.stringify(stored));
  return { context, page: await context.newPage() };
}

describe('saved views', () => {
  let expected: string[];

  it('saves the search and order of the Organizations list as a shared view, and applies it after they are cleared', async () => {
    await openOrganizations(page);
    await page.getByLabel('Search by name').fill(SEARCH);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('filter'))
      .toBe(JSON.stringify({ q: SEARCH }));
    const sortByName = page.locator('thead').getByRole('button', { name: /^Sort by NAME/ });
    await sortByName.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    if (new URL(page.url()).searchParams.get('order') !== 'DESC') await sortByName.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('DESC');
    await expect.poll(async () => (await namesOn(page)).length).toBeGreaterThan(1);
    expected = await namesOn(page);

    const menu = await openViews(page);
    await menu.getByText('No saved views for this list yet.').waitFor();
    await page.screenshot({ path: `${SHOTS}/menu-empty-1280-en.png`, animations: 'disabled' });
    await menu.getByRole('button', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current view' });
    await dialog.getByLabel('Name').fill(VIEW);
    await dialog.getByLabel('Share with everyone').check();
    await page.screenshot({ path: `${SHOTS}/save-dialog-1280-en.png`, animations: 'disabled' });
    await expectAccessible(page, 'the Save current view dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`View “${VIEW}” saved`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    await openOrganizations(page);
    await page.reload();
    await expect.poll(() => namesOn(page)).not.toEqual(expected);
    await expect(page.getByLabel('Search by name').inputValue()).resolves.toBe('');

    const views = await openViews(page);
    const view = views.getByRole('button', { name: new RegExp(`^${VIEW}`) });
    await view.getByText('Shared with everyone').waitFor();
    await page.screenshot({ path: `${SHOTS}/menu-1280-en.png`, animations: 'disabled' });
    await expectAccessible(page, 'the Views menu');
    await view.click();
    await expect.poll(() => namesOn(page)).toEqual(expected);
    await expect(page.getByLabel('Search by name').inputValue()).resolves.toBe(SEARCH);
    expect(new URL(page.url()).searchParams.get('order')).toBe('DESC');
  });

  it('refuses a second view of the same name with the server’s reason, keeping the dialog', async () => {
    const menu = await openViews(page);
    await menu.getByRole('button', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current view' });
    await dialog.getByLabel('Name').fill(VIEW.toUpperCase());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('You already have a view with this name on this list: choose another name.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus is back on the menu's button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Views');
  });

  it('shows the shared view to another person, with who shared it, and applies it for them', async () => {
    const vera = await signedInAs('vera@example.org');
    try {
      await openOrganizations(vera.page);
      const views = await openViews(vera.page);
      const view = views.getByRole('button', { name: new RegExp(`^${VIEW}`) });
      await view.getByText('Shared by admin@localhost').waitFor();
      // Not theirs: no Delete.
      expect(await views.getByRole('button', { name: /^Delete the view/ }).count()).toBe(0);
      await vera.page.screenshot({
        path: `${SHOTS}/menu-other-person-1280-en.png`,
        animations: 'disabled',
      });
      // By keyboard: Tab to the view, Enter applies it.
      await vera.page.keyboard.press('Tab');
      await expect
        .poll(() => vera.page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain(VIEW);
      await vera.page.keyboard.press('Enter');
      await expect.poll(() => namesOn(vera.page)).toEqual(expected);
    } finally {
      await vera.context.close();
    }
  });

  it('fits a phone’s width, in English and in French', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
      const token = await page.evaluate(() => localStorage.getItem('directory-admin.session'));
      await context.addInitScript(
        ([stored, language]) => {
          localStorage.setItem('directory-admin.session', stored ?? '');
          localStorage.setItem('console.locale', language ?? 'en');
        },
        [token, locale],
      );
      const phone = await context.newPage();
      try {
        // A phone shows a line per record, not a table.
        await phone.goto(`${session.server.url}${ORGANIZATIONS}`);
        const name = locale === 'en' ? 'Views' : 'Vues';
        await phone.getByRole('button', { name, exact: true }).click();
        const menu = phone.getByRole('dialog', {
          name: locale === 'en' ? 'Saved views' : 'Vues enregistrées',
        });
        await menu.getByRole('button', { name: new RegExp(`^${VIEW}`) }).waitFor();
        await phone.screenshot({ path: `${SHOTS}/menu-390-${locale}.png`, animations: 'disabled' });
        expect(
          await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        const save = locale === 'en' ? 'Save current view…' : 'Enregistrer la vue actuelle…';
        await menu.getByRole('button', { name: save }).click();
        await phone.getByRole('dialog').getByRole('textbox').waitFor();
        await phone.screenshot({
          path: `${SHOTS}/save-dialog-390-${locale}.png`,
          animations: 'disabled',
        });
        expect(
          await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  it('deletes one’s own view after confirming', async () => {
    await openOrganizations(page);
    const views = await openViews(page);
    await views.getByRole('button', { name: `Delete the view “${VIEW}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete a saved view' });
    await confirm.getByText(`Delete the view “${VIEW}”?`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-1280-en.png`, animations: 'disabled' });
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`View “${VIEW}” deleted`).waitFor();
    const again = await openViews(page);
    await again.getByText('No saved views for this list yet.').waitFor();
  });
});
