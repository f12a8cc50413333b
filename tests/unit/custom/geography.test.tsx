import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { routedResourceRoutes } from '../../../src/resources';
import { preloadRoutes } from '../support/preloadViews';
import { columnHeaders } from '../support/table';
import { deferred } from './adminHarness';
import { fakeDataProvider } from './fakeDataProvider';
import { renderRoutes } from './routesHarness';

beforeAll(() => preloadRoutes(routedResourceRoutes));

const tables = {
  countries: [
    { id: 1, country: 'Canada', country_code: 'CA', is_published: true },
    { id: 2, country: 'Chile', country_code: 'CL', is_published: false },
  ],
  states: [{ id: 9, state: 'Ontario', country_id: 1, is_published: true }],
  cities: [
    { id: 976, city: 'Toronto', state_id: 9, is_published: true },
    { id: 977, city: '100 Mile House', state_id: 9, is_published: false },
  ],
  'municipality-organizations': [
    { id: 54, name: 'Driftwood Brewing Society', is_published: true },
    { id: 55, name: 'Evergreen Coding School', is_published: false },
  ],
};

/** Opens `path`; `prepare` may make the fake's calls wait or fail before the screen asks. */
function open(path: string, prepare?: (fake: ReturnType<typeof fakeDataProvider>) => void) {
  const fake = fakeDataProvider(tables);
  prepare?.(fake);
  const rendered = renderRoutes(routedResourceRoutes, { dataProvider: fake.dataProvider, path });
  return { ...fake, ...rendered };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
interface ListCall {
  filter: Record<string, unknown>;
  pagination: { page: number };
  sort: { field: string; order: string };
  meta?: unknown;
}
const lastListCall = (provider: ReturnType<typeof open>['provider']) =>
  (provider.getList.mock.lastCall as unknown as [string, ListCall] | undefined)?.[1];
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Countries', () => {
  it('lists countries with searches, letters, New Country and row links', async () => {
    const view = open('/countries');
    expect(await heading('Countries')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search by ID' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toBeTruthy();
    const letters = within(screen.getByRole('toolbar', { name: 'First letter' }));
    expect(letters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
    ]);
    expect(screen.getByRole('link', { name: 'New Country' }).getAttribute('href')).toBe(
      '/country/new',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const canada = bodyRows()[0] as HTMLElement;
    expect(within(canada).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/country/1/states',
    );
    expect(within(canada).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/country/1/edit',
    );
    expect(within(bodyRows()[1] as HTMLElement).getByText('Pending')).toBeTruthy();

    await userEvent.click(within(canada).getByText('Canada'));
    await waitFor(() => expect(view.path()).toBe('/country/1/states'));
  });

  it('Search by ID keeps no leading zero, which the API refuses in an id', async () => {
    const view = open('/countries');
    const byId = (await screen.findByRole('textbox', { name: 'Search by ID' })) as HTMLInputElement;
    await userEvent.type(byId, '007');
    expect(byId.value).toBe('7');
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({ id: '7' }));
  });

  it('picking a letter clears both searches and goes to page 1; typing clears the letter', async () => {
    const view = open('/countries?page=2');
    const byName = (await screen.findByRole('textbox', {
      name: 'Search by name',
    })) as HTMLInputElement;
    const byId = screen.getByRole('textbox', { name: 'Search by ID' }) as HTMLInputElement;
    await userEvent.type(byId, '7x');
    expect(byId.value).toBe('7');
    await userEvent.type(byName, 'can');
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({ id: '7', q: 'can' }));
    expect(lastListCall(view.provider)?.pagination.page).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'C' }));
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({ letter: 'c' }));
    expect(byName.value).toBe('');
    expect(byId.value).toBe('');
    expect(screen.getByRole('button', { name: 'C' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.path()).toContain(encodeURIComponent('{"letter":"c"}'));

    await userEvent.type(byName, 'ch');
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({ q: 'ch' }));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps filters and page from the URL (a reload or the back button)', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'can', id: '1' }));
    const view = open(`/countries?filter=${filter}&page=2`);
    const byName = (await screen.findByRole('textbox', {
      name: 'Search by name',
    })) as HTMLInputElement;
    expect(byName.value).toBe('can');
    expect((screen.getByRole('textbox', { name: 'Search by ID' }) as HTMLInputElement).value).toBe(
      '1',
    );
    await waitFor(() =>
      expect(lastListCall(view.provider)).toMatchObject({
        filter: { q: 'can', id: '1' },
        pagination: { page: 2 },
      }),
    );
  });

  it('asks "Are you sure to delete {name} ?" and shows why the server refused', async () => {
    const view = open('/countries');
    view.provider.delete.mockRejectedValueOnce(
      new HttpError('Canada still has provinces/states: delete them first.', 409),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Are you sure to delete Canada ?')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(
      await within(popup).findByText('Canada still has provinces/states: delete them first.'),
    ).toBeTruthy();
    expect(view.path()).toBe('/countries');

    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Country "Canada" has been deleted')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});

describe('Country form', () => {
  it('requires a name and a letters-only code; Publish starts unticked', async () => {
    const view = open('/country/new');
    expect(await heading('New Country')).toBeTruthy();
    const publish = screen.getByRole('checkbox', { name: 'Publish' }) as HTMLInputElement;
    expect(publish.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/countries');
    await userEvent.click(publish);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await userEvent.click(publish);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'France');
    await userEvent.type(screen.getByRole('textbox', { name: 'Country code' }), 'F1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be letters only')).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Country code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Country code' }), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.path()).toBe('/countries'));
    expect(view.provider.create).toHaveBeenCalledWith(
      'countries',
      expect.objectContaining({
        data: expect.objectContaining({
          country: 'France',
          country_code: 'fr',
          is_published: false,
        }),
      }),
    );
  });
});

describe('Country form: names', () => {
  it('shows why a name that could pass for another is refused, and saves nothing', async () => {
    const view = open('/country/new');
    expect(await heading('New Country')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Can\u200bada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Country code' }), 'ca');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Names may not contain invisible or text-direction characters.'),
    ).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.type(name, 'C\u0430nada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Names may not mix Latin letters with look-alike letters from other alphabets.',
      ),
    ).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();
  });
});

