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

  it('says why an administrator cannot revoke themself', async () => {
    await page.goto(`${session.server.url}/administrators`);
    await row('admin@localhost')
      .getByRole('button', { name: /^Revoke / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revoke administrator' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog
      .getByText('You cannot revoke yourself: ask another administrator to do it.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await column('Email')).toContain('admin@localhost');
  });
});
