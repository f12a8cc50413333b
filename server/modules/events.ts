import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { events as eventDeclaration } from '../../shared/resources/events';
import { apiPaths } from '../../shared/resources/record';
import { listUnderParent } from '../../shared/resources/references';
import { eventInput, eventWithLocationBody } from '../../shared/schemas/event';
import type { Queryable, SqlValue } from '../db/database';
import { askedOrder, orderQuery, pageNumber, pageSize, searchText } from '../http/crud';
import { csvExportRoute, withoutPaging } from '../http/csvExport';
import { notFound } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import type { Services } from '../services';
import { likePattern, textSortKey } from '../store/records';
import { type ListSelection, pageOfSelection } from '../store/selection';
import { boundedTotal, keptTotal, pageTotals } from './listTotals';
import { liveLocation, locationRepository } from './locations';
import { statusFilter } from './organizationQueries';
import { placedRecordRoutes } from './placedRecords/routes';
import { type PlacedRow, placedRecordRepository } from './placedRecords/type';
import {
  firstRowsPerPlace,
  placeNamedCondition,
  placeNamedRows,
  placeNameSearch,
} from './placeSearch';

type StoredEvent = PlacedRow<typeof eventInput>;

export const eventRepository = placedRecordRepository(eventDeclaration, eventInput);

const EVENT_COLUMNS = eventRepository.columnList('e');

/** Archived: the event has ended, i.e. its end (or its start when it has no end) is past. */
const ARCHIVED = 'coalesce(e.end_time, e.start_time) < now()';

/**
 * The orders an event list takes, each then by id the same way: by start (the default, newest
 * first; `events_start` and `events_organization_order` serve it both ways), by title ignoring
 * case (`events_title_order`), by its organization's name and by its municipality's, ignoring
 * case (`events_organization_name_order`, `events_city_order`: kept on the row), by publish
 * state (`events_published_order`), by id (the primary key).
 */
const EVENT_ORDERS = {
  start_time: 'e.start_time',
  title: textSortKey('e.title'),
  organization_name: textSortKey('e.organization_name'),
  city: textSortKey('e.place_city'),
  is_published: 'e.is_published',
  id: 'e.id',
} as const;

type EventOrder = { by: keyof typeof EVENT_ORDERS; direction: 'ASC' | 'DESC' };

/** The `sort` and `order` parameters of an event list. */
const eventOrderQuery = orderQuery(
  eventDeclaration.list.sortable,
  'the start, newest first',
  'descending',
);

const eventOrder = (query: { sort?: EventOrder['by']; order?: 'asc' | 'desc' }): EventOrder =>
  askedOrder(query, eventDeclaration.list.sort);

const orderSql = ({ by, direction }: EventOrder) =>
  by === 'id' ? `e.id ${direction}` : `${EVENT_ORDERS[by]} ${direction}, e.id ${direction}`;

/** `is_archive`: `true`/`1` lists ended events only; anything else the others. */
const archiveFilter = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .enum(['', 'true', '1', 'false', '0'], { error: messageText('must_be_true_or_false') })
      .default(''),
  )
  .transform((word) => word === 'true' || word === '1')
  .describe('true: only archived (ended) events; otherwise only upcoming and running ones');

/** The distinct non-null values of `column` over `rows`. */
function idsOf<Row extends object>(rows: Row[], ...columns: (keyof Row)[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'number') ids.add(value);
    }
  }
  return [...ids];
}

