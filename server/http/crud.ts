import { z } from 'zod';
import type { RecordType } from '../../shared/resources/recordType';
import { DIGIT_LETTER, LETTERS } from '../../shared/schemas/geography';
import type { Queryable } from '../db/database';
import type { Services } from '../services';
import type { ListOptions, RecordRepository } from '../store/records';
import { requireLiveReference } from '../store/references';
import type { FileRule, UploadedFile } from '../uploads/uploads';
import { bulkRoute, deleteStep, publishSteps } from './bulk';
import { csvExportRoute, withoutPaging } from './csvExport';
import { notFound } from './errors';
import { mergeUpdate, type PartialBody, partialInput, patchedValues } from './partialUpdate';
import {
  type BodyTypes,
  defineRoutes,
  idParams,
  positiveIntegerParam,
  type RouteDefinition,
  type RouteModule,
  route,
} from './routes';
import { lockUnlessUsed, type UsageRule, usageRoute } from './usage';

/** An upload stored in the files table and linked from a column of the record. */
export interface LinkedFileRule extends FileRule {
  /** The record's column holding the file id, e.g. `icon_file_id`. */
  column: string;
  /** Key under which answers carry the file as `{ id, url }` (signed URL) or null, e.g. `icon`. */
  key: string;
}

/**
 * `GET <path>` with an `{id}`: one live record as `answer` presents it, 404 otherwise; `noun`
 * names it in the docs (default: the repository's label).
 */
export function getRecordRoute<Row>(
  path: string,
  repository: RecordRepository<Row>,
  answer: (row: Row, services: Services) => object,
  noun = repository.spec.label.toLowerCase(),
): Omit<RouteDefinition, 'tag'> {
  return route({
    method: 'get',
    path,
    summary: `One ${noun}`,
    params: idParams,
    errors: { 404: `No live ${noun} with this id` },
    async handler({ services, params }) {
      return answer(await repository.get(services.db, params.id), services);
    },
  });
}

/** The standard routes of one record type: list, get, create, update, delete. */
export interface CrudResource<Row extends object> {
  tag: string;
  /** The record type served: who may read and change its records (shared/resources/access.ts). */
  recordType: RecordType;
  /** Plural for the route summaries: "blog posts". */
  plural: string;
  /** Collection path (list, create): `/api/blog`. */
  basePath: string;
  /** Record path (get, update, delete): `/api/blog/{id}`. */
  itemPath: string;
  /** Key of the list's rows in the answer: `blogposts`, `categories`. */
  listKey: string;
  /** Key of the one record in the other answers: `blogpost`, `category`. */
  itemKey: string;
  repository: RecordRepository<Row>;
  /**
   * Fields of a create, plus the optional `updated_at`. An update sends any of them: those left
   * out keep their stored values, and the merged record is checked by the same schema.
   */
  schema: z.ZodObject;
  bodyTypes: BodyTypes;
  defaultPerPage: number;
  /** What `search` matches, for the API description: "title or body". */
  searchHint: string;
  /** Order of the list; default: id ascending. */
  sort?: ListOptions['sort'];
  /** Columns a client may order the list by (`sort` and `order`); each is served by an index. */
  sortable?: readonly string[];
  /** Uploads by form field. `required` applies to create; an update without the file keeps the stored one. */
  files?: Record<string, LinkedFileRule>;
  /** Single-record answers also carry each linked file beside the record (the spec's `data.icon`). */
  filesBesideItem?: boolean;
  /** Who uses these records: a record in use is not deleted (409), and `{itemPath}/usage` says so. */
  usage?: UsageRule<Row>;
  /** Columns naming other records: a write naming one that is not live is refused (400, `message`). */
  references?: readonly LiveReference[];
  /**
   * The record each belongs to (a record of `table`, named `label`): the list is that record's
   * (`path`, with its `{id}`), and answers 404 unless it is live. Without it, the list is at
   * `basePath`.
   */
  parentList?: { path: string; column: string; table: string; label: string };
}

/** A column of the record naming a live record of `table`. */
export interface LiveReference {
  column: string;
  table: string;
  message: string;
}

export const MAX_PER_PAGE = 100;

const MAX_PAGE_NUMBER = 1_000_000;

