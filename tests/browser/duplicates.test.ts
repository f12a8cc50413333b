import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { createCategory } from './support/categories';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { chooseLanguage } from './support/languages';
import { locatorsOf } from './support/locators';
import { placedOrganization } from './support/organizations';
import { canadianMunicipality } from './support/regions';
import { type ApiSession, apiSession } from './support/server';

/*
 * Possible duplicates in Chromium: the organization form warns, before saving, of an existing
 * organization with a similar name in the same municipality, naming and linking it, and saving
 * anyway works; the Possible duplicates screen lists the pair, and Not duplicates removes it for
 * good; in French at phone width too.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { field, path, row } = locatorsOf(() => page);
const SHOTS = '/tmp/dupes';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const CATEGORY = `Duplicates ${Date.now()}`;

let api: ApiSession;
let categoryId = 0;
let toronto = { country: 0, state: 0, city: 0 };
/** The pair the form test made: its name and both ids. */
let pair = { name: '', ids: [0, 0] };

/** An organization in Toronto made through the API: its id. */
const existing = (name: string, extra: Record<string, unknown> = {}) =>
  placedOrganization(api, toronto, { name, category_id: categoryId, ...extra });

/** How wide the page is drawn: wider than the window means it scrolls sideways. */
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await apiSession(session.server.url);
  categoryId = await createCategory(api, CATEGORY, { is_organization: true });
  toronto = await canadianMunicipality(api, 'Ontario', 'Toronto');
});

describe('possible duplicates', () => {
  it('warns of an organization with the same name in the municipality before saving, and saves anyway', async () => {
    const name = `Harbourfront Food Bank ${Date.now()}`;
    const earlier = await existing(name);
    const municipality = `/country/${toronto.country}/state/${toronto.state}/municipality/${toronto.city}`;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}${municipality}/organization/new`);
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Municipality/ }).inputValue())
      .toBe('Toronto');
    await field('Category').click();
    await page.getByRole('option', { name: CATEGORY }).click();
    await field('Name').fill(name);

    const warning = page.getByRole('status').filter({ hasText: 'Possible duplicates' });
    const link = warning.getByRole('link', { name: new RegExp(`^${name}`) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/organization/${earlier}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => warning.textContent()).toContain('Toronto, Ontario · similar name');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/warning-desktop.png`, fullPage: true });

    await page.setViewportSize(PHONE);
    await link.scrollIntoViewIfNeeded();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/warning-phone.png` });
    await page.setViewportSize(DESKTOP);

    // The warning never blocks: saving makes the second organization.
    await field('Description').fill('Entered again on purpose.');
    await field('Address 1').fill('290 Bremner Blvd');
    await field('Postal code').fill('M5V 2T6');
    await field('Latitude').fill('43.6426');
    await field('Longitude').fill('-79.3871');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toMatch(/\/organization\/\d+$/);
    const saved = Number(path().split('/').pop());
    expect(saved).not.toBe(earlier);
    const answer = await api.call(`/api/admin/organization/${saved}`);
    expect(answer.status).toBe(200);
    pair = { name, ids: [earlier, saved] };
  });

  it('lists the pair on the Possible duplicates screen, and Not duplicates removes it for good', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'Possible duplicates' })
      .click();
    await page.getByRole('heading', { name: 'Possible duplicates', level: 1 }).waitFor();
    const province = page.getByRole('combobox', { name: 'Province' });
    await province.fill('Ontar');
    await page.getByRole('option', { name: 'Ontario', exact: true }).click();
    const listed = row(pair.name);
    await listed.waitFor();
    expect(await listed.textContent()).toContain('similar name');
    // Export downloads the pairs the list shows: the province's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const exported = parse(await readFile(await download.path(), 'utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(exported.map((line) => line.other_id)).toContain(String(Math.max(...pair.ids)));
    expect(
      exported.every((line) => [line.organization_state, line.other_state].includes('Ontario')),
    ).toBe(true);
    const [first, second] = [...pair.ids].sort((a, b) => a - b);
    expect(await listed.getByRole('link', { name: 'Merge…' }).getAttribute('href')).toBe(
      `/organizations/${first}/merge/${second}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pairs-desktop.png`, fullPage: true });

    // From the keyboard: the row's Not duplicates, then the dialog's confirmation.
    const notDuplicates = listed.getByRole('button', { name: /^Not duplicates: / });
    await notDuplicates.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Not duplicates?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Not duplicates' }).press('Enter');
    await page.getByText('are marked not duplicates').waitFor();
    await expect.poll(() => listed.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Possible duplicates', level: 1 }).waitFor();
    await expect.poll(() => row(pair.name).count()).toBe(0);
    const pairs = await api.get<{ pairs: { organization: { id: number } }[] }>(
      '/api/admin/duplicate-pairs?max_pairs=100',
    );
    expect(pairs.pairs.some((listedPair) => listedPair.organization.id === first)).toBe(false);
  });

  it('reads in French at phone width without sideways scrolling, and axe finds nothing serious', async () => {
    await existing('Parkdale Legal Clinic', { phone_number: '416-555-0123' });
    await existing('Parkdale Legal Clinics', { phone_number: '4165550123' });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}/duplicate-pairs`);
    await chooseLanguage(page, 'Français');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Doublons possibles', level: 1 }).waitFor();
    await page.getByText('Parkdale Legal Clinic · Parkdale Legal Clinics').first().waitFor();
    await page.getByText('nom semblable, même téléphone').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pairs-phone-fr.png` });
    await page.setViewportSize(DESKTOP);
    await chooseLanguage(page, 'English');
  });
});
