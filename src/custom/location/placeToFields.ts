/// <reference types="google.maps" />

/** The form values a picked place fills (spec 001, section 4, "Maps place pick"). */
export interface PlaceFields {
  address_1: string;
  address_2: string;
  latitude: number;
  longitude: number;
  country: string;
  state: string;
  city: string;
  zip: string;
}

type AddressComponent = google.maps.GeocoderAddressComponent;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** A coordinate as Google's LatLng gives it (a method) or as its JSON has it (a number). */
function coordinate(location: Record<string, unknown>, name: 'lat' | 'lng'): number | null {
  const raw = location[name];
  const value = typeof raw === 'function' ? raw.call(location) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isAddressComponent(value: unknown): value is AddressComponent {
  return (
    isObject(value) &&
    typeof value.long_name === 'string' &&
    Array.isArray(value.types) &&
    value.types.every((type) => typeof type === 'string')
  );
}

/**
 * Maps a place chosen in Google's place search to the form's fields: address_1 the formatted
 * address, the coordinates, country, state (the level-1 area, else level-2), city (locality),
 * zip (postal code), and address_2 the subpremise, else the full address. A place without a
 * formatted address, coordinates or address components (e.g. Enter pressed on typed text
 * without choosing a suggestion) is not a place: it is logged and answers null.
 */
export function placeToFields(place: unknown): PlaceFields | null {
  const location =
    isObject(place) && isObject(place.geometry) && isObject(place.geometry.location)
      ? place.geometry.location
      : null;
  const latitude = location ? coordinate(location, 'lat') : null;
  const longitude = location ? coordinate(location, 'lng') : null;
  const components = isObject(place) ? place.address_components : undefined;
  const formatted = isObject(place) ? place.formatted_address : undefined;
  if (
    typeof formatted !== 'string' ||
    formatted.trim() === '' ||
    latitude === null ||
    longitude === null ||
    !Array.isArray(components) ||
    !components.every(isAddressComponent)
  ) {
    console.error(new Error('Invalid place object from the maps place search'), place);
    return null;
  }
  const part = (type: string) =>
    components.find((component) => component.types.includes(type))?.long_name ?? '';
  return {
    address_1: formatted,
    address_2: part('subpremise') || formatted,
    latitude,
    longitude,
    country: part('country'),
    state: part('administrative_area_level_1') || part('administrative_area_level_2'),
    city: part('locality'),
    zip: part('postal_code'),
  };
}
