import { recordTypes } from '../../shared/resources';
import { changeRule, isInRegion, mayRead, type Person } from '../../shared/resources/access';
import type { RecordType } from '../../shared/resources/recordType';

/** What react-admin asks `canAccess` about: an action on a resource, maybe on one record. */
export interface AccessQuestion {
  action: string;
  resource: string;
  record?: Record<string, unknown>;
}

/** The actions that only read; every other one (create, edit, delete, publish, bulk...) changes. */
const READS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

/** A resource of no record type (the dashboard): the declarations' defaults apply. */
const UNDECLARED = { access: {} } as RecordType;

/**
 * The record type a react-admin resource lists: the one of that name; for a list of one type's
 * records under a parent (`organization-events`, `municipality-organizations`), the type whose
 * name ends it; for the Trash, whose rows name their table, the record's type.
 */
function recordTypeOf(resource: string, record?: Record<string, unknown>): RecordType {
  const named = recordTypes.find((type) => type.name === resource);
  if (named) return named;
  if (record && typeof record.resource === 'string') {
    const table = record.resource;
    const deleted = recordTypes.find((type) => type.table === table);
    if (deleted) return deleted;
  }
  const underParent = recordTypes
    .filter((type) => resource.endsWith(`-${type.name}`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  return underParent ?? UNDECLARED;
}

const placeIdOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Whether a limited editor may change this record: a placed record (an organization, whose
 * answers carry its place as `state_id`/`city_id`) when it lies in their region or has no place
 * yet (one they created); a record under one (a location, an event, a sponsorship), whose own
 * fields do not say its organization's place, and a question without a record, are allowed
 * here and left to the server, which refuses a change outside the region with its reason.
 */
function inRegion(person: Person, type: RecordType, record?: Record<string, unknown>): boolean {
  if (!record || !type.placed) return true;
  const place = { state_id: placeIdOf(record.state_id), city_id: placeIdOf(record.city_id) };
  if (place.state_id === null && place.city_id === null) return true;
  return isInRegion(person, place);
}

/**
 * What `person` may do, derived only from the record types' declarations (their `access` and
 * `placed`, through shared/resources/access.ts): reading needs the type's read role, any other
 * action its change role and, for a limited editor, a record in their region.
 */
export function mayDo(person: Person, { action, resource, record }: AccessQuestion): boolean {
  const type = recordTypeOf(resource, record);
  if (READS.has(action)) return mayRead(person, type);
  const rule = changeRule(person, type);
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return inRegion(person, type, record);
}
