import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/provider';
import { startTestServer, type TestServer } from '../../api/support/server';
import { tags, tagsMigration } from '../../support/tags';
import { preloadResources } from '../support/preloadViews';
import { throughTheApi } from '../support/server';
import { cellUnder, columnHeaders } from '../support/table';
import { consoleResource, renderResources } from './resourceHarness';

/*
 * The console side of "adding a resource is a declaration and a migration" (the API side is
 * tests/api/declaredResource.test.ts): `tags`, which the product does not have, is listed with
 * the product's declarations; the console's own resource for it (src/resources, as App
 * registers it) and its own data provider, over the real API server with the tags table made by
 * its migration, show its list, ordered and in French, with nothing written for it.
 */
vi.mock('../../../shared/resources/index.ts', async (importOriginal) =>
  (await import('../../support/tags')).withTags(await importOriginal()),
);

let apiServer: TestServer;

/** The tags the API holds, as created through it. */
const NAMES = ['Choir', 'banjo', 'Accordion'];

beforeAll(async () => {
  apiServer = await startTestServer({ migration: tagsMigration, inProcess: true });
  const token = await apiServer.signInLocal();
  for (const [index, name] of NAMES.entries()) {
    const created = await apiServer.request(`/api${tags.api.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, colour: index === 0 ? 'RED' : 'BLUE', is_published: true }),
    });
    expect(created.status).toBe(201);
  }
  await preloadResources([consoleResource(tags.name)]);
}, 60_000);

// Signed in as the API's administrator (each test starts with an empty local storage).
beforeEach(async () => {
  sessionStore.set({
    token: await apiServer.signInLocal(),
    user: { email: 'admin@localhost', name: 'Local Admin', picture: null },
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
});

afterAll(() => apiServer?.close());

const bodyRows = () => screen.getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => cellUnder(row, columnOf('name'))?.textContent);
const columnOf = (source: string) =>
  i18nProvider.translate(`resources.tags.fields.${source}`, {
    _: tags.fields[source as keyof typeof tags.fields].label,
  });

function renderTags() {
  throughTheApi(apiServer);
  renderResources([consoleResource(tags.name)], { dataProvider, path: `/${tags.name}` });
}

describe('the console list of a resource declared and nothing else', () => {
  it('shows the rows the API holds, in the declared order, with the declared columns', async () => {
    renderTags();
    expect(await screen.findByRole('heading', { name: 'Tags List' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(NAMES.length));
    expect(columnHeaders()).toEqual([
      ...tags.list.columns.map((column) => column.label),
      'ACTIONS',
    ]);
    expect(names()).toEqual(['Accordion', 'banjo', 'Choir']);
    const choir = bodyRows()[2] as HTMLElement;
    expect(cellUnder(choir, 'Colour')?.textContent).toBe('Red');
  });

  it('orders the rows by a column when its header is clicked, both ways', async () => {
    renderTags();
    await waitFor(() => expect(names()).toEqual(['Accordion', 'banjo', 'Choir']));
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Choir', 'banjo', 'Accordion']));
    const colour = screen.getByRole('columnheader', { name: /Colour/ });
    await userEvent.click(within(colour).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['banjo', 'Accordion', 'Choir']));
  });

  it('speaks French from the declaration’s French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderTags();
      expect(await screen.findByRole('heading', { name: 'Liste des étiquettes' })).toBeTruthy();
      await waitFor(() => expect(bodyRows()).toHaveLength(NAMES.length));
      expect(columnHeaders()).toEqual(['ID', 'Nom', 'Couleur', 'Publiée', 'ACTIONS']);
      expect(cellUnder(bodyRows()[2] as HTMLElement, 'Couleur')?.textContent).toBe('Rouge');
      expect(screen.getByRole('link', { name: 'Nouvelle étiquette' })).toBeTruthy();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
