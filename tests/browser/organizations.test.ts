import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { canadianMunicipality } from './support/regions';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { field, row, action, letter, path } = locatorsOf(() => page);

/** A region picker: its label carries the required mark (`Country *`). */
const picker = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Types into a picker and chooses the option named `option`. */
async function pick(label: string, typed: string, option: string) {
  await picker(label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseCategory() {
  await field('Category').click();
  await page.getByRole('option', { name: 'Community Services' }).click();
}

async function fillPlace(address: string) {
  await field('Address 1').fill(address);
  await field('Postal code').fill('M5V 2T6');
  await field('Latitude').fill('43.6426');
  await field('Longitude').fill('-79.3871');
}

let torontoPage: string;
const scopedName = `Zeta Scoped Org ${Date.now()}`;

describe('organizations in Chromium', () => {
  it("creates an organization from Toronto's page with the region prefilled, and finds it there", async () => {
    const api = await apiSession(session.server.url);
    const { country, state, city } = await canadianMunicipality(api, 'Ontario', 'Toronto');
    torontoPage = `/country/${country}/state/${state}/municipality/${city}`;
    await page.goto(`${session.server.url}${torontoPage}`);
    await page.getByRole('heading', { name: 'Canada - Ontario - Toronto' }).first().waitFor();

    await action(page, 'New Organization').click();
    await expect.poll(path).toBe(`${torontoPage}/organization/new`);
    await expect.poll(() => picker('Municipality').inputValue()).toBe('Toronto');
    // Each picker shows its region's name once its own lookup has answered.
    await expect.poll(() => picker('Province/State').inputValue()).toBe('Ontario');
    await expect.poll(() => picker('Country').inputValue()).toBe('Canada');

    await chooseCategory();
    await field('Name').fill(scopedName);
    await field('Description').fill('Made by the browser test through the scoped route.');
    await fillPlace('290 Bremner Blvd');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).not.toBe(`${torontoPage}/organization/new`);

    await page.goto(`${session.server.url}${torontoPage}`);
    await page.getByLabel('Search by name').fill(scopedName.slice(0, 20));
    await row(scopedName).first().waitFor();
  });

  it('leaves no organization behind when the server refuses its location, keeping the form filled', async () => {
    const name = `Zeta Rollback ${Date.now()}`;
    await page.goto(`${session.server.url}${torontoPage}/organization/new`);
    await expect.poll(() => picker('Municipality').inputValue()).toBe('Toronto');
    await chooseCategory();
    await field('Name').fill(name);
    await field('Description').fill('This one must not survive.');
    await fillPlace('1 Front St W');

    // The form's own rules pass; the request reaching the server carries an impossible
    // latitude, so the server refuses the location part of the one save.
    const save = '**/api/admin/organization/with-location';
    await page.route(save, (route) =>
      route.continue({
        postData: Buffer.from(
          (route.request().postDataBuffer() ?? Buffer.alloc(0))
            .toString('latin1')
            .replace(/(name="latitude"\r\n\r\n)[^\r]*/, '$1200'),
          'latin1',
        ),
      }),
    );
    const writes: string[] = [];
    const recordWrite = (request: Request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    };
    page.on('request', recordWrite);
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/with-location'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText('Must be between -90 and 90').first().waitFor();
    expect(await field('Name').inputValue()).toBe(name);
    page.off('request', recordWrite);
    await page.unroute(save);
    expect(writes).toEqual(['POST /api/admin/organization/with-location']);

    await page.goto(`${session.server.url}/organizations`);
    await letter('All').click();
    await page.getByLabel('Search by name').fill(name);
    await page.getByText('No data').waitFor();
  });

  it('is pending until published, then gone from the unpublished list', async () => {
    await page.goto(`${session.server.url}/unpublished/organizations`);
    await page.getByText('Unpublished Organizations').first().waitFor();
    await page.getByLabel('Search by name').fill(scopedName);
    await row(scopedName).first().waitFor();

    await page.goto(`${session.server.url}/organizations`);
    await page.getByLabel('Search by name').fill(scopedName);
    await action(row(scopedName).first(), 'Edit').click();
    await expect.poll(() => field('Name').inputValue()).toBe(scopedName);
    await field('Publish').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).not.toMatch(/\/edit$/);

    await page.goto(`${session.server.url}/unpublished/organizations`);
    await page.getByLabel('Search by name').fill(scopedName);
    await page.getByText('No data').waitFor();
  });

  it('creates a corkboard organization with the reduced form through the pickers', async () => {
    const name = `Zeta Corkboard ${Date.now()}`;
    await page.goto(`${session.server.url}/organization/new`);
    await field('Corkboard').check();
    await field('Name').fill(name);
    await pick('Country', 'Can', 'Canada');
    await pick('Province/State', 'Ont', 'Ontario');
    await pick('Municipality', 'Toro', 'Toronto');
    await fillPlace('100 Queen St W');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).not.toBe('/organization/new');

    await page.goto(`${session.server.url}/organizations`);
    await page.getByLabel('Search by name').fill(name);
    await row(name).first().waitFor();
    expect(await row(name).first().textContent()).toContain('Toronto');
  });

  it("creates, edits and deletes one of the organization's locations", async () => {
    await page.goto(`${session.server.url}/organizations`);
    await page.getByLabel('Search by name').fill(scopedName);
    await action(row(scopedName).first(), 'View').click();
    await page.getByRole('tab', { name: 'Locations' }).click();
    await action(page, 'Create Location').click();

    await field('Name').fill('Zeta Annex');
    await pick('Country', 'Can', 'Canada');
    await pick('Province/State', 'Ont', 'Ontario');
    await pick('Municipality', 'Toro', 'Toronto');
    await fillPlace('2 Annex Lane');
    await page.getByRole('button', { name: 'Save' }).click();
    await row('Zeta Annex').first().waitFor();

    await action(row('Zeta Annex').first(), 'Edit').click();
    await expect.poll(() => field('Name').inputValue()).toBe('Zeta Annex');
    await field('Name').fill('Zeta Annex East');
    await page.getByRole('button', { name: 'Save' }).click();
    await row('Zeta Annex East').first().waitFor();

    await action(row('Zeta Annex East').first(), 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Location "Zeta Annex East" has been deleted').waitFor();
    await row('Zeta Annex East').first().waitFor({ state: 'detached' });
  });
});
