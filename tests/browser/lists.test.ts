import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  consoleForTestFile,
  consoleToken,
  signedInConsolePage,
} from './support/console';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

/** Calls the API as the signed-in console does. */
async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${session.server.url}/api${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${await consoleToken(page)}`,
      'Content-Type': 'application/json',
    },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** Clicks Export and reads the file the browser downloads: its name and its records. */
async function exportList() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return {
    name: download.suggestedFilename(),
    records: parse(text, { bom: true, columns: true }) as Record<string, string>[],
  };
}

describe('Export', () => {
  it('downloads every organization matching the filter, not only the page shown', async () => {
    await page.goto(`${session.server.url}/unpublished/organizations`);
    await page.locator('tbody tr').first().waitFor();
    const { data } = await api('/admin/organization?status=Unpublished&max_organizations=1');
    const pending = data.total_items as number;
    expect(pending).toBeGreaterThan(10);

    const file = await exportList();
    expect(file.name).toMatch(/^unpublished-organizations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.records).toHaveLength(pending);
    expect(new Set(file.records.map((record) => record.is_published))).toEqual(new Set(['false']));
    await page.getByText(`Exported ${pending} records to ${file.name}.`).waitFor();
  });

  it('writes a formula-like value as text, and keeps the search and the order', async () => {
    const marker = `Export ${Date.now()}`;
    for (const title of [`=SUM(1,2) ${marker}`, `+1 ${marker}`, `Plain ${marker}`]) {
      await api('/blog', {
        method: 'POST',
        body: JSON.stringify({ title, body: 'Exported', is_published: false }),
      });
    }
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    await page.goto(`${session.server.url}/blog?filter=${filter}&sort=title&order=DESC`);
    await page.locator('tbody tr').nth(2).waitFor();

    const file = await exportList();
    expect(file.name).toMatch(/^blog-posts-list-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.records.map((record) => record.title)).toEqual([
      `Plain ${marker}`,
      `'=SUM(1,2) ${marker}`,
      `'+1 ${marker}`,
    ]);
  });
});
