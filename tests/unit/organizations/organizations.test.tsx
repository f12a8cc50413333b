import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  bodyRows,
  callsOf,
  type FakeProvider,
  heading,
  type OpenedRoutes,
  openOrganizationRoutes,
  harbourPlace as publishedPlace,
  TORONTO,
  torontoTables,
  withoutMapsKey,
} from '../support/organizationScope';
import { columnHeaders } from '../support/table';

const harbourPlace = { ...publishedPlace, is_published: false };

const tables = {
  organizations: [
    {
      id: 7,
      name: 'Harbour Arts',
      description: 'A gallery by the lake',
      category_id: 3,
      city: 'Toronto',
      state: 'Ontario',
      country: 'Canada',
      is_published: false,
      is_corkboard: false,
      location_id: 40,
      location: harbourPlace,
      card_image: null,
      profile_image: null,
      updated_at: 'o0',
    },
    {
      id: 8,
      name: 'Kensington Corkboard',
      is_published: true,
      is_corkboard: true,
      location_id: 41,
      location: null,
      updated_at: 'o1',
    },
  ],
  locations: [harbourPlace],
  categories: [
    { id: 3, name: 'Arts', is_event: false, is_organization: true },
    { id: 4, name: 'Concerts', is_event: true, is_organization: false },
    { id: 5, name: 'Charities', is_event: true, is_organization: 1 },
  ],
  ...torontoTables,
};

const open = (path: string, prepare?: (fake: FakeProvider) => void) =>
  openOrganizationRoutes(tables, path, prepare);

type Fake = OpenedRoutes;
interface ListCall {
  filter: Record<string, unknown>;
  pagination: { page: number };
  meta?: Record<string, unknown>;
}
const listCalls = (provider: Fake['provider'], resource: string) =>
  (provider.getList.mock.calls as unknown as [string, ListCall][])
    .filter(([called]) => called === resource)
    .map(([, params]) => params);
const lastListCall = (provider: Fake['provider'], resource = 'organizations') =>
  listCalls(provider, resource).at(-1);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

withoutMapsKey();

describe('/organizations', () => {
  it('lists ID, NAME, MUNICIPALITY, STATUS, LAST VERIFIED and actions; New Organization; rows lead to the overview', async () => {
    const view = open('/organizations');
    expect(await heading('Organizations')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(columnHeaders()).toEqual([
      'ID',
      'NAME',
      'MUNICIPALITY',
      'STATUS',
      'LAST VERIFIED',
      'ACTIONS',
    ]);
    const harbour = bodyRows()[0] as HTMLElement;
    expect(within(harbour).getByText('Toronto')).toBeTruthy();
    expect(within(harbour).getByText('Pending')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByText('Published')).toBeTruthy();
    expect(within(harbour).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/organization/7',
    );
    expect(within(harbour).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/organization/7/edit',
    );
    expect(screen.getByRole('link', { name: 'New Organization' }).getAttribute('href')).toBe(
      '/organization/new',
    );
    await userEvent.click(within(harbour).getByText('Harbour Arts'));
    await waitFor(() => expect(view.path()).toBe('/organization/7'));
  });

  it('sends name, city and status together, keeps them in the URL; a letter keeps the status', async () => {
    const view = open('/organizations');
    await heading('Organizations');
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({}));
    await userEvent.type(field('Search by name'), 'harb');
    await userEvent.type(field('Search by municipality'), 'toron');
    await waitFor(() =>
      expect(lastListCall(view.provider)?.filter).toEqual({ q: 'harb', city: 'toron' }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unpublished' }));
    await waitFor(() =>
      expect(lastListCall(view.provider)).toMatchObject({
        filter: { q: 'harb', city: 'toron', status: 'Unpublished' },
        pagination: { page: 1 },
      }),
    );
    const urlFilter = () =>
      JSON.parse(new URLSearchParams(view.path().split('?')[1]).get('filter') ?? '{}');
    await waitFor(() =>
      expect(urlFilter()).toEqual({ q: 'harb', city: 'toron', status: 'Unpublished' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'H' }));
    await waitFor(() =>
      expect(lastListCall(view.provider)).toMatchObject({
        filter: { letter: 'h', status: 'Unpublished' },
      }),
    );
    expect(lastListCall(view.provider)?.filter).not.toHaveProperty('q');
    await waitFor(() => expect(urlFilter()).toEqual({ letter: 'h', status: 'Unpublished' }));
  });

  it('opens with the status a bookmark holds', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'Published' }));
    const view = open(`/organizations?filter=${filter}`);
    await heading('Organizations');
    await waitFor(() =>
      expect(lastListCall(view.provider)?.filter).toEqual({ status: 'Published' }),
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Published');
  });

  it('empties the list and says why when a search fails', async () => {
    const view = open('/organizations');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    view.provider.getList.mockRejectedValueOnce(new HttpError('Search is unavailable', 503));
    await userEvent.type(field('Search by municipality'), 'x');
    expect(await screen.findByText('Search is unavailable')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Harbour Arts')).toBeNull());
  });

  it('deletes after the prompt with the text Organization "{name}" has been deleted', async () => {
    const view = open('/organizations');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to delete Harbour Arts ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Organization "Harbour Arts" has been deleted')).toBeTruthy();
    expect(view.provider.delete).toHaveBeenCalledWith(
      'organizations',
      expect.objectContaining({ id: 7 }),
    );
  });
});

