import type { BulkAction } from './bulk';
import type { RecordApi, RecordType } from './recordType';
import type { ResourceRoute } from './route';

/**
 * A record type whose screens and routes are written by hand, as the spec shapes them
 * (organizations, their locations and events, participation roles; the geography levels and
 * the event links add their own facts to this shape), as data: the server takes its table,
 * messages and paths from it, the console its data-provider entry and its routes. Like the
 * other declarations, nothing here imports zod; the fields are checked against the shared
 * schema's type (schemaFields.ts).
 */
export interface RecordDeclaration<Name extends string = string> extends RecordType {
  /** react-admin's resource name. */
  name: Name;
  /** How messages and the API's answers name one record and several. */
  label: { one: string; many: string };
  table: string;
  /** The field that names a record in references and pickers. */
  recordName: string;
  /** Where its screens sit in the console. */
  route: ResourceRoute;
  /** The spec's API under /api. */
  api: RecordApi & {
    /** Appended to the create and update paths: `/with-location` saves the record with its place. */
    writeSuffix?: string;
    /** The spec has no update for it. */
    updates?: false;
  };
  /** The fields a write sends, but `updated_at`, which every update adds. */
  fields: readonly string[];
  /** The fields sent as uploaded files: with any, writes are multipart forms, else JSON. */
  files?: readonly string[];
  /** What the console's search matches, when the server answers the whole list at once. */
  search?: readonly string[];
  /** What its lists do to selected records at once (`POST <path>/bulk`); none by default. */
  bulk?: readonly BulkAction[];
  /**
   * The list the server pages: the columns it sorts by (`sort` and `order`, each an index key)
   * and its order until one is chosen.
   */
  list?: {
    sortable: readonly [string, ...string[]];
    sort: { field: string; order: 'ASC' | 'DESC' };
  };
}

/**
 * Declares a record type, keeping its literal values: the console's paths to it are checked by
 * its name, and its list's `sort` parameter by its sortable columns.
 */
export const declareRecord = <const Declaration extends RecordDeclaration>(
  declaration: Declaration,
): Declaration => declaration;

/** The server's paths of a record type: its collection and one record. */
export const apiPaths = ({ api }: RecordDeclaration) => ({
  collection: `/api${api.path}`,
  item: `/api${api.path}/{id}`,
});
