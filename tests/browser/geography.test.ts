import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { field, row, action, letter, path, column, cellText } = locatorsOf(() => page);

const crumbs = () => page.getByRole('navigation', { name: 'Breadcrumb' });
/** The names in the table's NAME column, in order. */
const names = () => column('Name');
const ids = async () => (await column('ID')).map(Number);

let countryId: string;
let ontarioId: string;

describe('geography in Chromium with the seeded Canadian data', () => {
  it('lists the countries from the Location entry, with letter and name filters', async () => {
    await page.getByRole('menuitem', { name: 'Location' }).click();
    await row('Canada').first().waitFor();
    await letter('Z').click();
    await page.getByText('No data').waitFor();
    await letter('C').click();
    await row('Canada').first().waitFor();
    await letter('All').click();
    await letter('C').click();
    await page.getByLabel('Search by name').fill('cAnA');
    await row('Canada').first().waitFor();
    await expect.poll(() => letter('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('drills into Canada: the provinces with paging, letters and an id search', async () => {
    await row('Canada').first().click();
    await expect.poll(path).toMatch(/^\/country\/\d+\/states$/);
    countryId = path().split('/')[2] ?? '';
    await page.getByRole('heading', { name: 'Canada' }).first().waitFor();
    await action(crumbs(), 'Countries').waitFor();

    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);

    await letter('O').click();
    await row('Ontario').first().waitFor();
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
    const ontarioRow = row('Ontario').first();
    ontarioId = await cellText(ontarioRow, 'ID');
    expect(Number(ontarioId)).toBeGreaterThan(0);

    await page.getByLabel('Search by ID').fill(ontarioId);
    await expect.poll(() => letter('All').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row('Ontario').first().waitFor();
  });

  it('shows Ontario municipalities with the letter filter kept across a reload and the back button', async () => {
    await action(row('Ontario').first(), 'View')
      .click()
      .catch(async () => row('Ontario').first().click());
    await expect.poll(path).toBe(`/country/${countryId}/state/${ontarioId}/municipalities`);
    await page.getByRole('heading', { name: 'Canada - Ontario' }).first().waitFor();

    await letter('T').click();
    await row('Toronto').first().waitFor();
    for (const name of await names()) expect(name.toLowerCase().startsWith('t')).toBe(true);
    await page.reload();
    await row('Toronto').first().waitFor();
    expect(await letter('T').getAttribute('aria-pressed')).toBe('true');

    await letter('All').click();
    await expect
      .poll(async () => (await names()).some((n) => !n.toLowerCase().startsWith('t')))
      .toBe(true);
    await page.goBack();
    await expect.poll(() => letter('T').getAttribute('aria-pressed')).toBe('true');
  });

  it("opens Toronto's organizations, sorts by id and by name both ways, and pages", async () => {
    await action(row('Toronto').first(), 'View').click();
    await page.getByRole('heading', { name: 'Canada - Ontario - Toronto' }).first().waitFor();
    await expect.poll(async () => (await names()).length).toBe(10);

    const byName = await names();
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    await page.getByRole('columnheader', { name: 'NAME' }).getByRole('button').click();
    await expect.poll(async () => (await names())[0]).not.toBe(byName[0]);
    const descending = await names();
    expect(descending).toEqual(
      [...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );

    await page.getByRole('columnheader', { name: 'ID' }).getByRole('button').click();
    await expect
      .poll(async () => {
        const list = await ids();
        return list.length > 1 && list.every((id, i) => i === 0 || id > (list[i - 1] ?? 0));
      })
      .toBe(true);
    await page.getByRole('columnheader', { name: 'ID' }).getByRole('button').click();
    await expect
      .poll(async () => {
        const list = await ids();
        return list.length > 1 && list.every((id, i) => i === 0 || id < (list[i - 1] ?? 0));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(async () => (await ids()).length).toBeGreaterThan(0);

    const first = page.locator('tbody tr').first();
    expect(await action(first, 'Edit').getAttribute('href')).toMatch(/\/organization\/\d+\/edit$/);
    expect(await action(first, 'Events').getAttribute('href')).toMatch(
      /\/organization\/\d+\/events$/,
    );

    await action(crumbs(), 'Ontario').click();
    await expect.poll(path).toBe(`/country/${countryId}/state/${ontarioId}/municipalities`);
  });

  it('creates and edits a province, then a municipality in it found by the # letter', async () => {
    await page.goto(`${session.server.url}/country/${countryId}/states`);
    await page
      .getByRole('link', { name: 'New Province/State' })
      .or(page.getByRole('button', { name: 'New Province/State' }))
      .first()
      .click();
    await field('Name').fill('Zeta Territory');
    await page.getByLabel('Publish', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe(`/country/${countryId}/states`);

    // The list remembers the id search of the earlier visit: a letter clears the searches.
    await letter('All').click();
    await page.getByLabel('Search by name').fill('zeta terr');
    await action(row('Zeta Territory').first(), 'Edit').click();
    await page.getByText('Edit Province/State: Zeta Territory').first().waitFor();
    await field('Name').fill('Zeta Territories');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe(`/country/${countryId}/states`);
    await page.getByLabel('Search by name').fill('zeta terr');
    await row('Zeta Territories').first().waitFor();

    await action(row('Zeta Territories').first(), 'View')
      .click()
      .catch(async () => row('Zeta Territories').first().click());
    await page.getByRole('heading', { name: 'Canada - Zeta Territories' }).first().waitFor();
    await page.getByText('No data').waitFor();
    await page
      .getByRole('link', { name: 'New Municipality' })
      .or(page.getByRole('button', { name: 'New Municipality' }))
      .first()
      .click();
    await field('Name').fill('100 Mile Camp');
    await page.getByRole('button', { name: 'Save' }).click();
    await row('100 Mile Camp').first().waitFor();
    await expect(await row('100 Mile Camp').first().textContent()).toContain('Pending');

    await action(row('100 Mile Camp').first(), 'Edit').click();
    await field('Name').fill('100 Mile Station');
    await page.getByLabel('Publish', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await row('100 Mile Station').first().waitFor();
    expect(await row('100 Mile Station').first().textContent()).toContain('Published');

    await letter('#').click();
    await row('100 Mile Station').first().waitFor();
    await letter('A').click();
    await page.getByText('No data').waitFor();
  });

  it('reloads a deep URL into the same screen with its breadcrumbs', async () => {
    const deep = `/country/${countryId}/state/${ontarioId}/municipalities`;
    await page.goto(`${session.server.url}${deep}`);
    await page.getByRole('heading', { name: 'Canada - Ontario' }).first().waitFor();
    for (const part of ['Countries', 'Canada']) await action(crumbs(), part).waitFor();
    await action(crumbs(), 'Canada').click();
    await expect.poll(path).toBe(`/country/${countryId}/states`);
  });
});
