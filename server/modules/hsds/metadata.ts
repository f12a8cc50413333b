import type { SqlValue } from '../../db/database';
import type { HsdsIds } from './ids';
import {
  EXPORTED_ORGANIZATION,
  exportedLocations,
  HSDS_TABLES,
  type HsdsTableName,
} from './tables';

/**
 * HSDS's metadata table as provenance: one row per field of an exported table that an edit of an
 * exported organization or location changed, from the history (history_entries). The fields are
 * those the tables take from a record's column (`from: { column }`); a column no HSDS field shows
 * (a social-media name, the category, the publish state) has no row, and neither has a history
 * entry of anything else (people, settings, events).
 */

type HistoryResource = 'organizations' | 'locations';

/** The HSDS table and field a history entry's changed column lands in, per record type. */
const landing = new Map<string, { table: HsdsTableName; field: string }>(
  HSDS_TABLES.flatMap((table) =>
    table.history
      ? table.fields.flatMap((field) =>
          field.from && 'column' in field.from && !('idOf' in field.from)
            ? [[`${table.history}.${field.from.column}`, { table: table.name, field: field.name }]]
            : [],
        )
      : [],
  ),
);

const columnsOf = (resource: HistoryResource) =>
  [...landing.keys()]
    .filter((key) => key.startsWith(`${resource}.`))
    .map((key) => key.slice(resource.length + 1));

/** The changed fields of exported records, oldest entry first. */
export const METADATA_SQL = `SELECT h.id, h.resource, h.record_id, h.action, f.key AS column,
    (h.at AT TIME ZONE 'UTC')::date AS day, f.value ->> 0 AS previous, f.value ->> 1 AS replacement,
    coalesce(a.name, a.email) AS updated_by
  FROM history_entries h
  CROSS JOIN LATERAL jsonb_each(h.changes) AS f
  LEFT JOIN administrators a ON a.id = h.administrator_id
  WHERE (h.resource = 'organizations' AND f.key = ANY($1::text[]) AND EXISTS (
          SELECT 1 FROM organizations o WHERE o.id = h.record_id AND ${EXPORTED_ORGANIZATION('o')}))
     OR (h.resource = 'locations' AND f.key = ANY($2::text[]) AND EXISTS (
          SELECT 1 ${exportedLocations()} AND l.id = h.record_id))
  ORDER BY h.id, f.key`;

export const METADATA_PARAMS: readonly SqlValue[] = [
  columnsOf('organizations'),
  columnsOf('locations'),
];

export interface HistoryChange {
  id: number | string;
  resource: HistoryResource;
  record_id: number;
  action: string;
  column: string;
  day: string;
  previous: string | null;
  replacement: string | null;
  updated_by: string | null;
}

/** One row of metadata.csv, by HSDS field name. */
export function metadataRow(change: HistoryChange, ids: HsdsIds): Record<string, unknown> {
  const target = landing.get(`${change.resource}.${change.column}`);
  if (!target) throw new Error(`No HSDS field for ${change.resource}.${change.column}`);
  return {
    id: ids('metadata', `${change.id}/${target.table}.${target.field}`),
    resource_id: ids(target.table, change.record_id),
    resource_type: target.table,
    last_action_date: change.day,
    last_action_type: change.action,
    field_name: target.field,
    previous_value: change.previous,
    replacement_value: change.replacement,
    updated_by: change.updated_by,
  };
}
