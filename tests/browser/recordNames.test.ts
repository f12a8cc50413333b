import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../shared/resources/organizations';
import { english } from '../../src/i18n/en';
import { french } from '../../src/i18n/fr';
import { flatten, interpolate } from '../../src/i18n/messages';
import { torontoAddress } from '../support/addresses';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { canadianMunicipality } from './support/regions';
import { type ApiSession, apiSession } from './support/server';

/*
 * A record's name is data: the console shows it as it was typed, in every language. A name that
 * reads like a message (placeholders, plural marks, an API message's English text) is never
 * translated, cut or interpolated in the screens' titles, headings, breadcrumbs, delete popup,
 * notifications and trash.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const catalogues = { en: flatten(english), fr: flatten(french) };
type Language = keyof typeof catalogues;

/**
 * The catalogue's text of `key` in `language`, its placeholders filled with `values`; for a
 * message with a plural, its singular when `count` is 1.
 */
function text(
  language: Language,
  key: string,
  values: Record<string, string> = {},
  count?: 1,
): string {
  const template = catalogues[language].get(key);
  if (template === undefined) throw new Error(`No ${language} text for ${key}`);
  const [singular = template] = count === 1 ? template.split(' |||| ') : [template];
  return interpolate(singular, values);
}

const NAMES = {
  /** Placeholders and a plural mark, which a translator would fill or cut. */
  template: 'Hope %{smart_count} A |||| B',
  /** The English text of an API message, which the French console words as "Obligatoire". */
  apiMessage: 'Required',
} as const;

let api: ApiSession;
let torontoPage: string;
const organizationIds = new Map<string, number>();

beforeAll(async () => {
  api = await apiSession(session.server.url);
  const { country, state, city } = await canadianMunicipality(api, 'Ontario', 'Toronto');
  torontoPage = `/country/${country}/state/${state}/municipality/${city}`;
  const { categories } = await api.get<{ categories: { id: number; is_organization: unknown }[] }>(
    '/api/admin/category?page=1&limit=100',
  );
  const category = categories.find((candidate) => candidate.is_organization);
  if (!category) throw new Error('The seed holds no organization category.');
  for (const name of Object.values(NAMES)) {
    const answer = await api.call('/api/admin/organization/with-location', {
      method: 'POST',
      json: {
        name,
        description: 'Its name reads like a message.',
        category_id: category.id,
        is_published: true,
        is_corkboard: false,
        ...torontoAddress,
        country_id: country,
        state_id: state,
        city_id: city,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { organization } = answer.body.data as { organization: { id: number; name: string } };
    expect(organization.name).toBe(name);
    organizationIds.set(name, organization.id);
  }
});

/** Chooses a language in the user menu, and waits for the console to show it. */
async function chooseLanguage(language: Language) {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  const name = language === 'en' ? 'English' : 'Français';
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
}

/** Waits until the page has its data: no request in flight and no loading indicator. */
async function settled() {
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'hidden' });
}

const appBarTitle = () => page.locator('#react-admin-title').textContent();
const heading = () => page.getByRole('heading', { level: 1 }).textContent();
const lastCrumb = (language: Language) =>
  page
    .getByRole('navigation', { name: text(language, 'console.geography.breadcrumbs.label') })
    .locator('[aria-current="page"]')
    .textContent();

const organizationPage = (name: string, tab = '') =>
  `${session.server.url}${torontoPage}/organization/${organizationIds.get(name)}${tab}`;

/** The organizations list, searched by `name`, with the row of the one so named. */
async function findInList(language: Language, name: string) {
  await page.goto(`${session.server.url}/organizations`);
  await settled();
  await page.getByLabel(text(language, 'console.organizations.filters.search_name')).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

/** The texts of the notifications shown. */
const notifications = async () =>
  (await page.locator('.MuiSnackbar-root').allTextContents()).map((shown) => shown.trim());

describe.each(['en', 'fr'] as const)('record names shown as typed (%s)', (language) => {
  beforeAll(() => chooseLanguage(language));

  it.each(Object.values(NAMES))(
    'titles, headings and breadcrumbs show "%s" as it is',
    async (name) => {
      await page.goto(organizationPage(name));
      await settled();
      await expect.poll(appBarTitle).toBe(name);
      await expect.poll(heading).toBe(text(language, 'console.organizations.heading', { name }));
      await expect.poll(() => lastCrumb(language)).toBe(name);

      await page.goto(organizationPage(name, '/edit'));
      await settled();
      const editTitle = text(language, 'console.organizations.edit_title', { name });
      await expect.poll(appBarTitle).toBe(editTitle);
      await expect.poll(heading).toBe(editTitle);
      await expect.poll(() => lastCrumb(language)).toBe(name);
    },
  );

  it.each(Object.values(NAMES))('the delete popup asks about "%s" as it is', async (name) => {
    const row = await findInList(language, name);
    await row.getByRole('button', { name: text(language, 'ra.action.delete') }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.locator('.MuiDialogContentText-root').textContent())
      .toBe(text(language, 'console.shared.kind.with_name.delete_question', { name }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('a record named like a message, deleted and restored in French', () => {
  beforeAll(() => chooseLanguage('fr'));

  it.each(Object.values(NAMES))(
    'names "%s" as it is in the notifications and the trash',
    async (name) => {
      const row = await findInList('fr', name);
      await row.getByRole('button', { name: text('fr', 'ra.action.delete') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('fr', 'ra.action.delete') })
        .click();
      const label = text('fr', 'console.organizations.one');
      await expect
        .poll(notifications)
        .toContain(text('fr', 'console.shared.kind.with_name.deleted', { label, name }));

      await page.goto(`${session.server.url}/trash`);
      await settled();
      await page.getByLabel(text('fr', 'console.trash.search_by_name')).fill(name);
      // The organization's location went to the trash with it, under the same name.
      const kind = organizations.fr.one;
      const trashRow = page.getByRole('row').filter({ hasText: name }).filter({ hasText: kind });
      await expect.poll(() => trashRow.count()).toBe(1);
      await trashRow
        .getByRole('button', {
          name: text('fr', 'console.trash.restore_label', { name }),
          exact: true,
        })
        .click();
      // Its location comes back with it: one record.
      await expect
        .poll(notifications)
        .toContain(text('fr', 'console.trash.restored_with', { kind, name, count: '1' }, 1));
    },
  );
});
