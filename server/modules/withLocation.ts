import type { z } from 'zod';
import { apiPaths, type RecordDeclaration } from '../../shared/resources/record';
import {
  type AddressInput,
  addressInput,
  addressShape,
  type Location,
  locationInput,
} from '../../shared/schemas/location';
import type { Queryable } from '../db/database';
import { HttpError, invalidFields, STALE_RECORD_MESSAGE, withAllFieldErrors } from '../http/errors';
import { mergeUpdate, type PartialBody, parseFields, partialInput } from '../http/partialUpdate';
import { idParams, route } from '../http/routes';
import type { FileRule } from '../http/uploads';
import type { ImagedWrite } from './images';
import { liveLocation, locationRepository, lockPlaceRegions } from './locations';

/*
 * Saves of a record (an organization, an event) with its location, in one request and one
 * transaction: the record's fields and the location's address arrive flat, as the console's
 * form holds them; both are checked before anything is written, so a save succeeds whole or
 * changes nothing.
 */

/**
 * A body of a save with its location (`…/with-location`), split: the record's own fields (its
 * `updated_at` included), its location's address, and the location's token.
 */
export function splitAddress<Body extends Record<string, unknown>>(body: Body) {
  const { location_updated_at: locationUpdatedAt, ...rest } = body;
  const own: Record<string, unknown> = {};
  const address: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(rest)) {
    (Object.hasOwn(addressShape, field) ? address : own)[field] = value;
  }
  return {
    own: own as Omit<Body, keyof AddressInput | 'location_updated_at'>,
    address,
    locationUpdatedAt: locationUpdatedAt as string | undefined,
  };
}

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
 * Plans where a record's address goes: into its location `current.locationId` when that is a
 * live location of the organization (the sent fields over the stored ones), else into a new
 * location, which needs the whole address. Checks and share-locks the regions it names. 400
 * naming the address fields; 409 when the client sent a token for a location that is gone.
 */
export async function planLocation(
  tx: Queryable,
  current: LocationNow | null,
  address: PartialBody,
  updatedAt?: string,
): Promise<PlannedLocation> {
  const found = current?.locationId
    ? await liveLocation(tx, current.locationId, 'FOR UPDATE')
    : null;
  if (!found && updatedAt !== undefined) throw new HttpError(409, STALE_RECORD_MESSAGE);
  const stored = found?.organization_id === current?.organizationId ? found : null;
  const values = stored
    ? mergeUpdate(locationInput, stored, address)
    : parseFields(addressInput, address);
  await lockPlaceRegions(tx, values);
  return { stored, values, updatedAt: stored ? updatedAt : undefined };
}

/** What a new location takes from its organization (as the console always made them). */
export type LocationOwner = Pick<Location, 'name' | 'is_published'> & { organization_id: number };

