import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { organizations as organizationDeclaration } from '../../shared/resources/organizations';
import { apiPaths } from '../../shared/resources/record';
import {
  createdWithinDays,
  type Organization,
  organizationInput,
  organizationWithLocationInput,
} from '../../shared/schemas/organization';
import type { Queryable } from '../db/database';
import { bulkRoute, deleteStep, publishSteps } from '../http/bulk';
import {
  askedOrder,
  letterFilter,
  orderQuery,
  pageNumber,
  pageSize,
  searchText,
} from '../http/crud';
import { csvExportRoute, withoutPaging } from '../http/csvExport';
import { invalidFields, notFound } from '../http/errors';
import { mergeUpdate } from '../http/partialUpdate';

import { defineRoutes, idParams, route } from '../http/routes';
import { lockUnlessUsed, type UsageRule, usageRoute, usedByColumn } from '../http/usage';
import type { Services } from '../services';
import { deleteWithDependents } from './deleteWithDependents';
import {
  type ImagedRecord,
  type ImagedValues,
  type ImagedWrite,
  imagedRepository,
  imagedUpdate,
  imagedWriteRoutes,
} from './images';
import { liveLocation, locationRepository, lockPlaceRegions } from './locations';
import {
  corkboardFilter,
  organizationPage,
  organizationSelection,
  statusFilter,
} from './organizationQueries';
import { requireCategoryFor } from './references';
import { ORGANIZATION_PLACES_WITH_REGIONS, ORGANIZATION_REGION_COLUMNS } from './regions';
import { locatedCreate, locatedUpdate } from './withLocation';

type OrganizationValues = ImagedValues<typeof organizationInput>;
type StoredOrganization = ImagedRecord<typeof organizationInput>;

const organizations = imagedRepository(organizationDeclaration, organizationInput);

const RECORD_COLUMNS = organizations.columnList('o');

/**
 * The organization as answered: its columns, its images' signed URLs, and the regions and
 * record of its location.
 */
async function organizationRecord(db: Queryable, services: Services, id: number) {
  const [row] = await db.query<Omit<Organization, 'card_image' | 'profile_image'>>(
    `SELECT ${RECORD_COLUMNS}, ${ORGANIZATION_REGION_COLUMNS}
       FROM ${ORGANIZATION_PLACES_WITH_REGIONS}
      WHERE o.id = $1 AND o.deleted_at IS NULL`,
    [id],
  );
  if (!row) throw notFound(organizations.spec.label);
  const url = (fileId: number | null) => (fileId ? services.files.url(fileId) : null);
  return {
    ...row,
    card_image: url(row.card_image_id),
    profile_image: url(row.profile_image_id),
    location: row.location_id ? await liveLocation(db, row.location_id) : null,
  };
}

/**
 * The references an organization to write makes: a live organization category (optional for
 * corkboard organizations, by the shared rules) and, when set, a live location of this
 * organization; the location and its regions are share-locked, so that none is deleted before
 * the write commits.
 */
async function checkOrganization(
  tx: Queryable,
  organizationId: number | null,
  organization: OrganizationValues,
) {
  if (organization.category_id) {
    await requireCategoryFor(tx, organization.category_id, 'organization');
  }
  if (organization.location_id) {
    const location = await liveLocation(tx, organization.location_id, 'FOR SHARE');
    if (!location || location.organization_id !== organizationId) {
      throw invalidFields({ location_id: messageText('location_of_organization') });
    }
    await lockPlaceRegions(tx, location);
  }
}

/**
 * Creates an organization, or updates one (`update`, with the 409 rule), from validated values
 * and the uploaded images, after checking its references; answers it as GET does.
 */
async function writeOrganization(write: ImagedWrite<OrganizationValues>) {
  await checkOrganization(write.tx, write.update?.id ?? null, write.values);
  const row = await organizations.storeWithImages(write);
  return organizationRecord(write.tx, write.services, row.id);
}

/** Updates an organization with the sent fields (its PATCH): the create rules apply to the result. */
const updateOrganization = imagedUpdate({
  input: organizationInput,
  repository: organizations,
  write: writeOrganization,
});

type OrganizationWithLocation = z.output<typeof organizationWithLocationInput>;

/**
 * Creates an organization with its location, which takes the organization's id, name and publish
 * state and becomes its location.
 */
const createWithLocation = locatedCreate<OrganizationWithLocation>({
  check: (tx, values) => checkOrganization(tx, null, { ...values, location_id: null }),
  async save(write, saveLocation) {
    const created = await organizations.storeWithImages(write);
    const location = await saveLocation({
      organization_id: created.id,
      name: created.name,
      is_published: created.is_published,
    });
    await organizations.update(write.tx, write.adminId, created.id, { location_id: location.id });
    return {
      organization: await organizationRecord(write.tx, write.services, created.id),
      location,
    };
  },
});

/** Updates an organization and the address of its location (made and linked when it has none). */
const updateWithLocation = locatedUpdate<StoredOrganization, OrganizationValues>({
  load: (tx, id) => organizations.get(tx, id, 'FOR UPDATE'),
  async merge(tx, id, stored, sent) {
    const values = mergeUpdate(organizationInput, stored, sent);
    await checkOrganization(tx, id, { ...values, location_id: null });
    return values;
  },
  current: (id, stored) => ({ locationId: stored.location_id, organizationId: id }),
  owner: async (_tx, id, values) => ({
    organization_id: id,
    name: values.name,
    is_published: values.is_published,
  }),
  async save(write, location) {
    const { id } = await organizations.storeWithImages(write);
    return { organization: await organizationRecord(write.tx, write.services, id), location };
  },
});

