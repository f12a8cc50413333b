/**
 * The three levels of the geography (country > province/state > municipality), as data: the
 * server derives each level's table access and routes from it (server/modules/regions.ts,
 * geography.ts), the console its data-provider entry (src/dataProvider/regionEntry.ts). The
 * spec names a level's API after its name column: `/admin/country`, the answer's `country`,
 * the search `country` and the letter `country_start`; its list after its table: `countries`.
 */
import type { RecordType } from './recordType';
import type { ResourceRoute } from './route';

export interface RegionDeclaration extends RecordType {
  /** react-admin's resource name: the table's. */
  name: RegionDeclaration['table'];
  table: 'countries' | 'states' | 'cities';
  /** The column holding the region's name. */
  recordName: 'country' | 'state' | 'city';
  /** The columns a region is created with; an update keeps its parent. */
  writable: readonly string[];
  /** Columns answered beside them. */
  readable?: readonly string[];
  /** The 409 of a name the level (under the same parent) has already. */
  conflictMessage: string;
  /** Column of `locations` that places a location in a region of this level. */
  locationColumn: 'country_id' | 'state_id' | 'city_id';
  /**
   * Column of an organization's or event's row holding its own location's region of this level,
   * kept by triggers (migration 012); a country is reached through the locations.
   */
  placeColumn?: 'place_state_id' | 'place_city_id';
  /** The level above and this table's column pointing at it. */
  parent?: { table: 'countries' | 'states'; column: 'country_id' | 'state_id' };
  /** The spec's page-size parameter, irregular per level. */
  perPageParam: 'max_country' | 'max_states' | 'max_cities';
  /** The console's URL segments; the level's screens sit under its parent's record page. */
  route: Pick<ResourceRoute, 'one' | 'many' | 'recordPage'>;
}

export const countryRegions: RegionDeclaration = {
  name: 'countries',
  table: 'countries',
  recordName: 'country',
  label: { one: 'Country', many: 'Countries' },
  fr: { one: 'Pays', many: 'Pays' },
  uniqueName: true,
  writable: ['country', 'country_code', 'is_published'],
  conflictMessage: 'A country with this name already exists.',
  locationColumn: 'country_id',
  perPageParam: 'max_country',
  route: { one: 'country', many: 'countries', recordPage: 'edit' },
};

export const stateRegions: RegionDeclaration = {
  name: 'states',
  table: 'states',
  recordName: 'state',
  label: { one: 'Province/State', many: 'Provinces/States' },
  fr: { one: 'Province', many: 'Provinces' },
  uniqueName: true,
  writable: ['country_id', 'state', 'is_published'],
  conflictMessage: 'This country already has a province/state with this name.',
  locationColumn: 'state_id',
  placeColumn: 'place_state_id',
  parent: { table: 'countries', column: 'country_id' },
  perPageParam: 'max_states',
  route: { one: 'state', many: 'states', recordPage: 'edit' },
};

export const cityRegions: RegionDeclaration = {
  name: 'cities',
  table: 'cities',
  recordName: 'city',
  label: { one: 'Municipality', many: 'Municipalities' },
  fr: { one: 'Municipalité', many: 'Municipalités' },
  uniqueName: true,
  writable: ['state_id', 'city', 'is_published'],
  readable: ['latitude', 'longitude'],
  conflictMessage: 'This province/state already has a municipality with this name.',
  locationColumn: 'city_id',
  placeColumn: 'place_city_id',
  parent: { table: 'states', column: 'state_id' },
  perPageParam: 'max_cities',
  route: { one: 'municipality', many: 'municipalities', recordPage: 'show' },
};

/** The levels, from the top. */
export const regionLevels: readonly RegionDeclaration[] = [
  countryRegions,
  stateRegions,
  cityRegions,
];

/** The level a region's parent is at. */
export function parentLevel(region: RegionDeclaration): RegionDeclaration | undefined {
  return region.parent && regionLevels.find((level) => level.table === region.parent?.table);
}

/** The columns a level's list sorts by (`sort` and `order`); by name until one is chosen. */
export const regionSortable = ({ recordName }: Pick<RegionDeclaration, 'recordName'>) =>
  [recordName, 'id', 'is_published'] as const;

/** The columns an update writes: the created ones but the parent. */
export const updatableColumns = (region: RegionDeclaration) =>
  region.writable.filter((column) => column !== region.parent?.column);
