import { z } from 'zod';
import { organizations as organizationDeclaration } from '../../shared/resources/organizations';
import { createdWithinDays } from '../../shared/schemas/organization';
import type { Queryable, SqlValue } from '../db/database';
import { letterFilter, orderQuery, pageNumber, pageSize, searchText } from '../http/crud';
import { letterCondition, likePattern, textSortKey } from '../store/records';
import type { ListSelection } from '../store/selection';
import { boundedTotal, keptTotal, pageTotals } from './listTotals';
import {
  firstRowsPerPlace,
  placeNamedCondition,
  placeNamedRows,
  placeNameSearch,
} from './placeSearch';
import { ORGANIZATION_REGION_COLUMNS, ORGANIZATION_REGION_JOINS } from './regions';
import { REVIEW_STATES, type ReviewState, reviewStateCondition } from './verification/dueDate';
import {
  VERIFICATION_COLUMN_NAMES,
  verificationColumns,
} from './verification/organizationVerification';

/**
 * The organization lists' shared pieces: their filters, their order and the row they answer,
 * whose municipality, province/state and country are its location's.
 */

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

/** Query parameter `status`: true for published ones only, false for pending ones, else all. */
export const statusFilter = choice(
  STATUS_BY_WORD,
  'Must be All, Published or Unpublished',
).describe('All (or 0), Published (or 1), Unpublished');

/** Query parameter `corkboard`: true for corkboard organizations only, false for the others. */
export const corkboardFilter = choice(CORKBOARD_BY_WORD, 'Must be All, 0 or 1').describe(
  'All, 1 (corkboard organizations only) or 0 (the others)',
);

export interface OrganizationFilters {
  /** Organizations located in this municipality / province/state (ids). */
  cityId?: number | undefined;
  stateId?: number | undefined;
  /** Case-insensitive substring of the municipality's name. */
  cityName?: string | undefined;
  published?: boolean | undefined;
  corkboard?: boolean | undefined;
  /** Case-insensitive substring of the organization's name. */
  name?: string | undefined;
  /** First character of the name: a letter, or `#` for a digit. */
  letter?: string | undefined;
  /** Created within this many days. */
  createdWithinDays?: number | undefined;
  /** Overdue for verification, due within DUE_SOON_DAYS, or neither (verification/dueDate.ts). */
  review?: ReviewState | undefined;
}

/** Query parameter `review`: the organizations in that review state only. */
export const reviewFilter = z
  .enum(REVIEW_STATES, { error: 'Must be overdue, due_soon or current' })
  .optional()
  .describe(
    "overdue (its review date has passed), due_soon (it comes within 30 days) or current: the review date is last_verified_at plus its category's review interval, else the app settings', else 12 months",
  );

/** The query of the organization list (`GET /api/admin/organization`) and of its export. */
export const organizationListQuery = z.object({
  name: searchText('the name'),
  city: searchText("the name of the organization's municipality"),
  status: statusFilter,
  corkboard: corkboardFilter,
  page_num: pageNumber,
  name_start: letterFilter,
  max_organizations: pageSize(10),
  created_within_days: createdWithinDays,
  review: reviewFilter,
  ...orderQuery(organizationDeclaration.list.sortable, 'the name'),
});

type OrganizationListQuery = z.output<typeof organizationListQuery>;

/** The organization list's filters, from its query. */
export const organizationListFilters = (query: OrganizationListQuery) => ({
  name: query.name,
  cityName: query.city,
  published: query.status,
  corkboard: query.corkboard,
  letter: query.name_start,
  createdWithinDays: query.created_within_days,
  review: query.review,
});

/**
 * Default: by name (ignoring case), then id, ascending; or by municipality name (ignoring case),
 * by publish state, by when it was last verified, each then by id.
 */
export interface OrganizationOrder {
  by: 'name' | 'id' | 'is_published' | 'city' | 'last_verified_at';
  direction: 'ASC' | 'DESC';
}

export interface OrganizationPaging {
  page: number;
  perPage: number;
  sort?: OrganizationOrder;
}

/**
 * The WHERE clause of a filtered list over `organizations o` (every filter reads the row alone,
 * its place included), with its parameters; `narrowed`
 * when it filters by more than the status and corkboard flags (whose totals are kept). A search
 * by municipality name also answers its `placeSearch` and the other conditions (`otherWhereSql`),
 * from which a page reads each matching municipality's first rows.
 */
