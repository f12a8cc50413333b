/**
 * The three levels of the geography (country > province/state > municipality), as data: the
 * server derives each level's table access and routes from it (server/modules/regions.ts,
 * geography.ts), the console its data-provider entry (src/dataProvider/regionEntry.ts). The
 * spec names a level's API after its name column: `/admin/country`, the answer's `country`,
 * the search `country` and the letter `country_start`; its list after its table: `countries`.
 */
import { messageText } from '../messages';
import { BULK_ACTIONS, type BulkAction } from './bulk';
import type { RecordDeclaration } from './record';
import type { ResourceRoute } from './route';

export interface RegionDeclaration extends RecordDeclaration {
  /** react-admin's resource name: the table's. */
  name: RegionDeclaration['table'];
  table: 'countries' | 'states' | 'cities';
  /** The column holding the region's name. */
  recordName: 'country' | 'state' | 'city';
  /** The columns a region is created with; an update keeps its parent. */
  fields: readonly string[];
  list: { sortable: readonly [string, ...string[]]; sort: { field: string; order: 'ASC' } };
  bulk: readonly BulkAction[];
  /** Columns answered beside them. */
  readable?: readonly string[];
  /** The 409 of a name the level (under the same parent) has already. */
  conflictMessage: string;
  /** Column of `locations` that places a location in a region of this level. */
  locationColumn: IdColumn<RegionDeclaration['recordName']>;
  /**
   * Column of an organization's or event's row holding its own location's region of this level,
   * kept by triggers (migration 012); a country is reached through the locations.
   */
  placeColumn?: 'place_state_id' | 'place_city_id';
  /** The level above and this table's column pointing at it. */
  parent?: { table: ParentLevel['table']; column: IdColumn<ParentLevel['recordName']> };
  /** The spec's page-size parameter, irregular per level. */
  perPageParam: 'max_country' | 'max_states' | 'max_cities';
  /** The console's URL segments; the level's screens sit under its parent's record page. */
  route: Pick<ResourceRoute, 'one' | 'many' | 'recordPage'>;
}

/** The column, in `locations` and in the level below, pointing at a region of this level. */
type IdColumn<RecordName extends string> = `${RecordName}_id`;

/** A level others sit under: every one but the municipalities. */
type ParentLevel = RegionDeclaration & {
  table: 'countries' | 'states';
  recordName: 'country' | 'state';
};

/** What sets a level apart; the rest follows from its name column and the level above. */
interface LevelFacts
  extends Pick<
    RegionDeclaration,
    | 'table'
    | 'recordName'
    | 'readable'
    | 'placeColumn'
    | 'label'
    | 'fr'
    | 'conflictMessage'
    | 'perPageParam'
    | 'route'
  > {
  parent?: ParentLevel;
  /** Columns it is created with besides its parent's, its name and `is_published`. */
  ownColumns?: readonly string[];
}

const idColumn = <Name extends string>(recordName: Name): IdColumn<Name> => `${recordName}_id`;

/**
 * A level, named after its table, its name unique under its parent: it is created with its
 * parent's column, its name, its own columns and its status, and locations point at it by its
 * name column's `_id`.
 */
function regionLevel<const Facts extends LevelFacts>({
  parent,
  ownColumns = [],
  ...facts
}: Facts): RegionDeclaration & Pick<Facts, 'table' | 'recordName'> {
  const parentLink = parent && { table: parent.table, column: idColumn(parent.recordName) };
  return {
    ...facts,
    name: facts.table,
    uniqueName: true,
    fields: [
      ...(parentLink ? [parentLink.column] : []),
      facts.recordName,
      ...ownColumns,
      'is_published',
    ],
    locationColumn: idColumn(facts.recordName),
    // The spec's API, after its name column and its table; a level's list is its parent's.
    api: { path: `/admin/${facts.recordName}`, listKey: facts.table, recordKey: facts.recordName },
    // By name until another order is chosen.
    list: {
      sortable: [facts.recordName, 'id', 'is_published'],
      sort: { field: facts.recordName, order: 'ASC' },
    },
    bulk: BULK_ACTIONS,
    ...(parentLink ? { parent: parentLink } : {}),
  };
}

export const countryRegions = regionLevel({
  table: 'countries',
  recordName: 'country',
  // The geography's menu entry, Location, opens the countries.
  icon: 'Public',
  ownColumns: ['country_code'],
  label: { one: 'Country', many: 'Countries' },
  fr: { one: 'Pays', many: 'Pays' },
  conflictMessage: messageText('country_unique'),
  perPageParam: 'max_country',
  route: { one: 'country', many: 'countries', recordPage: 'edit' },
});

export const stateRegions = regionLevel({
  table: 'states',
  recordName: 'state',
  parent: countryRegions,
  placeColumn: 'place_state_id',
  label: { one: 'Province/State', many: 'Provinces/States' },
  fr: { one: 'Province', many: 'Provinces' },
  conflictMessage: messageText('state_unique'),
  perPageParam: 'max_states',
  route: { one: 'state', many: 'states', recordPage: 'edit' },
});

export const cityRegions = regionLevel({
  table: 'cities',
  recordName: 'city',
  parent: stateRegions,
  placeColumn: 'place_city_id',
  readable: ['latitude', 'longitude'],
  label: { one: 'Municipality', many: 'Municipalities' },
  fr: { one: 'Municipalité', many: 'Municipalités' },
  conflictMessage: messageText('city_unique'),
  perPageParam: 'max_cities',
  route: { one: 'municipality', many: 'municipalities', recordPage: 'show' },
});

/** The levels, from the top. */
export const regionLevels: readonly RegionDeclaration[] = [
  countryRegions,
  stateRegions,
  cityRegions,
];

/** The columns an update writes: the created ones but the parent. */
export const updatableColumns = (region: RegionDeclaration) =>
  region.fields.filter((column) => column !== region.parent?.column);
