import type { RecordType } from './recordType';
import { recordTypeOf } from './references';

/** The roles a person signs in with, from the least to the most allowed. */
export const ROLES = ['viewer', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, editor: 1, administrator: 2 };

/**
 * Who is asking: their role and, for an editor limited to a region, the provinces/states and
 * municipalities they may change listings in (both empty: no limit).
 */
export interface Person {
  id: number;
  role: Role;
  stateIds: readonly number[];
  cityIds: readonly number[];
}

/** The least role that reads a record type's records, and the least that changes them. */
export interface Access {
  read: Role;
  change: Role;
}

/** Without a declaration: every role reads, editors and administrators change. */
const DEFAULT_ACCESS: Access = { read: 'viewer', change: 'editor' };

/** A record type's access: its declaration's `access` over the defaults. */
export const accessOf = (type: RecordType): Access => ({ ...DEFAULT_ACCESS, ...type.access });

export const hasRole = (person: Pick<Person, 'role'>, least: Role) =>
  RANK[person.role] >= RANK[least];

/** An editor whose changes are limited to listings placed in some provinces or municipalities. */
export const isLimited = (person: Person) =>
  person.role === 'editor' && person.stateIds.length + person.cityIds.length > 0;

/**
 * The record type whose place decides where a record is: the type itself when it is `placed`
 * (an organization), else the nearest placed one up its parents (a location's, an event's or a
 * sponsorship's organization); none when it has no place (a blog post, a province).
 */
export function placingTypeOf(type: RecordType): RecordType | undefined {
  if (type.placed) return type;
  return type.parent ? placingTypeOf(recordTypeOf(type.parent.table)) : undefined;
}

/**
 * Whether `person` may change records of `type`: always, never, or only those placed in their
 * region (a limited editor, on records that have a place). What every role changes (one's saved
 * views) is no content, so a region does not limit it.
 */
export function changeRule(person: Person, type: RecordType): 'always' | 'in-region' | 'never' {
  const { change } = accessOf(type);
  if (!hasRole(person, change)) return 'never';
  if (!isLimited(person) || change === 'viewer') return 'always';
  return placingTypeOf(type) ? 'in-region' : 'never';
}

export const mayRead = (person: Pick<Person, 'role'>, type: RecordType) =>
  hasRole(person, accessOf(type).read);

/** A place as the rows keep it: a municipality and its province/state, either unknown. */
export interface Place {
  state_id: number | null;
  city_id: number | null;
}

/** Whether a place lies in a limited editor's region (a province of theirs, or a municipality). */
export const isInRegion = (person: Person, place: Place) =>
  (place.state_id !== null && person.stateIds.includes(place.state_id)) ||
  (place.city_id !== null && person.cityIds.includes(place.city_id));