/** Rows of one query `WHERE id = ANY($1)`, keyed by id; no query for no ids. */
async function mapById(db: Queryable, sql: string, ids: number[]) {
  if (ids.length === 0) return {};
  const rows = await db.query<{ id: number }>(sql, [ids]);
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

const administratorsById = (db: Queryable, ids: number[]) =>
  mapById(db, 'SELECT id, email, name FROM administrators WHERE id = ANY($1)', ids);

/** Live organizations as `{ id, name }` keyed by id: the sponsors and participants maps too. */
export const organizationNamesById = (db: Queryable, ids: number[]) =>
  mapById(db, 'SELECT id, name FROM organizations WHERE id = ANY($1) AND deleted_at IS NULL', ids);

/** The maps an event list answers beside its rows: one query per map, whatever the page size. */
async function eventMaps(db: Queryable, services: Services, events: StoredEvent[]) {
  const imageIds = idsOf(events, 'card_image_id', 'profile_image_id');
  const images = Object.fromEntries(
    imageIds.map((id) => [id, { id, url: services.files.url(id) }]),
  );
  return {
    users: await administratorsById(db, idsOf(events, 'created_by', 'updated_by')),
    images,
    locations: await mapById(
      db,
      `SELECT ${locationRepository.columnList()} FROM locations WHERE id = ANY($1) AND deleted_at IS NULL`,
      idsOf(events, 'location_id'),
    ),
    organizations: await organizationNamesById(db, idsOf(events, 'organization_id')),
    categories: await mapById(
      db,
      'SELECT id, name FROM categories WHERE id = ANY($1) AND deleted_at IS NULL',
      idsOf(events, 'category_id'),
    ),
  };
}

interface EventFilters {
  organizationId?: number | undefined;
  published?: boolean | undefined;
  title?: string | undefined;
  cityName?: string | undefined;
  archived?: boolean | undefined;
}

/**
 * The columns of an event list's row and CSV: the event's, its organization's name and its
 * municipality's (the region's, or the location's own text), kept on the row.
 */
const EVENT_LIST_COLUMNS = [
  ...eventRepository.columnList().split(', '),
  'organization_name',
  'city',
];

/**
 * Every live event matching the filters, in the order asked, and the WHERE clause that selects
 * them (for the totals); `narrowed` when it filters by more than the status, whose totals are
 * kept. For a page, a search by municipality name keeps to the first `pageReach` (its offset
 * plus its size) of each matching municipality.
 */
async function eventSelection(
  db: Queryable,
  filters: EventFilters,
  order: EventOrder,
  pageReach?: number,
) {
  const params: SqlValue[] = [];
  const where = ['e.deleted_at IS NULL'];
  const equal = (expression: string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`${expression} = $${params.length}`);
  };
  equal('e.is_published', filters.published);
  const statusConditions = where.length;
  equal('e.organization_id', filters.organizationId);
  const title = filters.title?.trim();
  if (title) {
    params.push(likePattern(title));
    where.push(`lower(e.title) LIKE $${params.length}`);
  }
  if (filters.archived !== undefined) where.push(filters.archived ? ARCHIVED : `NOT ${ARCHIVED}`);
  const otherWhereSql = where.join(' AND ');
  const cityName = filters.cityName?.trim();
  const placeSearch = cityName ? await placeNameSearch(db, cityName, params) : undefined;
  if (placeSearch) where.push(placeNamedCondition('e', placeSearch));
  const whereSql = where.join(' AND ');
  const selectionParams = [...params];
  let selectedSql = whereSql;
  if (placeSearch && pageReach !== undefined) {
    selectionParams.push(pageReach);
    selectedSql += ` AND e.id IN (${firstRowsPerPlace({
      table: 'events',
      alias: 'e',
      where: otherWhereSql,
      order: orderSql(order),
      search: placeSearch,
      limit: `$${selectionParams.length}`,
    })})`;
  }
  const selection: ListSelection = {
    sql: `SELECT ${EVENT_COLUMNS}, e.organization_name, e.place_city AS city
       FROM events e WHERE ${selectedSql} ORDER BY ${orderSql(order)}`,
    params: selectionParams,
    columns: EVENT_LIST_COLUMNS,
  };
  const countedRows = placeSearch
    ? placeNamedRows('events', 'e', otherWhereSql, placeSearch)
    : `events e WHERE ${whereSql}`;
  return { selection, countedRows, params, narrowed: where.length > statusConditions };
}

/** One page of live events matching every filter, in the order asked (newest first), with the totals. */
async function eventPage(
  db: Queryable,
  filters: EventFilters,
  paging: { page: number; perPage: number; order: EventOrder },
) {
  const { perPage } = paging;
  const offset = (paging.page - 1) * perPage;
  const { selection, countedRows, params, narrowed } = await eventSelection(
    db,
    filters,
    paging.order,
    offset + perPage,
  );
  const total = narrowed
    ? await boundedTotal(db, countedRows, params, offset)
    : await keptTotal(db, 'event_totals', { is_published: filters.published });
  const page = pageOfSelection(selection, perPage, offset);
  const events = await db.query<StoredEvent>(page.sql, page.params);
  return { events, ...pageTotals(total, perPage) };
}

/** One event with its users, its two images and its location, as GET answers it. */
async function eventDetail(db: Queryable, services: Services, id: number) {
  const event = await eventRepository.get(db, id);
  const image = (fileId: number | null) =>
    fileId ? { id: fileId, url: services.files.url(fileId) } : null;
  return {
    event,
    users: await administratorsById(db, idsOf([event], 'created_by', 'updated_by')),
    images: { card: image(event.card_image_id), profile: image(event.profile_image_id) },
    location: event.location_id ? await liveLocation(db, event.location_id) : null,
  };
}

