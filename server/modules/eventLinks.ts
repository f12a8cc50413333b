import { z } from 'zod';
import type { EventLinkDeclaration } from '../../shared/resources/eventLinks';
import type { Queryable } from '../db/database';
import { searchText } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import {
  defineRoutes,
  idParams,
  type RouteDefinition,
  type RouteModule,
  route,
} from '../http/routes';
import { likePattern, type RecordRepository, recordRepository } from '../store/records';
import type { ListSelection } from '../store/selection';
import { organizationNamesById } from './events';
import { requireEventToAttach, requireLiveEvent, requireLiveOrganization } from './references';

/** A row of a table linking an event to an organization. */
export interface EventLinkRow {
  id: number;
  event_id: number;
  created_at: string;
  updated_at: string;
}

/** What the server adds to an event link's declaration: its input, OpenAPI texts and checks. */
export interface EventLinkRoutesSpec<Row extends EventLinkRow> {
  declaration: EventLinkDeclaration;
  /** The OpenAPI tag. */
  tag: string;
  input: z.ZodType<Record<string, unknown> & { event_id: number }>;
  texts: {
    list: string;
    /** What the list's `q` matches. */
    search: string;
    create: string;
    /** The OpenAPI text of the 409 of a link that exists already. */
    conflict: string;
    remove: string;
    /** The 404 text of a link that is not live. */
    missing: string;
  };
  /** The references a new link needs besides its organization and its event. */
  checkReferences?: (tx: Queryable, body: Record<string, unknown>) => Promise<unknown>;
  /** What the list answers beside its links and their organizations. */
  listExtras?: (db: Queryable, rows: Row[]) => Promise<Record<string, unknown>>;
  /** Routes of this link's own (a participant's role), given its repository. */
  moreRoutes?: (links: RecordRepository<Row>) => Omit<RouteDefinition, 'tag'>[];
}

interface LinkTable {
  table: string;
  organizationColumn: string;
  columns: readonly string[];
}

/**
 * A live event's live links whose organization is live, by id (404 if the event is not live);
 * `q` keeps the links whose organization is named like it. An export also names the organization.
 */
async function eventLinkSelection(
  db: Queryable,
  link: LinkTable,
  eventId: number,
  q: string | undefined,
  forExport = false,
): Promise<ListSelection> {
  await requireLiveEvent(db, eventId);
  const search = q?.trim();
  const named = forExport ? ', o.name AS organization_name' : '';
  return {
    sql: `SELECT ${link.columns.map((column) => `l.${column}`).join(', ')}${named}
       FROM ${link.table} l
       JOIN organizations o ON o.id = l.${link.organizationColumn} AND o.deleted_at IS NULL
      WHERE l.event_id = $1 AND l.deleted_at IS NULL${search ? ' AND lower(o.name) LIKE $2' : ''}
      ORDER BY l.id`,
    params: search ? [eventId, likePattern(search)] : [eventId],
    columns: forExport ? [...link.columns, 'organization_name'] : link.columns,
  };
}

/** The links eventLinkSelection selects, and those organizations' names keyed by id. */
async function liveEventLinks<Row extends EventLinkRow>(
  db: Queryable,
  link: LinkTable,
  eventId: number,
  q: string | undefined,
) {
  const { sql, params } = await eventLinkSelection(db, link, eventId, q);
  const rows = await db.query<Row>(sql, params);
  const organizationIds = [
    ...new Set(rows.map((row) => Number(row[link.organizationColumn as keyof Row]))),
  ];
  return { rows, organizations: await organizationNamesById(db, organizationIds) };
}

const eventParams = z.object({ eventId: idParams.shape.id });

/** The routes of an event link: the event's links, a new link, removing one. */
export function eventLinkRoutes<Row extends EventLinkRow>(
  resource: EventLinkRoutesSpec<Row>,
): RouteModule {
  const { declaration, texts } = resource;
  const { organizationColumn, table, api } = declaration;
  const writable = declaration.fields;
  const links = recordRepository<Row>({
    table,
    label: declaration.label.one,
    writable,
    conflictMessage: declaration.conflictMessage,
  });
  const columns = ['id', ...writable, 'created_at', 'updated_at'];
  const linkTable = { table, organizationColumn, columns };
  const linkQuery = z.object({ q: searchText(texts.search) });
  return defineRoutes(
    resource.tag,
    [
      route({
        method: 'get',
        path: `/api${api.list}`,
        summary: texts.list,
        params: eventParams,
        query: linkQuery,
        errors: { 404: 'No live event with this id' },
        async handler({ services, params, query }) {
          const { db } = services;
          const { rows, organizations } = await liveEventLinks<Row>(
            db,
            linkTable,
            params.eventId,
            query.q,
          );
          return {
            [api.listKey]: rows,
            [api.organizationsKey]: organizations,
            ...(await resource.listExtras?.(db, rows)),
          };
        },
      }),
      csvExportRoute({
        listPath: `/api${api.list}`,
        plural: declaration.name,
        params: eventParams,
        query: linkQuery,
        selection: ({ services, params, query }) =>
          eventLinkSelection(services.db, linkTable, params.eventId, query.q, true),
      }),
      ...(resource.moreRoutes?.(links) ?? []),
      route({
        method: 'post',
        path: `/api${api.path}`,
        summary: texts.create,
        body: resource.input,
        bodyTypes: 'both',
        status: 201,
        errors: { 409: texts.conflict },
        async handler({ services, body, adminId }) {
          const link = await services.db.transaction(async (tx) => {
            await requireLiveOrganization(tx, Number(body[organizationColumn]), organizationColumn);
            await resource.checkReferences?.(tx, body);
            await requireEventToAttach(tx, body.event_id);
            return links.create(tx, adminId, body as Partial<Row>);
          });
          return { [api.recordKey]: link };
        },
      }),
      route({
        method: 'delete',
        path: `/api${api.path}/{id}`,
        summary: texts.remove,
        params: idParams,
        errors: { 404: texts.missing },
        async handler({ services, params, adminId }) {
          return { [api.recordKey]: await links.remove(services.db, adminId, params.id) };
        },
      }),
    ],
    declaration,
  );
}
