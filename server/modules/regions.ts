import {
  cityRegions,
  countryRegions,
  type RegionDeclaration,
  stateRegions,
} from '../../shared/resources/regions';
import type { City, Country, State } from '../../shared/schemas/geography';
import type { Queryable } from '../db/database';
import { type RecordRepository, recordRepository } from '../store/records';

/**
 * A level of the geography (see shared/resources/regions.ts) with the repository of its table,
 * shared by the geography routes, the region lookups and the organizations of a region.
 */
export interface RegionLevel<Row extends object = object>
  extends Omit<RegionDeclaration, 'parent' | 'fields' | 'readable' | 'conflictMessage'> {
  repository: RecordRepository<Row>;
  /** How running text names one region, "province/state", and several. */
  noun: string;
  nounPlural: string;
  /** The level above and this table's column pointing at it. */
  parent?: { level: RegionLevel; column: 'country_id' | 'state_id' };
}

/** A level, with the repository of its table: searched, filtered by letter and sorted by name. */
function regionLevel<Row extends object>(
  declaration: RegionDeclaration,
  parent?: RegionLevel,
): RegionLevel<Row> {
  const { fields, readable, conflictMessage, parent: parentLink, ...facts } = declaration;
  const repository = recordRepository<Row>({
    table: declaration.table,
    label: declaration.label.one,
    writable: fields,
    readable,
    searchable: [declaration.recordName],
    letterColumn: declaration.recordName,
    sortable: { [declaration.recordName]: 'text', id: 'value', is_published: 'value' },
    conflictMessage,
  });
  return {
    ...facts,
    noun: declaration.label.one.toLowerCase(),
    nounPlural: declaration.label.many.toLowerCase(),
    repository,
    ...(parent && parentLink ? { parent: { level: parent, column: parentLink.column } } : {}),
  };
}

export const countryLevel = regionLevel<Country>(countryRegions);
export const stateLevel = regionLevel<State>(stateRegions, countryLevel);
export const cityLevel = regionLevel<City>(cityRegions, stateLevel);

/**
 * `organizations o` with its live location `l` (null columns when it has none): an organization
 * is in the regions its location names. One definition for every query that places
 * organizations in regions.
 */
export const ORGANIZATION_PLACES = `organizations o
  LEFT JOIN locations l ON l.id = o.location_id AND l.deleted_at IS NULL`;

/**
 * What ORGANIZATION_PLACES_WITH_REGIONS joins to organizations `o`: its location `l` and the
 * regions it names, `ci`, `s` and `co`. Joined to a page of organizations read first, it costs a
 * lookup per row of the page however deep the page is.
 */
export const ORGANIZATION_REGION_JOINS = `LEFT JOIN locations l ON l.id = o.location_id AND l.deleted_at IS NULL
  LEFT JOIN cities ci ON ci.id = l.city_id
  LEFT JOIN states s ON s.id = l.state_id
  LEFT JOIN countries co ON co.id = l.country_id`;

/** ORGANIZATION_PLACES with the regions its location names: `ci`, `s` and `co`. */
export const ORGANIZATION_PLACES_WITH_REGIONS = `organizations o
  ${ORGANIZATION_REGION_JOINS}`;

/**
 * An organization's municipality, province/state and country, from ORGANIZATION_PLACES_WITH_REGIONS:
 * the region's name, or the location's own text when it names no region.
 */
export const ORGANIZATION_REGION_COLUMNS = `coalesce(ci.city, l.city) AS city,
  coalesce(s.state, l.state) AS state, coalesce(co.country, l.country) AS country,
  l.city_id, l.state_id, l.country_id`;

/** The live region with this id (optionally row-locked), with its parent's id, or none. */
export async function liveRegion(
  db: Queryable,
  level: RegionLevel,
  id: number,
  lock: 'FOR SHARE' | 'FOR UPDATE' | '' = '',
): Promise<{ id: number; name: string; parent_id: number | null } | undefined> {
  const parent = level.parent ? level.parent.column : 'NULL::integer';
  const [row] = await db.query<{ id: number; name: string; parent_id: number | null }>(
    `SELECT id, ${level.recordName} AS name, ${parent} AS parent_id FROM ${level.table}
      WHERE id = $1 AND deleted_at IS NULL ${lock}`,
    [id],
  );
  return row;
}
