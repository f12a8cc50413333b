import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';

/*
 * What an administrator does on a phone (390 px): selects lines of the Unpublished lists for
 * their bulk actions, opens a record by tapping its line, reaches every tab of an organization,
 * and keeps the Save bar usable when a notification shows.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(
  async () => {
    const opened = await signedInConsolePage();
    await opened.page.setViewportSize(PHONE);
    return opened;
  },
  (opened) => {
    ({ session, page } = opened);
  },
);

const PHONE = { width: 390, height: 844 };

async function open(path: string) {
  await page.goto(`${session.server.url}${path}`);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not drawn.');
  return box;
}

/** The element is whole and within the phone's width. */
async function expectWholeOnScreen(locator: Locator, what: string) {
  const box = await boxOf(locator);
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `${what} is not cut`).toBeLessThanOrEqual(clientWidth);
}

/** The list's lines: each offers View. */
const lines = () =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View', exact: true }) });

describe('lists at 390 px', () => {
  it('the Unpublished lists offer row selection and the bulk actions on it', async () => {
    for (const path of ['/unpublished/organizations', '/unpublished/events']) {
      await open(path);
      const first = lines().first();
      const box = first.getByRole('checkbox', { name: 'Select this row' });
      await box.check();
      const selected = page.getByText('1 record selected');
      await selected.waitFor();
      const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
      for (const name of ['Publish', 'Delete']) {
        await expectWholeOnScreen(toolbar.getByRole('button', { name, exact: true }), name);
      }
      // The toolbar takes its own place: the line and its checkbox stay visible under it.
      const toolbarBottom = await boxOf(selected).then(({ y, height }) => y + height);
      expect((await boxOf(box)).y).toBeGreaterThanOrEqual(toolbarBottom);
      await lines().nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
      await page.getByText('2 records selected').waitFor();
    }
  });

  it("a tap on a line opens its record, through a link named by the record's name", async () => {
    await open('/organizations');
    const first = lines().first();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    expect(name.trim()).not.toBe('');
    const link = first.getByRole('link', { name: name.trim(), exact: true });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/organization\/\d+$/);
    // A tap on the line's details, away from its name and actions.
    const line = await boxOf(first);
    await page.mouse.click(line.x + line.width * 0.3, line.y + line.height - 8);
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { name: `Organization: ${name.trim()}`, level: 1 }).waitFor();
  });

  it("keeps a line's actions its own: Edit opens the form, not the record", async () => {
    await open('/organizations');
    await lines().first().getByRole('link', { name: 'Edit', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/organization\/\d+\/edit$/);
  });
});

describe("an organization's tabs at 390 px", () => {
  it('are all whole and on screen', async () => {
    await open('/organizations');
    await lines().first().getByRole('link').first().click();
    const tabs = page.getByRole('tablist', { name: 'Organization' });
    await tabs.waitFor();
    await tabs.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('link', { name: 'Create Event' }).waitFor();
    for (const name of ['Overview', 'Edit', 'Locations', 'Events', 'Archive']) {
      await expectWholeOnScreen(tabs.getByRole('tab', { name, exact: true }), `the ${name} tab`);
    }
    await tabs.getByRole('tab', { name: 'Archive', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/archive$/);
  });
});

describe('the Save bar at 390 px', () => {
  it('stays usable after a Save the rules refuse: no notification over it', async () => {
    await open('/organization/new');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await page.getByText(/^Invalid fields: /).waitFor();
    const bar = await boxOf(save);
    for (const notification of await page.locator('.MuiSnackbar-root').all()) {
      const note = await boxOf(notification);
      expect(note.y + note.height, 'a notification ends above the Save bar').toBeLessThanOrEqual(
        bar.y,
      );
    }
    const reached = await save.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(reached, 'a tap on Save reaches it').toBe(true);
  });
});
