import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressInputs } from '../../../src/custom/location/AddressInputs';
import { route } from '../support/server';
import { renderInForm } from './formHarness';
import { serveRegionLookups } from './lookupServer';

const maps = vi.hoisted(() => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));
vi.mock('@googlemaps/js-api-loader', () => maps);

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the spec logs for developers; the administrator reads NOT_SET_UP instead. */
const MISSING = 'Google Maps API key is missing!';
const NOT_SET_UP = 'Address search is not set up: type the address in the fields below.';

describe('PlaceSearch without a maps key', () => {
  it('logs the missing key once per page load, disables the search and says, in plain words, to type the address', async () => {
    route('get', '/admin/auth/config', {
      data: { google_client_id: null, local_sign_in: true, maps_api_key: null },
    });
    serveRegionLookups();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderInForm(<AddressInputs />);
    const search = () =>
      screen.getByRole('textbox', { name: 'Search address' }) as HTMLInputElement;
    expect(await screen.findByText(NOT_SET_UP)).toBeTruthy();
    expect(screen.queryByText(MISSING)).toBeNull();
    expect(search().disabled).toBe(true);
    first.unmount();

    const second = renderInForm(<AddressInputs />);
    expect(await screen.findByText(NOT_SET_UP)).toBeTruthy();
    expect(search().disabled).toBe(true);
    expect(logged.mock.calls.filter(([reason]) => String(reason).includes(MISSING))).toHaveLength(
      1,
    );
    expect(maps.setOptions).not.toHaveBeenCalled();
    expect(maps.importLibrary).not.toHaveBeenCalled();

    // The form is filled by hand.
    await userEvent.type(screen.getByRole('textbox', { name: /^Address 1/ }), '1 Main St');
    await userEvent.type(screen.getByRole('combobox', { name: /^Country/ }), 'ca');
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    await waitFor(() =>
      expect(second.values()).toMatchObject({ address_1: '1 Main St', country_id: 1 }),
    );
  });
});
