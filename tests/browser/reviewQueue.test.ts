import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
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
 * The review queue in Chromium: an administrator filters it and walks it with the keyboard
 * alone (Verified, Edit, Unpublish, Next, Stop), in English, then in French at phone width; an
 * editor limited to a province sees that province's listings only.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row, column } = locatorsOf(() => page);
const SHOTS = '/tmp/queue';
const CATEGORY = `Review Walk ${Date.now()}`;

interface Listing {
  id: number;
  name: string;
  website_url: string | null;
  is_published: boolean;
  last_verified_at: string;
}

let api: ApiSession;
let categoryId = 0;
/** Where this file's listings are: Toronto, Ontario and Montréal, Quebec. */
const places = {
  ontario: { country: 0, state: 0, city: 0 },
  quebec: { country: 0, state: 0, city: 0 },
};
const listings: Record<string, number> = {};

/** A published organization of this file's category with no way to reach it: in the queue. */
async function unreachable(name: string, province: 'ontario' | 'quebec'): Promise<number> {
  return placedOrganization(api, places[province], {
    name,
    category_id: categoryId,
    ...(province === 'quebec' ? { city: 'Montréal', state: 'Quebec' } : {}),
  });
}

const listing = async (id: number) =>
  (await api.get<{ organization: Listing }>(`/api/admin/organization/${id}`)).organization;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await apiSession(session.server.url);
  categoryId = await createCategory(api, CATEGORY, { is_organization: true });
  places.ontario = await canadianMunicipality(api, 'Ontario', 'Toronto');
  places.quebec = await canadianMunicipality(api, 'Quebec', 'Montréal');
  // Created one after the other: the queue lists them oldest verified first, in this order.
  for (const name of ['Walk Alpha', 'Walk Bravo', 'Walk Charlie', 'Walk Delta']) {
    listings[name] = await unreachable(name, 'ontario');
  }
  listings['Walk Québec'] = await unreachable('Walk Québec', 'quebec');
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/** How wide the page is drawn: wider than the window means it scrolls sideways. */
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

