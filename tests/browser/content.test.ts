import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { field, row, column } = locatorsOf(() => page);

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="teal"/></svg>';

interface Scenario {
  /** The kind as the delete popup names it. */
  kind: string;
  /** The kind as the success texts name it. */
  label: string;
  listPath: string;
  listTitle: string;
  newButton: string;
  /** The create form's text inputs by label, filled in this order. */
  texts(marker: string): Record<string, string>;
  /** What else the create form needs once its texts are in (boxes, files, choices). */
  complete?(): Promise<void>;
  /** The field changed on the edit screen. */
  edit: { label: string; value: (marker: string) => string };
  editedText: (id: number, marker: string) => string;
}

const scenarios: Scenario[] = [
  {
    kind: 'blog post',
    label: 'Blog post',
    listPath: '/blog',
    listTitle: 'Blog Posts List',
    newButton: 'New Blog Post',
    texts: (marker) => ({ Title: marker, Body: `A post written by the browser test ${marker}.` }),
    complete: () => field('Published').check(),
    edit: { label: 'Title', value: (marker) => `${marker} edited` },
    editedText: (id) => `Blog post with ID ${id} has been edited`,
  },
  {
    kind: 'category',
    label: 'Category',
    listPath: '/categories',
    listTitle: 'Categories List',
    newButton: 'New Category',
    texts: (marker) => ({ Name: marker }),
    async complete() {
      await field('Event').check();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'icon.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(SAFE_SVG),
      });
    },
    edit: { label: 'Name', value: (marker) => `${marker} edited` },
    editedText: (_id, marker) => `Category '${marker} edited' has been updated successfully`,
  },
  {
    kind: 'slide',
    label: 'Slide',
    listPath: '/slides',
    listTitle: 'Slides List',
    newButton: 'New Slide',
    texts: (marker) => ({
      Title: marker,
      'Head title': 'Spring in the valley',
      Subtitle: 'Markets, concerts and open houses',
      'Button 1 content': 'See events',
      'Button 1 URL': 'https://www.example.com/events',
      'Button 2 content': 'Add yours',
      'Button 2 URL': 'https://www.example.com/add',
      'Image URL': 'https://www.example.com/spring.jpg',
    }),
    edit: { label: 'Subtitle', value: (marker) => `${marker} subtitle edited` },
    editedText: (id) => `Slide with ID ${id} has been edited`,
  },
  {
    kind: 'sponsor',
    label: 'Sponsor',
    listPath: '/sponsors',
    listTitle: 'Sponsors List',
    newButton: 'New Sponsor',
    texts: (marker) => ({
      Name: marker,
      'Image URL': 'https://www.example.com/logo.png',
      'Sponsor URL': 'https://www.example.com/',
    }),
    async complete() {
      await field('Sponsor type').click();
      await page.getByRole('option', { name: 'Gold Sponsor' }).click();
    },
    edit: { label: 'Name', value: (marker) => `${marker} edited` },
    editedText: (id) => `Sponsor with ID ${id} has been edited`,
  },
];

/** The id of the record a create call answered, wherever the answer nests it. */
async function createdId(response: Response): Promise<number> {
  const body = (await response.json()) as { data: Record<string, { id?: number }> };
  const record = Object.values(body.data).find((value) => typeof value?.id === 'number');
  if (!record?.id) throw new Error(`No id in ${JSON.stringify(body)}`);
  return record.id;
}

const search = () => page.getByPlaceholder('Search..');

async function searchFor(text: string) {
  await search().fill(text);
  await expect
    .poll(() => new URL(page.url()).search)
    .toContain(encodeURIComponent(text).slice(0, 5));
}

/** Walks the numbered pages until a row with `text` shows (the list must have no search). */
async function pageTo(text: string) {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    if (pageNumber > 1)
      await page.getByRole('button', { name: `Go to page ${pageNumber}` }).click();
    try {
      await row(text).first().waitFor({ timeout: 2_000 });
      return;
    } catch {
      // not on this page
    }
  }
  throw new Error(`No page shows ${text}`);
}

