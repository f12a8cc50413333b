import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from './support/categories';
import { type ConsoleSession, openSignedInConsole } from './support/console';
import { locatorsOf } from './support/locators';
import { canadianMunicipality } from './support/regions';
import { type ApiSession, apiSession } from './support/server';

let session: ConsoleSession;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  session = await openSignedInConsole();
  page = session.page;
  api = await apiSession(session.server.url);
});

afterAll(() => session?.close());

const { field, row, action, path } = locatorsOf(() => page);
const open = (to: string) => page.goto(`${session.server.url}${to}`);

/** The labels of the form's inputs as shown, required marks included (`Name *`). */
async function formLabels() {
  const texts = await page
    .locator('form .MuiFormLabel-root, form .RaLabeled-label')
    .allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The ids of the seeded organization of an event, and of that event. */
async function seededEvent() {
  const { events } = await api.get<{
    events: { id: number; organization_id: number; category_id: number; location_id: number }[];
  }>('/api/admin/event?status=0&per_page=1');
  const [event] = events;
  if (!event) throw new Error('The seed holds no event.');
  return event;
}

describe('required marks from the rules the server checks', () => {
  it('marks every required field of the organization form before anything is typed', async () => {
    await open('/organization/new');
    await field('Website').waitFor();
    await expect
      .poll(formLabels)
      .toEqual(
        expect.arrayContaining([
          'Category *',
          'Name *',
          'Description *',
          'Country *',
          'Province/State *',
          'Municipality *',
          'Address 1 *',
          'Postal code *',
          'Latitude *',
          'Longitude *',
          'Website',
          'Address 2',
          'Card image',
        ]),
      );
    // A corkboard organization needs neither a category nor a description.
    await page.getByRole('checkbox', { name: 'Corkboard' }).check();
    await expect.poll(formLabels).toEqual(expect.arrayContaining(['Category', 'Description']));
    await expect.poll(formLabels).toEqual(expect.arrayContaining(['Name *', 'Postal code *']));
  });

  it('marks both images of a new event, and not of an edited one', async () => {
    const event = await seededEvent();
    await open(`/organization/${event.organization_id}/event/new`);
    await field('Buy ticket URL').waitFor();
    // The address is asked for only at another address than the organization's locations.
    await page.getByRole('radio', { name: 'Another address' }).check();
    await expect
      .poll(formLabels)
      .toEqual(
        expect.arrayContaining([
          'Category *',
          'Title *',
          'Description *',
          'Address 1 *',
          'Card image *',
          'Profile image *',
          'Start time *',
          'End time',
        ]),
      );
    await open(`/organization/${event.organization_id}/event/${event.id}/edit`);
    await field('Buy ticket URL').waitFor();
    await expect
      .poll(formLabels)
      .toEqual(expect.arrayContaining(['Title *', 'Card image', 'Profile image']));
  });
});

describe('messages name fields by their labels', () => {
  it("a Save the form's rules refuse lists the refused fields as labelled", async () => {
    await open('/organization/new');
    await field('Website').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByText(/^Invalid fields: /);
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('Address 1');
    expect(text).toContain('Category');
    expect(text).not.toContain('address_1');
    expect(text).not.toContain('category_id');
  });

  it('a company link the server refuses names its URL field', async () => {
    await open('/');
    await action(page, 'New company link').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Files');
    await dialog.getByLabel('URL').fill('ftp://files.example.org');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Invalid fields: URL', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('the event page', () => {
  it("shows the event's organization, category and location, and offers Edit", async () => {
    const event = await seededEvent();
    const { organization } = await api.get<{ organization: { name: string } }>(
      `/api/admin/organization/${event.organization_id}`,
    );
    const { category } = await api.get<{ category: { name: string } }>(
      `/api/admin/category/${event.category_id}`,
    );
    const { location } = await api.get<{ location: { address_1: string; city: string } }>(
      `/api/admin/location/${event.location_id}`,
    );
    const eventPage = `/organization/${event.organization_id}/event/${event.id}`;
    await open(eventPage);
    const details = page.locator('dl');
    await details.getByText(category.name, { exact: true }).waitFor();
    const owner = details.getByRole('link', { name: organization.name, exact: true });
    expect(await owner.getAttribute('href')).toBe(`/organization/${event.organization_id}`);
    const place = (await details.getByText(location.address_1).textContent()) ?? '';
    expect(place).toContain(location.city);
    await action(page.getByRole('main'), 'Edit').click();
    await expect.poll(path).toBe(`${eventPage}/edit`);
  });
});

describe("a participant's role created on the fly", () => {
  it('creates a role from the role field, reporting a refusal in the dialog', async () => {
    const event = await seededEvent();
    const { participation_roles: roles } = await api.get<{
      participation_roles: { name: string }[];
    }>('/api/admin/participation-role');
    const existing = roles[0]?.name;
    if (!existing) throw new Error('The seed holds no role.');
    await open(`/organization/${event.organization_id}/event/${event.id}/participant/new`);
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Create a role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Role' });
    await dialog.getByLabel('Name').fill(existing);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe(existing);

    const name = `Zeta Usher ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('combobox', { name: /^Role/ }).textContent()).toBe(name);
    const { participation_roles: after } = await api.get<{
      participation_roles: { name: string }[];
    }>('/api/admin/participation-role');
    expect(after.map((role) => role.name)).toContain(name);
  });
});

describe('delete prompts and focus', () => {
  it('says a category is in use, and by how many, before any Delete', async () => {
    await open('/categories');
    const used = row('Community Services');
    await used.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/is used by \d+ organizations?/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it("after a delete focus is on the list's heading, not the page's body", async () => {
    const name = `Zeta Unused ${Date.now()}`;
    await createCategory(api, name, { is_event: true });
    await open('/categories');
    await row(name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row(name).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Categories List');
  });
});

describe('Back after a scoped create', () => {
  it("leads to the municipality's page, not back to the create form", async () => {
    const { country, state, city } = await canadianMunicipality(api, 'Ontario', 'Ottawa');
    const municipality = `/country/${country}/state/${state}/municipality/${city}`;
    await open(municipality);
    await action(page, 'New Organization').click();
    await expect.poll(path).toBe(`${municipality}/organization/new`);
    const picker = page.getByRole('combobox', { name: /^Municipality/ });
    await expect.poll(() => picker.inputValue()).toBe('Ottawa');
    await page.getByRole('checkbox', { name: 'Corkboard' }).check();
    await field('Name').fill(`Zeta Back ${Date.now()}`);
    await field('Address 1').fill('111 Wellington St');
    await field('Postal code').fill('K1A 0A9');
    await field('Latitude').fill('45.4236');
    await field('Longitude').fill('-75.7009');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toMatch(new RegExp(`^${municipality}/organization/\\d+$`));
    await page.goBack();
    await expect.poll(path).toBe(municipality);
  });
});

describe('dashboard cards', () => {
  it('Events opens the list of events', async () => {
    await open('/');
    await page.getByRole('region', { name: 'Events' }).getByRole('link').click();
    await expect.poll(path).toBe('/events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await row('Zeta').or(page.getByRole('row').nth(1)).first().waitFor();
  });

  it('New Organizations opens the organizations created in the last 30 days', async () => {
    const { counts } = await api.get<{ counts: { organizations: number } }>('/api/admin/dashboard');
    await open('/');
    await page.getByRole('region', { name: 'New Organizations' }).getByRole('link').click();
    await expect.poll(path).toBe('/organizations');
    expect(new URL(page.url()).searchParams.get('filter')).toContain('created_within_days');
    const chip = page.getByRole('button', { name: 'Created in the last 30 days' });
    await chip.waitFor();
    const { organizations, total_items } = await api.get<{
      organizations: unknown[];
      total_items: number;
    }>('/api/admin/organization?status=0&corkboard=All&created_within_days=30');
    expect(total_items).toBe(counts.organizations);
    expect(organizations.length).toBeGreaterThan(0);
    // Removing the chip shows them all again, and the URL says so.
    await chip.press('Delete');
    await chip.waitFor({ state: 'detached' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('filter') ?? '')
      .not.toContain('created_within_days');
  });
});