/**
 * Its events keep an organization from being deleted; what it merely takes part in (its
 * locations, sponsorships and participations) is deleted with it.
 */
const organizationUsage: UsageRule<StoredOrganization> = {
  load: organizations.get,
  usedBy: [usedByColumn('events', 'organization_id', 'event', 'events')],
  refusal: (organization, uses) =>
    messageText('organization_in_use', { name: organization.name, uses: uses.text }),
};

/**
 * Deletes an organization (soft delete) unless it has live events (409), with its locations,
 * sponsorships and event participations.
 */
async function deleteOrganization(tx: Queryable, adminId: number, id: number) {
  // Locked first: an event or location created meanwhile waits, then sees it deleted.
  await lockUnlessUsed(tx, organizationUsage, id);
  await deleteWithDependents(tx, organizations, adminId, id);
}

const notFoundError = { 404: 'No live organization with this id' };

const { collection, item } = apiPaths(organizationDeclaration);

const organizationListQuery = z.object({
  name: searchText('the name'),
  city: searchText("the name of the organization's municipality"),
  status: statusFilter,
  corkboard: corkboardFilter,
  page_num: pageNumber,
  name_start: letterFilter,
  max_organizations: pageSize(10),
  created_within_days: createdWithinDays,
  ...orderQuery(organizationDeclaration.list.sortable, 'the name'),
});

type OrganizationListQuery = z.output<typeof organizationListQuery>;

const organizationListFilters = (query: OrganizationListQuery) => ({
  name: query.name,
  cityName: query.city,
  published: query.status,
  corkboard: query.corkboard,
  letter: query.name_start,
  createdWithinDays: query.created_within_days,
});

export const organizationRoutes = defineRoutes('organizations', [
  route({
    method: 'get',
    path: collection,
    summary:
      "One page of live organizations by name (or by `sort` and `order`); `name` and `city` (the name of its location's municipality) search together",
    query: organizationListQuery,
    async handler({ services, query }) {
      return organizationPage(services.db, organizationListFilters(query), {
        page: query.page_num,
        perPage: query.max_organizations,
        sort: askedOrder(query, organizationDeclaration.list.sort),
      });
    },
  }),
  csvExportRoute({
    listPath: collection,
    plural: 'organizations',
    query: withoutPaging(organizationListQuery, ['page_num', 'max_organizations']),
    async selection({ services, query }) {
      const { selection } = await organizationSelection(
        services.db,
        organizationListFilters(query),
        askedOrder(query, organizationDeclaration.list.sort),
      );
      return selection;
    },
  }),
  bulkRoute({
    collection,
    table: organizations.spec.table,
    plural: 'organizations',
    actions: {
      ...publishSteps(organizations, (record, _stored, sent) =>
        updateOrganization({ ...record, sent, files: {} }),
      ),
      delete: deleteStep(({ tx, adminId, id }) => deleteOrganization(tx, adminId, id)),
    },
  }),
  route({
    method: 'get',
    path: item,
    summary: "One organization, with its images' signed URLs and its location's regions and record",
    params: idParams,
    errors: notFoundError,
    async handler({ services, params }) {
      return { organization: await organizationRecord(services.db, services, params.id) };
    },
  }),
  ...imagedWriteRoutes({
    declaration: organizationDeclaration,
    input: organizationInput,
    repository: organizations,
    imagesRequiredOnCreate: false,
    write: writeOrganization,
    summaries: {
      create:
        'Creates an organization (a category and a description are needed unless it is a corkboard organization)',
      update:
        'Updates the sent fields of an organization (the others keep their value; the result must satisfy the create rules); with `updated_at`, only if nobody changed it since',
    },
    withLocation: {
      input: organizationWithLocationInput,
      newLocation:
        "the location takes the organization's id, name and publish state and becomes its location",
      create: createWithLocation,
      update: updateWithLocation,
    },
  }),
  route({
    method: 'delete',
    path: item,
    summary:
      'Deletes an organization with its locations, sponsorships and event participations (soft delete) unless it has live events; answers it as it was',
    params: idParams,
    errors: { ...notFoundError, 409: 'The organization still has live events' },
    async handler({ services, params, adminId }) {
      const organization = await services.db.transaction(async (tx) => {
        // Answered as it was: its location goes with it.
        const record = await organizationRecord(tx, services, params.id);
        await deleteOrganization(tx, adminId, params.id);
        return record;
      });
      return { organization };
    },
  }),
  usageRoute({
    itemPath: item,
    noun: 'organization',
    rule: organizationUsage,
  }),
  route({
    method: 'get',
    path: `${item}/locations`,
    summary: "An organization's live locations, by id",
    params: idParams,
    errors: notFoundError,
    async handler({ services, params }) {
      await organizations.get(services.db, params.id);
      const { rows } = await locationRepository.list(services.db, {
        filters: { organization_id: params.id },
      });
      return { locations: rows };
    },
  }),
  csvExportRoute({
    listPath: `${item}/locations`,
    plural: 'locations',
    params: idParams,
    query: z.object({ q: searchText('the name, address or municipality') }),
    async selection({ services, params, query }) {
      await organizations.get(services.db, params.id);
      return locationRepository.selection({
        filters: { organization_id: params.id },
        search: query.q,
      });
    },
  }),
]);
