import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/en';
import { french } from '../../src/i18n/fr';
import { flatten } from '../../src/i18n/messages';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { type ApiSession, apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const englishTexts = flatten(english);
const frenchTexts = flatten(french);

/**
 * The English catalogue's phrases that French says differently: a static part of each text
 * (between its placeholders and plural forms) of at least two words, or a whole one-word text.
 */
const ENGLISH_ONLY = (() => {
  const frenchValues = new Set(frenchTexts.values());
  const phrases = new Set<string>();
  for (const [key, text] of englishTexts) {
    if (frenchTexts.get(key) === text || frenchValues.has(text)) continue;
    for (const form of text.split(' |||| ')) {
      const parts = form.split(/%\{\w+\}|\{\w+\}/).map((part) => part.trim());
      for (const part of parts) {
        if (!/\p{L}{2}/u.test(part) || frenchValues.has(part)) continue;
        if (part.includes(' ') || parts.length === 1) phrases.add(part);
      }
    }
  }
  return [...phrases];
})();

/** What the page shows a person: visible texts outside the records' cells, and accessible names. */
function shownTexts(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || !element.checkVisibility()) continue;
      // A record's cells hold its data, which stays as it was entered.
      if (element.closest('td, [data-record-text]')) continue;
      texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The English phrases still shown: a whole text, or the start of an accessible name. */
async function englishLeft(target: Page): Promise<string[]> {
  const texts = await shownTexts(target);
  return texts.filter((text) =>
    ENGLISH_ONLY.some(
      (phrase) =>
        text === phrase ||
        (phrase.includes(' ') && text.includes(phrase)) ||
        text.startsWith(`${phrase} `),
    ),
  );
}

/** Waits until the page has its data: no request in flight and no loading indicator. */
async function settled(target: Page) {
  await target.waitForLoadState('networkidle');
  await target.locator('[role="progressbar"]').first().waitFor({ state: 'hidden' });
}

async function expectFrench(where: string) {
  await settled(page);
  expect(await englishLeft(page), where).toEqual([]);
}

/** Chooses a language in the user menu, and waits for the console to show it. */
async function chooseLanguage(name: 'English' | 'Français') {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  const lang = name === 'English' ? 'en' : 'fr';
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

const fr = (key: string) => {
  const text = frenchTexts.get(key);
  if (!text) throw new Error(`No French for ${key}`);
  return text;
};

describe('The console in French', () => {
  let api: ApiSession;

  it('shows the main screens in French, and stays French after a reload', async () => {
    api = await apiSession(session.server.url);
    await chooseLanguage('Français');
    await page.getByRole('heading', { name: fr('ra.page.dashboard'), level: 1 }).waitFor();
    await expectFrench('dashboard');

    await page.goto(`${session.server.url}/organizations`);
    await expectFrench('organizations list');
    await page.getByRole('combobox').first().click();
    await expectFrench('organizations status filter');
    await page.keyboard.press('Escape');
    await page.goto(`${session.server.url}/organizations?page=2`);
    await expectFrench('organizations list, page 2');

    const organizations = await api.get<{ organizations: { id: number }[] }>(
      '/api/admin/organization?page=1',
    );
    const organization = organizations.organizations[0]?.id;
    for (const tab of ['', '/locations', '/events', '/archive', '/edit']) {
      await page.goto(`${session.server.url}/organization/${organization}${tab}`);
      await expectFrench(`organization ${tab || 'overview'}`);
    }

    await page.goto(`${session.server.url}/sponsors/create`);
    await settled(page);
    await page.locator('input[name="image_url"]').fill('not a link');
    await page.locator('button[type="submit"]').click();
    await page.locator('.Mui-error').first().waitFor();
    await expectFrench('sponsor create form with its validation errors');

    await page.goto(`${session.server.url}/sponsors`);
    await settled(page);
    await page
      .getByRole('main')
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: new RegExp(`^${fr('ra.action.delete')}`) })
      .click();
    await page.getByRole('dialog').waitFor();
    await expectFrench('delete confirmation');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('navigation').getByText(fr('console.layout.menu.dashboard')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it("shows a server's refusal in French", async () => {
    const { sponsor } = (
      await api.call('/api/sponsor', {
        method: 'POST',
        json: {
          name: 'Maple Bakery',
          image_url: 'https://example.org/maple.png',
          sponsor_url: 'https://example.org',
          sponsor_type: 'GOLD',
        },
      })
    ).body.data as { sponsor: { id: number } };
    await page.goto(`${session.server.url}/sponsors/${sponsor.id}`);
    await settled(page);
    const saved = await api.call(`/api/sponsor/${sponsor.id}`, {
      method: 'PATCH',
      json: {
        name: 'Maple Bakery and Café',
        image_url: 'https://example.org/maple.png',
        sponsor_url: 'https://example.org',
        sponsor_type: 'GOLD',
      },
    });
    expect(saved.status).toBeLessThan(300);
    await page.locator('input[name="name"]').fill('Maple Bakery, our version');
    await page.locator('button[type="submit"]').click();
    await page.getByText(fr('errors.stale_record')).waitFor();
    await expectFrench('a refused save');
  });

  it("shows the spec's English texts again once English is chosen", async () => {
    await page.goto(`${session.server.url}/sponsors`);
    await settled(page);
    await chooseLanguage('English');
    await page.getByRole('heading', { name: 'Sponsors List', level: 1 }).waitFor();
    await page.goto(session.server.url);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('menuitem', { name: 'Organizations', exact: true }).first().waitFor();
  });
});
