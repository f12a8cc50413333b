import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

/*
 * The event form offers its organization's locations, the organization's own chosen: an event
 * created there is linked to it and adds no location; "Another address" adds one.
 */

let session: ConsoleSession;
let page: Page;
let api: ApiSession;
consoleForTestFile(
  async () => {
    const opened = await signedInConsolePage();
    return { ...opened, api: await apiSession(opened.session.server.url) };
  },
  (opened) => {
    ({ session, page, api } = opened);
  },
);

const { field, row, action, path } = locatorsOf(() => page);

type Place = { id: number; address_1: string; city: string; zip: string };
type Organization = { id: number; name: string; location_id: number };

const IMAGE = {
  name: 'card.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
  ),
};

/** A seeded published organization with its own location, and its locations. */
async function seededOrganization() {
  const { organizations } = await api.get<{ organizations: Organization[] }>(
    '/api/admin/organization?status=Published&max_organizations=5',
  );
  const organization = organizations.find((candidate) => candidate.location_id);
  if (!organization) throw new Error('The seed holds no organization with a location.');
  return organization;
}

const locationsOf = async (organizationId: number) =>
  (await api.get<{ locations: Place[] }>(`/api/admin/organization/${organizationId}/locations`))
    .locations;

const eventOf = async (id: number) =>
  (await api.get<{ event: { location_id: number } }>(`/api/admin/event/${id}`)).event;

/** From the organization's events, Create Event: fills what an event needs but its place. */
async function startEvent(organization: Organization, title: string) {
  await page.goto(`${session.server.url}/organization/${organization.id}/events`);
  await action(page, 'Create Event').click();
  await field('Title').waitFor();
  await field('Category').click();
  await page.getByRole('option', { name: 'Arts & Culture' }).click();
  await field('Title').fill(title);
  await field('Description').fill('An evening walk with lanterns.');
  await field('Start time').fill('2027-07-05T19:00');
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles(IMAGE);
  await files.nth(1).setInputFiles({ ...IMAGE, name: 'profile.svg' });
}

/** Saves the form; answers the created event's id once the events list shows it. */
async function saveCreated(organization: Organization, title: string) {
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/admin/event/with-location'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect.poll(path).toBe(`/organization/${organization.id}/events`);
  await row(title).first().waitFor();
  return ((await answer.json()) as { data: { event: { id: number } } }).data.event.id;
}

const placeRadio = (place: Place) =>
  page.getByRole('radio', {
    name: new RegExp(`^${place.address_1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `),
  });

async function pick(label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the place of an event', () => {
  let organization: Organization;
  let firstEvent = 0;

  it('is the organization’s own location by default: linked, no location added, shown on the event', async () => {
    organization = await seededOrganization();
    const before = await locationsOf(organization.id);
    const own = before.find((place) => place.id === organization.location_id) as Place;
    const title = `Zeta Lantern Walk ${Date.now()}`;
    await startEvent(organization, title);

    const radio = placeRadio(own);
    expect(await radio.isChecked()).toBe(true);
    const label = page.locator('label').filter({ has: radio });
    expect(await label.textContent()).toContain(`${own.address_1} — ${own.city}, ${own.zip}`);
    expect(await field('Address 1').count()).toBe(0);

    firstEvent = await saveCreated(organization, title);
    expect(await locationsOf(organization.id)).toEqual(before);
    expect((await eventOf(firstEvent)).location_id).toBe(own.id);

    await action(row(title).first(), 'View').click();
    await page.getByText(`Event: ${title}`).first().waitFor();
    await page.getByText(own.address_1, { exact: false }).first().waitFor();
  });

  it('at "Another address", chosen with the keyboard, adds one location with the address typed', async () => {
    const before = await locationsOf(organization.id);
    const title = `Zeta Harbour Market ${Date.now()}`;
    await startEvent(organization, title);
    // Arrow keys move the choice within the radio group; up from the first wraps to the last.
    await page.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio', { name: 'Another address' }).isChecked()).toBe(true);
    await pick(/^Country/, 'Canada');
    await pick(/^(State|Province)/, 'Ontario');
    await pick(/^(City|Municipality)/, 'Toronto');
    await field('Address 1').fill('77 Zeta Quay');
    await page.getByLabel(/^(Zip|Postal code)/).fill('M5J 2N8');
    await field('Latitude').fill('43.64');
    await field('Longitude').fill('-79.38');
    const id = await saveCreated(organization, title);

    const after = await locationsOf(organization.id);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((place) => !before.some((old) => old.id === place.id)) as Place;
    expect(added).toMatchObject({ address_1: '77 Zeta Quay', city: 'Toronto' });
    expect((await eventOf(id)).location_id).toBe(added.id);
  });

  it('on edit, shows the event’s location chosen, and moves it to another of the organization’s', async () => {
    const places = await locationsOf(organization.id);
    const own = places.find((place) => place.id === organization.location_id) as Place;
    const other = places.find((place) => place.id !== own.id) as Place;
    const formPath = `/organization/${organization.id}/event/${firstEvent}/edit`;
    await page.goto(`${session.server.url}${formPath}`);
    await expect.poll(() => placeRadio(own).isChecked()).toBe(true);
    await placeRadio(other).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe(`/organization/${organization.id}/events`);
    expect((await eventOf(firstEvent)).location_id).toBe(other.id);
    expect(await locationsOf(organization.id)).toEqual(places);
  });
});
