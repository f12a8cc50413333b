import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  consoleForTestFile,
  signedInConsolePage,
  signInAsLocalAdmin,
} from './support/console';
import { locatorsOf } from './support/locators';

/*
 * The keyboard path through the lists: a letter bar is one Tab stop that the arrow keys, Home,
 * End and a typed letter move inside, Enter or Space choosing; a screen opened from the sidebar
 * (or by a link that left with its screen) puts the focus on its heading.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row, letter } = locatorsOf(() => page);

const letterBar = () => page.getByRole('toolbar', { name: 'First letter' });
const sidebar = () => page.getByRole('navigation', { name: 'Main' });

/** What has the focus: its tag, its text, whether it is in the letter bar, and its ring. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : undefined;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      inLetterBar: element?.closest('[aria-label="First letter"]') != null,
      ring:
        style && style.outlineStyle !== 'none'
          ? `${style.outlineWidth} ${style.outlineStyle}`
          : 'none',
    };
  });

const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

async function openCountriesFromSidebar() {
  await sidebar().getByRole('menuitem', { name: 'Location' }).click();
  await row('Canada').first().waitFor();
}

describe('the letter bar with the keyboard', () => {
  it('is one Tab stop: Tab enters it on the chosen letter and the next Tab leaves it', async () => {
    await openCountriesFromSidebar();
    await page.getByLabel('Search by name').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ text: 'All', inLetterBar: true });
    expect(await letter('All').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused()).inLetterBar).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ text: 'All', inLetterBar: true });
  });

  it('moves with the arrows, Home, End and a typed letter without choosing; Enter chooses', async () => {
    await letter('All').focus();
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(letter('A'))).toBe(true);
    expect(await letter('A').getAttribute('aria-pressed')).toBe('false');
    expect(await letter('All').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    expect(await hasFocus(letter('Z'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(letter('All')), 'Right on the last letter wraps to All').toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await hasFocus(letter('Z')), 'Left on All wraps to the last letter').toBe(true);
    await page.keyboard.press('Home');
    expect(await hasFocus(letter('All'))).toBe(true);
    await page.keyboard.press('z');
    expect(await hasFocus(letter('Z'))).toBe(true);
    // Only one button of the bar is a Tab stop: the one last moved to.
    expect(await letterBar().locator('button[tabindex="0"]').count()).toBe(1);

    await page.keyboard.press('Enter');
    await expect.poll(() => letter('Z').getAttribute('aria-pressed')).toBe('true');
    await page.getByText('No data').waitFor();
    expect(await hasFocus(letter('Z')), 'the chosen letter keeps the focus').toBe(true);

    await page.keyboard.press('c');
    await page.keyboard.press(' ');
    await expect.poll(() => letter('C').getAttribute('aria-pressed')).toBe('true');
    await row('Canada').first().waitFor();
  });

  it('is entered again on the chosen letter, after moving away inside it without choosing', async () => {
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(letter('D'))).toBe(true);
    await page.getByLabel('Search by name').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ text: 'C', inLetterBar: true });
  });

  it("offers '#' on a municipalities list, at its end", async () => {
    await row('Canada').first().getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { name: 'Canada', level: 1 }).waitFor();
    await row('Ontario').first().getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { name: 'Canada - Ontario', level: 1 }).waitFor();
    await letter('All').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await hasFocus(letter('#'))).toBe(true);
    await page.keyboard.press('t');
    await page.keyboard.press('Enter');
    await row('Toronto').first().waitFor();
    expect(await letter('T').getAttribute('aria-pressed')).toBe('true');
  });
});

describe("the focus after a navigation moves to the new screen's heading", () => {
  it('a first load of the console leaves the focus on the page', async () => {
    await page.goto(`${session.server.url}/countries`);
    await row('Canada').first().waitFor();
    expect((await focused()).tag).toBe('body');
  });

  it('after a click on a sidebar entry', async () => {
    // The first of the two: the Unpublished group has an Organizations entry too.
    await sidebar().getByRole('menuitem', { name: 'Organizations' }).first().click();
    const heading = page.getByRole('heading', { name: 'Organizations', level: 1 });
    await expect.poll(() => hasFocus(heading)).toBe(true);
    await sidebar().getByRole('menuitem', { name: 'Dashboard' }).click();
    const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect.poll(() => hasFocus(dashboard)).toBe(true);
  });

  it('after Enter on a sidebar entry, with a visible focus ring; Tab goes on into the screen', async () => {
    const location = sidebar().getByRole('menuitem', { name: 'Location' });
    await location.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Countries', level: 1 });
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect((await focused()).ring).toMatch(/^[2-9]px solid$/);
    expect(await heading.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByLabel('Search by ID'))).toBe(true);
  });

  it('after Enter on a row link, whose screen leaves with it', async () => {
    await row('Canada').first().waitFor();
    await row('Canada').first().getByRole('link', { name: 'View' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Canada', level: 1 });
    await expect.poll(() => hasFocus(heading)).toBe(true);
  });

  it('at phone width, once the menu drawer has closed', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await context.newPage();
      await phone.goto(session.server.url);
      await signInAsLocalAdmin(phone);
      await phone.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await phone.getByRole('button', { name: 'Open menu' }).click();
      const drawer = phone.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('menuitem', { name: 'Organizations' }).first().click();
      await drawer.waitFor({ state: 'hidden' });
      const heading = phone.getByRole('heading', { name: 'Organizations', level: 1 });
      await expect.poll(() => hasFocus(heading)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
