import type { DataProvider } from 'react-admin';
import { isEmptyId, REGION_LEVELS, type RegionLevel } from './regionLevels';

/**
 * The payload with its region ids only when all three are known: if any of country_id,
 * state_id and city_id is null or empty, none of them is sent (spec 001, section 5).
 */
export function withRegionIds<T extends Record<string, unknown>>(values: T): T {
  if (!REGION_LEVELS.some((level) => isEmptyId(values[level.idField]))) return values;
  const { country_id: _country, state_id: _state, city_id: _city, ...rest } = values;
  return rest as T;
}

export type RegionNamesOfPlace = Record<RegionLevel['nameField'], string>;

/** Form values to set: region names as stored, and the ids (null when unmatched). */
export type RegionValues = Partial<
  Record<RegionLevel['nameField'] | RegionLevel['idField'], unknown>
>;

interface MatchedRegion {
  id: unknown;
  name?: unknown;
}

/** The live region of `level` with this name under `parent` (none when the lookup fails). */
async function matchRegion(
  dataProvider: DataProvider,
  level: RegionLevel,
  name: string,
  parent: { field: string; id: unknown } | null,
): Promise<MatchedRegion | null> {
  if (name.trim() === '') return null;
  try {
    const { data } = await dataProvider.getList(level.exactResource, {
      filter: parent ? { name, [parent.field]: parent.id } : { name },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    return data[0] ?? null;
  } catch (error) {
    console.error(
      new Error(`Looking up the ${level.nameField} "${name}" failed`, { cause: error }),
    );
    return null;
  }
}

/**
 * The region ids of a picked place, looked up by name level by level (the server compares
 * trimmed names ignoring case). An unmatched country or state clears its id and the ids
 * below it and stops; an unmatched city clears city_id. A matched region's stored name
 * replaces the place's spelling, so the picker shows it as its option.
 */
export async function regionValuesOfPlace(
  dataProvider: DataProvider,
  names: RegionNamesOfPlace,
): Promise<RegionValues> {
  const values: RegionValues = {};
  let parent: { field: string; id: unknown } | null = null;
  for (const [index, level] of REGION_LEVELS.entries()) {
    const match = await matchRegion(dataProvider, level, names[level.nameField], parent);
    if (!match) {
      for (const cleared of REGION_LEVELS.slice(index)) values[cleared.idField] = null;
      return values;
    }
    values[level.idField] = match.id;
    if (typeof match.name === 'string') values[level.nameField] = match.name;
    parent = { field: level.idField, id: match.id };
  }
  return values;
}
