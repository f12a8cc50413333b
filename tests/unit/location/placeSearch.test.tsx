import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressInputs } from '../../../src/custom/location/AddressInputs';
import { route } from '../support/server';
import { renderInForm } from './formHarness';
import { serveRegionLookups, torontoRegions } from './lookupServer';
import { montrealStreet, regionOnlyPlace, torontoSuite, typedTextOnly } from './places';

/** A stand-in for google.maps.places.Autocomplete: the test plays the user's pick. */
class FakeAutocomplete {
  place: unknown = null;
  listeners = new Map<string, () => void>();
  constructor(
    readonly input: HTMLInputElement,
    readonly options: unknown,
  ) {
    maps.autocompletes.push(this);
  }
  addListener(event: string, handler: () => void) {
    this.listeners.set(event, handler);
    return { remove: () => this.listeners.delete(event) };
  }
  getPlace() {
    return this.place;
  }
  /** What Google does when a suggestion is chosen. */
  pick(place: unknown) {
    this.place = place;
    this.listeners.get('place_changed')?.();
  }
}

const maps = vi.hoisted(() => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(),
  autocompletes: [] as FakeAutocomplete[],
}));
vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: maps.setOptions,
  importLibrary: maps.importLibrary,
}));

beforeEach(() => {
  maps.importLibrary.mockImplementation(async () => ({ Autocomplete: FakeAutocomplete }));
  route('get', '/admin/auth/config', {
    data: { google_client_id: null, local_sign_in: true, maps_api_key: 'maps-key-1' },
  });
});
afterEach(() => {
  maps.autocompletes.length = 0;
  vi.restoreAllMocks();
});

const searchField = () =>
  screen.getByRole('textbox', { name: 'Search address' }) as HTMLInputElement;
const text = (label: string) =>
  (screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement).value;
const picker = (label: string) =>
  (screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement).value;

/** Waits until the search is enabled and Google's place search is attached to it (an effect). */
async function openSearch() {
  return waitFor(() => {
    expect(searchField().disabled).toBe(false);
    const autocomplete = maps.autocompletes.at(-1);
    if (!autocomplete) throw new Error('No place search was attached.');
    return autocomplete;
  });
}

describe('PlaceSearch', () => {
  it("loads Google's Places library with the configured key and searches Canada only", async () => {
    serveRegionLookups();
    renderInForm(<AddressInputs />);
    const autocomplete = await openSearch();
    expect(maps.setOptions).toHaveBeenCalledWith({ key: 'maps-key-1', v: 'weekly' });
    expect(maps.importLibrary).toHaveBeenCalledWith('places');
    expect(autocomplete.input).toBe(searchField());
    expect(autocomplete.options).toEqual({
      componentRestrictions: { country: 'ca' },
      fields: ['address_components', 'formatted_address', 'geometry'],
    });
  });

  it('a picked place fills the address, coordinates, regions and their ids, dirty', async () => {
    const requests = serveRegionLookups();
    const view = renderInForm(<AddressInputs />);
    const autocomplete = await openSearch();
    autocomplete.pick(torontoSuite);
    await waitFor(() => expect(view.values().city_id).toBe(976));
    expect(view.values()).toEqual({
      address_1: '100 Queen St W #1203, Toronto, ON M5H 2N2, Canada',
      address_2: '1203',
      latitude: 43.6534817,
      longitude: -79.3839347,
      ...torontoRegions,
      zip: 'M5H 2N2',
    });
    expect(view.isDirty()).toBe(true);
    expect(text('Address 1')).toBe('100 Queen St W #1203, Toronto, ON M5H 2N2, Canada');
    expect(text('Postal code')).toBe('M5H 2N2');
    expect(picker('Country')).toBe('Canada');
    expect(picker('Province/State')).toBe('Ontario');
    expect(picker('Municipality')).toBe('Toronto');
    expect(requests.map((url) => url.pathname)).toEqual([
      '/api/admin/lookup/country',
      '/api/admin/lookup/state',
      '/api/admin/lookup/city',
    ]);
  });

  it('an unmatched city clears only city_id; an unmatched province clears state and city ids', async () => {
    serveRegionLookups();
    const view = renderInForm(<AddressInputs />, {
      defaultValues: { country_id: 1, state_id: 9, city_id: 976 },
    });
    const autocomplete = await openSearch();
    autocomplete.pick({
      ...montrealStreet,
      address_components: montrealStreet.address_components.map((component) =>
        component.types.includes('administrative_area_level_1')
          ? { ...component, long_name: 'quebec ' }
          : component,
      ),
    });
    await waitFor(() => expect(view.values().state_id).toBe(10));
    expect(view.regions()).toEqual({
      country: 'Canada',
      country_id: 1,
      state: 'Quebec',
      state_id: 10,
      city: 'Montréal',
      city_id: 1200,
    });

    autocomplete.pick(regionOnlyPlace);
    await waitFor(() => expect(view.values().state_id).toBeNull());
    expect(view.regions()).toEqual({
      country: 'Canada',
      country_id: 1,
      state: 'Qikiqtaaluk Region',
      state_id: null,
      city: 'Iqaluit',
      city_id: null,
    });
  });

  it('an invalid place is logged and changes nothing', async () => {
    serveRegionLookups();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderInForm(<AddressInputs />, { defaultValues: { address_1: 'Typed by hand' } });
    const autocomplete = await openSearch();
    autocomplete.pick(typedTextOnly);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Invalid place object') }),
      typedTextOnly,
    );
    expect(view.values()).toEqual({ address_1: 'Typed by hand' });
    expect(view.isDirty()).toBe(false);
  });

  it('Enter in the search picks a suggestion and does not submit the form', async () => {
    serveRegionLookups();
    const view = renderInForm(<AddressInputs />);
    await openSearch();
    await userEvent.type(searchField(), '100 queen{Enter}');
    expect(view.submitted).not.toHaveBeenCalled();
  });
});
