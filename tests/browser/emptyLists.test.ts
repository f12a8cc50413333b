import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const NOTHING_MATCHES = 'zzqx no such name';
const NO_MATCH = 'No records match the current filters.';
const shot = (name: string) => page.screenshot({ path: `/tmp/emptylists/${name}.png` });
const filterInUrl = () => new URL(page.url()).searchParams.get('filter') ?? '';
const clearFilters = () => page.getByRole('button', { name: 'Clear filters' });

/** Goes to a list from the dashboard's New Organizations card and searches a name nothing has. */
async function searchRecentOrganizations() {
  await page.goto(`${session.server.url}/`);
  await page.getByRole('region', { name: 'New Organizations' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Created in the last 30 days' }).waitFor();
  await page.getByLabel('Search by name').fill(NOTHING_MATCHES);
}

describe('A list whose filters match nothing', () => {
  it('says so after the New Organizations card and a name search, and Clear filters shows them all', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await searchRecentOrganizations();
    await page.getByText(NO_MATCH).waitFor();
    await shot('organizations-no-match');
    // The spec's "No data" stays, with why and the way out.
    await page.getByText('No data', { exact: true }).waitFor();

    // Reached with Tab from the search field, with a visible focus.
    await page.getByLabel('Search by name').focus();
    let tabs = 0;
    while (!(await clearFilters().evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(tabs, 'Tab never reached Clear filters').toBeLessThan(60);
    }
    expect(await clearFilters().evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    await shot('organizations-clear-filters-focused');
    await page.keyboard.press('Enter');

    await page.locator('tbody tr').first().waitFor();
    await expect.poll(filterInUrl).not.toContain('created_within_days');
    expect(filterInUrl()).not.toContain(NOTHING_MATCHES.split(' ')[0]);
    expect(await page.getByLabel('Search by name').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Created in the last 30 days' }).waitFor({
      state: 'detached',
    });
    expect(await clearFilters().count()).toBe(0);
  });

  it('says "No data" and offers no Clear filters on a list that is truly empty', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`${session.server.url}/trash?filter=${encodeURIComponent('{}')}`);
    await page.getByText('No data', { exact: true }).waitFor();
    expect(await clearFilters().count()).toBe(0);
  });

  /** Opens the first row of the list shown, which leads to its region's children. */
  const openFirstRow = async () => {
    const left = page.url();
    await page.locator('tbody tr').first().click();
    await page.waitForURL((url) => url.href !== left);
    await page.locator('tbody tr').first().waitFor();
  };

  it.each([
    ['events', '/events', []],
    ['countries', '/countries', []],
    ['a country’s provinces', '/countries', [openFirstRow]],
    ['a province’s municipalities', '/countries', [openFirstRow, openFirstRow]],
    ['trash', '/trash', []],
    ['sponsors', '/sponsors', []],
  ] as const)(
    'the list of %s says its search matches nothing and clears it',
    async (_name, path, steps) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto(`${session.server.url}${path}?filter=${encodeURIComponent('{}')}`);
      for (const step of steps) await step();
      await page
        .getByRole('textbox', { name: /^Search/ })
        .last()
        .fill(NOTHING_MATCHES);
      await page.getByText(NO_MATCH).waitFor();
      await clearFilters().click();
      await expect.poll(filterInUrl).not.toContain('zzqx');
      await clearFilters().waitFor({ state: 'detached' });
      expect(
        await page
          .getByRole('textbox', { name: /^Search/ })
          .last()
          .inputValue(),
      ).toBe('');
    },
  );

  it('keeps a search typed the moment a province list opens, over the letter that list remembers', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`${session.server.url}/countries?filter=${encodeURIComponent('{}')}`);
    await page.locator('tbody tr').first().click();
    await page.getByRole('heading', { level: 1, name: 'Canada' }).waitFor();
    const provinces = new URL(page.url()).pathname;
    // An earlier visit picked a letter: the list remembers it and brings it back when reopened.
    const letter = encodeURIComponent(JSON.stringify({ letter: 'm' }));
    await page.goto(`${session.server.url}${provinces}?filter=${letter}`);
    await page.locator('tbody tr').first().waitFor();
    await page.goto(`${session.server.url}/countries?filter=${encodeURIComponent('{}')}`);
    await page.locator('tbody tr').first().waitFor();

    // A loaded machine, as in CI: the page's scripts run six times slower.
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      // Typed as soon as the address shows the province list.
      await page.locator('tbody tr').first().click();
      await page.waitForURL((url) => url.pathname === provinces);
      await page.getByLabel('Search by name').fill(NOTHING_MATCHES);
      await page.getByText(NO_MATCH).waitFor();
      // Long enough for any late restoring of the remembered letter to have come and gone.
      await page.waitForTimeout(2000);
    } finally {
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cpu.detach();
    }
    expect(new URL(page.url()).pathname).toBe(provinces);
    expect(filterInUrl()).toContain('zzqx');
    expect(filterInUrl()).not.toContain('letter');
    expect(await page.getByLabel('Search by name').inputValue()).toBe(NOTHING_MATCHES);
    await clearFilters().click();
    await clearFilters().waitFor({ state: 'detached' });
  });

  it('says it in French and fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await searchRecentOrganizations();
    await page.getByText(NO_MATCH).waitFor();
    await clearFilters().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot('organizations-no-match-phone');

    // The language is chosen in the user menu of the wide layout.
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: Français$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Aucun enregistrement ne correspond aux filtres actuels.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).waitFor();
    await shot('organizations-no-match-phone-fr');
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: English$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });
});
