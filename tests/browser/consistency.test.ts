import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { type ApiSession, apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
let api: ApiSession;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const shot = (name: string) => page.screenshot({ path: `/tmp/consistency/${name}.png` });
const sidebarLink = (path: string) => page.locator(`nav a[href="${path}"]`);

/** How many records an admin list route counts, as its answer says. */
async function countOf(path: string): Promise<number> {
  api ??= await apiSession(session.server.url);
  const { status, body } = await api.call(path);
  expect(status).toBe(200);
  const counted = (body as { data?: { total_items?: unknown } }).data?.total_items;
  expect(typeof counted).toBe('number');
  return counted as number;
}

describe('The console is consistent across its screens', () => {
  it('has a sidebar entry for the all-events list, current on it', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`${session.server.url}/`);
    await page.getByRole('region', { name: 'Events' }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/events');
    await expect.poll(() => sidebarLink('/events').getAttribute('aria-current')).toBe('page');
    expect(await sidebarLink('/events').textContent()).toBe('Events');
    expect(await sidebarLink('/unpublished/events').getAttribute('aria-current')).toBeNull();
    await shot('events-sidebar');
  });

  it.each(declaredResources.map((declaration) => declaration.name))(
    'opens a %s record by a click on its row, as an organization row does',
    async (name) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto(`${session.server.url}/${name}?filter=${encodeURIComponent('{}')}`);
      const row = page.locator('tbody tr').first();
      const id = (await row.locator('td').nth(1).textContent())?.trim();
      // A cell that is no link or button: the row itself takes the click.
      await row.locator('td').nth(1).click();
      await page.waitForURL((url) => url.pathname === `/${name}/${id}`);
      // With the keyboard alone, the row's Edit link leads there too.
      await page.goBack();
      const edit = page
        .locator('tbody tr')
        .first()
        .getByRole('link', { name: 'Edit', exact: true });
      await edit.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/${name}/${id}`);
    },
  );

  it('previews a chosen SVG icon at 100 px before saving, as an image that runs none of it', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`${session.server.url}/categories/create`);
    await page.getByRole('button', { name: 'Choose SVG file' }).waitFor();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle id="chosen-marker" cx="12" cy="12" r="10" fill="teal"/><script>window.iconScriptRan = true</script></svg>`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'leaf.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    });
    const preview = page.getByRole('img', { name: 'Chosen icon (leaf.svg)' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await preview.evaluate((image) => image.getBoundingClientRect().width)).toBe(100);
    await expect
      .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Never put into the page as markup, and its script never ran.
    expect(await page.locator('#chosen-marker').count()).toBe(0);
    expect(await page.evaluate(() => 'iconScriptRan' in window)).toBe(false);
    await shot('icon-preview');
  });

  it('counts on the dashboard what waits to be published, each leading to its list', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`${session.server.url}/`);
    const pending = page.getByRole('region', { name: 'Waiting to be published' });
    for (const [label, path, route] of [
      ['Organizations', '/unpublished/organizations', '/api/admin/organization?status=Unpublished'],
      ['Events', '/unpublished/events', '/api/admin/event?status=Unpublished'],
    ] as const) {
      const expected = await countOf(route);
      const link = pending.getByRole('link', { name: new RegExp(`${label}$`) });
      await expect.poll(() => link.textContent()).toBe(`${expected}${label}`);
      expect(await link.getAttribute('href')).toBe(path);
    }
    await shot('dashboard-pending');
    await pending.getByRole('link', { name: /Organizations$/ }).click();
    await page.waitForURL((url) => url.pathname === '/unpublished/organizations');
  });
});