async function filterSql(db: Queryable, filters: OrganizationFilters) {
  const params: SqlValue[] = [];
  const where = ['o.deleted_at IS NULL'];
  const equal = (expression: string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${expression} = $${params.length}`);
  };
  equal('o.is_published', filters.published);
  equal('o.is_corkboard', filters.corkboard);
  const flagConditions = where.length;
  // The place kept on the row: a municipality's or province's organizations in the list's order
  // are one range of organizations_city_*_order / organizations_state_*_order.
  equal('o.place_city_id', filters.cityId);
  equal('o.place_state_id', filters.stateId);
  const name = filters.name?.trim();
  if (name) {
    params.push(likePattern(name));
    where.push(`lower(o.name) LIKE $${params.length}`);
  }
  if (filters.letter) {
    where.push(letterCondition('o.name', filters.letter, params, { sortKey: true }));
  }
  if (filters.createdWithinDays !== undefined) {
    params.push(filters.createdWithinDays);
    where.push(`o.created_at > now() - make_interval(days => $${params.length})`);
  }
  if (filters.review) where.push(reviewStateCondition(filters.review, 'o'));
  const otherWhereSql = where.join(' AND ');
  const cityName = filters.cityName?.trim();
  const placeSearch = cityName ? await placeNameSearch(db, cityName, params) : undefined;
  if (placeSearch) where.push(placeNamedCondition('o', placeSearch));
  return {
    params,
    whereSql: where.join(' AND '),
    otherWhereSql,
    placeSearch,
    narrowed: where.length > flagConditions,
  };
}

/** The columns of an organization list's row, in the CSV's order. */
const ORGANIZATION_LIST_COLUMNS = [
  'id',
  'name',
  'is_published',
  'is_corkboard',
  'category_id',
  'location_id',
  'city',
  'state',
  'country',
  'city_id',
  'state_id',
  'country_id',
  ...VERIFICATION_COLUMN_NAMES,
  'created_at',
  'updated_at',
] as const;

/** A page of a list: how many rows, after how many. */
export interface PageWindow {
  perPage: number;
  offset: number;
}

/**
 * Every live organization matching the filters, in the order asked (by name by default), or one
 * page of them: the page's organizations are read first (for a search by municipality name, from
 * each matching municipality's first rows), then their places joined, so that a deep page does
 * not look up the place of every organization before it.
 */
export async function organizationSelection(
  db: Queryable,
  filters: OrganizationFilters,
  sort: OrganizationOrder = { by: 'name', direction: 'ASC' },
  page?: PageWindow,
) {
  const filtered = await filterSql(db, filters);
  const { by, direction } = sort;
  const key = {
    id: undefined,
    name: textSortKey('o.name'),
    city: textSortKey('o.place_city'),
    is_published: 'o.is_published',
    last_verified_at: 'o.last_verified_at',
  }[by];
  const order = key ? `${key} ${direction}, o.id ${direction}` : `o.id ${direction}`;
  const params = [...filtered.params];
  let whereSql = filtered.whereSql;
  // Without a page, the subquery is only the filter (the planner merges it into the query).
  let window = '';
  if (page) {
    if (filtered.placeSearch) {
      params.push(page.offset + page.perPage);
      whereSql += ` AND o.id IN (${firstRowsPerPlace({
        table: 'organizations',
        alias: 'o',
        where: filtered.otherWhereSql,
        order,
        search: filtered.placeSearch,
        limit: `$${params.length}`,
      })})`;
    }
    params.push(page.perPage, page.offset);
    window = ` ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const selection: ListSelection = {
    sql: `SELECT o.id, o.name, o.is_published, o.is_corkboard, o.category_id, o.location_id,
            ${ORGANIZATION_REGION_COLUMNS}, ${verificationColumns('o')}, o.created_at, o.updated_at
       FROM (SELECT o.* FROM organizations o WHERE ${whereSql}${window}) AS o
       ${ORGANIZATION_REGION_JOINS}
      ORDER BY ${order}`,
    params,
    columns: ORGANIZATION_LIST_COLUMNS,
  };
  return { selection, filtered };
}

/**
 * The order a filtered list's bounded count reads its matches in, from an index holding them
 * so: recent organizations newest first (organizations_created), a municipality's or a
 * province's by id (organizations_city_id_order, organizations_state_id_order), rather than a
 * scan of the table that the planner may prefer for a large province; a letter's by name, one
 * range of organizations_name_order (which holds the name, migration 017) read from the index
 * alone and stopping at the bound, rather than a bitmap of every name with that letter; a
 * review state's by when they were last verified (organizations_verified and its municipality's,
 * province's and category's kin, migration 023), from the end its matches are at.
 */
function countingOrder(filters: OrganizationFilters): string | undefined {
  if (filters.createdWithinDays !== undefined) return 'o.created_at DESC';
  // Overdue and due-soon ones are the least recently verified, current ones the most.
  if (filters.review === 'current') return 'o.last_verified_at DESC, o.id DESC';
  if (filters.review) return 'o.last_verified_at, o.id';
  if (filters.cityId !== undefined || filters.stateId !== undefined) return 'o.id';
  if (filters.letter) return `${textSortKey('o.name')}, o.id`;
  return undefined;
}

/** One page of live organizations matching every filter, with the totals. */
export async function organizationPage(
  db: Queryable,
  filters: OrganizationFilters,
  paging: OrganizationPaging,
) {
  const { perPage } = paging;
  const offset = (paging.page - 1) * perPage;
  const { selection, filtered } = await organizationSelection(db, filters, paging.sort, {
    perPage,
    offset,
  });
  const { params, whereSql, narrowed } = filtered;
  const { placeSearch, otherWhereSql } = filtered;
  const total = narrowed
    ? placeSearch
      ? await boundedTotal(
          db,
          placeNamedRows('organizations', 'o', otherWhereSql, placeSearch),
          params,
          offset,
        )
      : await boundedTotal(
          db,
          `organizations o WHERE ${whereSql}`,
          params,
          offset,
          countingOrder(filters),
        )
    : await keptTotal(db, 'organization_totals', {
        is_published: filters.published,
        is_corkboard: filters.corkboard,
      });
  const organizations = await db.query(selection.sql, selection.params);
  return { organizations, ...pageTotals(total, perPage) };
}
