import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { listUnderParent, recordTypeOf } from '../../shared/resources/references';
import {
  cityInput,
  cityUpdate,
  countryInput,
  stateInput,
  stateUpdate,
} from '../../shared/schemas/geography';
import type { Queryable } from '../db/database';
import { bulkRoute, deleteStep, publishSteps } from '../http/bulk';
import {
  getRecordRoute,
  idSearch,
  letterFilter,
  orderQuery,
  pageNumber,
  pageSize,
  searchText,
} from '../http/crud';
import { csvExportRoute, withoutPaging } from '../http/csvExport';
import { invalidFields, notFound } from '../http/errors';
import { mergeUpdate, type PartialBody, partialInput, patchedValues } from '../http/partialUpdate';
import {
  accessingRecords,
  defineRoutes,
  idParams,
  type RouteDefinition,
  route,
} from '../http/routes';
import {
  lockUnlessUsed,
  type UsageRule,
  type UsedBy,
  usageRoute,
  usedByColumn,
} from '../http/usage';
import type { ListOptions, RowLock } from '../store/records';
import {
  cityLevel,
  countryLevel,
  liveRegion,
  ORGANIZATION_PLACES,
  type RegionLevel,
  stateLevel,
} from './regions';

const DEFAULT_PAGE_SIZE = 10;

/** The spec's list parameters of one level: `country`, `country_start`, `max_country`, ... */
interface ListParameters {
  search: string;
  letter: string;
  size: string;
}

/** What a level's routes are called and keyed by in the API. */
interface RegionApi {
  /** Every level's regions are published or not. */
  level: RegionLevel<{ is_published: boolean }>;
  /** `/api/admin/country`: create; `{base}/{id}`: get, update, delete. */
  basePath: string;
  itemKey: string;
  listKey: string;
  list: ListParameters;
  createSchema: z.ZodType<{ updated_at?: string | undefined }>;
  updateSchema: z.ZodObject;
}

/**
 * A level's API: keyed by its name column (`country`, `/api/admin/country`, `country_start`) and
 * its table (`countries`); only the page-size parameter's name is irregular in the spec.
 */
function regionApi(
  level: RegionApi['level'],
  createSchema: RegionApi['createSchema'],
  updateSchema: RegionApi['updateSchema'],
): RegionApi {
  const name = level.recordName;
  return {
    level,
    basePath: `/api${level.api.path}`,
    itemKey: level.api.recordKey,
    listKey: level.api.listKey,
    list: { search: name, letter: `${name}_start`, size: level.perPageParam },
    createSchema,
    updateSchema,
  };
}

const countries = regionApi(countryLevel, countryInput, countryInput);
const states = regionApi(stateLevel, stateInput, stateUpdate);
const cities = regionApi(cityLevel, cityInput, cityUpdate);

/** The query of a level's list, under the spec's parameter names. */
function listQuerySchema({ level, list }: RegionApi) {
  return z.object({
    page_num: pageNumber,
    [list.search]: searchText(`the ${level.noun}'s name`),
    [list.letter]: letterFilter,
    [list.size]: pageSize(DEFAULT_PAGE_SIZE),
    id: idSearch.describe(`Exact ${level.noun} id`),
    ...orderQuery(level.list.sortable, 'the name'),
  });
}

type ListQuery = Record<string, string | number | undefined>;

/** What a level's list asks for (under one parent), in its declared order unless another is asked. */
const regionListOptions = (
  api: RegionApi,
  query: ListQuery,
  parentFilter: Record<string, number> = {},
): ListOptions => ({
  search: query[api.list.search] as string | undefined,
  letter: query[api.list.letter] as string | undefined,
  filters: { id: query.id as number | undefined, ...parentFilter },
  sort: {
    column: (query.sort as string | undefined) ?? api.level.list.sort.field,
    direction: query.order === 'desc' ? 'desc' : 'asc',
  },
});

/** One page of a level's live regions (under one parent), by name (or as asked), then id. */
async function regionPage(
  db: Queryable,
  api: RegionApi,
  query: ListQuery,
  parentFilter: Record<string, number> = {},
) {
  const page = await api.level.repository.list(db, {
    ...regionListOptions(api, query, parentFilter),
    page: query.page_num as number,
    perPage: query[api.list.size] as number,
  });
  return {
    [api.listKey]: page.rows,
    total_pages: page.total_pages,
    per_page_items: page.per_page_items,
    total_items: page.total_items,
  };
}

/** The level below, whose live regions keep a region from being deleted. */
function childLevel(level: RegionLevel): RegionLevel | undefined {
  return [stateLevel, cityLevel].find((candidate) => candidate.parent?.level === level);
}

/**
 * The live organizations with a place in a region: their own location there, or any live location
 * of theirs there (where their events are held). Each counts once; each part is read in id order
 * and stops at `$2`, so that a region holding most of the directory is counted by index.
 */
