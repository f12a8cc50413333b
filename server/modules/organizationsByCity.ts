import { z } from 'zod';
import { organizations } from '../../shared/resources/organizations';
import type { Queryable } from '../db/database';
import { idSearch, letterFilter, pageNumber, pageSize, searchText } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import { notFound } from '../http/errors';
import { defineRoutes, route } from '../http/routes';
import {
  corkboardFilter,
  organizationPage,
  organizationSelection,
  statusFilter,
} from './organizationQueries';
import { cityLevel, countryLevel, liveRegion, stateLevel } from './regions';

const direction = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(['ASC', 'DESC'], { error: 'Must be ASC or DESC' }).optional(),
);

const organizationsFilters = z.object({
  city: idSearch.describe('Municipality id: its organizations only'),
  state: idSearch.describe('Province/state id: its organizations only'),
  status: statusFilter,
  corkboard: corkboardFilter,
  sort_by_name: direction.describe('Order by name (ignoring case), then id: ASC or DESC'),
  sort_by_id: direction.describe('Order by id: ASC or DESC'),
  name: searchText('the name'),
  name_start: letterFilter,
});

/** The list's query (the export's without paging): one of the two orders at most. */
const oneOrder = <Q extends typeof organizationsFilters>(query: Q) =>
  query.superRefine((query, context) => {
    if (query.sort_by_name && query.sort_by_id) {
      context.addIssue({
        code: 'custom',
        path: ['sort_by_id'],
        message: 'Send sort_by_name or sort_by_id, not both',
      });
    }
  });

const organizationsQuery = oneOrder(
  organizationsFilters.extend({ page_num: pageNumber, max_organizations: pageSize(10) }),
);

type OrganizationsQuery = z.output<typeof organizationsFilters>;

const LIST_PATH = '/api/admin/organization-v2';

const NOT_FOUND = {
  404: 'No live municipality or province/state with this id (or the municipality is not in that province/state)',
};

/** The regions a scoped list is about: the municipality's, else the province/state's. */
async function scope(db: Queryable, query: OrganizationsQuery) {
  let stateId = query.state;
  let city: { id: number; city: string } | null = null;
  if (query.city !== undefined) {
    const [found] = await db.query<{ id: number; city: string; state_id: number }>(
      'SELECT id, city, state_id FROM cities WHERE id = $1 AND deleted_at IS NULL',
      [query.city],
    );
    if (!found || (stateId !== undefined && found.state_id !== stateId)) {
      throw notFound(cityLevel.repository.spec.label);
    }
    city = { id: found.id, city: found.city };
    stateId = found.state_id;
  }
  if (stateId === undefined) return { city, state: null, country: null };
  const [state] = await db.query<{ id: number; state: string; country_id: number }>(
    'SELECT id, state, country_id FROM states WHERE id = $1 AND deleted_at IS NULL',
    [stateId],
  );
  if (!state) throw notFound(stateLevel.repository.spec.label);
  const country = await liveRegion(db, countryLevel, state.country_id);
  return {
    city,
    state: { id: state.id, state: state.state },
    country: country ? { id: country.id, country: country.name } : null,
  };
}

/** The list's filters and order: by id or by name (the default), as asked. */
const organizationsOf = (query: OrganizationsQuery) => ({
  filters: {
    cityId: query.city,
    stateId: query.state,
    published: query.status,
    corkboard: query.corkboard,
    name: query.name,
    letter: query.name_start,
  },
  sort: query.sort_by_id
    ? { by: 'id' as const, direction: query.sort_by_id }
    : { by: 'name' as const, direction: query.sort_by_name ?? 'ASC' },
});

export const organizationsByCityRoutes = defineRoutes(
  'organizations',
  [
    route({
      method: 'get',
      path: LIST_PATH,
      summary:
        "One page of live organizations, of a municipality (`city`) or province/state (`state`) when given, with those regions; an organization's region is its location's",
      query: organizationsQuery,
      errors: NOT_FOUND,
      async handler({ services, query }) {
        const regions = await scope(services.db, query);
        const { filters, sort } = organizationsOf(query);
        const page = await organizationPage(services.db, filters, {
          page: query.page_num,
          perPage: query.max_organizations,
          sort,
        });
        return { ...page, ...regions };
      },
    }),
    csvExportRoute({
      listPath: LIST_PATH,
      plural: 'organizations',
      query: oneOrder(organizationsFilters),
      async selection({ services, query }) {
        await scope(services.db, query);
        const { filters, sort } = organizationsOf(query);
        return (await organizationSelection(services.db, filters, sort)).selection;
      },
    }),
  ],
  organizations,
);
