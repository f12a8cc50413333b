import type { Catalogue } from '../../i18n/messages';

/** The place search's, location picker's and address inputs' texts in English, under `console.location`. */
export const en = {
  search: {
    label: 'Search address',
    /** The spec logs 'Google Maps API key is missing!' for developers; the administrator reads this. */
    not_set_up: 'Address search is not set up: type the address in the fields below.',
    not_loaded: 'The address search could not be loaded: type the address in the fields below.',
  },
  /** A place's fields, as its forms and detail screens name them. */
  fields: {
    address_1: 'Address 1',
    address_2: 'Address 2',
    country: 'Country',
    state: 'Province/State',
    city: 'Municipality',
    zip: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  /** What a picker level says while it may not be used yet (the country's, until chosen). */
  prompt: {
    country: 'Please search and select a country',
    state: 'Please select a country before select a state',
    city: 'Please select a state before select a city',
  },
  picker: {
    clear: 'Clear',
    loading: 'Loading…',
    no_options: 'No options',
  },
} satisfies Catalogue;
