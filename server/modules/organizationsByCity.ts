import { z } from 'zod';
import type { Queryable, SqlValue } from '../db/database';
import { idSearch, letterFilter, pageNumber, pageSize, searchText } from '../http/crud';
import { notFound } from '../http/errors';
import { letterCondition, likePattern, textSortKey } from '../http/records';
import { defineRoutes, route } from '../http/routes';
import { cityLevel, countryLevel, liveRegion, ORGANIZATION_PLACES, stateLevel } from './regions';

/** `status`: the spec's callers send `All`, `Published`, `Unpublished`, or `0` (all) / `1`. */
const STATUS_BY_WORD: Record<string, boolean | undefined> = {
  '': undefined,
  all: undefined,
  '0': undefined,
  published: true,
  '1': true,
  unpublished: false,
  pending: false,
};

/** `corkboard`: `All` (or nothing) for every organization, `1` corkboard ones only, `0` the others. */
const CORKBOARD_BY_WORD: Record<string, boolean | undefined> = {
  '': undefined,
  all: undefined,
  '1': true,
  true: true,
  '0': false,
  false: false,
};

/** A word from `table` (ignoring case), answered as its meaning. */
function choice(table: Record<string, boolean | undefined>, message: string) {
  return z
    .string()
    .default('')
    .transform((word, context) => {
      const key = word.trim().toLowerCase();
      if (key in table) return table[key];
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const direction = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(['ASC', 'DESC'], { error: 'Must be ASC or DESC' }).optional(),
);

const organizationsQuery = z
  .object({
    city: idSearch.describe('Municipality id: its organizations only'),
    state: idSearch.describe('Province/state id: its organizations only'),
    page_num: pageNumber,
    status: choice(STATUS_BY_WORD, 'Must be All, Published or Unpublished').describe(
      'All (or 0), Published (or 1), Unpublished',
    ),
    corkboard: choice(CORKBOARD_BY_WORD, 'Must be All, 0 or 1').describe(
      'All, 1 (corkboard organizations only) or 0 (the others)',
    ),
    sort_by_name: direction.describe('Order by name (ignoring case), then id: ASC or DESC'),
    sort_by_id: direction.describe('Order by id: ASC or DESC'),
    name: searchText('the name'),
    name_start: letterFilter,
    max_organizations: pageSize(10),
  })
  .superRefine((query, context) => {
    if (query.sort_by_name && query.sort_by_id) {
      context.addIssue({
        code: 'custom',
        path: ['sort_by_id'],
        message: 'Send sort_by_name or sort_by_id, not both',
      });
    }
  });

type OrganizationsQuery = z.output<typeof organizationsQuery>;

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

async function organizationPage(db: Queryable, query: OrganizationsQuery) {
  const params: SqlValue[] = [];
  const where = ['o.deleted_at IS NULL'];
  const equal = (expression: string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${expression} = $${params.length}`);
  };
  equal('l.city_id', query.city);
  equal('l.state_id', query.state);
  equal('o.is_published', query.status);
  equal('o.is_corkboard', query.corkboard);
  const name = query.name?.trim();
  if (name) {
    params.push(likePattern(name));
    where.push(`lower(o.name) LIKE $${params.length}`);
  }
  if (query.name_start) where.push(letterCondition('o.name', query.name_start, params));
  const whereSql = where.join(' AND ');

  const order = query.sort_by_id
    ? `o.id ${query.sort_by_id}`
    : `${textSortKey('o.name')} ${query.sort_by_name ?? 'ASC'}, o.id ${query.sort_by_name ?? 'ASC'}`;
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${ORGANIZATION_PLACES} WHERE ${whereSql}`,
    params,
  );
  const total = counted?.total ?? 0;
  const perPage = query.max_organizations;
  const organizations = await db.query(
    `SELECT o.id, o.name, o.is_published, o.is_corkboard, o.category_id, o.location_id,
            coalesce(ci.city, l.city) AS city, coalesce(s.state, l.state) AS state,
            coalesce(co.country, l.country) AS country,
            l.city_id, l.state_id, l.country_id, o.created_at, o.updated_at
       FROM ${ORGANIZATION_PLACES}
       LEFT JOIN cities ci ON ci.id = l.city_id
       LEFT JOIN states s ON s.id = l.state_id
       LEFT JOIN countries co ON co.id = l.country_id
      WHERE ${whereSql}
      ORDER BY ${order}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, perPage, (query.page_num - 1) * perPage],
  );
  return {
    organizations,
    total_pages: Math.ceil(total / perPage),
    per_page_items: perPage,
    total_items: total,
  };
}

export const organizationsByCityRoutes = defineRoutes('organizations', [
  route({
    method: 'get',
    path: '/api/admin/organization-v2',
    summary:
      "One page of live organizations, of a municipality (`city`) or province/state (`state`) when given, with those regions; an organization's region is its location's",
    query: organizationsQuery,
    errors: {
      404: 'No live municipality or province/state with this id (or the municipality is not in that province/state)',
    },
    async handler({ services, query }) {
      const regions = await scope(services.db, query);
      return { ...(await organizationPage(services.db, query)), ...regions };
    },
  }),
]);
