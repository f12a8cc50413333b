import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleSession, openSignedInConsole } from './support/console';
import { locatorsOf } from './support/locators';
import { type ApiSession, apiSession } from './support/server';

/*
 * The network log of the organization and event forms' saves: each save is one write request
 * to the API (the record with its location, in one transaction), whatever it creates or changes.
 */

/** The console, and the same administrator's API session to read back what it saved. */
let opened: { session: ConsoleSession; api: ApiSession } | undefined;
const current = () => {
  if (!opened) throw new Error('The console has not opened');
  return opened;
};
const page = () => current().session.page;
const api = () => current().api;

beforeAll(async () => {
  const session = await openSignedInConsole();
  opened = { session, api: await apiSession(session.server.url) };
});

afterAll(() => opened?.session.close());

const { field, path } = locatorsOf(page);
const open = (to: string) => page().goto(`${current().session.server.url}${to}`);

/** The API requests other than reads the page sends while `act` runs, as `METHOD path`. */
async function writesDuring(act: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${pathname}`);
    }
  };
  page().on('request', record);
  try {
    await act();
  } finally {
    page().off('request', record);
  }
  return writes;
}

/** Clicks Save and waits until the form has led away from `formPath`. */
async function saveAndLeave(formPath: string) {
  await page().getByRole('button', { name: 'Save' }).click();
  await expect.poll(path, { timeout: 30_000 }).not.toBe(formPath);
}

async function pick(label: string, option: string) {
  await page()
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .fill(option.slice(0, 4));
  await page().getByRole('option', { name: option, exact: true }).click();
}

async function fillPlace(address: string) {
  await pick('Country', 'Canada');
  await pick('Province/State', 'Ontario');
  await pick('Municipality', 'Toronto');
  await field('Address 1').fill(address);
  await field('Postal code').fill('M5J 2N8');
  await field('Latitude').fill('43.64');
  await field('Longitude').fill('-79.38');
}

const IMAGE = {
  name: 'card.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
  ),
};

type Located = { id: number; location_id: number | null; updated_at: string };

const stamp = Date.now();
const name = `Zeta One Request ${stamp}`;
let organization: Located;

describe('each save of an organization or event form is one write request', () => {
  it('creating an organization with its location', async () => {
    await open('/organization/new');
    await field('Category').click();
    await page().getByRole('option', { name: 'Community Services' }).click();
    await field('Name').fill(name);
    await field('Description').fill('Saved with its location in one request.');
    await fillPlace('1 Harbour Square');
    const writes = await writesDuring(() => saveAndLeave('/organization/new'));
    expect(writes).toEqual(['POST /api/admin/organization/with-location']);

    const id = Number(path().split('/').pop());
    ({ organization } = await api().get<{ organization: Located }>(
      `/api/admin/organization/${id}`,
    ));
    const { location } = await api().get<{ location: { address_1: string; name: string } }>(
      `/api/admin/location/${organization.location_id}`,
    );
    expect(location).toMatchObject({ address_1: '1 Harbour Square', name });
  });

  it('editing the organization and its address', async () => {
    const formPath = `/organization/${organization.id}/edit`;
    await open(formPath);
    await expect.poll(() => field('Name').inputValue()).toBe(name);
    await field('Address 1').fill('2 Harbour Square');
    const writes = await writesDuring(() => saveAndLeave(formPath));
    expect(writes).toEqual([`PATCH /api/admin/organization/${organization.id}/with-location`]);
    const { location } = await api().get<{ location: { address_1: string } }>(
      `/api/admin/location/${organization.location_id}`,
    );
    expect(location.address_1).toBe('2 Harbour Square');
  });

  let eventId = 0;
  it('creating an event with its location', async () => {
    const formPath = `/organization/${organization.id}/event/new`;
    await open(formPath);
    await field('Title').waitFor();
    await field('Category').click();
    await page().getByRole('option', { name: 'Arts & Culture' }).click();
    await field('Title').fill(`Zeta Lantern Walk ${stamp}`);
    await field('Description').fill('An evening walk with lanterns.');
    await page().getByRole('radio', { name: 'Another address' }).check();
    await fillPlace('3 Harbour Square');
    await field('Start time').fill('2027-07-05T19:00');
    const files = page().locator('input[type="file"]');
    await files.nth(0).setInputFiles(IMAGE);
    await files.nth(1).setInputFiles({ ...IMAGE, name: 'profile.svg' });
    const created = page().waitForResponse((response) =>
      response.url().endsWith('/api/admin/event/with-location'),
    );
    const writes = await writesDuring(() => saveAndLeave(formPath));
    expect(writes).toEqual(['POST /api/admin/event/with-location']);
    const answer = (await (await created).json()) as {
      data: { event: { id: number; location_id: number }; location: { id: number } };
    };
    eventId = answer.data.event.id;
    expect(answer.data.event.location_id).toBe(answer.data.location.id);
  });

  it('editing the event and moving it to another address', async () => {
    const formPath = `/organization/${organization.id}/event/${eventId}/edit`;
    await open(formPath);
    const another = page().getByRole('radio', { name: 'Another address' });
    await another.waitFor();
    await another.check();
    await expect.poll(() => field('Address 1').inputValue()).toBe('3 Harbour Square');
    await field('Address 1').fill('4 Harbour Square');
    const writes = await writesDuring(() => saveAndLeave(formPath));
    expect(writes).toEqual([`PATCH /api/admin/event/${eventId}/with-location`]);
    const { location } = await api().get<{ location: { address_1: string } }>(
      `/api/admin/event/${eventId}`,
    );
    expect(location.address_1).toBe('4 Harbour Square');
  });
});
