import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeToFields } from '../../../src/custom/location/placeToFields';
import { montrealStreet, regionOnlyPlace, torontoSuite, typedTextOnly } from './places';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('placeToFields', () => {
  it('maps a Toronto suite: subpremise as Address 2, level-1 area as state, postal code as zip', () => {
    expect(placeToFields(torontoSuite)).toEqual({
      address_1: '100 Queen St W #1203, Toronto, ON M5H 2N2, Canada',
      address_2: '1203',
      latitude: 43.6534817,
      longitude: -79.3839347,
      country: 'Canada',
      state: 'Ontario',
      city: 'Toronto',
      zip: 'M5H 2N2',
    });
  });

  it('keeps accents and takes JSON coordinates; without a subpremise Address 2 is the full address', () => {
    expect(placeToFields(montrealStreet)).toEqual({
      address_1: '1001 Rue Sherbrooke O, Montréal, QC H3A 1G5, Canada',
      address_2: '1001 Rue Sherbrooke O, Montréal, QC H3A 1G5, Canada',
      latitude: 45.5039349,
      longitude: -73.5772571,
      country: 'Canada',
      state: 'Québec',
      city: 'Montréal',
      zip: 'H3A 1G5',
    });
  });

  it('falls back to the level-2 area for the state; a missing postal code leaves zip empty', () => {
    expect(placeToFields(regionOnlyPlace)).toMatchObject({
      state: 'Qikiqtaaluk Region',
      city: 'Iqaluit',
      country: 'Canada',
      zip: '',
      latitude: 63.7467,
      longitude: -68.517,
    });
  });

  it.each([
    ['typed text without a chosen suggestion', typedTextOnly],
    ['nothing', undefined],
    ['null', null],
    ['no coordinates', { ...montrealStreet, geometry: {} }],
    [
      'coordinates that are not numbers',
      { ...montrealStreet, geometry: { location: { lat: 'x', lng: 2 } } },
    ],
    ['no address components', { ...montrealStreet, address_components: undefined }],
    ['a malformed component', { ...montrealStreet, address_components: [{ types: ['country'] }] }],
    ['a blank formatted address', { ...montrealStreet, formatted_address: ' ' }],
  ])('logs and answers null for an invalid place: %s', (_case, place) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(placeToFields(place)).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Invalid place object');
  });
});
