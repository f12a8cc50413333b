import type { MessageKey } from '../../i18n/text';

/** One level of the location picker and of the place search's id lookups. */
export interface RegionLevel {
  /** The level's name (its label, and how messages about the field name it). */
  label: MessageKey;
  /** The form field holding the region's name. */
  nameField: 'country' | 'state' | 'city';
  /** The form field holding the region's id. */
  idField: 'country_id' | 'state_id' | 'city_id';
  /** Typed-letter options (getList, filter q) and one region by id (getOne). */
  optionsResource: string;
  /** Exact-name match (getList, filter name): a list of one, or none. */
  exactResource: string;
  /** What the field says while it may not be used yet, or (country) until something is chosen. */
  prompt: MessageKey;
}

export const COUNTRY_LEVEL: RegionLevel = {
  label: 'console.location.fields.country',
  nameField: 'country',
  idField: 'country_id',
  optionsResource: 'lookup-countries',
  exactResource: 'lookup-country',
  prompt: 'console.location.prompt.country',
};

export const STATE_LEVEL: RegionLevel = {
  label: 'console.location.fields.state',
  nameField: 'state',
  idField: 'state_id',
  optionsResource: 'lookup-states',
  exactResource: 'lookup-state',
  prompt: 'console.location.prompt.state',
};

export const CITY_LEVEL: RegionLevel = {
  label: 'console.location.fields.city',
  nameField: 'city',
  idField: 'city_id',
  optionsResource: 'lookup-cities',
  exactResource: 'lookup-city',
  prompt: 'console.location.prompt.city',
};

/** Country, then state, then city: each level's parent is the one before it. */
export const REGION_LEVELS = [COUNTRY_LEVEL, STATE_LEVEL, CITY_LEVEL] as const;

/** The levels below `level`, which must be cleared when it changes. */
export function levelsBelow(level: RegionLevel): RegionLevel[] {
  return REGION_LEVELS.slice(REGION_LEVELS.indexOf(level) + 1);
}

/** An id field's value counts as absent when null, undefined or blank. */
export function isEmptyId(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
