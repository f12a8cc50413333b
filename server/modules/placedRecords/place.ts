import { messageText } from '../../../shared/messages';
import {
  type AddressInput,
  addressInput,
  addressShape,
  type Location,
  locationInput,
} from '../../../shared/schemas/location';
import type { Queryable } from '../../db/database';
import { HttpError, invalidFields, STALE_RECORD_MESSAGE } from '../../http/errors';
import { mergeUpdate, type PartialBody, parseFields } from '../../http/partialUpdate';
import { liveLocation, locationRepository, lockPlaceRegions } from '../locations';
import type { PlacedRecordType } from './type';

/*
 * Where a placed record is: a live location it names by `location_id` (checked, nothing written
 * to locations), or the address typed with it, written into its location or into a new one.
 */

/**
 * A body of a save with its location (`…/with-location`), split: the record's own fields (its
 * `updated_at` and `location_id` included), its location's address, and the location's token.
 */
export function splitAddress(body: Record<string, unknown>) {
  const { location_updated_at: locationUpdatedAt, ...rest } = body;
  const own: PartialBody = {};
  const address: PartialBody = {};
  for (const [field, value] of Object.entries(rest)) {
    (Object.hasOwn(addressShape, field) ? address : own)[field] = value;
  }
  return { own, address, locationUpdatedAt: locationUpdatedAt as string | undefined };
}

/**
 * The organization whose locations a record may be at: the record itself (none yet on its
 * create), or its organization.
 */
export const organizationOf = (
  type: PlacedRecordType,
  id: number | null,
  values: Record<string, unknown>,
) => (type.locations === 'its own' ? id : (values.organization_id as number));

/**
 * 400 on `location_id` unless the location a record names is live and of its organization
 * (`organizationId`); share-locks it (and the regions of an organization's own location), so that
 * none is deleted before the write commits.
 */
export async function checkChosenLocation(
  tx: Queryable,
  type: PlacedRecordType,
  locationId: number,
  organizationId: number | null,
) {
  const location = await liveLocation(tx, locationId, 'FOR SHARE');
  if (type.locations === 'its own') {
    if (!location || location.organization_id !== organizationId) {
      throw invalidFields({ location_id: messageText('location_of_organization') });
    }
    await lockPlaceRegions(tx, location);
    return;
  }
  if (!location) throw invalidFields({ location_id: messageText('no_such_location') });
  if (location.organization_id !== organizationId) {
    throw invalidFields({ location_id: messageText('location_of_event_organization') });
  }
}

/** A record's location now, and the organization a location of it must be of. */
export type LocationNow = { locationId: number | null; organizationId: number };

/** Where the address of a record saved with its location goes. */
export interface PlannedLocation {
  /** The record's location (row-locked), or null: a new location is made. */
  stored: Location | null;
  /** The sent address over the stored location, or the whole address of a new one. */
  values: AddressInput;
  /** The location's token as the client sent it (the 409 rule). */
  updatedAt: string | undefined;
}

/**
 * Plans where a record's address goes: into its location `now.locationId` when that is a live
 * location of the organization (the sent fields over the stored ones), else into a new location,
 * which needs the whole address. Checks and share-locks the regions it names. 400 naming the
 * address fields; 409 when the client sent a token for a location that is gone.
 */
export async function planLocation(
  tx: Queryable,
  now: LocationNow | null,
  address: PartialBody,
  updatedAt?: string,
): Promise<PlannedLocation> {
  const found = now?.locationId ? await liveLocation(tx, now.locationId, 'FOR UPDATE') : null;
  if (!found && updatedAt !== undefined) throw new HttpError(409, STALE_RECORD_MESSAGE);
  const stored = found?.organization_id === now?.organizationId ? found : null;
  const values = stored
    ? mergeUpdate(locationInput, stored, address)
    : parseFields(addressInput, address);
  await lockPlaceRegions(tx, values);
  return { stored, values, updatedAt: stored ? updatedAt : undefined };
}

/** What a new location takes from its organization (as the console always made them). */
export type LocationOwner = Pick<Location, 'name' | 'is_published'> & { organization_id: number };

/** The organization a new location of a record takes its name and publish state from. */
export async function locationOwner(
  tx: Queryable,
  type: PlacedRecordType,
  organizationId: number,
  values: Record<string, unknown>,
): Promise<LocationOwner> {
  if (type.locations === 'its own') {
    const { name, is_published } = values as Pick<LocationOwner, 'name' | 'is_published'>;
    return { organization_id: organizationId, name, is_published };
  }
  const [owner] = await tx.query<LocationOwner>(
    'SELECT id AS organization_id, name, is_published FROM organizations WHERE id = $1',
    [organizationId],
  );
  return owner as LocationOwner;
}

/** Writes a planned location: the stored one (409 on a stale token), or a new one of `owner`. */
export async function writeLocation(
  tx: Queryable,
  adminId: number,
  plan: PlannedLocation,
  owner: LocationOwner,
): Promise<Location> {
  if (!plan.stored) return locationRepository.create(tx, adminId, { ...plan.values, ...owner });
  try {
    return await locationRepository.update(
      tx,
      adminId,
      plan.stored.id,
      plan.values,
      plan.updatedAt,
    );
  } catch (error) {
    // The repository names the token updated_at; here it is the location's.
    const tokenError = error instanceof HttpError ? error.errors?.updated_at : undefined;
    if (tokenError) throw invalidFields({ location_updated_at: tokenError });
    throw error;
  }
}
