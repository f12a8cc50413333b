import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row, column } = locatorsOf(() => page);

describe('User management', () => {
  it('adds an administrator by e-mail and revokes them after a confirmation', async () => {
    await page.goto(`${session.server.url}/administrators`);
    const email = page.getByLabel('E-mail address');
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Add administrator' }).click();
    await page.getByText('Must be a valid e-mail address').waitFor();
    expect(await email.inputValue()).toBe('not an address');

    await email.fill('grace@example.org');
    await email.press('Enter');
    await page.getByText('grace@example.org is now an administrator.').waitFor();
    await expect.poll(() => column('Email')).toContain('grace@example.org');
    expect(await email.inputValue()).toBe('');

    await row('grace@example.org')
      .getByRole('button', { name: 'Revoke grace@example.org' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revoke administrator' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('grace@example.org can no longer sign in.').waitFor();
    await expect.poll(() => column('Email')).not.toContain('grace@example.org');
  });

  it("offers no Revoke on one's own row, and says why", async () => {
    await page.goto(`${session.server.url}/administrators`);
    await page.getByLabel('E-mail address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Add administrator' }).click();
    await expect.poll(() => column('Email')).toContain('ada@example.org');

    const own = row('admin@localhost');
    await own.getByText('You cannot revoke yourself').waitFor();
    expect(await own.getByRole('button', { name: /^Revoke / }).count()).toBe(0);
    // Another administrator's row still offers it.
    expect(
      await row('ada@example.org').getByRole('button', { name: 'Revoke ada@example.org' }).count(),
    ).toBe(1);
  });
});