const pageIndex = positiveIntegerParam({
  notPositive: 'Must be at least 1',
  max: MAX_PAGE_NUMBER,
  tooBig: `Must be at most ${MAX_PAGE_NUMBER}`,
});
const perPage = positiveIntegerParam({
  notPositive: 'Must be at least 1',
  max: MAX_PER_PAGE,
  tooBig: `Must be at most ${MAX_PER_PAGE}`,
});

/** `page_num` of a paged list: from 1. */
export const pageNumber = pageIndex.default(1);

/** Page size of a paged list: 1 to 100. */
export const pageSize = (defaultPerPage: number) => perPage.default(defaultPerPage);

/** A text search parameter: case-insensitive containment, `%` and `_` literal. */
export const searchText = (searchHint: string) =>
  z
    .string()
    .max(200, 'Must be at most 200 characters')
    .optional()
    .describe(`Case-insensitive containment on ${searchHint}; % and _ are literal`);

/** An empty query parameter (`?id=`) is the same as none: forms send every field. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Exact id search: a positive id, or nothing. */
export const idSearch = z.preprocess(emptyAsAbsent, idParams.shape.id.optional());

/** Letter filter: a letter a-z (either case), `#` for a digit, or `all` / empty for none. */
export const letterFilter = z.preprocess(
  (value) => {
    const letter = typeof value === 'string' ? value.toLowerCase() : value;
    return letter === '' || letter === 'all' ? undefined : letter;
  },
  z
    .enum([...LETTERS, DIGIT_LETTER], { error: 'Must be a letter a-z, # or all' })
    .optional()
    .describe('First character of the name: a-z, # (sent as %23) for a digit, or all'),
);

/**
 * A list asked for without `page_num` or `per_page` answers every live match, up to this many:
 * these catalogues are small, and a bound keeps a mistake from answering a table whole.
 */
const WHOLE_LIST_BOUND = 1000;

/**
 * Query of a standard list: a page with `page_num` (from 1) or `per_page` (1 to 100), else every
 * live match; an optional `search`.
 */
/**
 * A list's `sort` (one of `columns`; ties by id the same way) and `order` parameters; without
 * `sort` the list keeps its `usual` order, which `order` alone may turn round.
 */
export function orderQuery<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  usual: string,
  direction: 'ascending' | 'descending' = 'ascending',
) {
  return {
    sort: z
      .enum(columns)
      .optional()
      .describe(`The column the list is ordered by (then by id); default: ${usual}`),
    order: z
      .enum(['asc', 'desc'])
      .optional()
      .describe(`Ascending or descending; default: ${direction}`),
  };
}

/** The order a list's `sort` and `order` ask for; what they leave out, its `usual` order says. */
export const askedOrder = <Column extends string>(
  query: { sort?: Column | undefined; order?: 'asc' | 'desc' | undefined },
  usual: { field: Column; order: 'ASC' | 'DESC' },
): { by: Column; direction: 'ASC' | 'DESC' } => ({
  by: query.sort ?? usual.field,
  direction: query.order === undefined ? usual.order : query.order === 'asc' ? 'ASC' : 'DESC',
});

function listQueryOf(defaultPerPage: number, searchHint: string, sortable: readonly string[]) {
  const [first, ...others] = sortable;
  const paging = z.object({
    page_num: pageIndex
      .optional()
      .describe(
        `1-based page; without it and per_page, every live match (at most ${WHOLE_LIST_BOUND})`,
      ),
    per_page: perPage.optional().describe(`Page size; default ${defaultPerPage} when paging`),
    search: searchText(searchHint),
  });
  return first === undefined
    ? paging
    : paging.extend(orderQuery([first, ...others], 'its usual order'));
}

/** Stores the uploads that arrived and answers the record columns that link them. */
export async function storeLinkedUploads(
  tx: Queryable,
  services: Services,
  adminId: number,
  rules: Record<string, Pick<LinkedFileRule, 'column'>>,
  uploads: Record<string, UploadedFile | undefined>,
): Promise<Record<string, number>> {
  const columns: Record<string, number> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const upload = uploads[field];
    if (upload) columns[rule.column] = await services.files.store(tx, adminId, upload);
  }
  return columns;
}

