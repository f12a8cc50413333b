import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { locations as locationDeclaration } from '../../shared/resources/locations';
import { apiPaths } from '../../shared/resources/record';
import { editableFields } from '../../shared/schemas/fields';
import { type Location, locationInput } from '../../shared/schemas/location';
import type { FieldErrors } from '../../shared/validation';
import type { Queryable } from '../db/database';
import { bulkRoute, deleteStep } from '../http/bulk';
import { getRecordRoute, idSearch, pageNumber, pageSize } from '../http/crud';
import { invalidFields } from '../http/errors';
import { mergeUpdate, partialInput } from '../http/partialUpdate';
import { defineRoutes, idParams, route } from '../http/routes';
import { lockUnlessUsed, type UsageRule, usageRoute, usedByReferences } from '../http/usage';
import { type RowLock, recordRepository } from '../store/records';
import { deleteWithDependents } from './deleteWithDependents';
import { keptTotal } from './listTotals';
import { requireLiveOrganization } from './references';
import { cityLevel, countryLevel, liveRegion, type RegionLevel, stateLevel } from './regions';

export const locationRepository = recordRepository<Location>({
  table: locationDeclaration.table,
  label: locationDeclaration.label.one,
  writable: editableFields(locationInput),
  searchable: locationDeclaration.search,
});

/** The live location with this id (optionally row-locked), or null. */
export async function liveLocation(
  db: Queryable,
  id: number,
  lock?: RowLock,
): Promise<Location | null> {
  return (await locationRepository.find(db, id, lock)) ?? null;
}

type PlaceRegions = Pick<LocationValues, 'country_id' | 'state_id' | 'city_id'>;
type LocationValues = Omit<z.output<typeof locationInput>, 'updated_at'>;

/**
 * Checks that the regions a place names are live and nested (the province/state in the
 * country, the municipality in the province/state), and share-locks them, so that none can be
 * deleted before the transaction ends. 400 naming the field otherwise.
 */
export async function lockPlaceRegions(tx: Queryable, place: PlaceRegions): Promise<void> {
  const errors: FieldErrors = {};
  const find = (level: RegionLevel, id: number | null) =>
    id ? liveRegion(tx, level, id, 'FOR SHARE') : Promise.resolve(undefined);
  const country = await find(countryLevel, place.country_id);
  const state = await find(stateLevel, place.state_id);
  const city = await find(cityLevel, place.city_id);
  if (place.country_id && !country) errors.country_id = messageText('no_such_country');
  if (place.state_id && !state) errors.state_id = messageText('no_such_state');
  else if (state && country && state.parent_id !== country.id) {
    errors.state_id = messageText('state_not_in_country');
  }
  if (place.city_id && !city) errors.city_id = messageText('no_such_city');
  else if (city && state && city.parent_id !== state.id) {
    errors.city_id = messageText('city_not_in_state');
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/**
 * The references of a location to write: live, consistent regions, and a live organization
 * (share-locked, so deleting it waits for this write and then deletes this location too). A
 * location stays with the organization it was created for.
 */
async function checkLocation(tx: Queryable, location: LocationValues, stored?: Location) {
  await lockPlaceRegions(tx, location);
  const organizationId = location.organization_id;
  if (stored?.organization_id && organizationId !== stored.organization_id) {
    throw invalidFields({ organization_id: messageText('location_stays') });
  }
  if (organizationId && organizationId !== stored?.organization_id) {
    await requireLiveOrganization(tx, organizationId, 'organization_id');
  }
}

/**
 * An event's address is its location, so a location events are held at stays. An organization's
 * own link to its location is cleared instead (below): the organization is simply unplaced.
 */
const locationUsage: UsageRule<Location> = {
  load: locationRepository.get,
  usedBy: usedByReferences('locations'),
  refusal: (location, uses) =>
    messageText('location_in_use', { name: location.name, uses: uses.text }),
};

/**
 * Deletes a location (soft delete) unless live events are held there (409); an organization
 * whose location it was is left without one. Answers it as it was.
 */
async function deleteLocation(tx: Queryable, adminId: number, id: number) {
  await lockUnlessUsed(tx, locationUsage, id);
  return deleteWithDependents(tx, locationRepository, adminId, id);
}

const notFoundError = { 404: 'No live location with this id' };

const { collection, item } = apiPaths(locationDeclaration);

export const locationRoutes = defineRoutes(
  'locations',
  [
    route({
      method: 'get',
      path: collection,
      summary:
        'One page of live locations by id, of one organization when `organization_id` is given',
      query: z.object({
        page_num: pageNumber,
        per_page: pageSize(10),
        organization_id: idSearch.describe("The organization's locations only"),
      }),
      async handler({ services, query }) {
        const page = await locationRepository.list(services.db, {
          page: query.page_num,
          perPage: query.per_page,
          filters: { organization_id: query.organization_id },
          // Every location's total is kept; one organization's few are counted.
          ...(query.organization_id === undefined && {
            keptTotal: async (db) => (await keptTotal(db, 'location_totals', {})).count,
          }),
        });
        return {
          locations: page.rows,
          total_pages: page.total_pages,
          per_page_items: page.per_page_items,
          total_items: page.total_items,
        };
      },
    }),
    bulkRoute({
      collection,
      table: locationRepository.spec.table,
      plural: 'locations',
      actions: { delete: deleteStep(({ tx, adminId, id }) => deleteLocation(tx, adminId, id)) },
    }),
    getRecordRoute(item, locationRepository, (location) => ({ location })),
    route({
      method: 'post',
      path: collection,
      summary:
        'Creates a location; its region ids, when given, must be live and nested, its organization live',
      body: locationInput,
      bodyTypes: 'both',
      status: 201,
      async handler({ services, body, adminId }) {
        const { updated_at: _ignored, ...values } = body;
        const location = await services.db.transaction(async (tx) => {
          await checkLocation(tx, values);
          return locationRepository.create(tx, adminId, values);
        });
        return { location };
      },
    }),
    route({
      method: 'patch',
      path: item,
      summary:
        'Updates the sent fields of a location (the others keep their value); with `updated_at`, only if nobody changed it since',
      params: idParams,
      body: partialInput(locationInput),
      bodyTypes: 'both',
      errors: {
        ...notFoundError,
        409: 'updated_at differs from the stored one: someone else changed the location',
      },
      async handler({ services, params, body, adminId }) {
        const location = await services.db.transaction(async (tx) => {
          const stored = await locationRepository.get(tx, params.id, 'FOR UPDATE');
          const values = mergeUpdate(locationInput, stored, body);
          await checkLocation(tx, values, stored);
          return locationRepository.update(tx, adminId, params.id, values, body.updated_at);
        });
        return { location };
      },
    }),
    route({
      method: 'delete',
      path: item,
      summary:
        "Deletes a location (soft delete) unless live events are held there and, when it is its organization's location, clears that link; answers it as it was",
      params: idParams,
      errors: {
        ...notFoundError,
        409: 'Live events are held at the location: the message counts them',
      },
      async handler({ services, params, adminId }) {
        const location = await services.db.transaction((tx) =>
          deleteLocation(tx, adminId, params.id),
        );
        return { location };
      },
    }),
    usageRoute({
      itemPath: item,
      noun: 'location',
      rule: locationUsage,
    }),
  ],
  locationDeclaration,
);