describe('/unpublished/organizations', () => {
  it('has the same searches and letters, and always asks for Unpublished', async () => {
    const view = open('/unpublished/organizations');
    expect(await heading('Unpublished Organizations')).toBeTruthy();
    expect(field('Search by name')).toBeTruthy();
    expect(field('Search by municipality')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'K' }));
    await waitFor(() =>
      expect(lastListCall(view.provider)).toMatchObject({ filter: { letter: 'k' } }),
    );
    expect(
      listCalls(view.provider, 'organizations').every(
        (call) => call.meta?.status === 'Unpublished',
      ),
    ).toBe(true);
  });
});

/** Fills the full form under Toronto (the regions come from the route). */
async function fillOrganization({ category = true } = {}) {
  await heading('New Organization');
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Municipality' }) as HTMLInputElement).value).toBe(
      'Toronto',
    ),
  );
  if (category) {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arts' }));
  }
  await userEvent.type(field('Name'), 'Lakeside Choir');
  await userEvent.type(field('Address 1'), '100 Queens Quay');
  await userEvent.type(field('Postal code'), 'M5J 2N1');
  await userEvent.type(field('Latitude'), '43.64');
  await userEvent.type(field('Longitude'), '-79.37');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// Typing a whole organization into the form takes a few seconds on happy-dom.
describe('New Organization', { timeout: 20_000 }, () => {
  it('offers only organization categories', async () => {
    open('/organization/new');
    await heading('New Organization');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.filter((text) => text?.trim())).toEqual(['Arts', 'Charities']);
  });

  it('creates the organization with its location in one call; opens the overview', async () => {
    const view = open(`${TORONTO}/organization/new`);
    await fillOrganization();
    await userEvent.type(field('Description'), 'Sings by the water');
    await save();
    await waitFor(() => expect(view.path()).toBe(`${TORONTO}/organization/1000`));
    const calls = [...callsOf(view, 'create'), ...callsOf(view, 'update')];
    expect(calls.map(([method, resource]) => `${method} ${resource}`)).toEqual([
      'create organizations',
    ]);
    expect(calls[0]?.[2].data).toMatchObject({
      name: 'Lakeside Choir',
      category_id: 3,
      description: 'Sings by the water',
      is_published: false,
      is_corkboard: false,
      address_1: '100 Queens Quay',
      zip: 'M5J 2N1',
      latitude: 43.64,
      longitude: -79.37,
      country: 'Canada',
      state: 'Ontario',
      city: 'Toronto',
      country_id: 1,
      state_id: 9,
      city_id: 976,
    });
    expect(await screen.findByText('Organization "Lakeside Choir" has been created')).toBeTruthy();
  });

  it('shows a refusal on the field and keeps the input; there is nothing to undo', async () => {
    const view = open(`${TORONTO}/organization/new`, (fake) => {
      fake.provider.create.mockRejectedValueOnce(
        new HttpError('Invalid fields: zip', 400, { errors: { zip: 'The zip code is not valid' } }),
      );
    });
    await fillOrganization();
    await userEvent.type(field('Description'), 'Sings');
    await save();
    expect(await screen.findByText('The zip code is not valid')).toBeTruthy();
    expect(await screen.findByText('Invalid fields: Postal code')).toBeTruthy();
    expect(view.provider.delete).not.toHaveBeenCalled();
    expect(view.tables.organizations).toHaveLength(2);
    expect(field('Name').value).toBe('Lakeside Choir');
    expect(field('Address 1').value).toBe('100 Queens Quay');
    expect(view.path()).toBe(`${TORONTO}/organization/new`);
  });

  it('needs a category and a description, except for a corkboard organization', async () => {
    const view = open(`${TORONTO}/organization/new`);
    await fillOrganization({ category: false });
    await save();
    expect(await screen.findByText('Please select a category')).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Corkboard' }));
    await save();
    await waitFor(() => expect(view.path()).toBe(`${TORONTO}/organization/1000`));
    expect(callsOf(view, 'create')[0]?.[2].data).toMatchObject({
      name: 'Lakeside Choir',
      is_corkboard: true,
    });
  });
});