describe('Provinces/states', () => {
  it('titles the list "Province/State" until the country is known, then its name', async () => {
    const country = deferred<{ data: (typeof tables.countries)[number] }>();
    const view = open('/country/1/states', (fake) =>
      fake.provider.getOne.mockImplementationOnce(() => country.promise),
    );
    expect(await heading('Province/State')).toBeTruthy();
    country.resolve({ data: tables.countries[0] as (typeof tables.countries)[number] });
    expect(await heading('Canada')).toBeTruthy();
    expect(crumbs()).toEqual([
      ['Countries', '/countries'],
      ['Canada', '/country/1/states'],
    ]);
    expect(lastListCall(view.provider)?.meta).toEqual({ countryId: '1' });
    expect(screen.getByRole('link', { name: 'New Province/State' }).getAttribute('href')).toBe(
      '/country/1/state/new',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const ontario = within(bodyRows()[0] as HTMLElement);
    expect(ontario.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/country/1/state/9/municipalities',
    );
    expect(ontario.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/country/1/state/9/edit',
    );
  });

  it('creates a province/state in the country of the route and returns to the list', async () => {
    const view = open('/country/1/state/new');
    expect(await heading('New Province/State')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/country/1/states',
    );
    const publish = screen.getByRole('checkbox', { name: 'Publish' });
    await userEvent.click(publish);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.click(publish);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Quebec');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.path()).toBe('/country/1/states'));
    expect(view.provider.create).toHaveBeenCalledWith(
      'states',
      expect.objectContaining({
        data: { state: 'Quebec', is_published: false, country_id: 1 },
      }),
    );
  });

  it('edits under the header "Edit Province/State: {name}"', async () => {
    const view = open('/country/1/state/9/edit');
    expect(await heading('Edit Province/State: Ontario')).toBeTruthy();
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Countries', '/countries'],
        ['Canada', '/country/1/states'],
        ['Ontario', '/country/1/state/9/municipalities'],
        ['Edit', '/country/1/state/9/edit'],
      ]),
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ontario Province');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.path()).toBe('/country/1/states'));
    expect(view.provider.update).toHaveBeenCalledWith(
      'states',
      expect.objectContaining({
        id: '9',
        data: expect.objectContaining({ state: 'Ontario Province' }),
      }),
    );
  });
});

