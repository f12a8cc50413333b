import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes, Resource, reactRouterProvider } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/provider';
import { routedResourceRoutes } from '../../../src/resources';
import { placedRecordsForTestFile } from '../../api/support/events';
import type { ApiRecord } from '../../api/support/resource';
import { eventDocuments, eventDocumentsMigration } from '../../support/eventDocuments';
import { renderConsole } from '../custom/adminHarness';
import { inputLabel } from '../support/labels';
import { preloadResources } from '../support/preloadViews';
import { throughTheApi } from '../support/server';
import { cellUnder } from '../support/table';
import { consoleResource } from './resourceHarness';

/*
 * The console side of a nested resource declared and nothing else (the API side is
 * tests/api/nestedResource.test.ts): an event's documents, which the product does not have,
 * are listed on their event's page, and added from there, over the real API server.
 */
vi.mock('../../../shared/resources/index.ts', async (importOriginal) =>
  (await import('../../support/eventDocuments')).withEventDocuments(await importOriginal()),
);

const records = placedRecordsForTestFile({ migration: eventDocumentsMigration, inProcess: true });
let organization: ApiRecord;
let event: ApiRecord;

beforeAll(async () => {
  organization = await records.organization('Harbour Arts');
  event = await records.event(organization.id, { title: 'Harbour Gala' });
  for (const title of ['Seating plan', 'menu']) {
    const answer = await records.api.send(
      'POST',
      `/api${eventDocuments.api.path}`,
      { event_id: String(event.id), title, url: 'https://example.org/doc' },
      'json',
    );
    expect(answer.status).toBe(201);
  }
  await preloadResources([consoleResource(eventDocuments.name)]);
}, 60_000);

// Signed in as the API's administrator, every call under /api reaching the test's API server.
beforeEach(async () => {
  sessionStore.set({
    token: await records.api.server.signInLocal(),
    user: { email: 'admin@localhost', name: 'Local Admin', picture: null },
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  throughTheApi(records.api.server);
});

// react-admin's own Route: under Vitest, an import of react-router here would be a second copy.
const { Route } = reactRouterProvider;

function openEventPage() {
  return renderConsole(
    <>
      <CustomRoutes>
        {routedResourceRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </CustomRoutes>
      <Resource {...consoleResource(eventDocuments.name)} />
    </>,
    { dataProvider, path: `/organization/${organization.id}/event/${event.id}` },
  );
}

const documentsSection = async (name: string) =>
  screen.findByRole('region', { name }, { timeout: 5000 });

const bodyRowsIn = (section: HTMLElement) => within(section).getAllByRole('row').slice(1);
const titlesIn = (section: HTMLElement) =>
  bodyRowsIn(section).map((row) => cellUnder(row, 'Title')?.textContent);
const rowTitled = (section: HTMLElement, title: string) =>
  bodyRowsIn(section).find((row) => cellUnder(row, 'Title')?.textContent === title) as HTMLElement;

describe('a nested resource declared and nothing else, in the console', () => {
  it('lists the event’s documents on its page, and adds one from there', async () => {
    const rendered = openEventPage();
    const section = await documentsSection('Event documents');
    await waitFor(() => expect(titlesIn(section)).toEqual(['menu', 'Seating plan']));

    await userEvent.click(within(section).getByRole('link', { name: 'New Event document' }));
    expect(
      await screen.findByRole('heading', { name: 'New Event document' }, { timeout: 5000 }),
    ).toBeTruthy();
    // The form starts from the event it was opened from, shown by its title.
    await waitFor(() =>
      expect((screen.getByLabelText('Event') as HTMLInputElement).value).toBe('Harbour Gala'),
    );
    await userEvent.type(screen.getByLabelText(inputLabel('Title')), 'Programme');
    await userEvent.type(screen.getByLabelText(inputLabel('Link')), 'https://example.org/prog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Saved, it leads back to the event's page, where the new document is listed.
    await waitFor(() =>
      expect(rendered.path()).toBe(`/organization/${organization.id}/event/${event.id}`),
    );
    const after = await documentsSection('Event documents');
    await waitFor(() => expect(titlesIn(after)).toEqual(['menu', 'Programme', 'Seating plan']));
    const stored = await records.api.get<{ data: { documents: { title: string }[] } }>(
      `/api/admin/event/${event.id}/documents?search=programme`,
    );
    expect(stored.body.data.documents.map((row) => row.title)).toEqual(['Programme']);
  });

  it('edits a document from the event’s page and leads back there, and deletes one in place', async () => {
    const rendered = openEventPage();
    const eventPage = `/organization/${organization.id}/event/${event.id}`;
    const section = await documentsSection('Event documents');
    await waitFor(() => expect(titlesIn(section)).toContain('Seating plan'));
    const seating = rowTitled(section, 'Seating plan');
    await userEvent.click(within(seating).getByRole('link', { name: 'Edit' }));
    const title = (await screen.findByLabelText(inputLabel('Title'), undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Seating plan'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Floor plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.path()).toBe(eventPage));

    const after = await documentsSection('Event documents');
    await waitFor(() => expect(titlesIn(after)).toContain('Floor plan'));
    const floor = rowTitled(after, 'Floor plan');
    await userEvent.click(within(floor).getByRole('button', { name: 'Delete' }));
    const popup = await screen.findByRole('dialog');
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titlesIn(after)).not.toContain('Floor plan'));
    expect(rendered.path()).toBe(eventPage);
    // Focus goes to the card's heading, not the page's body.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(after).getByRole('heading', { name: 'Event documents' }),
      ),
    );
  });

  it('speaks French from the declaration’s French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      openEventPage();
      const section = await documentsSection('Documents d’événement');
      await waitFor(() => expect(within(section).getAllByRole('row').length).toBeGreaterThan(1));
      expect(
        within(section).getByRole('link', { name: 'Nouveau document d’événement' }),
      ).toBeTruthy();
      expect(within(section).getByRole('columnheader', { name: /Titre/ })).toBeTruthy();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
