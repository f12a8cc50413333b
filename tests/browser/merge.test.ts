import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../api/support/events';
import { seriousViolations } from './support/axe';
import { createCategory } from './support/categories';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { placedOrganization } from './support/organizations';
import { canadianMunicipality } from './support/regions';
import { type ApiSession, apiSession } from './support/server';

/*
 * Merging two organizations in Chromium: from the kept organization's page, "Merge with…" picks
 * the other by name; the side-by-side screen chooses each field's value (radio groups with
 * legends), the merge moves the other's events to the kept record, and the history shows the
 * merge with a "Revert merge" that puts everything back. At phone width the screen stacks
 * without sideways scroll, in French too.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { path } = locatorsOf(() => page);
const SHOTS = '/tmp/merge';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const STAMP = Date.now();

let api: ApiSession;
let organizationCategory = 0;
let eventCategory = 0;
let toronto = { country: 0, state: 0, city: 0 };

/** An organization in Toronto made through the API: its id. */
const organization = (name: string, extra: Record<string, unknown> = {}) =>
  placedOrganization(api, toronto, { name, category_id: organizationCategory, ...extra });

/** An event of organization `organizationId` made through the API: its id. */
async function eventOf(organizationId: number, title: string): Promise<number> {
  const form = new FormData();
  const fields = {
    title,
    description: `About ${title}`,
    category_id: String(eventCategory),
    organization_id: String(organizationId),
    start_time: '2031-05-01T18:00:00.000Z',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const image of ['card_image', 'profile_image']) {
    form.set(image, new Blob([PNG], { type: 'image/png' }), `${image}.png`);
  }
  const created = await api.call('/api/admin/event', { method: 'POST', form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data as { event: { id: number } }).event.id;
}

const organizationOfEvent = async (id: number) =>
  (await api.get<{ event: { organization_id: number } }>(`/api/admin/event/${id}`)).event
    .organization_id;

/** How wide the page is drawn: wider than the window means it scrolls sideways. */
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

/** Chooses a language in the user menu, and waits for the console to show it. */
async function chooseLanguage(name: 'English' | 'Français') {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  const lang = name === 'English' ? 'en' : 'fr';
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await apiSession(session.server.url);
  organizationCategory = await createCategory(api, `Merging ${STAMP}`, { is_organization: true });
  eventCategory = await createCategory(api, `Merged events ${STAMP}`, { is_event: true });
  toronto = await canadianMunicipality(api, 'Ontario', 'Toronto');
});

describe('merging two organizations', () => {
  it("moves the other's events to the kept record, and the merge is reverted from the history", async () => {
    const keptName = `Harbour Food Bank ${STAMP}`;
    const otherName = `Harbour Foodbank ${STAMP}`;
    const kept = await organization(keptName);
    const other = await organization(otherName, { phone_number: '416-555-0199' });
    const event = await eventOf(other, `Harvest Drive ${STAMP}`);

    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}/organization/${kept}`);
    await page.getByRole('button', { name: 'Merge with…' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Merge “${keptName}” with another organization`,
    });
    await dialog.getByRole('combobox', { name: 'The other organization' }).fill(otherName);
    await page.getByRole('option', { name: otherName }).click();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect.poll(path).toBe(`/organizations/${kept}/merge/${other}`);

    // One radio group per field; the phone, empty on the kept record, starts with the other's.
    const phone = page.getByRole('group', { name: 'Phone' });
    await expect
      .poll(() => phone.getByRole('radio', { name: /Take the other’s/ }).isChecked())
      .toBe(true);
    const name = page.getByRole('group', { name: 'Name' });
    expect(await name.getByRole('radio', { name: /^Keep/ }).isChecked()).toBe(true);
    await page.getByText('1 event', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/merge-desktop.png`, fullPage: true });

    // From the keyboard: the name's group takes the other's value with an arrow key.
    await name.getByRole('radio', { name: /^Keep/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await name.getByRole('radio', { name: /Take the other’s/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await name.getByRole('radio', { name: /^Keep/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Merge these organizations?' });
    await confirm.getByText(/goes to the Trash/).waitFor();
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`“${otherName}” was merged into “${keptName}”.`).waitFor();
    await expect.poll(path).toBe(`/organization/${kept}`);
    expect(await organizationOfEvent(event)).toBe(kept);

    // The moved event is among the kept record's events.
    await page.goto(`${session.server.url}/organization/${kept}/events`);
    await page.getByText(`Harvest Drive ${STAMP}`).waitFor();

    // The kept record's history shows its change as part of the merge, which it reverts whole.
    await page.goto(`${session.server.url}/organization/${kept}`);
    await page
      .getByText(/^Part of merge #\d+$/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/history.png`, fullPage: true });
    await page
      .getByRole('button', { name: /^Revert merge #\d+$/ })
      .first()
      .click();
    const revert = page.getByRole('dialog', { name: 'Revert this merge?' });
    await revert.getByRole('button', { name: 'Revert merge' }).click();
    await page.getByText('The merge was reverted.').waitFor();
    await expect.poll(() => organizationOfEvent(event)).toBe(other);
    const restored = await api.get<{ organization: { phone_number: string | null } }>(
      `/api/admin/organization/${other}`,
    );
    expect(restored.organization.phone_number).toBe('416-555-0199');
  });

  it('stacks the two records at phone width without sideways scroll, in French too', async () => {
    const kept = await organization(`Phone Kept ${STAMP}`);
    const other = await organization(`Phone Other With A Rather Long Name ${STAMP}`, {
      website_url: 'https://a-rather-long-website-address-for-a-food-bank.example.org/about',
    });
    await page.setViewportSize(PHONE);
    await page.goto(`${session.server.url}/organizations/${kept}/merge/${other}`);
    await page.getByRole('group', { name: 'Website' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/merge-phone.png`, fullPage: true });

    await page.setViewportSize(DESKTOP);
    await chooseLanguage('Français');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Fusionner des organismes', level: 1 }).waitFor();
    await page
      .getByRole('group', { name: 'Site Web' })
      .getByRole('radio', { name: /^Prendre/ })
      .waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/merge-phone-fr.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await chooseLanguage('English');
  });
});
