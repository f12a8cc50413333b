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

import { locatorsOf } from './support/locators';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { column } = locatorsOf(() => page);

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

/** The row of the table whose cells include `text`. */
const rowWith = (text: string) => page.locator('tbody tr').filter({ hasText: text });

/** The bulk toolbar's button named `name` (rows have Delete buttons of their own). */
const bulkButton = (name: string) =>
  page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name, exact: true });

/** The ids of the table's rows, in order. */
const shownIds = () => column('ID');

describe('Bulk actions', () => {
  it('publish, unpublish and delete the selected rows, saying how many changed', async () => {
    const marker = `Bulk ${Date.now()}`;
    for (const title of ['One', 'Two', 'Three']) {
      await api('/blog', {
        method: 'POST',
        body: JSON.stringify({ title: `${title} ${marker}`, body: 'Bulk', is_published: false }),
      });
    }
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    await page.goto(`${session.server.url}/blog?filter=${filter}`);
    await rowWith(`Three ${marker}`).waitFor();

    await rowWith(`One ${marker}`).getByRole('checkbox').check();
    await rowWith(`Two ${marker}`).getByRole('checkbox').check();
    await page.getByText('2 records selected').waitFor();
    await bulkButton('Publish').click();
    await page.getByText('2 records published.').waitFor();
    await expect.poll(() => rowWith(`One ${marker}`).textContent()).toContain('Published');
    await expect.poll(() => rowWith(`Three ${marker}`).textContent()).toContain('Pending');

    await page.locator('thead').getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('3 records selected').waitFor();
    await bulkButton('Unpublish').click();
    await page.getByText('2 records unpublished; 1 record already was.').waitFor();
    await expect.poll(() => rowWith(`One ${marker}`).textContent()).toContain('Pending');

    await rowWith(`Two ${marker}`).getByRole('checkbox').check();
    await bulkButton('Delete').click();
    await page.getByText('Are you sure to delete this record?').waitFor();
    await page.getByRole('button', { name: 'Delete 1 record' }).click();
    await page.getByText('1 record deleted.').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await rowWith(`Two ${marker}`).count()).toBe(0);
  });

  it('name each record the server refused, with its reason, and change the others', async () => {
    const marker = `Bulk ${Date.now()}`;
    const { data } = await api('/admin/country', {
      method: 'POST',
      body: JSON.stringify({ country: `Empty ${marker}`, country_code: 'ZZ', is_published: true }),
    });
    const empty = data.country as { id: number };
    await page.goto(`${session.server.url}/countries`);
    await rowWith('Canada').waitFor();

    await rowWith('Canada').getByRole('checkbox').check();
    await rowWith(`Empty ${marker}`).getByRole('checkbox').check();
    await bulkButton('Delete').click();
    await page.getByRole('button', { name: 'Delete 2 records' }).click();

    const report = page.getByRole('dialog', { name: 'Some records were not changed' });
    await report.getByText('1 record deleted. 1 record could not be deleted:').waitFor();
    await report.getByText(/Canada still has .*provinces\/states/).waitFor();
    await report.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rowWith(`Empty ${marker}`).count()).toBe(0);
    expect(await rowWith('Canada').count()).toBe(1);
    // The refused record stays selected, to be acted on again.
    expect(await rowWith('Canada').getByRole('checkbox').isChecked()).toBe(true);
    await page.getByText('1 record selected').waitFor();
    expect(empty.id).toBeGreaterThan(0);
  });

  it('select every match of the filter, beyond the page', async () => {
    await page.goto(`${session.server.url}/organizations`);
    await page.locator('tbody tr').first().waitFor();
    const { data } = await api('/admin/organization?max_organizations=1');
    await page.locator('thead').getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('10 records selected').waitFor();
    await page.getByRole('button', { name: 'Select every match' }).click();
    await page.getByText(`${data.total_items} records selected`).waitFor();
    await page.getByRole('button', { name: 'Unselect' }).click();
    await expect
      .poll(() => page.locator('tbody').getByRole('checkbox', { checked: true }).count())
      .toBe(0);
  });

  it('publish the pending organizations a page at a time from Unpublished Organizations', async () => {
    const pendingTotal = async () =>
      (await api('/admin/organization?status=Unpublished&max_organizations=1')).data
        .total_items as number;
    const before = await pendingTotal();
    await page.goto(`${session.server.url}/unpublished/organizations`);
    await page.locator('tbody tr').nth(9).waitFor();
    const firstPage = await shownIds();

    await page.getByRole('button', { name: 'Publish this page' }).click();
    await page.getByText('Publish the 10 records shown on this page?').waitFor();
    await page.getByRole('button', { name: 'Publish 10 records' }).click();
    await page.getByText('10 records published.').waitFor();
    await expect
      .poll(async () => (await shownIds()).some((id) => firstPage.includes(id)))
      .toBe(false);
    expect(await pendingTotal()).toBe(before - 10);
  });
});

