import type { City, Country, State } from '../../shared/schemas/geography';
import type { Queryable } from '../db/database';
import { type RecordRepository, recordRepository, type TableSpec } from '../http/records';

/**
 * The three levels of the geography (country > province/state > municipality): their tables,
 * names and parent links, shared by the geography routes, the region lookups and the
 * organizations of a region.
 */
export interface RegionLevel<Row extends object = object> {
  repository: RecordRepository<Row>;
  table: 'countries' | 'states' | 'cities';
  /** The column holding the region's name. */
  nameColumn: 'country' | 'state' | 'city';
  /** Word used in messages, singular and plural. */
  noun: string;
  nounPlural: string;
  /** Column of `locations` that places a location in a region of this level. */
  locationColumn: 'country_id' | 'state_id' | 'city_id';
  /** The level above and this table's column pointing at it. */
  parent?: { level: RegionLevel; column: 'country_id' | 'state_id' };
}

type LevelFacts = Omit<RegionLevel, 'repository'> &
  Pick<TableSpec, 'label' | 'writable' | 'readable' | 'conflictMessage'>;

/** A level, with the repository of its table: searched, filtered by letter and sorted by name. */
function regionLevel<Row extends object>({
  label,
  writable,
  readable,
  conflictMessage,
  ...level
}: LevelFacts): RegionLevel<Row> {
  const repository = recordRepository<Row>({
    table: level.table,
    label,
    writable,
    readable,
    searchable: [level.nameColumn],
    letterColumn: level.nameColumn,
    sortable: { [level.nameColumn]: 'text' },
    conflictMessage,
  });
  return { ...level, repository };
}

export const countryLevel = regionLevel<Country>({
  table: 'countries',
  nameColumn: 'country',
  label: 'Country',
  noun: 'country',
  nounPlural: 'countries',
  writable: ['country', 'country_code', 'is_published'],
  conflictMessage: 'A country with this name already exists.',
  locationColumn: 'country_id',
});

export const stateLevel = regionLevel<State>({
  table: 'states',
  nameColumn: 'state',
  label: 'Province/State',
  noun: 'province/state',
  nounPlural: 'provinces/states',
  writable: ['country_id', 'state', 'is_published'],
  conflictMessage: 'This country already has a province/state with this name.',
  locationColumn: 'state_id',
  parent: { level: countryLevel, column: 'country_id' },
});

export const cityLevel = regionLevel<City>({
  table: 'cities',
  nameColumn: 'city',
  label: 'Municipality',
  noun: 'municipality',
  nounPlural: 'municipalities',
  writable: ['state_id', 'city', 'is_published'],
  readable: ['latitude', 'longitude'],
  conflictMessage: 'This province/state already has a municipality with this name.',
  locationColumn: 'city_id',
  parent: { level: stateLevel, column: 'state_id' },
});

/**
 * `organizations o` with its live location `l` (null columns when it has none): an organization
 * is in the regions its location names. One definition for every query that places
 * organizations in regions.
 */
export const ORGANIZATION_PLACES = `organizations o
  LEFT JOIN locations l ON l.id = o.location_id AND l.deleted_at IS NULL`;

/** ORGANIZATION_PLACES with the regions its location names: `ci`, `s` and `co`. */
export const ORGANIZATION_PLACES_WITH_REGIONS = `${ORGANIZATION_PLACES}
  LEFT JOIN cities ci ON ci.id = l.city_id
  LEFT JOIN states s ON s.id = l.state_id
  LEFT JOIN countries co ON co.id = l.country_id`;

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
    `SELECT id, ${level.nameColumn} AS name, ${parent} AS parent_id FROM ${level.table}
      WHERE id = $1 AND deleted_at IS NULL ${lock}`,
    [id],
  );
  return row;
}
