import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { locations as locationDeclaration } from '../../shared/resources/locations';
import { organizations as organizationDeclaration } from '../../shared/resources/organizations';
import { apiPaths } from '../../shared/resources/record';
import { listUnderParent } from '../../shared/resources/references';
import {
  type Organization,
  organizationInput,
  organizationWithLocationInput,
} from '../../shared/schemas/organization';
import type { Queryable } from '../db/database';
import { askedOrder, searchText } from '../http/crud';
import { csvExportRoute, withoutPaging } from '../http/csvExport';
import { notFound } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { type UsageRule, usageRoute, usedByReferences } from '../http/usage';
import type { Services } from '../services';
import { liveLocation, locationRepository } from './locations';
import {
  organizationListFilters,
  organizationListQuery,
  organizationPage,
  organizationSelection,
} from './organizationQueries';
import { placedRecordRoutes } from './placedRecords/routes';
import {
  type PlacedRecordType,
  type PlacedRow,
  placedRecordRepository,
} from './placedRecords/type';
import { ORGANIZATION_PLACES_WITH_REGIONS, ORGANIZATION_REGION_COLUMNS } from './regions';
import {
  verificationColumns,
  verifyOrganizationRoute,
} from './verification/organizationVerification';

type StoredOrganization = PlacedRow<typeof organizationInput>;

const organizations = placedRecordRepository(organizationDeclaration, organizationInput);

const RECORD_COLUMNS = organizations.columnList('o');

/**
 * The organization as answered: its columns, its verification, its images' signed URLs, and the
 * regions and record of its location.
 */
async function organizationRecord(db: Queryable, services: Services, id: number) {
  const [row] = await db.query<Omit<Organization, 'card_image' | 'profile_image'>>(
    `SELECT ${RECORD_COLUMNS}, ${ORGANIZATION_REGION_COLUMNS}, ${verificationColumns('o')}
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
 * Its events keep an organization from being deleted; what it merely takes part in (its
 * locations, sponsorships and participations) is deleted with it.
 */
const organizationUsage: UsageRule<StoredOrganization> = {
  load: organizations.get,
  usedBy: usedByReferences('organizations'),
  refusal: (organization, uses) =>
    messageText('organization_in_use', { name: organization.name, uses: uses.text }),
};

/**
 * An organization's saves and delete: it is placed at a location of its own (a new one takes its
 * name and publish state), filed under an organization category (optional for corkboard
 * organizations, by the shared rules), answered with its images' URLs and its location's regions
 * and record; its delete, refused while it has live events, takes its locations, sponsorships
 * and event participations with it.
 */
export const organizationRecordType: PlacedRecordType<typeof organizationInput> = {
  declaration: organizationDeclaration,
  input: organizationInput,
  withLocationInput: organizationWithLocationInput,
  repository: organizations,
  category: 'organization',
  locations: 'its own',
  imagesRequiredOnCreate: false,
  answer: organizationRecord,
  refusedWhileUsed: {
    rule: organizationUsage,
    description: 'The organization still has live events',
  },
  summaries: {
    create:
      'Creates an organization (a category and a description are needed unless it is a corkboard organization)',
    update:
      'Updates the sent fields of an organization (the others keep their value; the result must satisfy the create rules); with `updated_at`, only if nobody changed it since',
    newLocation:
      "the location takes the organization's id, name and publish state and becomes its location",
    delete:
      'Deletes an organization with its locations, sponsorships and event participations (soft delete) unless it has live events; answers it as it was',
  },
};

const organizationChanges = placedRecordRoutes(organizationRecordType);

const notFoundError = { 404: 'No live organization with this id' };

const { collection, item } = apiPaths(organizationDeclaration);
const locationList = `/api${listUnderParent(locationDeclaration).path}`;

export const organizationRoutes = defineRoutes(
  'organizations',
  [
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
    organizationChanges.bulk,
    route({
      method: 'get',
      path: item,
      summary:
        "One organization, with its images' signed URLs and its location's regions and record",
      params: idParams,
      errors: notFoundError,
      async handler({ services, params }) {
        return { organization: await organizationRecord(services.db, services, params.id) };
      },
    }),
    ...organizationChanges.saves,
    verifyOrganizationRoute(item, organizationRecord),
    organizationChanges.delete,
    usageRoute({
      itemPath: item,
      noun: 'organization',
      rule: organizationUsage,
    }),
    route({
      method: 'get',
      path: locationList,
      summary: "An organization's live locations, by id",
      params: idParams,
      errors: notFoundError,
      async handler({ services, params }) {
        await organizations.get(services.db, params.id);
        const { rows } = await locationRepository.list(services.db, {
          filters: { organization_id: params.id },
        });
        return { [locationDeclaration.api.listKey]: rows };
      },
    }),
    csvExportRoute({
      listPath: locationList,
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
  ],
  organizationDeclaration,
);
