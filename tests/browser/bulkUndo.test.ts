import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

/*
 * A bulk Publish, Unpublish or Delete offers Undo in its notification: one request changes the
 * records back, the list shows them as they were and Activity records the undo. Focus stays in
 * the list after a bulk action, an undo and a restore, instead of falling to the page's body.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row, column } = locatorsOf(() => page);

let api: ApiSession;
beforeAll(async () => {
  api = await apiSession(session.server.url);
});

/** New unpublished blog posts titled `<title> <marker>`: their ids. */
async function blogPosts(marker: string, titles: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const title of titles) {
    const answer = await api.call('/api/blog', {
      method: 'POST',
      json: { title: `${title} ${marker}`, body: 'Undo', is_published: false },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids.push((answer.body.data as { blogpost: { id: number } }).blogpost.id);
  }
  return ids;
}

/** The blog list searched for `marker`, once `first` shows. */
async function openBlogList(marker: string, first: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: marker }));
  await page.goto(`${session.server.url}/blog?filter=${filter}`);
  await row(first).waitFor();
}

/** The bulk toolbar's button named `name` (rows have Delete buttons of their own). */
const bulkButton = (name: string) =>
  page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name, exact: true });

/** Ticks the rows showing each of `texts`. */
async function select(texts: string[]) {
  for (const text of texts) await row(text).getByRole('checkbox').check();
}

/** A post's publish state, or `null` when it is deleted (404), read through the API. */
async function publishedState(id: number): Promise<boolean | null> {
  const answer = await api.call(`/api/blog/${id}`, { method: 'GET' });
  if (answer.status === 404) return null;
  return (answer.body.data as { blogpost: { is_published: boolean } }).blogpost.is_published;
}

/** What has keyboard focus: its tag and text. */
const focused = () =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent ?? '',
  }));

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical violations on the page as drawn (no fade running). */
async function seriousViolations(): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The console's CSP refuses inline script tags; evaluating the source string is allowed.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe.run(
      document,
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    ),
  )) as AxeResults;
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

/** The list's heading has focus (an h1 titled `title`), not the page's body. */
async function expectFocusOnHeading(title: string) {
  await expect.poll(focused).toEqual({ tag: 'H1', text: title });
}