describe('organization overview and edit', { timeout: 20_000 }, () => {
  it('shows the tabs, Archive only when the archive flag is on, and Back to the list', async () => {
    open('/organization/7');
    expect(await heading('Organization: Harbour Arts')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Organization' }));
    expect(
      tabs.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/organization/7'],
      ['Edit', '/organization/7/edit'],
      ['Locations', '/organization/7/locations'],
      ['Events', '/organization/7/events'],
      ['Archive', '/organization/7/archive'],
    ]);
    expect(screen.getByText('1 Queen St W')).toBeTruthy();
    expect(await screen.findByText('Arts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/organizations');
  });

  it('hides Archive when the flag is off; scoped, has breadcrumbs and goes back to the municipality', async () => {
    window.__APP_CONFIG__ = { archiveTab: false };
    open(`${TORONTO}/organization/7`);
    await heading('Organization: Harbour Arts');
    const tabs = within(screen.getByRole('tablist', { name: 'Organization' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Edit',
      'Locations',
      'Events',
    ]);
    expect(tabs.getByRole('tab', { name: 'Edit' }).getAttribute('href')).toBe(
      `${TORONTO}/organization/7/edit`,
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Countries',
        'Canada',
        'Ontario',
        'Toronto',
        'Harbour Arts',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(TORONTO);
  });

  it("saves the organization and its location's address in one call, coordinates as numbers, with both tokens", async () => {
    const view = open('/organization/7/edit');
    expect(await heading('Edit Organization: Harbour Arts')).toBeTruthy();
    expect(field('Address 1').value).toBe('1 Queen St W');
    await userEvent.clear(field('Latitude'));
    await userEvent.type(field('Latitude'), '43.7');
    await save();
    await waitFor(() => expect(view.path()).toBe('/organization/7'));
    const updates = callsOf(view, 'update');
    expect(updates.map(([, resource]) => resource)).toEqual(['organizations']);
    expect(updates[0]?.[2]).toMatchObject({
      id: 7,
      data: {
        name: 'Harbour Arts',
        latitude: 43.7,
        longitude: -79.38,
        address_1: '1 Queen St W',
        location_updated_at: 'l0',
      },
      previousData: { updated_at: 'o0' },
    });
    expect(await screen.findByText('Organization "Harbour Arts" has been updated')).toBeTruthy();
  });

  it('keeps the input and offers Reload when someone else saved first', async () => {
    open('/organization/7/edit', (fake) => {
      fake.provider.update.mockRejectedValueOnce(
        new HttpError('This organization was changed by someone else.', 409),
      );
    });
    await heading('Edit Organization: Harbour Arts');
    await userEvent.type(field('Name'), ' Centre');
    await save();
    expect(await screen.findByText('This organization was changed by someone else.')).toBeTruthy();
    expect(field('Name').value).toBe('Harbour Arts Centre');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Name').value).toBe('Harbour Arts'));
  });

  it("says so when a corkboard organization's location cannot be loaded", async () => {
    open('/organization/8/edit');
    expect(await screen.findByText('Failed to load corkboard location')).toBeTruthy();
    expect(field('Name').value).toBe('Kensington Corkboard');
  });
});

describe('locations of an organization', { timeout: 20_000 }, () => {
  it('lists them with Create Location and deletes with Location "{name}" has been deleted', async () => {
    const view = open(`${TORONTO}/organization/7/locations`);
    expect(await heading('Locations of Harbour Arts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Location' }).getAttribute('href')).toBe(
      `${TORONTO}/organization/7/location/new`,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastListCall(view.provider, 'locations')?.meta).toEqual({ organizationId: '7' });
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByText('1 Queen St W')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `${TORONTO}/organization/7/location/40/edit`,
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Location "Harbour Arts" has been deleted')).toBeTruthy();
  });

  it('a new location needs its address and its regions', async () => {
    const view = open('/organization/7/location/new');
    await heading('Create Location');
    await userEvent.type(field('Name'), 'Annex');
    await save();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(view.provider.create).not.toHaveBeenCalled();
  });

  it('edits a location, sending coordinates as numbers', async () => {
    const view = open('/organization/7/location/40/edit');
    await heading('Edit Location: Harbour Arts');
    await userEvent.clear(field('Longitude'));
    await userEvent.type(field('Longitude'), '-79.4');
    await save();
    await waitFor(() => expect(view.path()).toBe('/organization/7/locations'));
    expect(callsOf(view, 'update')[0]?.[2]).toMatchObject({
      id: '40', // as the route names it, like react-admin's own edit screens
      data: { name: 'Harbour Arts', longitude: -79.4, latitude: 43.65, city_id: 976 },
    });
    expect(await screen.findByText('Location "Harbour Arts" has been updated')).toBeTruthy();
  });
});
