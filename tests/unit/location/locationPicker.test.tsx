import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { locationInput } from '../../../shared/schemas/location';
import { validateWith } from '../../../shared/validation';
import { LocationPicker } from '../../../src/custom/location/LocationPicker';
import { deferred } from '../custom/adminHarness';
import { api, server } from '../support/server';
import { renderInForm } from './formHarness';
import { serveRegionLookups, torontoRegions } from './lookupServer';

const field = (label: 'Country' | 'Province/State' | 'Municipality') =>
  screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
/** The autocomplete around a field: its buttons and helper text. */
const around = (label: 'Country' | 'Province/State' | 'Municipality') =>
  within(field(label).closest('.MuiAutocomplete-root') as HTMLElement);
/** The clear button shows while the field has the focus. */
async function clear(label: 'Country' | 'Province/State' | 'Municipality') {
  await userEvent.click(field(label));
  await userEvent.click(around(label).getByRole('button', { name: 'Clear' }));
}

async function choose(
  label: 'Country' | 'Province/State' | 'Municipality',
  letters: string,
  option: string,
) {
  await userEvent.type(field(label), letters);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const REQUIRED_MESSAGE = 'This field is required.';

describe('LocationPicker', () => {
  it('prompts for a country; State and City are disabled until their parent is chosen', () => {
    serveRegionLookups();
    renderInForm(<LocationPicker />);
    expect(field('Country').disabled).toBe(false);
    expect(field('Country').placeholder).toBe('Please search and select a country');
    expect(around('Country').getByText('Please search and select a country')).toBeTruthy();
    expect(field('Province/State').disabled).toBe(true);
    expect(
      around('Province/State').getByText('Please select a country before select a state'),
    ).toBeTruthy();
    expect(field('Municipality').disabled).toBe(true);
    expect(
      around('Municipality').getByText('Please select a state before select a city'),
    ).toBeTruthy();
  });

  it('lists the regions starting with the typed letters and sets both name and id, dirty', async () => {
    const requests = serveRegionLookups();
    const view = renderInForm(<LocationPicker />);
    await userEvent.type(field('Country'), 'ca');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('q')).toBe('ca'));
    expect(requests.at(-1)?.pathname).toBe('/api/admin/lookup/countries');
    expect(await screen.findByRole('option', { name: 'Canada' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Chile' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    expect(view.regions()).toMatchObject({ country: 'Canada', country_id: 1 });
    expect(view.isDirty()).toBe(true);
    expect(field('Country').value).toBe('Canada');

    expect(field('Province/State').disabled).toBe(false);
    expect(
      around('Province/State').queryByText('Please select a country before select a state'),
    ).toBeNull();
    await choose('Province/State', 'on', 'Ontario');
    expect(requests.at(-1)?.pathname).toBe('/api/admin/lookup/states');
    expect(requests.at(-1)?.searchParams.get('country_id')).toBe('1');
    await choose('Municipality', 'tor', 'Toronto');
    expect(requests.at(-1)?.searchParams.get('state_id')).toBe('9');
    expect(view.regions()).toEqual(torontoRegions);
  });

  it('asks once typing pauses, not for every letter', async () => {
    const requests = serveRegionLookups();
    renderInForm(<LocationPicker />);
    await userEvent.type(field('Country'), 'chi');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('q')).toBe('chi'));
    const asked = requests.map((url) => url.searchParams.get('q'));
    expect(asked).not.toContain('c');
    expect(asked).not.toContain('ch');
    expect(await screen.findByRole('option', { name: 'Chile' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Canada' })).toBeNull();
  });

  it('clearing the country clears state and city; clearing the state clears city', async () => {
    serveRegionLookups();
    const view = renderInForm(<LocationPicker />, { defaultValues: { ...torontoRegions } });
    await clear('Province/State');
    expect(view.regions()).toEqual({
      country: 'Canada',
      country_id: 1,
      state: null,
      state_id: null,
      city: null,
      city_id: null,
    });
    expect(field('Municipality').disabled).toBe(true);

    await choose('Province/State', 'q', 'Quebec');
    await choose('Municipality', 'm', 'Montréal');
    await clear('Country');
    expect(view.regions()).toEqual({
      country: null,
      country_id: null,
      state: null,
      state_id: null,
      city: null,
      city_id: null,
    });
    expect(field('Province/State').value).toBe('');
    expect(field('Province/State').disabled).toBe(true);
  });

  it('choosing another country clears state and city; choosing the same one keeps them', async () => {
    serveRegionLookups();
    const view = renderInForm(<LocationPicker />, {
      defaultValues: { country: 'Canada', country_id: 1, state: 'Ontario', state_id: 9 },
    });
    await userEvent.click(around('Country').getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    expect(view.regions()).toMatchObject({ state: 'Ontario', state_id: 9 });
    await userEvent.click(around('Country').getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chile' }));
    expect(view.regions()).toMatchObject({
      country: 'Chile',
      country_id: 2,
      state: null,
      state_id: null,
    });
  });

  it('shows prefilled regions as chosen, and names regions prefilled by id only', async () => {
    serveRegionLookups();
    const view = renderInForm(<LocationPicker />, {
      defaultValues: { country_id: 1, state_id: '9', city_id: 976 },
    });
    await waitFor(() => expect(field('Municipality').value).toBe('Toronto'));
    expect(field('Country').value).toBe('Canada');
    expect(field('Province/State').value).toBe('Ontario');
    expect(view.regions()).toEqual({ ...torontoRegions, state_id: '9' });
  });

  it('shows the texts Open, Close, Loading…, No options and lists up to 40% of the viewport', async () => {
    serveRegionLookups();
    const held = deferred<void>();
    server.use(
      http.get(api('/admin/lookup/countries'), async () => {
        await held.promise;
        return HttpResponse.json({ data: { countries: [] } });
      }),
    );
    renderInForm(<LocationPicker />);
    await userEvent.click(around('Country').getByRole('button', { name: 'Open' }));
    expect(around('Country').getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    held.resolve();
    expect(await screen.findByText('No options')).toBeTruthy();

    server.resetHandlers();
    serveRegionLookups();
    await userEvent.type(field('Country'), 'c');
    await screen.findByRole('option', { name: 'Canada' });
    expect(screen.getByRole('listbox').style.maxHeight).toBe('40vh');
  });

  it('when required, shows "This field is required." under each empty level after submit', async () => {
    serveRegionLookups();
    const view = renderInForm(<LocationPicker required />);
    expect(screen.queryByText(REQUIRED_MESSAGE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const label of ['Country', 'Province/State', 'Municipality'] as const) {
      expect(await around(label).findByText(REQUIRED_MESSAGE)).toBeTruthy();
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(view.submitted).not.toHaveBeenCalled();

    await choose('Country', 'ca', 'Canada');
    await waitFor(() => expect(around('Country').queryByText(REQUIRED_MESSAGE)).toBeNull());
    expect(around('Province/State').getByText(REQUIRED_MESSAGE)).toBeTruthy();
  });

  it("shows the form's own region messages (shared schema) under the pickers", async () => {
    serveRegionLookups();
    const regionsOnly = locationInput.pick({ country: true, state: true, city: true });
    renderInForm(<LocationPicker />, { validate: (values) => validateWith(regionsOnly, values) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const label of ['Country', 'Province/State', 'Municipality'] as const) {
      expect(await around(label).findByText(REQUIRED_MESSAGE)).toBeTruthy();
    }
  });

  it('is optional by default: an empty picker submits', async () => {
    serveRegionLookups();
    const view = renderInForm(<LocationPicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.submitted).toHaveBeenCalled());
    expect(screen.queryByText(REQUIRED_MESSAGE)).toBeNull();
  });
});
