import type { Queryable, SqlValue } from '../db/database';
import { likePattern } from '../store/records';

/**
 * A list's search by the name of its rows' municipality (`city=toron`), on the place kept on the
 * organization and event rows (migration 012): the municipality's name as the lists show it, the
 * region's, or the location's own text when it names none.
 */
export interface PlaceNameSearch {
  /** Parameter holding the ids of the live municipalities whose name contains the search. */
  cityIds: string;
  /** Parameter holding the LIKE pattern, for the places typed without a municipality. */
  pattern: string;
}

/**
 * Looks up the municipalities whose name contains `cityName` and adds them and the pattern to
 * `params`. They are sent as a list of ids, so that each one's rows are read from the
 * `(place_city_id, …)` indexes whatever the planner's statistics say.
 */
export async function placeNameSearch(
  db: Queryable,
  cityName: string,
  params: SqlValue[],
): Promise<PlaceNameSearch> {
  const pattern = likePattern(cityName);
  const [matched] = await db.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(id), '{}') AS ids FROM cities
      WHERE lower(city) LIKE $1 AND deleted_at IS NULL`,
    [pattern],
  );
  params.push(matched?.ids ?? [], pattern);
  return { cityIds: `$${params.length - 1}::integer[]`, pattern: `$${params.length}` };
}

const typedPlaceCondition = (alias: string, search: PlaceNameSearch) =>
  `${alias}.place_city_id IS NULL AND lower(${alias}.place_city) LIKE ${search.pattern}`;

/** The rows of `alias` placed in a matching municipality or at a typed place of a matching name. */
export function placeNamedCondition(alias: string, search: PlaceNameSearch): string {
  return `(${alias}.place_city_id = ANY(${search.cityIds}) OR (${typedPlaceCondition(alias, search)}))`;
}

export interface FirstRowsPerPlace {
  /** The table and its alias in `where` and `order`. */
  table: 'organizations' | 'events';
  alias: string;
  /** The list's other conditions. */
  where: string;
  order: string;
  search: PlaceNameSearch;
  /** Parameter holding how many rows a page reaches: its offset plus its size. */
  limit: string;
}

/**
 * The ids of the first `limit` rows, in the list's order, of each matching municipality and of
 * the typed places: a page of the search is among them. Each municipality's are one range of
 * its `(place_city_id, <order>)` index, so a page costs the same however many rows each holds
 * (a sort of that municipality's rows for an order without such an index).
 */
export function firstRowsPerPlace(rows: FirstRowsPerPlace): string {
  const { table, alias, where, order, search, limit } = rows;
  return `SELECT per_place.id FROM unnest(${search.cityIds}) AS matched (city_id)
      CROSS JOIN LATERAL (SELECT ${alias}.id FROM ${table} ${alias}
        WHERE ${where} AND ${alias}.place_city_id = matched.city_id
        ORDER BY ${order} LIMIT ${limit}) AS per_place
    UNION ALL
    (SELECT ${alias}.id FROM ${table} ${alias}
      WHERE ${where} AND ${typedPlaceCondition(alias, search)}
      ORDER BY ${order} LIMIT ${limit})`;
}

/**
 * The rows a search counts, for its bounded total (`FROM <this>`): each arm read apart, so that
 * the matching municipalities' rows are counted from their `(place_city_id, …)` index alone.
 */
export function placeNamedRows(
  table: 'organizations' | 'events',
  alias: string,
  where: string,
  search: PlaceNameSearch,
): string {
  return `(SELECT 1 FROM ${table} ${alias}
      WHERE ${where} AND ${alias}.place_city_id = ANY(${search.cityIds})
    UNION ALL
    SELECT 1 FROM ${table} ${alias} WHERE ${where} AND ${typedPlaceCondition(alias, search)}
  ) AS placed`;
}
