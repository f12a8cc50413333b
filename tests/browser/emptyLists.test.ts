import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const NOTHING_MATCHES = 'zzqx no such name';
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
    await page.getByText('No organizations match the current filters.').waitFor();
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
    await page.locator('tbody tr').first().click();
    await page.locator('tbody tr').first().waitFor();
  };

  it.each([
    ['events', '/events', [], 'No events match the current filters.'],
    ['countries', '/countries', [], 'No countries match the current filters.'],
    ['a country’s provinces', '/countries', [openFirstRow], 'No provinces or states match'],
    [
      'a province’s municipalities',
      '/countries',
      [openFirstRow, openFirstRow],
      'No municipalities',
    ],
    ['trash', '/trash', [], 'No deleted records match the current filters.'],
    ['sponsors', '/sponsors', [], 'No records match the current filters.'],
  ] as const)(
    'the list of %s says its search matches nothing and clears it',
    async (_name, path, steps, message) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto(`${session.server.url}${path}?filter=${encodeURIComponent('{}')}`);
      for (const step of steps) await step();
      await page
        .getByRole('textbox', { name: /^Search/ })
        .last()
        .fill(NOTHING_MATCHES);
      await page.getByText(message).waitFor();
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

  it('says it in French and fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await searchRecentOrganizations();
    await page.getByText('No organizations match the current filters.').waitFor();
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
    await page.getByText('Aucun organisme ne correspond aux filtres actuels.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).waitFor();
    await shot('organizations-no-match-phone-fr');
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: English$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });
});
