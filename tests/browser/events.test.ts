import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleSession, openSignedInConsole } from './support/console';
import { locatorsOf } from './support/locators';
import { apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
let organization: { id: number; name: string };
let sponsor: { id: number; name: string };

beforeAll(async () => {
  session = await openSignedInConsole();
  page = session.page;
  const api = await apiSession(session.server.url);
  const { organizations } = await api.get<{ organizations: { id: number; name: string }[] }>(
    '/api/admin/organization?status=Published&max_organizations=2',
  );
  [organization, sponsor] = organizations as [typeof organization, typeof sponsor];
});

afterAll(() => session?.close());

const { field, row, action, path } = locatorsOf(() => page);

const IMAGE = {
  name: 'card.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
  ),
};

async function confirmDelete(message: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText(message).first().waitFor();
}

const title = `Zeta Night Market ${Date.now()}`;
let eventId: number;
let eventsPath: string;

describe('events in Chromium', () => {
  it('creates an event with images for a seeded organization', async () => {
    eventsPath = `/organization/${organization.id}/events`;
    await page.goto(`${session.server.url}${eventsPath}`);
    await action(page, 'Create Event').click();
    await field('Title').waitFor();
    await field('Category').click();
    await page.getByRole('option', { name: 'Arts & Culture' }).click();
    await field('Title').fill(title);
    await field('Description').fill('Food stalls and music by the river.');
    await page.getByRole('radio', { name: 'Another address' }).check();
    for (const [label, value] of [
      ['Country', 'Canada'],
      ['Province/State', 'Ontario'],
      ['Municipality', 'Toronto'],
    ] as const) {
      await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(value.slice(0, 4));
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    await field('Address 1').fill('10 Harbour St');
    await field('Postal code').fill('M5J 2N8');
    await field('Latitude').fill('43.64');
    await field('Longitude').fill('-79.38');
    await field('Start time').fill('2027-06-05T18:30');
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles(IMAGE);
    await files.nth(1).setInputFiles({ ...IMAGE, name: 'profile.svg' });

    const created = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' &&
        /\/api\/admin\/event\/with-location$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    eventId = ((await response.json()) as { data: { event: { id: number } } }).data.event.id;
    await expect.poll(path).toBe(eventsPath);
    await row(title).first().waitFor();
  });

  it('shows it in the detail, edits it, and shows the archived view', async () => {
    await action(row(title).first(), 'View').click();
    await page.getByText(`Event: ${title}`).first().waitFor();
    await page.getByText('Food stalls and music by the river.').waitFor();
    await page.getByText('2027-06-05').first().waitFor();

    await page.goto(`${session.server.url}/organization/${sponsor.id}/event/${eventId}`);
    await page.getByText('This event belongs to another organization.').waitFor();
    await page.getByRole('link', { name: 'Open it there' }).click();
    await page.getByText(`Event: ${title}`).first().waitFor();

    await page.goto(`${session.server.url}${eventsPath}`);
    await action(row(title).first(), 'Edit').click();
    await page.getByText(`Edit Event: ${title}`).first().waitFor();
    await field('Description').fill('Food stalls, music and lanterns by the river.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe(eventsPath);

    await page.getByRole('tab', { name: 'Archived events' }).click();
    await page
      .getByText(`Archived events for the organization: ${organization.name}`)
      .first()
      .waitFor();
    expect(await row(title).count()).toBe(0);
  });

  it('adds and removes a sponsor, a role and a participant', async () => {
    const detail = `${eventsPath.replace(/events$/, 'event')}/${eventId}`;
    await page.goto(`${session.server.url}${detail}`);
    await action(page, 'Sponsors').click();
    await action(page, 'New Sponsor').click();
    await page.getByRole('combobox', { name: /^Sponsor/ }).fill(sponsor.name.slice(0, 6));
    await page.getByRole('option', { name: sponsor.name }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await row(sponsor.name).first().waitFor();
    await action(row(sponsor.name).first(), 'Delete').click();
    await confirmDelete(`Sponsor "${sponsor.name}" has been deleted`);

    await page.goto(`${session.server.url}${detail}`);
    await action(page, 'Participant Roles').click();
    await action(page, 'New Role').click();
    await field('Name').fill('Zeta Lantern Keeper');
    await page.getByRole('button', { name: 'Save' }).click();
    await row('Zeta Lantern Keeper').first().waitFor();

    await page.goto(`${session.server.url}${detail}`);
    await action(page, 'Participants').click();
    await action(page, 'New Participant').click();
    await page.getByRole('combobox', { name: /^Participant/ }).fill(sponsor.name.slice(0, 6));
    await page.getByRole('option', { name: sponsor.name }).first().click();
    await field('Role').click();
    await page.getByRole('option', { name: 'Zeta Lantern Keeper' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await row(sponsor.name).first().waitFor();
    await action(row(sponsor.name).first(), 'Delete').click();
    await confirmDelete(`Participant: "${sponsor.name}" has been deleted`);

    await page.goto(`${session.server.url}${detail}`);
    await action(page, 'Participant Roles').click();
    await action(row('Zeta Lantern Keeper').first(), 'Delete').click();
    await confirmDelete('Participant Role: "Zeta Lantern Keeper" has been deleted');
  });

  it('is in the unpublished list until published, then deleted with its message', async () => {
    await page.goto(`${session.server.url}/unpublished/events`);
    await page.getByText('Unpublished Events').first().waitFor();
    await page.getByLabel('Search by name').fill(title);
    await row(title).first().waitFor();

    await page.goto(`${session.server.url}${eventsPath}`);
    await action(row(title).first(), 'Edit').click();
    await page.getByText(`Edit Event: ${title}`).first().waitFor();
    await field('Publish').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe(eventsPath);

    await page.goto(`${session.server.url}/unpublished/events`);
    await page.getByLabel('Search by name').fill(title);
    await page.getByText('No data').waitFor();

    await page.goto(`${session.server.url}${eventsPath}`);
    await action(row(title).first(), 'Delete').click();
    await confirmDelete(`Event with ID ${eventId} has been deleted`);
    await row(title).first().waitFor({ state: 'detached' });
  });
});