describe('Municipalities', () => {
  it('titles the list "Cities" until the names are known, offers "#" and links each row', async () => {
    const state = deferred<{ data: (typeof tables.states)[number] }>();
    const view = open('/country/1/state/9/municipalities', (fake) =>
      fake.provider.getOne.mockImplementation(async (resource, params) => {
        if (resource === 'states') return state.promise;
        const found = tables[resource as 'countries'].find((row) => row.id === Number(params.id));
        return { data: found as (typeof tables.countries)[number] };
      }),
    );
    expect(await heading('Cities')).toBeTruthy();
    state.resolve({ data: tables.states[0] as (typeof tables.states)[number] });
    expect(await heading('Canada - Ontario')).toBeTruthy();
    expect(lastListCall(view.provider)?.meta).toEqual({ countryId: '1', stateId: '9' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(columnHeaders()).toEqual(['ID', 'NAME', 'STATUS', 'ACTIONS']);
    const [toronto, village] = bodyRows() as HTMLElement[];
    expect(within(toronto as HTMLElement).getByText('Published')).toBeTruthy();
    expect(within(village as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(
      within(toronto as HTMLElement)
        .getByRole('link', { name: 'View' })
        .getAttribute('href'),
    ).toBe('/country/1/state/9/municipality/976');
    expect(
      within(toronto as HTMLElement)
        .getByRole('link', { name: 'Edit' })
        .getAttribute('href'),
    ).toBe('/country/1/state/9/municipality/976/edit');

    await userEvent.click(screen.getByRole('button', { name: '#' }));
    await waitFor(() => expect(lastListCall(view.provider)?.filter).toEqual({ letter: '#' }));
  });

  it('creates a municipality in the state of the route', async () => {
    const view = open('/country/1/state/9/municipality/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Oakville');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Publish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.path()).toBe('/country/1/state/9/municipalities'));
    expect(view.provider.create).toHaveBeenCalledWith(
      'cities',
      expect.objectContaining({ data: { city: 'Oakville', is_published: true, state_id: 9 } }),
    );
  });
});

describe("A municipality's organizations", () => {
  const page = '/country/1/state/9/municipality/976';

  it('heads the page "country - state - city" with breadcrumbs and scoped links', async () => {
    open(page);
    expect(await heading('Canada - Ontario - Toronto')).toBeTruthy();
    expect(crumbs()).toEqual([
      ['Countries', '/countries'],
      ['Canada', '/country/1/states'],
      ['Ontario', '/country/1/state/9/municipalities'],
      ['Toronto', page],
    ]);
    expect(screen.getByRole('link', { name: 'New Organization' }).getAttribute('href')).toBe(
      `${page}/organization/new`,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `${page}/organization/54/edit`,
    );
    expect(first.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe(
      `${page}/organization/54/events`,
    );
    expect(screen.queryByRole('textbox', { name: 'Search by ID' })).toBeNull();
  });

  it('sorts by name ascending at first; a header click toggles or picks the column', async () => {
    const view = open(page);
    await waitFor(() =>
      expect(view.provider.getList).toHaveBeenCalledWith(
        'municipality-organizations',
        expect.objectContaining({
          sort: { field: 'name', order: 'ASC' },
          meta: { countryId: '1', stateId: '9', municipalityId: '976' },
        }),
      ),
    );
    await userEvent.click(await screen.findByText('NAME'));
    await waitFor(() =>
      expect(lastListCall(view.provider)?.sort).toEqual({ field: 'name', order: 'DESC' }),
    );
    await userEvent.click(screen.getByText('ID'));
    await waitFor(() =>
      expect(lastListCall(view.provider)?.sort).toEqual({ field: 'id', order: 'ASC' }),
    );
  });

  it('says No data when the municipality has no organizations', async () => {
    const view = open(page);
    view.provider.getList.mockResolvedValue({ data: [], total: 0 });
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
