import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const SHOTS = '/tmp/verification';
mkdirSync(SHOTS, { recursive: true });

type Row = { id: number; name: string; last_verified_at: string; review_due_at: string };

/** The seed's first organizations overdue for verification. */
async function overdueOrganizations(): Promise<Row[]> {
  const api = await apiSession(session.server.url);
  const { organizations } = await api.get<{ organizations: Row[] }>(
    '/api/admin/organization?review=overdue&max_organizations=2',
  );
  if (organizations.length < 2) throw new Error('The seed holds too few overdue organizations.');
  return organizations;
}

/** Today, in the browser's time, as the console writes a day. */
const today = () => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

/** Tabs from the page's start until `name`'s button has the focus (a keyboard user's way there). */
async function tabTo(name: string) {
  await page.locator('body').focus();
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the ${name} button`);
}

const line = () => page.getByTestId('verification');

describe('Verified, on an organization page', () => {
  it('an administrator presses Verified with the keyboard: the line says so, and the history', async () => {
    const [organization] = (await overdueOrganizations()) as [Row];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${session.server.url}/organization/${organization.id}`);
    await expect.poll(() => line().textContent()).toMatch(/^Last verified \d{4}-\d{2}-\d{2}/);
    expect(await line().textContent()).toContain('overdue since');
    await page.screenshot({ path: `${SHOTS}/overdue-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await tabTo('Verified');
    await page.keyboard.press('Enter');
    await page.getByText('Verified', { exact: true }).last().waitFor();
    const day = await today();
    await expect
      .poll(() => line().textContent())
      .toMatch(
        new RegExp(`^Last verified ${day} by Local administrator; due \\d{4}-\\d{2}-\\d{2}`),
      );
    expect(await line().textContent()).not.toContain('overdue');
    const history = page.getByRole('region', { name: 'History' });
    await expect
      .poll(() => history.getByRole('listitem').first().textContent())
      .toContain('Verified');
    await page.screenshot({ path: `${SHOTS}/verified-1280.png`, fullPage: true });
  });

  it('reads in French, and Vérifié records the check there too, at phone width', async () => {
    const [, organization] = (await overdueOrganizations()) as [Row, Row];
    await page.goto(`${session.server.url}/organization/${organization.id}`);
    // The language is chosen in the user menu of the wide layout.
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: Français$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => line().textContent())
      .toMatch(/^Dernière vérification le \d{4}-\d{2}-\d{2}; en retard depuis le /);
    await page.screenshot({ path: `${SHOTS}/overdue-390-fr.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await line().getByRole('button', { name: 'Vérifié' }).focus();
    await page.keyboard.press('Enter');
    const day = await today();
    await expect
      .poll(() => line().textContent())
      .toMatch(
        new RegExp(`^Dernière vérification le ${day} par Local administrator; à revoir le `),
      );
    await page.screenshot({ path: `${SHOTS}/verified-390-fr.png` });

    await page.goto(`${session.server.url}/organizations`);
    await page.getByRole('combobox', { name: 'Révision' }).click();
    await page.getByRole('option', { name: 'En retard' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('overdue');
    await page.screenshot({ path: `${SHOTS}/list-overdue-390-fr.png` });
    // Widened, the list is drawn anew (a list's wide layout does not replace its phone one live).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('columnheader', { name: 'DERNIÈRE VÉRIFICATION' }).waitFor();
  });
});