/** Writes a planned location: the stored one (409 on a stale token), or a new one of `owner`. */
export async function savePlannedLocation(
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

/** A save with its location as a route hands it over: the record's and the address's fields. */
export type LocatedWrite<Values> = Omit<ImagedWrite<Values>, 'tx' | 'update'>;

/** A created record's own fields: its body without the address and the location's token. */
type OwnFields<Body> = Omit<Body, keyof AddressInput | 'location_updated_at'>;

/** How a record type is created with its location (`locatedCreate`). */
export interface LocatedCreation<Values> {
  /** Checks the references its values make (400 naming the fields). */
  check(tx: Queryable, values: Values): Promise<void>;
  /** Writes the record and, through `saveLocation`, its new location; answers both. */
  save(
    write: ImagedWrite<Values>,
    saveLocation: (owner: LocationOwner) => Promise<Location>,
  ): Promise<object>;
}

/** The create of a record with a new location: both checked before either is written. */
export const locatedCreate =
  <Body extends Record<string, unknown>>(record: LocatedCreation<OwnFields<Body>>) =>
  (write: LocatedWrite<Body>) => {
    const { own, address } = splitAddress(write.values);
    return write.services.db.transaction(async (tx) => {
      const [, plan] = await withAllFieldErrors([
        () => record.check(tx, own),
        () => planLocation(tx, null, address),
      ]);
      return record.save({ ...write, tx, values: own }, (owner) =>
        savePlannedLocation(tx, write.adminId, plan, owner),
      );
    });
  };

/** How a record type is updated with its location (`locatedUpdate`). */
export interface LocatedRecord<Stored, Values> {
  /** The stored record, row-locked (404 when there is none). */
  load(tx: Queryable, id: number): Promise<Stored>;
  /**
   * The sent fields over the stored ones, checked with the references they make (400 naming
   * the fields). Its location is the one saved with it, not one the client names.
   */
  merge(tx: Queryable, id: number, stored: Stored, sent: PartialBody): Promise<Values>;
  /** Its location now, and the organization a new location would be of. */
  current(id: number, stored: Stored, sent: PartialBody): LocationNow;
  /** The organization a new location takes its name and publish state from. */
  owner(tx: Queryable, id: number, values: Values): Promise<LocationOwner>;
  /** Writes the record (`write.update` carries its token), linked to its saved location. */
  save(write: ImagedWrite<Values & { location_id: number }>, location: Location): Promise<object>;
}

type LocationNow = { locationId: number | null; organizationId: number };

/**
 * The update of a record with its location: both checked before either is written, then the
 * location (made when it has none), then the record linked to it, each with its own 409 token.
 */
export const locatedUpdate =
  <Stored, Values>(record: LocatedRecord<Stored, Values>) =>
  (write: LocatedWrite<PartialBody> & { id: number }) => {
    const { id, adminId } = write;
    const { own, address, locationUpdatedAt } = splitAddress(write.values);
    return write.services.db.transaction(async (tx) => {
      const stored = await record.load(tx, id);
      const [values, plan] = await withAllFieldErrors([
        () => record.merge(tx, id, stored, own),
        () => planLocation(tx, record.current(id, stored, own), address, locationUpdatedAt),
      ]);
      const owner = await record.owner(tx, id, values);
      const location = await savePlannedLocation(tx, adminId, plan, owner);
      return record.save(
        {
          ...write,
          tx,
          values: { ...values, location_id: location.id },
          update: { id, updatedAt: write.values.updated_at },
        },
        location,
      );
    });
  };

/** A record type saved with its location: what `withLocationRoutes` declares its calls from. */
export interface WithLocationResource<Input extends z.ZodObject> {
  /** The record type: its paths, and how the summaries name it. */
  declaration: RecordDeclaration;
  /** Its fields and its location's address, flat, and the two tokens. */
  input: Input;
  /** Its uploads on create and on update. */
  files(kind: 'create' | 'update'): Record<string, FileRule>;
  /** Where a new location comes from, for the summaries. */
  newLocation: string;
  create(write: LocatedWrite<z.output<Input>>): Promise<object>;
  update(write: LocatedWrite<PartialBody> & { id: number }): Promise<object>;
}

/**
 * The calls that save a record with its location in one transaction, at its declared create and
 * update paths with their suffix (`POST /api/admin/event/with-location`, `PATCH
 * /api/admin/event/{id}/with-location`), both answering the record and its location.
 */
export const withLocationRoutes = <Input extends z.ZodObject>(
  resource: WithLocationResource<Input>,
) => {
  const { declaration } = resource;
  const noun = declaration.label.one.toLowerCase();
  const one = `an ${noun}`;
  const suffix = declaration.api.writeSuffix ?? '';
  const { collection, item } = apiPaths(declaration);
  return [
    route({
      method: 'post',
      path: `${collection}${suffix}`,
      summary: `Creates ${one} and its location in one transaction from the ${noun}'s fields and the location's address (flat), both checked before anything is written; ${resource.newLocation}. Answers both`,
      body: resource.input,
      bodyTypes: 'both',
      files: resource.files('create'),
      status: 201,
      handler: ({ services, body, files, adminId }) =>
        resource.create({ services, adminId, values: body, files }),
    }),
    route({
      method: 'patch',
      path: `${item}${suffix}`,
      summary: `Updates ${one} and its location's address in one transaction (the sent fields, as PATCH does); without a location it gets one (${resource.newLocation}). With \`updated_at\` and \`location_updated_at\`, only if nobody changed either since. Answers both`,
      params: idParams,
      body: partialInput(resource.input),
      bodyTypes: 'both',
      files: resource.files('update'),
      errors: {
        404: `No live ${noun} with this id`,
        409: `updated_at or location_updated_at differs from the stored one: someone else changed the ${noun} or its location`,
      },
      handler: ({ services, params, body, files, adminId }) =>
        resource.update({ services, adminId, id: params.id, values: body, files }),
    }),
  ];
};