describe('Undo after a bulk action', () => {
  it('unpublishes again the rows a bulk Publish published, shown in the list, the API and Activity', async () => {
    const marker = `Undo publish ${Date.now()}`;
    const ids = await blogPosts(marker, ['One', 'Two', 'Left']);
    await openBlogList(marker, `Left ${marker}`);
    await select([`One ${marker}`, `Two ${marker}`]);
    await bulkButton('Publish').click();
    await page.getByText('2 records published.').waitFor();
    await expect.poll(() => row(`One ${marker}`).textContent()).toContain('Published');
    await expectFocusOnHeading('Blog Posts List');
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Undo publishing 2 records' }).click();
    await page.getByText('Undone: 2 records unpublished again.').waitFor();
    await expect.poll(() => row(`One ${marker}`).textContent()).toContain('Pending');
    await expect.poll(() => row(`Two ${marker}`).textContent()).toContain('Pending');
    expect(await Promise.all(ids.map(publishedState))).toEqual([false, false, false]);
    await expectFocusOnHeading('Blog Posts List');

    await page.goto(`${session.server.url}/history`);
    const undone = row(`Two ${marker}`).first();
    await undone.waitFor();
    expect(await undone.textContent()).toContain('Unpublished');
  });

  it('brings back the rows a bulk Delete deleted', async () => {
    const marker = `Undo delete ${Date.now()}`;
    const ids = await blogPosts(marker, ['Kept', 'Lost', 'Dropped']);
    await openBlogList(marker, `Kept ${marker}`);
    await select([`Lost ${marker}`, `Dropped ${marker}`]);
    await bulkButton('Delete').click();
    await page.getByRole('button', { name: 'Delete 2 records' }).click();
    await page.getByText('2 records deleted.').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await Promise.all(ids.map(publishedState))).toEqual([false, null, null]);
    await expectFocusOnHeading('Blog Posts List');

    await page.getByRole('button', { name: 'Undo deleting 2 records' }).click();
    await page.getByText('Undone: 2 records restored.').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    expect(await Promise.all(ids.map(publishedState))).toEqual([false, false, false]);

    await page.goto(`${session.server.url}/history`);
    const restored = row(`Lost ${marker}`).first();
    await restored.waitFor();
    expect(await restored.textContent()).toContain('Restored');
  });

  it('is reached from the keyboard: Ctrl+Z in the list presses Undo', async () => {
    const marker = `Undo keys ${Date.now()}`;
    const ids = await blogPosts(marker, ['First', 'Second']);
    await openBlogList(marker, `Second ${marker}`);
    await select([`First ${marker}`, `Second ${marker}`]);
    await bulkButton('Publish').focus();
    await page.keyboard.press('Enter');
    await page.getByText('2 records published.').waitFor();
    await expectFocusOnHeading('Blog Posts List');
    await expect.poll(() => Promise.all(ids.map(publishedState))).toEqual([true, true]);

    await page.keyboard.press('Control+z');
    await page.getByText('Undone: 2 records unpublished again.').waitFor();
    await expect.poll(() => Promise.all(ids.map(publishedState))).toEqual([false, false]);
    await expectFocusOnHeading('Blog Posts List');
  });

  it('puts back the page Publish this page published from Unpublished Organizations', async () => {
    await page.goto(`${session.server.url}/unpublished/organizations`);
    await page.locator('tbody tr').nth(9).waitFor();
    const firstPage = await column('ID');
    await page.getByRole('button', { name: 'Publish this page' }).click();
    await page.getByRole('button', { name: 'Publish 10 records' }).click();
    await page.getByText('10 records published.').waitFor();
    await expect
      .poll(async () => (await column('ID')).some((id) => firstPage.includes(id)))
      .toBe(false);

    await page.getByRole('button', { name: 'Undo publishing 10 records' }).click();
    await page.getByText('Undone: 10 records unpublished again.').waitFor();
    await expect.poll(() => column('ID')).toEqual(firstPage);
    await expectFocusOnHeading('Unpublished Organizations');
  });

  it('says why, in the words of the server, when a record changed since, and changes nothing', async () => {
    const marker = `Undo refused ${Date.now()}`;
    const [edited, other] = await blogPosts(marker, ['Edited', 'Other']);
    await openBlogList(marker, `Other ${marker}`);
    await select([`Edited ${marker}`, `Other ${marker}`]);
    await bulkButton('Publish').click();
    await page.getByText('2 records published.').waitFor();
    const { blogpost } = await api.get<{ blogpost: { updated_at: string } }>(`/api/blog/${edited}`);
    const patch = await api.call(`/api/blog/${edited}`, {
      method: 'PATCH',
      json: {
        title: `Edited later ${marker}`,
        body: 'Undo',
        is_published: true,
        updated_at: blogpost.updated_at,
      },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);

    await page.getByRole('button', { name: 'Undo publishing 2 records' }).click();
    await page
      .getByText(
        `Not undone: “Edited later ${marker}” has changed since this bulk action: nothing was undone, so that the later change is kept.`,
      )
      .waitFor();
    expect(await Promise.all([edited, other].map((id) => publishedState(id as number)))).toEqual([
      true,
      true,
    ]);
  });
});

describe('Focus after a restore', () => {
  it('goes to the trash list’s heading, not the page’s body', async () => {
    const marker = `Restore focus ${Date.now()}`;
    const [id] = await blogPosts(marker, ['Thrown']);
    expect((await api.call(`/api/blog/${id}`, { method: 'DELETE' })).status).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    await page.goto(`${session.server.url}/trash?filter=${filter}`);
    await row(`Thrown ${marker}`).waitFor();
    await row(`Thrown ${marker}`)
      .getByRole('button', { name: `Restore Thrown ${marker}` })
      .click();
    await page.getByText(`Blog post “Thrown ${marker}” restored.`).waitFor();
    await page.getByText('No data').waitFor();
    await expectFocusOnHeading('Trash');
  });
});
