import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { field, column } = locatorsOf(() => page);

/** The first seeded organization by name: its id and name. */
async function firstOrganization() {
  const api = await apiSession(session.server.url);
  const { organizations } = await api.get<{ organizations: { id: number; name: string }[] }>(
    '/api/admin/organization?max_organizations=1',
  );
  const [organization] = organizations;
  if (!organization) throw new Error('The seed holds no organization.');
  return organization;
}

describe('History', () => {
  it("shows an organization's edit in its History, before and after, newest first", async () => {
    const organization = await firstOrganization();
    await page.goto(`${session.server.url}/organization/${organization.id}/edit`);
    const description = field('Description');
    await description.waitFor();
    const before = await description.inputValue();
    await description.fill('Rewritten to read it back in the history.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/organization/${organization.id}`);

    const history = page.getByRole('region', { name: 'History' });
    const latest = history.getByRole('listitem').first();
    await expect.poll(() => latest.textContent()).toContain('Updated by');
    const change = latest.getByRole('row', { name: /Description/ });
    expect(await change.getByRole('cell').allTextContents()).toEqual([
      before,
      'Rewritten to read it back in the history.',
    ]);
    expect(await history.getByRole('listitem').last().textContent()).toContain('Created');
  });

  it('lists every change on Activity, filtered by action, each linking to its record', async () => {
    const organization = await firstOrganization();
    await page.goto(`${session.server.url}/history`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Updated' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('update');
    await expect.poll(async () => new Set(await column('ACTION'))).toEqual(new Set(['Updated']));
    const link = page.locator('tbody').getByRole('link', { name: organization.name }).first();
    await link.click();
    await page.waitForURL((url) => url.pathname === `/organization/${organization.id}`);
  });
});
