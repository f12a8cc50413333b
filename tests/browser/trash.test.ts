import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const { row } = locatorsOf(() => page);

/** An API call that must succeed: its `data`. */
async function called(api: ApiSession, path: string, method: 'POST' | 'DELETE', json?: unknown) {
  const answer = await api.call(path, { method, json });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body.data as Record<string, { id: number }>;
}

async function openTrash(search: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: search }));
  await page.goto(`${session.server.url}/trash?filter=${filter}`);
  await row(search).first().waitFor();
}

describe('Trash', () => {
  it('brings a deleted blog post back with Restore', async () => {
    const api = await apiSession(session.server.url);
    const { blogpost } = await called(api, '/api/blog', 'POST', {
      title: 'Thrown away by mistake',
      body: 'Worth keeping.',
    });
    await called(api, `/api/blog/${blogpost?.id}`, 'DELETE');

    await openTrash('Thrown away by mistake');
    const deleted = row('Thrown away by mistake');
    expect(await deleted.textContent()).toContain('Blog post');
    await deleted.getByRole('button', { name: 'Restore Thrown away by mistake' }).click();
    await page.getByText('Blog post “Thrown away by mistake” restored.').waitFor();
    await page.getByText('No data').waitFor();

    await page.goto(`${session.server.url}/blog`);
    await row('Thrown away by mistake').first().waitFor();
  });

  it('says to restore the province first when a municipality of a deleted one is restored', async () => {
    const api = await apiSession(session.server.url);
    const { country } = await called(api, '/api/admin/country', 'POST', {
      country: 'Binland',
      country_code: 'BL',
      is_published: true,
    });
    const { state } = await called(api, '/api/admin/state', 'POST', {
      country_id: country?.id,
      state: 'Scrapshire',
      is_published: true,
    });
    const { city } = await called(api, '/api/admin/city', 'POST', {
      state_id: state?.id,
      city: 'Lost Harbour',
      is_published: true,
    });
    await called(api, `/api/admin/city/${city?.id}`, 'DELETE');
    await called(api, `/api/admin/state/${state?.id}`, 'DELETE');

    await openTrash('Lost Harbour');
    await row('Lost Harbour').getByRole('button', { name: 'Restore Lost Harbour' }).click();
    await page
      .getByText(
        '“Lost Harbour” belongs to the province/state “Scrapshire”, which is deleted: restore that province/state first.',
      )
      .waitFor();
    await openTrash('Lost Harbour');
    expect(await row('Lost Harbour').count()).toBe(1);
  });
});
