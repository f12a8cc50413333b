/*
 * An address as a location holds it, its region ids aside: the console's tests show it from a
 * fake data provider, the browser tests write it through the API with the seeded regions' ids.
 */

/** A street address in Toronto, Ontario. */
export const torontoAddress = {
  address_1: '1 Queen St W',
  city: 'Toronto',
  state: 'Ontario',
  country: 'Canada',
  zip: 'M5H 2N2',
  latitude: 43.65,
  longitude: -79.38,
};