/** `{ id, name }` of a live organization, or 404. */
async function liveOrganizationName(db: Queryable, id: number) {
  const [organization] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM organizations WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  if (!organization) throw notFound('Organization');
  return organization;
}

/**
 * An event's saves and delete: it is placed at a location of its live organization (a new one
 * takes that organization's name and publish state), filed under an event category, answered as
 * stored; its delete takes its sponsorships and participants with it.
 */
const eventChanges = placedRecordRoutes({
  declaration: eventDeclaration,
  input: eventInput,
  withLocationInput: eventWithLocationBody,
  repository: eventRepository,
  category: 'event',
  locations: "its organization's",
  imagesRequiredOnCreate: true,
  summaries: {
    create:
      'Creates an event of a live organization, in a live event category, at a location of that organization (optional); card_image and profile_image are required',
    update:
      'Updates the sent fields of an event (the others keep their value; the result must satisfy the create rules); new images optional; with `updated_at`, only if nobody changed it since',
    newLocation:
      "a new location of the event's organization, with its name and publish state; or, with `location_id`, the event is linked to that live location of its organization and no location is written (an address sent beside it is refused); on PATCH an empty `location_id` with an address moves the event to a new location",
    delete:
      'Deletes an event with its sponsorships and participants (soft delete); answers it as it was',
  },
});

const notFoundError = { 404: 'No live event with this id' };

const { collection, item } = apiPaths(eventDeclaration);
/** An organization's events, listed under it. */
const organizationEvents = `/api${listUnderParent(eventDeclaration).path}`;

const eventListQuery = z.object({
  status: statusFilter,
  title: searchText('the title'),
  city: searchText("the name of the event location's municipality"),
  page_num: pageNumber,
  per_page: pageSize(10),
  ...eventOrderQuery,
});

const eventListFilters = (query: z.output<typeof eventListQuery>): EventFilters => ({
  published: query.status,
  title: query.title,
  cityName: query.city,
});

const organizationEventsQuery = z.object({
  status: statusFilter,
  is_archive: archiveFilter,
  page_num: pageNumber,
  per_page: pageSize(10),
  ...eventOrderQuery,
});

const organizationEventFilters = (
  organizationId: number,
  query: z.output<typeof organizationEventsQuery>,
): EventFilters => ({ organizationId, published: query.status, archived: query.is_archive });

export const eventRoutes = defineRoutes(
  'events',
  [
    route({
      method: 'get',
      path: collection,
      summary:
        "One page of live events, newest start first; `title` and `city` (the name of the event location's municipality) search together; users, images, locations, organizations and categories as maps keyed by id",
      query: eventListQuery,
      async handler({ services, query }) {
        const { db } = services;
        const page = await eventPage(db, eventListFilters(query), {
          page: query.page_num,
          perPage: query.per_page,
          order: eventOrder(query),
        });
        return { ...page, ...(await eventMaps(db, services, page.events)) };
      },
    }),
    csvExportRoute({
      listPath: collection,
      plural: 'events',
      query: withoutPaging(eventListQuery),
      async selection({ services, query }) {
        const events = await eventSelection(
          services.db,
          eventListFilters(query),
          eventOrder(query),
        );
        return events.selection;
      },
    }),
    eventChanges.bulk,
    route({
      method: 'get',
      path: item,
      summary: 'One event, with its users, its card and profile images and its location',
      params: idParams,
      errors: notFoundError,
      async handler({ services, params }) {
        return eventDetail(services.db, services, params.id);
      },
    }),
    ...eventChanges.saves,
    eventChanges.delete,
    route({
      method: 'get',
      path: organizationEvents,
      summary:
        "One page of an organization's live events, newest start first: archived (ended) ones with `is_archive=true`, else upcoming and running ones",
      params: idParams,
      query: organizationEventsQuery,
      errors: { 404: 'No live organization with this id' },
      async handler({ services, params, query }) {
        const organization = await liveOrganizationName(services.db, params.id);
        const page = await eventPage(services.db, organizationEventFilters(params.id, query), {
          page: query.page_num,
          perPage: query.per_page,
          order: eventOrder(query),
        });
        return { ...page, organization };
      },
    }),
    csvExportRoute({
      listPath: organizationEvents,
      plural: 'events',
      params: idParams,
      query: withoutPaging(organizationEventsQuery),
      async selection({ services, params, query }) {
        await liveOrganizationName(services.db, params.id);
        const events = await eventSelection(
          services.db,
          organizationEventFilters(params.id, query),
          eventOrder(query),
        );
        return events.selection;
      },
    }),
  ],
  eventDeclaration,
);
