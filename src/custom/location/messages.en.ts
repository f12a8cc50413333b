import type { Catalogue } from '../../i18n/messages';

/** The place search's, location picker's and address inputs' texts in English, under `console.location`. */
export const en = {
  search: {
    label: 'Search address',
    key_missing: 'Google Maps API key is missing!',
    not_loaded: 'The address search could not be loaded.',
  },
  /** A place's fields, as its forms and detail screens name them. */
  fields: {
    address_1: 'Address 1',
    address_2: 'Address 2',
    country: 'Country',
    state: 'State',
    city: 'City',
    zip: 'Zip',
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