function organizationsPlacedIn(level: RegionLevel): UsedBy {
  const column = level.locationColumn;
  // An organization's own location's municipality and province are kept on its row (migration
  // 012): those are read from the (place, id) indexes, a country through the locations.
  const { placeColumn } = level;
  const ownPlace = placeColumn
    ? `SELECT o.id FROM organizations o
          WHERE o.${placeColumn} = $1 AND o.deleted_at IS NULL
          ORDER BY o.${placeColumn}, o.id LIMIT $2`
    : `SELECT o.id FROM ${ORGANIZATION_PLACES}
          WHERE l.${column} = $1 AND o.deleted_at IS NULL
          ORDER BY o.id LIMIT $2`;
  return {
    key: 'organizations',
    singular: 'organization',
    plural: 'organizations',
    countSql: `SELECT count(*)::int AS n FROM (
        (SELECT DISTINCT l.organization_id AS id FROM locations l
           JOIN organizations o ON o.id = l.organization_id AND o.deleted_at IS NULL
          WHERE l.${column} = $1 AND l.deleted_at IS NULL
          ORDER BY l.organization_id LIMIT $2)
        UNION
        (${ownPlace})
      ) AS placed`,
  };
}

/**
 * A region stays while live regions below it or live organizations with a place in it remain:
 * their addresses name it, and they could no longer be saved without it.
 */
function regionUsage(level: RegionLevel): UsageRule<{ name: string }> {
  const child = childLevel(level);
  const below = child?.parent
    ? [usedByColumn(child.table, child.parent.column, child.noun, child.nounPlural)]
    : [];
  return {
    load: (db, id, lock) => requireRegion(db, level, id, lock),
    usedBy: [...below, organizationsPlacedIn(level)],
    refusal: (region, uses) => messageText('region_in_use', { name: region.name, uses: uses.text }),
  };
}

/** The live region (404 naming the level otherwise), optionally row-locked. */
async function requireRegion(db: Queryable, level: RegionLevel, id: number, lock?: RowLock) {
  const region = await liveRegion(db, level, id, lock);
  if (!region) throw notFound(level.repository.spec.label);
  return region;
}

/** Get, create, update and delete of one level's regions. */
function recordRoutes(api: RegionApi): Omit<RouteDefinition, 'tag'>[] {
  const { level, itemKey } = api;
  const { repository } = level;
  const itemPath = `${api.basePath}/{id}`;
  const notFoundError = { 404: `No live ${level.noun} with this id` };
  const parent = level.parent;
  const child = childLevel(level);
  const remains = child ? `live ${child.nounPlural} or organizations` : 'live organizations';
  const usage = regionUsage(level);
  /** Its PATCH: every field of the update schema; with `updated_at`, the 409 rule. */
  const updateRegion = (db: Queryable, adminId: number, id: number, body: PartialBody) => {
    const { updated_at, ...values } = body;
    return repository.update(db, adminId, id, values, updated_at);
  };
  /** Its DELETE: soft delete unless regions or organizations remain in it (409). */
  const deleteRegion = async (tx: Queryable, adminId: number, id: number) => {
    // Locked first: a create under it waits, then sees it deleted.
    await lockUnlessUsed(tx, usage, id);
    return repository.remove(tx, adminId, id);
  };
  return accessingRecords(recordTypeOf(level.table), [
    bulkRoute({
      collection: api.basePath,
      table: repository.spec.table,
      plural: level.nounPlural,
      actions: {
        // The update with only the publish state changed: the other fields as stored, checked.
        ...publishSteps(repository, ({ tx, adminId, id }, stored, sent) =>
          updateRegion(tx, adminId, id, mergeUpdate(api.updateSchema, stored, sent)),
        ),
        delete: deleteStep(({ tx, adminId, id }) => deleteRegion(tx, adminId, id)),
      },
    }),
    getRecordRoute(itemPath, repository, (row) => ({ [itemKey]: row }), level.noun),
    route({
      method: 'post',
      path: api.basePath,
      summary: `Creates a ${level.noun}`,
      body: api.createSchema,
      bodyTypes: 'both',
      status: 201,
      errors: {
        409: `A live ${level.noun} with this name already exists${parent ? ` in this ${parent.level.noun}` : ''}`,
      },
      async handler({ services, body, adminId }) {
        const { updated_at: _ignored, ...values } = body as Record<string, unknown>;
        const row = await services.db.transaction(async (tx) => {
          if (parent) {
            const parentId = values[parent.column] as number;
            // FOR SHARE: a concurrent delete of the parent waits for this create, then refuses.
            if (!(await liveRegion(tx, parent.level, parentId, 'FOR SHARE'))) {
              throw invalidFields({ [parent.column]: `No such ${parent.level.noun}` });
            }
          }
          return repository.create(tx, adminId, values);
        });
        return { [itemKey]: row };
      },
    }),
    route({
      method: 'patch',
      path: itemPath,
      summary: `Updates a ${level.noun}: the fields sent change, the others keep their stored values; with \`updated_at\`, only if nobody changed it since`,
      params: idParams,
      body: partialInput(api.updateSchema),
      bodyTypes: 'both',
      errors: {
        ...notFoundError,
        409: `updated_at differs from the stored one, or another live ${level.noun} has this name`,
      },
      async handler({ services, params, body, adminId }) {
        const row = await services.db.transaction(async (tx) =>
          updateRegion(
            tx,
            adminId,
            params.id,
            await patchedValues(tx, repository, params.id, api.updateSchema, body),
          ),
        );
        return { [itemKey]: row };
      },
    }),
    route({
      method: 'delete',
      path: itemPath,
      summary: `Deletes a ${level.noun} (soft delete) unless ${remains} remain in it; answers it as it was`,
      params: idParams,
      errors: {
        ...notFoundError,
        409: `The ${level.noun} still has ${remains}: the message counts them`,
      },
      async handler({ services, params, adminId }) {
        const row = await services.db.transaction((tx) => deleteRegion(tx, adminId, params.id));
        return { [itemKey]: row };
      },
    }),
    usageRoute({
      itemPath,
      noun: level.noun,
      rule: usage,
    }),
  ]);
}