describe('List state in the URL', () => {
  it('a searched, sorted, paged list comes back the same after a reload, Back and Forward', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'a' }));
    await page.goto(`${session.server.url}/organizations?filter=${filter}`);
    await page.locator('tbody tr').first().waitFor();
    await page
      .locator('thead')
      .getByRole('button', { name: /^Sort by ID / })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('id');
    await expect
      .poll(async () => {
        const ids = (await shownIds()).map(Number);
        return (
          ids.length > 1 && ids.every((id, index) => index === 0 || (ids[index - 1] ?? 0) < id)
        );
      })
      .toBe(true);
    const pageOne = await shownIds();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await shownIds())[0] !== pageOne[0]).toBe(true);
    const pageTwo = await shownIds();
    expect(pageTwo.map(Number)).toEqual([...pageTwo.map(Number)].sort((a, b) => a - b));

    await page.reload();
    await expect.poll(shownIds).toEqual(pageTwo);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).not.toBe('2');
    await expect.poll(shownIds).toEqual(pageOne);
    await page.goForward();
    await expect.poll(shownIds).toEqual(pageTwo);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ q: 'a' });
  });
});

describe('Sorting by city and organization', () => {
  /** As the server compares them: ignoring the case of ASCII letters, then code point order. */
  const key = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const inOrder = (texts: string[], direction: 'asc' | 'desc') =>
    texts.every((text, index) => {
      const before = texts[index - 1];
      if (before === undefined) return true;
      return direction === 'asc' ? key(before) <= key(text) : key(before) >= key(text);
    });

  /** Clicks the header's sort button until the list is in `direction` by it. */
  async function sortBy(header: string, field: string, direction: 'asc' | 'desc') {
    const button = page.locator('thead').getByRole('button', { name: `Sort by ${header}` });
    await button.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe(field);
    if (new URL(page.url()).searchParams.get('order')?.toLowerCase() !== direction) {
      await button.click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('order')?.toLowerCase())
        .toBe(direction);
    }
  }

  it('sort every event by its organization, then by its city, either way', async () => {
    await page.goto(`${session.server.url}/events`);
    await page.locator('tbody tr').first().waitFor();
    await sortBy('ORGANIZATION', 'organization_name', 'asc');
    await expect.poll(async () => inOrder(await column('ORGANIZATION'), 'asc')).toBe(true);
    await sortBy('MUNICIPALITY', 'city', 'desc');
    await expect.poll(async () => inOrder(await column('MUNICIPALITY'), 'desc')).toBe(true);
    const cities = await column('MUNICIPALITY');
    expect(new Set(cities).size).toBeGreaterThan(1);
  });

  it('sort the organizations by city, and keep the order on the next page', async () => {
    await page.goto(`${session.server.url}/organizations`);
    await page.locator('tbody tr').first().waitFor();
    await sortBy('MUNICIPALITY', 'city', 'asc');
    await expect.poll(async () => inOrder(await column('MUNICIPALITY'), 'asc')).toBe(true);
    const last = (await column('MUNICIPALITY')).at(-1) ?? '';
    const pageOne = await shownIds();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect
      .poll(async () => {
        const cities = await column('MUNICIPALITY');
        const moved = (await shownIds())[0] !== pageOne[0];
        return moved && cities.length > 0 && inOrder([last, ...cities], 'asc');
      })
      .toBe(true);
  });
});
