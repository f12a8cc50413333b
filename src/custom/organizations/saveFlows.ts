import type { DataProvider, RaRecord } from 'react-admin';
import { addressShape } from '../../../shared/schemas/location';
import { errorMessage } from '../errorMessage';
import { withRegionIds } from '../location/regionIds';

type Values = Record<string, unknown>;

const ADDRESS_FIELDS = Object.keys(addressShape);

/** A location's address as form values (what an organization's form starts with). */
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
 * The place part of a form's values as a location sends it: coordinates as numbers, and the
 * region ids only when all three are known.
 */
export function locationAddress(values: Values): Values {
  const address = addressValues(values);
  return withRegionIds({
    ...address,
    latitude: asNumber(address.latitude),
    longitude: asNumber(address.longitude),
  });
}

/**
 * The location of an organization (or of one of its events): the organization's id, name and
 * publish state, at the form's address.
 */
export const organizationLocation = (organization: RaRecord, values: Values): Values => ({
  ...locationAddress(values),
  organization_id: organization.id,
  name: organization.name,
  is_published: organization.is_published,
});

/**
 * Saves the form's address: into the previous location when there is one, else into a new
 * location of the organization.
 */
export async function saveLocation(
  dataProvider: DataProvider,
  organization: RaRecord,
  values: Values,
  previous: RaRecord | null,
): Promise<RaRecord> {
  const { data: location } = previous
    ? await dataProvider.update('locations', {
        id: previous.id,
        data: locationAddress(values),
        previousData: previous,
      })
    : await dataProvider.create('locations', { data: organizationLocation(organization, values) });
  return location;
}

/**
 * The error thrown when a failed save could not undo what it had created: the failure's
 * message, what is left behind, and why removing it failed.
 */
export const undoFailed = (
  failure: unknown,
  fallback: string,
  leftBehind: string,
  undoFailure: unknown,
) =>
  new Error(
    `${errorMessage(failure, fallback)} ${leftBehind} was created but could not be removed again: ${errorMessage(
      undoFailure,
      'unknown error',
    )}`,
  );

/** The saved organization and its location, whose tokens the next save starts from. */
export interface SavedOrganization {
  organization: RaRecord;
  location: RaRecord | null;
}

/**
 * Creates an organization the spec's way (spec 001, section 4): the organization, then its
 * location, then the organization's link to the location. When a later step fails the earlier
 * ones are undone, so that no organization without its place is left behind, and the
 * failure is thrown with the server's message.
 */
export async function createOrganization(
  dataProvider: DataProvider,
  values: Values,
): Promise<SavedOrganization> {
  const { data: created } = await dataProvider.create('organizations', { data: values });
  let location: RaRecord | null = null;
  try {
    ({ data: location } = await dataProvider.create('locations', {
      data: organizationLocation(created, values),
    }));
    const { data: organization } = await dataProvider.update('organizations', {
      id: created.id,
      data: { location_id: location.id },
      previousData: created,
    });
    return { organization, location };
  } catch (failure) {
    await undoCreate(dataProvider, created, location, failure);
    throw failure;
  }
}

async function undoCreate(
  dataProvider: DataProvider,
  organization: RaRecord,
  location: RaRecord | null,
  failure: unknown,
) {
  try {
    if (location) {
      await dataProvider.delete('locations', { id: location.id, previousData: location });
    }
    await dataProvider.delete('organizations', { id: organization.id, previousData: organization });
  } catch (undoFailure) {
    throw undoFailed(
      failure,
      'The organization could not be saved.',
      `The organization "${organization.name}" (ID ${organization.id})`,
      undoFailure,
    );
  }
}

/**
 * Saves an edited organization: the organization's fields (only those the form holds), then
 * its location's address, creating and linking the location if it has none yet. `saved`
 * hears of each step that succeeded, so that a retry after a later step failed starts from
 * the versions just saved (not a stale token that the server would refuse).
 */
export async function updateOrganization(
  dataProvider: DataProvider,
  values: Values,
  previous: SavedOrganization,
  saved: (progress: SavedOrganization) => void = () => undefined,
): Promise<SavedOrganization> {
  let { data: organization } = await dataProvider.update('organizations', {
    id: previous.organization.id,
    data: values,
    previousData: previous.organization,
  });
  saved({ organization, location: previous.location });
  const location = await saveLocation(dataProvider, organization, values, previous.location);
  saved({ organization, location });
  if (String(organization.location_id) !== String(location.id)) {
    ({ data: organization } = await dataProvider.update('organizations', {
      id: organization.id,
      data: { location_id: location.id },
      previousData: organization,
    }));
  }
  return { organization, location };
}
