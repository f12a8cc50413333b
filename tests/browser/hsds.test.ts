import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  consoleForTestFile,
  consoleToken,
  signedInConsolePage,
} from './support/console';

/*
 * Export HSDS, on the Organizations list: the browser downloads the published directory as the
 * HSDS ZIP, its datapackage.json describing the CSV files beside it.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

/** How many published organizations the API lists. */
async function publishedTotal(): Promise<number> {
  const response = await fetch(
    `${session.server.url}/api/admin/organization?status=Published&max_organizations=1`,
    { headers: { Authorization: `Bearer ${await consoleToken(page)}` } },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { total_items: number } }).data.total_items;
}

describe('Export HSDS', () => {
  it('downloads the published directory as a ZIP with its datapackage.json', async () => {
    await page.goto(`${session.server.url}/organizations`);
    await page.locator('tbody tr').first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export HSDS', exact: true }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^directory-hsds-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const dataPackage = JSON.parse(new TextDecoder().decode(files['datapackage.json'])) as {
      resources: { name: string; path: string }[];
    };
    expect(dataPackage.resources.map((resource) => resource.path)).toEqual([
      'organizations.csv',
      'locations.csv',
      'addresses.csv',
      'phones.csv',
      'metadata.csv',
    ]);
    const organizations = parse(new TextDecoder().decode(files['organizations.csv']), {
      columns: true,
    }) as unknown[];
    expect(organizations).toHaveLength(await publishedTotal());
    await page.getByText(`Exported the directory in HSDS to ${name}.`).waitFor();
  });
});