/** `{ id, <name column> }` of a live region, or 404 naming the level. */
async function regionSummary(db: Queryable, level: RegionLevel, id: number) {
  const region = await requireRegion(db, level, id);
  return { id: region.id, [level.recordName]: region.name };
}

/**
 * `GET <parent>/{id}/<children>` (`/api/admin/country/{id}/states`): one page of a live
 * parent's live children, with what `above` answers about the parent (404 when it is not live).
 */
function childListRoutes(
  child: RegionApi,
  summary: string,
  above: (db: Queryable, parentId: number) => Promise<object>,
) {
  const parent = child.level.parent;
  if (!parent) throw new Error(`${child.level.noun} has no parent level`);
  const path = `/api${listUnderParent(recordTypeOf(child.level.table)).path}`;
  const listQuery = listQuerySchema(child);
  return accessingRecords(recordTypeOf(child.level.table), [
    route({
      method: 'get',
      path,
      summary,
      params: idParams,
      query: listQuery,
      errors: { 404: `No live ${parent.level.noun} with this id` },
      async handler({ services, params, query }) {
        const parents = await above(services.db, params.id);
        const filter = { [parent.column]: params.id };
        return {
          ...(await regionPage(services.db, child, query as ListQuery, filter)),
          ...parents,
        };
      },
    }),
    csvExportRoute({
      listPath: path,
      plural: child.listKey,
      params: idParams,
      query: withoutPaging(listQuery, ['page_num', child.list.size]),
      async selection({ services, params, query }) {
        await requireRegion(services.db, parent.level, params.id);
        return child.level.repository.selection(
          regionListOptions(child, query as ListQuery, { [parent.column]: params.id }),
        );
      },
    }),
  ]);
}

export const geographyRoutes = defineRoutes('geography', [
  ...accessingRecords(recordTypeOf(countryLevel.table), [
    route({
      method: 'get',
      path: countries.basePath,
      summary:
        'One page of live countries, ordered by name; `country` searches names, `country_start` takes a letter, `id` an exact id',
      query: listQuerySchema(countries),
      async handler({ services, query }) {
        return regionPage(services.db, countries, query as ListQuery);
      },
    }),
    csvExportRoute({
      listPath: countries.basePath,
      plural: countries.listKey,
      query: withoutPaging(listQuerySchema(countries), ['page_num', countries.list.size]),
      selection: ({ query }) =>
        countryLevel.repository.selection(regionListOptions(countries, query as ListQuery)),
    }),
  ]),
  ...recordRoutes(countries),
  ...childListRoutes(
    states,
    "One page of a country's live provinces/states, ordered by name, with the country; `state` searches names, `state_start` takes a letter, `id` an exact id",
    async (db, countryId) => ({ country: await regionSummary(db, countryLevel, countryId) }),
  ),
  ...recordRoutes(states),
  ...childListRoutes(
    cities,
    "One page of a province/state's live municipalities, ordered by name, with the province/state and its country; `city` searches names, `city_start` takes a letter or # (a digit), `id` an exact id",
    async (db, stateId) => {
      const state = await stateLevel.repository.get(db, stateId);
      const country = await regionSummary(db, countryLevel, state.country_id);
      return { state: { id: state.id, state: state.state, country_id: state.country_id }, country };
    },
  ),
  ...recordRoutes(cities),
]);
