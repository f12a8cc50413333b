import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';

/*
 * A Canadian directory's words: the address fields say Province/State, Municipality and Postal
 * code in English as French says Province, Municipalité and Code postal (country > province/state
 * > municipality, as the navigation goes), the spec's quoted prompts stay as written, and without
 * a maps key the administrator reads a plain sentence where the spec's developer message is
 * only logged.
 */

let session: ConsoleSession;
let page: Page;
const logged: string[] = [];
consoleForTestFile(
  async () => {
    const opened = await signedInConsolePage();
    opened.page.on('console', (message) => logged.push(message.text()));
    return opened;
  },
  (opened) => {
    ({ session, page } = opened);
  },
);

const MISSING_KEY = 'Google Maps API key is missing!';

/** The labels of the form's inputs, without their required marks. */
const formLabels = () =>
  page
    .locator('form label')
    .allTextContents()
    .then((labels) => labels.map((label) => label.replace(/\s*\*$/, '').trim()));

async function chooseLanguage(name: 'English' | 'Français') {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  const lang = name === 'English' ? 'en' : 'fr';
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

describe('the address wording in English', () => {
  it('labels the organization form Province/State, Municipality and Postal code', async () => {
    await page.goto(`${session.server.url}/organization/new`);
    await page.getByRole('textbox', { name: /^Address 1/ }).waitFor();
    const labels = await formLabels();
    expect(labels).toEqual(
      expect.arrayContaining(['Country', 'Province/State', 'Municipality', 'Postal code']),
    );
    for (const old of ['State', 'City', 'Zip']) expect(labels).not.toContain(old);
    // The spec's quoted prompts stay as written.
    await page.getByText('Please select a country before select a state').waitFor();
    await page.getByText('Please select a state before select a city').waitFor();
  });

  it('says in plain words that address search is not set up; the spec message is only logged', async () => {
    await page
      .getByText('Address search is not set up: type the address in the fields below.')
      .waitFor();
    expect(await page.getByText(MISSING_KEY).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Search address' }).isDisabled()).toBe(true);
    expect(logged.some((text) => text.includes(MISSING_KEY))).toBe(true);
  });

  it('names the municipality in the lists: the column and the search', async () => {
    await page.goto(`${session.server.url}/organizations`);
    await page.locator('tbody tr').first().waitFor();
    const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers).toContain('MUNICIPALITY');
    expect(headers).not.toContain('CITY');
    await page.getByLabel('Search by municipality', { exact: true }).waitFor();
  });
});

describe('the address wording in French', () => {
  it('labels the form Province, Municipalité and Code postal, and says the search is not set up', async () => {
    await chooseLanguage('Français');
    try {
      await page.goto(`${session.server.url}/organization/new`);
      await page.getByRole('textbox', { name: /^Adresse 1/ }).waitFor();
      expect(await formLabels()).toEqual(
        expect.arrayContaining(['Pays', 'Province', 'Municipalité', 'Code postal']),
      );
      await page
        .getByText(
          "La recherche d'adresse n'est pas configurée : saisissez l'adresse dans les champs ci-dessous.",
        )
        .waitFor();
    } finally {
      await chooseLanguage('English');
    }
  });
});
