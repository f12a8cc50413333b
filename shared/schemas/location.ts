import { z } from 'zod';
import { messageText } from '../messages';
import {
  displayName,
  flag,
  nullableText,
  numberBetween,
  optionalId,
  requiredText,
  updatedAtToken,
  whenMissing,
} from './fields';

/** The picker's message for an empty country, state or city (spec 001, section 5). */
export const REGION_REQUIRED = messageText('region_required');

const regionName = z
  .string({ error: whenMissing(REGION_REQUIRED) })
  .trim()
  .min(1, REGION_REQUIRED)
  .max(100, messageText('too_long', { max: 100 }));

/**
 * A place: the address, its region names and ids, and coordinates. Shared by locations,
 * the organization form and the event form (they all create or update a location).
 */
export const addressShape = {
  address_1: requiredText(255),
  address_2: nullableText(255),
  city: regionName,
  state: regionName,
  country: regionName,
  zip: requiredText(20),
  latitude: numberBetween(-90, 90),
  longitude: numberBetween(-180, 180),
  country_id: optionalId,
  state_id: optionalId,
  city_id: optionalId,
};

/** Every field of an address: what a new location is made with. */
export const addressInput = z.object(addressShape);

export type AddressInput = z.infer<typeof addressInput>;

/**
 * The concurrency token of the location in a save of a record with its location
 * (`…/with-location`), beside the record's own `updated_at`.
 */
export const locationToken = { location_updated_at: updatedAtToken };

export const locationInput = z.object({
  name: displayName(200),
  ...addressShape,
  organization_id: optionalId,
  is_published: flag.default(false),
  updated_at: updatedAtToken,
});

export type LocationInput = z.infer<typeof locationInput>;

export interface Location {
  id: number;
  name: string;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  organization_id: number | null;
  is_published: boolean;
  created_at: string;
  updated_at: string;
}
