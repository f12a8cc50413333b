/**
 * Place objects as Google's place search hands them to `place_changed`, asked for the fields
 * address_components, formatted_address and geometry. The live objects carry a LatLng
 * (lat()/lng() methods); the same place serialised as JSON has numbers instead.
 */

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

/** A Toronto office suite: the subpremise becomes Address 2. */
export const torontoSuite = {
  address_components: [
    { long_name: '1203', short_name: '1203', types: ['subpremise'] },
    { long_name: '100', short_name: '100', types: ['street_number'] },
    { long_name: 'Queen Street West', short_name: 'Queen St W', types: ['route'] },
    {
      long_name: 'Old Toronto',
      short_name: 'Old Toronto',
      types: ['political', 'sublocality', 'sublocality_level_1'],
    },
    { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
    {
      long_name: 'Toronto',
      short_name: 'Toronto',
      types: ['administrative_area_level_2', 'political'],
    },
    { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
    { long_name: 'M5H 2N2', short_name: 'M5H 2N2', types: ['postal_code'] },
  ],
  formatted_address: '100 Queen St W #1203, Toronto, ON M5H 2N2, Canada',
  geometry: {
    location: latLng(43.6534817, -79.3839347),
    viewport: { south: 43.6521, west: -79.3853, north: 43.6548, east: -79.3826 },
  },
  html_attributions: [],
};

/** A Montréal street address (accents kept), serialised as JSON: coordinates are numbers. */
export const montrealStreet = {
  address_components: [
    { long_name: '1001', short_name: '1001', types: ['street_number'] },
    { long_name: 'Rue Sherbrooke Ouest', short_name: 'Rue Sherbrooke O', types: ['route'] },
    { long_name: 'Ville-Marie', short_name: 'Ville-Marie', types: ['political', 'sublocality'] },
    { long_name: 'Montréal', short_name: 'Montréal', types: ['locality', 'political'] },
    {
      long_name: 'Communauté-Urbaine-de-Montréal',
      short_name: 'Communauté-Urbaine-de-Montréal',
      types: ['administrative_area_level_2', 'political'],
    },
    { long_name: 'Québec', short_name: 'QC', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
    { long_name: 'H3A 1G5', short_name: 'H3A 1G5', types: ['postal_code'] },
  ],
  formatted_address: '1001 Rue Sherbrooke O, Montréal, QC H3A 1G5, Canada',
  geometry: { location: { lat: 45.5039349, lng: -73.5772571 } },
  html_attributions: [],
};

/** A place whose answer names only the level-2 area (no province), and no postal code. */
export const regionOnlyPlace = {
  address_components: [
    { long_name: 'Iqaluit', short_name: 'Iqaluit', types: ['locality', 'political'] },
    {
      long_name: 'Qikiqtaaluk Region',
      short_name: 'Qikiqtaaluk Region',
      types: ['administrative_area_level_2', 'political'],
    },
    { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
  ],
  formatted_address: 'Iqaluit, Qikiqtaaluk Region, Canada',
  geometry: { location: latLng(63.7467, -68.517) },
  html_attributions: [],
};

/** What `getPlace()` answers when Enter is pressed on typed text without a suggestion. */
export const typedTextOnly = { name: '100 queen st' };
