import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleSession, openConsole, signInAsLocalAdmin } from './support/console';
import type { RunningServer } from './support/server';

let session: ConsoleSession;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  session = await openConsole();
  ({ server, browser, page } = session);
});

afterAll(() => session?.close());

/** The dashboard's count card for `label`, read as a number. */
async function countCard(label: string): Promise<number> {
  const card = page.getByRole('region', { name: label, exact: true });
  await card.waitFor();
  const text = (await card.textContent()) ?? '';
  return Number(text.replace(label, '').replace(/\D/g, ''));
}

describe('the console in Chromium against the embedded database', () => {
  it('shows the login screen without a session, then the dashboard counts after signing in', async () => {
    await page.goto(server.url);
    await page.getByText('ADMIN').first().waitFor();
    await page.getByText(/2023/).waitFor();
    expect(await page.getByRole('img', { name: /logo/i }).count()).toBeGreaterThan(0);

    await signInAsLocalAdmin(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await countCard('Blog posts')).toBeGreaterThan(0);
    expect(await countCard('New Organizations')).toBeGreaterThan(0);
    expect(await countCard('Events')).toBeGreaterThan(0);
    expect(await countCard('Active users')).toBeGreaterThanOrEqual(1);
  });

  it('shows the sidebar in the order of the spec with Unpublished open', async () => {
    const menu = page.locator('.RaSidebar-fixed');
    await menu.waitFor();
    const text = (await menu.textContent()) ?? '';
    const order = [
      'Dashboard',
      'Organizations',
      'Location',
      'Categories',
      'Unpublished',
      'Events',
      'Settings',
      'Logout',
    ];
    let from = 0;
    for (const entry of order) {
      const at = text.indexOf(entry, from);
      expect(
        at,
        `${entry} after position ${from} in ${JSON.stringify(text)}`,
      ).toBeGreaterThanOrEqual(0);
      from = at + entry.length;
    }
  });

  it('adds a company link, shows it opening in a new tab, and deletes it through the confirmation', async () => {
    await page.getByRole('button', { name: 'New company link' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Add New Company Link').waitFor();
    await modal.getByLabel('Name').fill('Browser test link');
    await modal.getByLabel('URL').fill('https://example.org/browser-test');
    await modal.getByRole('button', { name: 'Add' }).click();
    await modal.waitFor({ state: 'detached' });

    const link = page.getByRole('link', { name: 'Browser test link' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://example.org/browser-test');
    expect(await link.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Delete Browser test link' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Please confirm DELETE').waitFor();
    await confirm.getByText('Are you sure to delete Browser test link ?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await link.waitFor({ state: 'detached' });
  });

  it('saves the app settings twice (create, then update) and keeps them across a reload', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByText('App Settings', { exact: true }).waitFor();
    const iosCurrent = page.getByLabel('Current Version (iOS)');
    await iosCurrent.waitFor();

    await iosCurrent.fill('3.1.0');
    await page.getByLabel('Current Version (Android)').fill('3.1.1');
    await page.getByLabel('Min Version (iOS)').fill('3.0.0');
    await page.getByLabel('Min Version (Android)').fill('3.0.1');
    const saved = (method: string) =>
      page.waitForResponse(
        (response) =>
          response.request().method() === method && response.url().includes('/manager-version'),
      );
    const created = saved('POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(201);
    await page.getByText('Settings saved successfully!').waitFor();
    await page.getByText('Settings saved successfully!').waitFor({ state: 'hidden' });

    await iosCurrent.fill('3.2.0');
    const updated = saved('PATCH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await updated).status()).toBe(200);
    await page.getByText('Settings saved successfully!').waitFor();

    await page.reload();
    await page.getByText('App Settings', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Current Version (iOS)').inputValue()).toBe('3.2.0');
    expect(await page.getByLabel('Min Version (Android)').inputValue()).toBe('3.0.1');
  });

  it('switches to the dark theme and keeps it after a reload', async () => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await expect.poll(background).not.toBe(lightBackground);

    await page.reload();
    await page.getByText('App Settings', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await expect.poll(background).not.toBe(lightBackground);
  });

  it('logs out, shows the login on a deep route, and lands on that route after signing in', async () => {
    await page.getByText('Logout').first().click();
    await page.getByRole('button', { name: 'Sign in as local admin' }).waitFor();

    await page.goto(`${server.url}/settings`);
    await page.getByRole('button', { name: 'Sign in as local admin' }).waitFor();
    expect(await page.getByText('App Settings', { exact: true }).count()).toBe(0);

    await signInAsLocalAdmin(page);
    await page.getByText('App Settings', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
  });

  it('says so, and offers a reload, when the console code cannot be downloaded after sign-in', async () => {
    const offline = await browser.newContext();
    const offlinePage = await offline.newPage();
    await offlinePage.goto(server.url);
    const signIn = offlinePage.getByRole('button', { name: 'Sign in as local admin' });
    await signIn.waitFor();
    await offlinePage.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
    await signIn.click();
    await offlinePage
      .getByText('The console could not be loaded. Check your connection, then reload the page.')
      .waitFor();
    await offlinePage.getByRole('button', { name: 'Reload' }).waitFor();
    await offline.close();
  });

  it('redirects /login to the dashboard once signed in', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('redirects /login to / while signed out, showing the sign-in there', async () => {
    const signedOut = await browser.newContext();
    const signedOutPage = await signedOut.newPage();
    await signedOutPage.goto(`${server.url}/login`);
    await signedOutPage.getByRole('button', { name: 'Sign in as local admin' }).waitFor();
    await expect.poll(() => new URL(signedOutPage.url()).pathname).toBe('/');
    await signedOut.close();
  });

  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ])('opens the administrators from the header User management link (%s)', async (_, width) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(server.url);
    const link = page.getByRole('link', { name: 'User management' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/administrators');
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/administrators');
    await page.getByText('admin@localhost').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 844 });
  });

  it('shows a not-found page with a way back to the dashboard at a mistyped address', async () => {
    await page.goto(`${server.url}/nonexistent`);
    await page.getByText('There is no page at this address.', { exact: false }).waitFor();
    expect(await page.getByText(/later release/).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('says a record that does not exist is not found at once, without retrying or Retry', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/organization/999999')) asked.push(request.url());
    });
    await page.goto(`${server.url}/organization/999999`);
    await page.getByText('Organization not found.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(asked).toHaveLength(1);
  });
});