describe.each(scenarios)('$listTitle in Chromium', (scenario) => {
  const marker = `Zeta ${scenario.kind} ${Date.now()}`;
  let id: number;

  it('creates a record from the New button', async () => {
    await page.goto(`${session.server.url}${scenario.listPath}`);
    await page.getByText(scenario.listTitle).first().waitFor();
    await page
      .getByRole('link', { name: scenario.newButton })
      .or(page.getByRole('button', { name: scenario.newButton }))
      .first()
      .click();
    for (const [label, text] of Object.entries(scenario.texts(marker))) {
      await field(label).fill(text);
    }
    await scenario.complete?.();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.status() < 500,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    id = await createdId(response);
    await page.getByText(scenario.listTitle).first().waitFor();
  });

  it('finds it by a case-insensitive search, and by paging', async () => {
    await searchFor(marker.toUpperCase());
    await row(marker).first().waitFor();
    await search().fill('');
    await page.getByRole('row').nth(2).waitFor();
    await pageTo(marker);
  });

  it('edits it and shows the success text', async () => {
    await row(marker)
      .first()
      .getByRole('link', { name: 'Edit' })
      .or(row(marker).first().getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    const input = field(scenario.edit.label);
    await expect.poll(() => input.inputValue()).not.toBe('');
    await input.fill(scenario.edit.value(marker));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(scenario.editedText(id, marker)).waitFor();
    await page.getByText(scenario.listTitle).first().waitFor();
  });

  it('deletes it through the popup and it is gone', async () => {
    await searchFor(marker);
    await row(marker).first().getByRole('button', { name: 'Delete' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByText('Please confirm').waitFor();
    await popup.getByText(`are you sure to delete the ${scenario.kind}, id : ${id} ?`).waitFor();
    await popup.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${scenario.label} with ID ${id} has been deleted`).waitFor();
    await page.getByText('No data').waitFor();
    expect(await row(marker).count()).toBe(0);
  });
});

describe('content rules and routes in Chromium', () => {
  it('refuses a category icon that is not an SVG, keeping what was typed', async () => {
    await page.goto(`${session.server.url}/newcategory`);
    await field('Name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/categories/create');
    await field('Name').fill('Not an SVG');
    await field('Organization').check();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e47', 'hex'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please upload an SVG file').first().waitFor();
    expect(await field('Name').inputValue()).toBe('Not an SVG');
  });

  it('refuses a category of neither kind with the spec message', async () => {
    await field('Organization').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('It should be event or organization category or both').first().waitFor();
  });

  it('opens a record from the legacy /singleblog route with the id in navigation state', async () => {
    await page.goto(`${session.server.url}/blog`);
    await page.getByText('Blog Posts List').first().waitFor();
    // The list remembers its last search (react-admin keeps list params per resource).
    await search().fill('');
    const editHref = await page.getByRole('link', { name: 'Edit' }).first().getAttribute('href');
    const firstId = Number(editHref?.split('/').pop());
    expect(firstId).toBeGreaterThan(0);
    await page.evaluate((recordId) => {
      window.history.pushState(
        { usr: { id: recordId }, key: 'legacy', idx: 99 },
        '',
        '/singleblog',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, firstId);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/${firstId}`);
    await expect.poll(() => field('Title').inputValue()).not.toBe('');
  });

  it('searches and pages the template orders', async () => {
    await page.goto(`${session.server.url}/orders`);
    await page.getByText('Orders List').waitFor();
    for (const header of ['ID', 'DATE', 'STATUS', 'COSTUMER', 'PRODUCT', 'REVENUE']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const bodyRows = page.locator('tbody tr');
    await expect.poll(() => bodyRows.count()).toBe(5);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => page.locator('[aria-current="page"]').textContent()).toBe('2');
    const product = (await bodyRows.first().getByRole('cell').nth(4).textContent())?.trim() ?? '';
    expect(product).not.toBe('');

    await search().fill(product.toLowerCase());
    await expect.poll(() => page.locator('[aria-current="page"]').textContent()).toBe('1');
    const matches = await bodyRows.allTextContents();
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) expect(match.toLowerCase()).toContain(product.toLowerCase());

    await search().fill('no order matches this');
    await page.getByText('No data').waitFor();
    await search().fill('');
    await expect.poll(() => bodyRows.count()).toBe(5);
  });
});

describe('ordering a declared list in Chromium', () => {
  /** The texts of one column of the rows shown, by its header. */
  const columnTexts = (header: string) => column(header);
  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
  const sortBy = (label: string) =>
    page
      .locator('thead')
      .getByRole('button', { name: new RegExp(`^Sort by ${label} `) })
      .click();

  it('sorts by name both ways and by id, and a reload or Back gives the same rows', async () => {
    // Without a search: the list would otherwise come back with the one the tests above left.
    await page.goto(`${session.server.url}/sponsors?filter=${encodeURIComponent('{}')}`);
    await page.locator('tbody tr').first().waitFor();

    await sortBy('Name');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    await expect
      .poll(async () => {
        const names = await columnTexts('Name');
        return names.length > 1 && names.join('|') === [...names].sort(byName).join('|');
      })
      .toBe(true);
    const ascending = await columnTexts('Name');

    await sortBy('Name');
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('DESC');
    await expect
      .poll(async () => {
        const names = await columnTexts('Name');
        return (
          names.join('|') === [...names].sort(byName).reverse().join('|') &&
          names[0] !== ascending[0]
        );
      })
      .toBe(true);
    const descending = await columnTexts('Name');

    await page.reload();
    await expect.poll(() => columnTexts('Name')).toEqual(descending);

    await sortBy('ID');
    await expect
      .poll(async () => {
        const ids = (await columnTexts('ID')).map(Number);
        return (
          ids.length > 1 && ids.every((id, index) => index === 0 || (ids[index - 1] ?? 0) < id)
        );
      })
      .toBe(true);
    await page.goBack();
    await expect.poll(() => columnTexts('Name')).toEqual(descending);
  });
});