/** Declares the five standard routes of a record type from its description. */
export function crudRoutes<Row extends object>(resource: CrudResource<Row>): RouteModule {
  const { repository, itemKey, usage } = resource;
  const label = repository.spec.label.toLowerCase();
  const linkedFiles = Object.entries(resource.files ?? {});
  const notFoundError = { 404: `No live ${label} with this id` };

  /** The row as answered: each linked file id becomes `{ id, url }` (or null) under its key. */
  const present = (row: Row, services: Services) => {
    const fields = row as Record<string, unknown>;
    const links = Object.fromEntries(
      linkedFiles.map(([, rule]) => {
        const id = fields[rule.column];
        return [rule.key, typeof id === 'number' ? { id, url: services.files.url(id) } : null];
      }),
    );
    return { ...fields, ...links };
  };

  const itemAnswer = (row: Row, services: Services) => {
    const record = present(row, services);
    const beside = resource.filesBesideItem
      ? Object.fromEntries(linkedFiles.map(([, rule]) => [rule.key, record[rule.key]]))
      : {};
    return { [itemKey]: record, ...beside };
  };

  const storeUploads = (
    tx: Queryable,
    services: Services,
    adminId: number,
    uploads: Record<string, UploadedFile | undefined>,
  ) => storeLinkedUploads(tx, services, adminId, resource.files ?? {}, uploads);

  /** 400 on the first reference among `values` naming no live record; share-locks each one named. */
  const requireReferences = async (tx: Queryable, values: Record<string, unknown>) => {
    for (const reference of resource.references ?? []) {
      if (!(reference.column in values)) continue;
      const id = Number(values[reference.column]);
      await requireLiveReference(tx, reference.table, id, reference.column, reference.message);
    }
  };

  /** Its update (PATCH): every field and the uploads that arrived; with `updated_at`, the 409 rule. */
  const updateRecord = async (
    tx: Queryable,
    services: Services,
    adminId: number,
    id: number,
    body: PartialBody,
    uploads: Record<string, UploadedFile | undefined>,
  ) => {
    const { updated_at, ...values } = body;
    const files = await storeUploads(tx, services, adminId, uploads);
    return repository.update(tx, adminId, id, { ...values, ...files }, updated_at);
  };

  /** Its delete (soft), refused (409) while live records use it. */
  const deleteRecord = async (tx: Queryable, adminId: number, id: number) => {
    if (usage) await lockUnlessUsed(tx, usage, id);
    return repository.remove(tx, adminId, id);
  };

  /** Publish and unpublish, where the records have a publish state (a declared `is_published`). */
  const publishing = repository.spec.writable.includes('is_published')
    ? publishSteps(
        repository as unknown as RecordRepository<Row & { is_published: boolean }>,
        ({ tx, services, adminId, id }, stored, sent) =>
          updateRecord(tx, services, adminId, id, mergeUpdate(resource.schema, stored, sent), {}),
      )
    : {};

  const fileRules = (onCreate: boolean) =>
    resource.files &&
    Object.fromEntries(
      linkedFiles.map(([field, rule]) => [
        field,
        { ...rule, required: onCreate && rule.required === true },
      ]),
    );

  const listQuery = listQueryOf(
    resource.defaultPerPage,
    resource.searchHint,
    resource.sortable ?? [],
  );
  /** The list's search and order; without `sort`, the resource's usual order. */
  const listOptions = (query: z.output<typeof listQuery>): ListOptions => {
    const { sort, order } = query as { sort?: string; order?: 'asc' | 'desc' };
    return {
      search: query.search,
      sort: sort ? { column: sort, direction: order ?? 'asc' } : resource.sort,
    };
  };

  const { parentList } = resource;
  /** The list's filter: its parent, 404 unless that one is live. */
  const parentFilter = async (db: Queryable, params: { id?: number }) => {
    if (!parentList || params.id === undefined) return {};
    const [live] = await db.query(
      `SELECT 1 FROM ${parentList.table} WHERE id = $1 AND deleted_at IS NULL`,
      [params.id],
    );
    if (!live) throw notFound(parentList.label);
    return { [parentList.column]: params.id };
  };
  const listPath = parentList?.path ?? resource.basePath;
  const listParams = parentList ? idParams : undefined;

  return defineRoutes(
    resource.tag,
    [
      route({
        method: 'get',
        path: listPath,
        summary: `Every live ${resource.plural}${parentList ? ` of the ${parentList.label.toLowerCase()}` : ''} (at most ${WHOLE_LIST_BOUND}; \`truncated\` says when there are more), or one page of them with \`page_num\` or \`per_page\`, with the totals; \`search\` matches ${resource.searchHint}`,
        params: listParams,
        query: listQuery,
        ...(parentList
          ? { errors: { 404: `No live ${parentList.label.toLowerCase()} with this id` } }
          : {}),
        async handler({ services, params, query }) {
          const filters = await parentFilter(services.db, params ?? {});
          const paged = query.page_num !== undefined || query.per_page !== undefined;
          const page = await repository.list(services.db, {
            ...listOptions(query),
            filters,
            page: query.page_num,
            perPage: paged ? (query.per_page ?? resource.defaultPerPage) : WHOLE_LIST_BOUND,
          });
          return {
            [resource.listKey]: page.rows.map((row) => present(row, services)),
            total_pages: page.total_pages,
            per_page_items: page.per_page_items,
            total_items: page.total_items,
            ...(paged ? {} : { truncated: page.total_items > page.rows.length }),
          };
        },
      }),
      csvExportRoute({
        listPath,
        plural: resource.plural,
        params: listParams,
        query: withoutPaging(listQuery),
        selection: async ({ services, params, query }) =>
          repository.selection({
            ...listOptions(query),
            filters: await parentFilter(services.db, params ?? {}),
          }),
      }),
      bulkRoute({
        collection: resource.basePath,
        table: repository.spec.table,
        plural: resource.plural,
        actions: {
          ...publishing,
          delete: deleteStep(({ tx, adminId, id }) => deleteRecord(tx, adminId, id)),
        },
      }),
      getRecordRoute(resource.itemPath, repository, itemAnswer),
      route({
        method: 'post',
        path: resource.basePath,
        summary: `Creates a ${label}`,
        body: resource.schema,
        bodyTypes: resource.bodyTypes,
        files: fileRules(true),
        status: 201,
        async handler({ services, body, files, adminId }) {
          const { updated_at: _ignored, ...values } = body;
          const row = await services.db.transaction(async (tx) => {
            await requireReferences(tx, values);
            return repository.create(tx, adminId, {
              ...values,
              ...(await storeUploads(tx, services, adminId, files)),
            });
          });
          return itemAnswer(row, services);
        },
      }),
      route({
        method: 'patch',
        path: resource.itemPath,
        summary: `Updates a ${label}: the fields sent change, the others keep their stored values; with \`updated_at\`, only if nobody changed it since`,
        params: idParams,
        body: partialInput(resource.schema),
        bodyTypes: resource.bodyTypes,
        files: fileRules(false),
        errors: {
          ...notFoundError,
          409: 'updated_at differs from the stored one: someone else changed the record',
        },
        async handler({ services, params, body, files, adminId }) {
          const row = await services.db.transaction(async (tx) => {
            // Only the references sent change; a publish or an untouched one needs no check.
            await requireReferences(tx, body);
            const values = await patchedValues(tx, repository, params.id, resource.schema, body);
            return updateRecord(tx, services, adminId, params.id, values, files);
          });
          return itemAnswer(row, services);
        },
      }),
      route({
        method: 'delete',
        path: resource.itemPath,
        summary: usage
          ? `Deletes a ${label} (soft delete) unless live records use it; answers it as it was`
          : `Deletes a ${label} (soft delete); answers it as it was`,
        params: idParams,
        errors: usage
          ? { ...notFoundError, 409: `Live records use the ${label}: the message counts them` }
          : notFoundError,
        async handler({ services, params, adminId }) {
          const row = await services.db.transaction((tx) => deleteRecord(tx, adminId, params.id));
          return { [itemKey]: present(row, services) };
        },
      }),
      ...(usage ? [usageRoute({ itemPath: resource.itemPath, noun: label, rule: usage })] : []),
    ],
    resource.recordType,
  );
}
