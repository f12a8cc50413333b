import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

/*
 * Revert from the history: an entry's Revert asks to confirm the values it sets back, then sets
 * them back as a new change; a conflict keeps the server's reason in the dialog; an entry of a
 * bulk action offers to undo the whole action.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row } = locatorsOf(() => page);

const SHOTS = '/tmp/revert-shots';
mkdirSync(SHOTS, { recursive: true });

let api: ApiSession;
beforeAll(async () => {
  api = await apiSession(session.server.url);
});

interface Organization {
  id: number;
  name: string;
  description: string;
  phone_number: string | null;
  updated_at: string;
}

/** The first seeded organization, as the API answers it. */
async function firstOrganization(): Promise<Organization> {
  const { organizations } = await api.get<{ organizations: { id: number }[] }>(
    '/api/admin/organization?max_organizations=1',
  );
  const [first] = organizations;
  if (!first) throw new Error('The seed holds no organization.');
  return (await api.get<{ organization: Organization }>(`/api/admin/organization/${first.id}`))
    .organization;
}

/** Changes `fields` of an organization through the API (another desk's edit). */
async function edit(id: number, fields: Record<string, unknown>) {
  const answer = await api.call(`/api/admin/organization/${id}`, { method: 'PATCH', json: fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { organization: Organization }).organization;
}

/** Chooses a language in the user menu, and waits for the console to show it. */
async function chooseLanguage(name: 'English' | 'Français') {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    name === 'English' ? 'en' : 'fr',
  );
}

const historyOf = () => page.getByRole('region', { name: 'History' });
const dialog = () => page.getByRole('dialog');

describe('Revert from the history', () => {
  it("sets an organization's edit back from its History, after a confirmation naming the values", async () => {
    const organization = await firstOrganization();
    await edit(organization.id, { description: 'A description to revert.' });
    await page.goto(`${session.server.url}/organization/${organization.id}`);
    const latest = historyOf().getByRole('listitem').first();
    await expect.poll(() => latest.textContent()).toContain('A description to revert.');

    await latest.getByRole('button', { name: /^Revert the change of/ }).click();
    await dialog().getByText('Revert this change?').waitFor();
    expect(await dialog().getByRole('listitem').allTextContents()).toEqual([
      `Description: ${organization.description}`,
    ]);
    await page.screenshot({ path: `${SHOTS}/confirm.png` });
    await dialog().getByRole('button', { name: 'Revert', exact: true }).click();
    await page.getByText('Change reverted').waitFor();

    const reverted = await api.get<{ organization: Organization }>(
      `/api/admin/organization/${organization.id}`,
    );
    expect(reverted.organization.description).toBe(organization.description);
    const change = latest.getByRole('row', { name: /Description/ });
    await expect
      .poll(() => change.getByRole('cell').allTextContents())
      .toEqual(['A description to revert.', organization.description]);
  });

  it("keeps the server's reason in the dialog when a field changed again since, changing nothing", async () => {
    const organization = await firstOrganization();
    await edit(organization.id, { phone_number: '555-0101' });
    await edit(organization.id, { phone_number: '555-0102' });
    await page.goto(`${session.server.url}/organization/${organization.id}`);
    const older = historyOf().getByRole('listitem').nth(1);
    await expect.poll(() => older.textContent()).toContain('555-0101');

    await older.getByRole('button', { name: /^Revert the change of/ }).click();
    await dialog().getByRole('button', { name: 'Revert', exact: true }).click();
    const reason = dialog().getByRole('alert');
    await expect
      .poll(() => reason.textContent())
      .toBe(
        'Changed again since this change: phone_number. Nothing was reverted, so that the later change is kept.',
      );
    await page.screenshot({ path: `${SHOTS}/conflict.png` });
    const now = await api.get<{ organization: Organization }>(
      `/api/admin/organization/${organization.id}`,
    );
    expect(now.organization.phone_number).toBe('555-0102');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('reverts a bulk Publish from Activity as a whole, then says it was undone', async () => {
    const marker = `Revert bulk ${Date.now()}`;
    const ids: number[] = [];
    for (const title of ['One', 'Two']) {
      const answer = await api.call('/api/blog', {
        method: 'POST',
        json: { title: `${title} ${marker}`, body: 'Revert', is_published: false },
      });
      ids.push((answer.body.data as { blogpost: { id: number } }).blogpost.id);
    }
    const bulk = await api.call('/api/blog/bulk', {
      method: 'POST',
      json: { action: 'publish', ids },
    });
    expect(bulk.status).toBe(200);

    const filter = encodeURIComponent(
      JSON.stringify({ action: 'publish', resource: 'blog_posts' }),
    );
    await page.goto(`${session.server.url}/history?filter=${filter}`);
    const entry = row(`Two ${marker}`).first();
    await entry.waitFor();
    await entry.getByRole('button', { name: /^Revert the change of/ }).click();
    await dialog()
      .getByText(/A bulk action of yours made this change/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/bulk.png` });
    await dialog().getByRole('button', { name: 'Revert the whole bulk action' }).click();
    await page.getByText('Undone: 2 records unpublished again.').waitFor();
    const states = await Promise.all(
      ids.map(async (id) => {
        const { blogpost } = await api.get<{ blogpost: { is_published: boolean } }>(
          `/api/blog/${id}`,
        );
        return blogpost.is_published;
      }),
    );
    expect(states).toEqual([false, false]);

    await entry.getByRole('button', { name: /^Revert the change of/ }).click();
    await dialog()
      .getByText(/Its bulk action was already undone/)
      .waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  it('reads in French and fits a phone, from the keyboard', async () => {
    const organization = await firstOrganization();
    await edit(organization.id, { description: 'Une description à rétablir.' });
    await chooseLanguage('Français');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${session.server.url}/organization/${organization.id}`);
      const latest = page.getByRole('region', { name: 'Historique' }).getByRole('listitem').first();
      await expect.poll(() => latest.textContent()).toContain('Une description à rétablir.');
      await latest.getByRole('button', { name: /^Rétablir la modification du/ }).focus();
      await page.keyboard.press('Enter');
      await dialog().getByText('Rétablir cette modification\u00a0?').waitFor();
      expect(await dialog().getByRole('listitem').allTextContents()).toEqual([
        `Description\u00a0: ${organization.description}`,
      ]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/phone-fr.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog().count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await chooseLanguage('English');
    }
  });
});