/** Presses Tab until `target` has the focus (at most `presses` times): the keyboard's way there. */
async function tabTo(target: Locator, presses = 60) {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target}`);
}

/** The name of the focused control. */
const focusedName = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

/** The review bar, once it shows `name` and holds the focus. */
async function barOn(name: string, reviewing = 'Reviewing') {
  const bar = page.getByRole('region', { name: /^(Review|Vérification)$/ });
  await bar.getByText(new RegExp(`${reviewing}.*${name}`)).waitFor();
  await expect
    .poll(() => bar.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  return bar;
}

describe('the review queue', () => {
  it('an administrator filters the queue and walks it with the keyboard alone', async () => {
    await page.goto(`${session.server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const entry = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('menuitem', { name: 'Review queue' });
    await tabTo(entry);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();

    // The category filter, from the keyboard: open it, type the category's first letters, choose.
    await tabTo(page.getByRole('combobox', { name: 'Category' }));
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: CATEGORY }).waitFor();
    await page.keyboard.type('Review');
    await page.keyboard.press('Enter');
    await row('Walk Alpha').waitFor();
    await expect
      .poll(() => column('Name'))
      .toEqual(['Walk Alpha', 'Walk Bravo', 'Walk Charlie', 'Walk Delta', 'Walk Québec']);
    expect(await row('Walk Alpha').textContent()).toContain('No website, e-mail or phone');
    await page.screenshot({ path: `${SHOTS}/queue.png`, fullPage: true });

    // Export, from the keyboard: the filtered queue, in its order.
    await tabTo(page.getByRole('button', { name: 'Export', exact: true }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const exported = parse(await readFile(await download.path(), 'utf8'), {
      bom: true,
      columns: true,
    }) as { name: string; findings: string }[];
    expect(exported.map((line) => line.name)).toEqual(await column('Name'));
    expect(JSON.parse(exported[0]?.findings ?? '[]')).toContain('no_contact');

    // The province filter, from the keyboard: the letters typed find it; Escape clears it.
    await tabTo(page.getByRole('combobox', { name: 'Province' }));
    await page.keyboard.type('Queb');
    await page.getByRole('option', { name: 'Quebec' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => column('Name')).toEqual(['Walk Québec']);
    expect(await page.getByRole('combobox', { name: 'Municipality' }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => column('Name')).toHaveLength(5);
    expect(await page.getByRole('combobox', { name: 'Municipality' }).isEnabled()).toBe(false);

    await tabTo(page.getByRole('button', { name: 'Start reviewing' }));
    await page.keyboard.press('Enter');

    // Walk Alpha: Verified (the bar's first action has the focus), then Walk Bravo opens.
    await barOn('Walk Alpha');
    expect(await focusedName()).toBe('Verified');
    await page.screenshot({ path: `${SHOTS}/bar.png`, fullPage: true });
    const before = (await listing(listings['Walk Alpha'] as number)).last_verified_at;
    await page.keyboard.press('Enter');
    await barOn('Walk Bravo');
    expect(
      Date.parse((await listing(listings['Walk Alpha'] as number)).last_verified_at),
    ).toBeGreaterThan(Date.parse(before));

    // Walk Bravo: Edit, give it a website, Save; then Walk Charlie opens.
    await tabTo(page.getByRole('region', { name: 'Review' }).getByRole('link', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    const website = page.getByLabel('Website');
    await tabTo(website, 120);
    await page.keyboard.type('https://bravo.example.org');
    await tabTo(page.getByRole('button', { name: 'Save' }), 120);
    await page.keyboard.press('Enter');
    await barOn('Walk Charlie');
    expect((await listing(listings['Walk Bravo'] as number)).website_url).toBe(
      'https://bravo.example.org',
    );

    // Walk Charlie: Unpublish; then Walk Delta opens.
    await tabTo(page.getByRole('button', { name: 'Unpublish Walk Charlie' }));
    await page.keyboard.press('Enter');
    await barOn('Walk Delta');
    expect((await listing(listings['Walk Charlie'] as number)).is_published).toBe(false);

    // Walk Delta: Next leaves it as it was; Walk Québec is the last, then the queue ends.
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await barOn('Walk Québec');
    expect((await listing(listings['Walk Delta'] as number)).is_published).toBe(true);
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await page.getByText('That was the last listing of the queue.').waitFor();
    await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();

    // Bravo left the queue (it has a website now), Alpha went to its end (verified last); Stop
    // ends a new walk on its first listing.
    await expect
      .poll(() => column('Name'))
      .toEqual(['Walk Charlie', 'Walk Delta', 'Walk Québec', 'Walk Alpha']);
    await tabTo(page.getByRole('button', { name: 'Start reviewing' }));
    await page.keyboard.press('Enter');
    await barOn('Walk Charlie');
    await tabTo(page.getByRole('button', { name: 'Stop' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Review' }).count()).toBe(0);
  });

  it("shows an organization's open findings on its page", async () => {
    await page.goto(`${session.server.url}/organization/${listings['Walk Delta']}`);
    const findings = page.getByRole('region', { name: 'Open findings' });
    await findings.getByText('No website, e-mail or phone').waitFor();
    await page.goto(`${session.server.url}/organization/${listings['Walk Bravo']}`);
    await page
      .getByRole('region', { name: 'Open findings' })
      .getByText('No open findings.')
      .waitFor();
  });

  it('reads in French at phone width, and axe finds nothing serious', async () => {
    await chooseLanguage(page, 'Français');
    await page.setViewportSize(PHONE);
    await page.goto(
      `${session.server.url}/review-queue?filter=${encodeURIComponent(
        JSON.stringify({ category_id: String(categoryId) }),
      )}`,
    );
    await page.getByRole('heading', { name: 'File de vérification', level: 1 }).waitFor();
    await page.getByText('Walk Charlie').first().waitFor();
    await page
      .getByText(/Ni site Web, ni courriel, ni téléphone/)
      .first()
      .waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/queue-fr-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Commencer la vérification' }).click();
    const bar = await barOn('Walk Charlie', 'Vérification de');
    await bar.getByRole('button', { name: 'Suivante' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/bar-fr-phone.png`, fullPage: true });
    await bar.getByRole('button', { name: 'Arrêter' }).click();
    await page.getByRole('heading', { name: 'File de vérification', level: 1 }).waitFor();
    await page.setViewportSize(DESKTOP);
    await chooseLanguage(page, 'English');
  });

  it("gives an editor limited to a province that province's queue only", async () => {
    await page.setViewportSize(DESKTOP);
    const editor = await api.call('/api/admin/administrators', {
      method: 'POST',
      json: { email: 'quinn@example.org', role: 'editor', state_ids: [places.quebec.state] },
    });
    expect(editor.status, JSON.stringify(editor.body)).toBe(201);
    await page.getByRole('button', { name: /\(profile\)$/ }).click();
    await page.getByRole('menuitem', { name: /^Signed in as/ }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${session.server.url}/`);
    await page.getByLabel('E-mail').fill('quinn@example.org');
    await page.getByLabel('E-mail').press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The whole queue as the editor sees it: Quebec's listings only.
    await page.goto(`${session.server.url}/review-queue`);
    await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();
    await expect.poll(async () => (await column('Province')).length).toBeGreaterThan(0);
    expect(new Set(await column('Province'))).toEqual(new Set(['Quebec']));
    // This file's category: of its five listings, the one in Quebec.
    await page.goto(
      `${session.server.url}/review-queue?filter=${encodeURIComponent(
        JSON.stringify({ category_id: String(categoryId) }),
      )}`,
    );
    await row('Walk Québec').waitFor();
    expect(await column('Name')).toEqual(['Walk Québec']);
  });
});
