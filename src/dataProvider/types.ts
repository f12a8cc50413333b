import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';
import type { BulkAction, BulkResult, BulkUndoResult } from '../../shared/resources/bulk';
import type { DownloadedFile } from './download';
import type { QueryValue } from './http';

export type Values = Record<string, unknown>;

/** What a path, a query or a transform can read about the call being made. */
export interface CallContext {
  id?: Identifier;
  /** react-admin's `meta`; nested resources carry their parent ids here (e.g. countryId). */
  meta: Values;
  filter: Values;
  data?: Values;
  previousData?: Values;
}

export type PathSpec = string | ((context: CallContext) => string);

/**
 * Where a value sits in a response body: a dotted key looked up in the body inside the
 * `{ data: ... }` envelope and, failing that, in the body itself; or a function of that body.
 */
export type Locator = string | ((body: Values) => unknown);

/** Turns one located record (plus the whole body, e.g. for maps keyed by id) into a record. */
export type Transform = (record: Values, body: Values, context: CallContext) => RaRecord;

/**
 * How the located records are laid out: an array, an object keyed by id, or one record
 * (or null) that makes a list of one (or none).
 */
export type RecordsShape = 'array' | 'keyed' | 'single';

/** A filter's query parameter name, or a function giving the parameters for its value. */
export type FilterParam = string | ((value: unknown, filter: Values) => Record<string, QueryValue>);

interface ListBase {
  path: PathSpec;
  records: Locator;
  shape?: RecordsShape;
  /** Parameters sent with every call, e.g. `{ corkboard: 0 }`. */
  query?: Record<string, QueryValue>;
  transform?: Transform;
}

/**
 * The `meta` of a list's result when the server counted its matches only up to `total`
 * (`total_items_exact: false`): there are more, so the pager says "more than".
 */
export interface LowerBoundTotalMeta {
  moreThanTotal: true;
}

/** A list's order as the server takes it (orders by other fields are not sent). */
export type SortParams =
  /** `sort=<field>&order=asc|desc`, for these fields. */
  | { columns: readonly string[] }
  /** One parameter per field carrying ASC or DESC: `{ name: 'sort_by_name' }`. */
  | { perField: Readonly<Record<string, string>> };

/** The server pages, searches and sorts. */
export interface ServerListSpec extends ListBase {
  mode: 'server';
  /** Name of the 1-based page parameter; default `page_num`. */
  pageParam?: string;
  /** Name of the page-size parameter, when the server takes one (e.g. `max_country`). */
  perPageParam?: string;
  /** react-admin filter name -> query parameter(s); filters not declared are not sent. */
  filters?: Record<string, FilterParam>;
  sort?: SortParams;
  /** Reads the total; by default total_items, else total_pages times the page size. */
  total?: (body: Values, records: RaRecord[]) => number;
}

/** The server answers everything; the console searches, filters, sorts and pages. */
export interface ClientListSpec extends ListBase {
  mode: 'client';
  /** Fields the `q` filter matches (case-insensitive substring); other filters match exactly. */
  searchFields: readonly string[];
}

export type ListSpec = ServerListSpec | ClientListSpec;

export interface OneSpec {
  path: PathSpec;
  record: Locator;
  transform?: Transform;
}

export type BodySpec =
  | { type: 'json' }
  /** `files` are FileInput fields: a new file's rawFile is sent, an unchanged one is not. */
  | { type: 'multipart'; files?: readonly string[] };

export interface WriteSpec {
  path: PathSpec;
  /** Default POST for create, PATCH for update. */
  method?: 'POST' | 'PUT' | 'PATCH';
  body: BodySpec;
  /** The fields sent; default every field of the data (update always adds updated_at). */
  fields?: readonly string[];
  /** Where the saved record sits in the answer; merged over the data sent. */
  record?: Locator;
  transform?: Transform;
}

export interface DeleteSpec {
  path: PathSpec;
  record?: Locator;
  /**
   * The server refuses the delete while other records use this one, and `GET <path>/usage`
   * answers what uses it.
   */
  refusedWhileUsed?: boolean;
}

/** What still uses a record, as `GET <record>/usage` answers it. */
export interface RecordUsage {
  in_use: boolean;
  counts: Record<string, number>;
  counts_exact: boolean;
  /** The refusal a delete would answer now; null when the record can be deleted. */
  message: string | null;
}

/** What an export asks for: the list's filters and order (no paging), and where it reports. */
export interface ExportListParams {
  filter?: Values;
  sort?: SortPayload;
  meta?: Values;
  signal?: AbortSignal;
  /** Called as records arrive, with how many have. */
  onRecords?: (records: number) => void;
}

/** react-admin's data provider with the console's extra calls. */
export interface ConsoleDataProvider extends DataProvider {
  /**
   * Every record of a list matching its filters, in its order, as the CSV the server streams
   * from `<list path>.csv`. A list the console searches itself sends its search as `q`.
   */
  exportList(resource: string, params: ExportListParams): Promise<DownloadedFile>;
  /**
   * The whole directory in Open Referral's HSDS (a ZIP the server streams, docs/hsds.md);
   * `onBytes` is told how many bytes have arrived after each chunk.
   */
  exportHsds(params: { signal?: AbortSignal; onBytes?: (bytes: number) => void }): Promise<Blob>;
  /** One bulk action on the selected records, in one request: what changed and what was refused. */
  bulkAction(
    resource: string,
    params: { action: BulkAction; ids: readonly Identifier[] },
  ): Promise<{ data: BulkResult }>;
  /** Undoes one bulk action (its answer's `batch_id`) in one request: the records changed back. */
  bulkUndo(batchId: number): Promise<{ data: BulkUndoResult }>;
  /** Reverts one history entry (an update, publish, unpublish or verification) as a new change. */
  revertEntry(entryId: Identifier): Promise<{ data: Values }>;
  /** What uses a record before it is deleted; null for a resource whose deletes are never refused. */
  getUsage(
    resource: string,
    params: { id: Identifier; meta?: Values; signal?: AbortSignal },
  ): Promise<{ data: RecordUsage | null }>;
  /** Brings a deleted record (`previousData`) back: what came back with it. */
  restore(
    resource: string,
    params: { id: Identifier; previousData: RaRecord },
  ): Promise<{ data: Values }>;
}

/** Where a resource's bulk actions are sent (`POST <collection>/bulk`), and which it takes. */
export interface BulkSpec {
  path: string;
  actions: readonly BulkAction[];
}

/** One resource's row in the table: the operations it supports and how each maps to HTTP. */
/** A deleted record brought back: POST to `path` (given the record as `previousData`). */
export interface RestoreSpec {
  path: PathSpec;
}

export interface ResourceEntry {
  list?: ListSpec;
  bulk?: BulkSpec;
  restore?: RestoreSpec;
  getOne?: OneSpec;
  create?: WriteSpec;
  update?: WriteSpec;
  delete?: DeleteSpec;
}

export type ResourceTable = Record<string, ResourceEntry>;
