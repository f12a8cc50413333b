import { addressShape } from '../../../shared/schemas/location';
import { withRegionIds } from './regionIds';

type Values = Record<string, unknown>;

const ADDRESS_FIELDS = Object.keys(addressShape);

/** A location's address as form values (what a place form starts with). */
export function addressValues(location: Values | null | undefined): Values {
  if (!location) return {};
  return Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => field in location).map((field) => [field, location[field]]),
  );
}

/** A coordinate as typed (text) sent as a number; blank stays blank for the server to refuse. */
const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/**
 * A form's values with the place as the API takes it: coordinates as numbers, and the region
 * ids only when all three are known.
 */
export const withPlace = (values: Values): Values =>
  withRegionIds({
    ...values,
    latitude: asNumber(values.latitude),
    longitude: asNumber(values.longitude),
  });

/** The place part of a form's values as a location sends it. */
export const locationAddress = (values: Values): Values => withPlace(addressValues(values));
