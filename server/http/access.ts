import { messageText } from '../../shared/messages';
import { recordTypes } from '../../shared/resources';
import {
  accessOf,
  changeRule,
  isInRegion,
  mayRead,
  type Person,
  type Place,
  placingTypeOf,
  ROLES,
  type Role,
} from '../../shared/resources/access';
import type { RecordType } from '../../shared/resources/recordType';
import { recordTypeOf } from '../../shared/resources/references';
import type { Queryable } from '../db/database';
import { HttpError } from './errors';

/**
 * Who may call a route: anyone signed in, or whoever may read or change the records of a record
 * type, as its declaration's `access` says (shared/resources/access.ts).
 */
export type RouteAccess = 'signed-in' | { read: RecordType } | { change: RecordType };

/** What a route received that says which records it reads or changes. */
export interface AccessInput {
  params: unknown;
  body: unknown;
}

const what = (type: RecordType) => type.label.many.toLowerCase();

const refused = (message: string) => new HttpError(403, message);

/** The 403 of a change `person`'s role never allows on `type`, saying what the role allows. */
function roleRefusal(person: Person, type: RecordType): HttpError {
  if (person.role === 'viewer') return refused(messageText('role_viewer'));
  if (accessOf(type).change === 'administrator') {
    return refused(messageText('role_administrators_only_change', { what: what(type) }));
  }
  return refused(messageText('role_unlimited_editors_only', { what: what(type) }));
}

/**
 * Refuses (403) a call `person`'s role does not allow: reading a record type only administrators
 * see, or changing what the role never changes. Answers the record type whose records an editor
 * limited to a region may change only there, for `assertInRegion` once the request is read.
 */
export function assertRoleAllows(person: Person, access: RouteAccess): RecordType | undefined {
  if (access === 'signed-in') return undefined;
  if ('read' in access) {
    if (mayRead(person, access.read)) return undefined;
    throw refused(messageText('role_administrators_only_see', { what: what(access.read) }));
  }
  const rule = changeRule(person, access.change);
  if (rule === 'never') throw roleRefusal(person, access.change);
  return rule === 'in-region' ? access.change : undefined;
}

/** Refuses (403) a change of records of `type` that `person`'s role does not allow. */
export async function assertMayChange(
  db: Queryable,
  person: Person,
  type: RecordType,
  ids: number[],
): Promise<void> {
  const limitedTo = assertRoleAllows(person, { change: type });
  if (limitedTo) await assertInRegion(db, person, limitedTo, { params: {}, body: { ids } });
}

const ROLE_NAMES: Record<Role, string> = {
  viewer: 'viewers',
  editor: 'editors',
  administrator: 'administrators',
};

/** The least role a route needs, and whether a region limits an editor's call. */
function leastRoleOf(access: Exclude<RouteAccess, 'signed-in'>) {
  if ('read' in access) return { least: accessOf(access.read).read, placed: false };
  const { change } = accessOf(access.change);
  return { least: change, placed: placingTypeOf(access.change) !== undefined };
}

/** Whether some signed-in person is refused the route by their role. */
export const mayRefuse = (access: RouteAccess) =>
  access !== 'signed-in' && leastRoleOf(access).least !== 'viewer';

/** Who may call a route, in words: for the OpenAPI document and its 403. */
export function whoMayCall(access: RouteAccess): string {
  if (access === 'signed-in') return 'Anyone signed in';
  const { least, placed } = leastRoleOf(access);
  const roles = ROLES.slice(ROLES.indexOf(least)).map((role) => ROLE_NAMES[role]);
  const last = roles.pop() as string;
  const text = roles.length > 0 ? `${roles.join(', ')} and ${last}` : last;
  const limit =
    least !== 'editor'
      ? ''
      : placed
        ? '; an editor limited to a region, only records placed there'
        : '; not an editor limited to a region';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${limit}`;
}

/**
 * The tables whose records `person` may not read (people, app settings for all but
 * administrators): the history and the trash leave them out, and refuse to list them alone.
 */
export function hiddenTables(person: Person, asked?: string): string[] {
  const hidden = recordTypes.filter((type) => !mayRead(person, type));
  const askedType = hidden.find((type) => type.table === asked);
  if (askedType) {
    throw refused(messageText('role_administrators_only_see', { what: what(askedType) }));
  }
  return hidden.map((type) => type.table);
}

/** An id as a JSON body (a number) or a form (digits) sends it; undefined for anything else. */
function idOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The ids of the records a change names: the path's `{id}`, or a bulk action's `ids`. */
function namedIds({ params, body }: AccessInput): number[] {
  const id = idOf((params as { id?: unknown } | undefined)?.id);
  if (id !== undefined) return [id];
  const ids = (body as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.map(idOf).filter((value) => value !== undefined) : [];
}

interface PlacedRow extends Place {
  created_by: number | null;
}

/**
 * Where a placing record without a place of its own last was: the place of its records that
 * give it one (an organization's locations, live ones first, the latest changed), so that
 * deleting an organization's location, or the organization, leaves it in its region's hands.
 */
function lastPlaceJoin(placing: RecordType, alias: string): string {
  const location = placing.references?.find((reference) => reference.column === 'location_id');
  const under = location && recordTypeOf(location.table).parent;
  if (!location || !under) return '';
  return `LEFT JOIN LATERAL (
      SELECT l.state_id, l.city_id FROM ${location.table} l
       WHERE l.${under.column} = ${alias}.id
       ORDER BY l.deleted_at IS NULL DESC, l.updated_at DESC LIMIT 1
    ) pl ON ${alias}.place_state_id IS NULL AND ${alias}.place_city_id IS NULL`;
}

/**
 * The places of records of `type`, each its placing record's (an organization's): the joins up
 * its parent chain, as the declarations name them, or where it last was (`lastPlaceJoin`). A
 * record with no placing record (a location of no organization) has no place, and counts as
 * created by whoever created it.
 */
async function placesOf(db: Queryable, type: RecordType, ids: number[]): Promise<PlacedRow[]> {
  const joins: string[] = [];
  let current = type;
  let alias = 't0';
  while (!current.placed && current.parent) {
    const next = `t${joins.length + 1}`;
    joins.push(
      `LEFT JOIN ${current.parent.table} ${next} ON ${next}.id = ${alias}.${current.parent.column}`,
    );
    current = recordTypeOf(current.parent.table);
    alias = next;
  }
  const lastPlace = lastPlaceJoin(current, alias);
  const [state, city] = lastPlace
    ? [
        `coalesce(${alias}.place_state_id, pl.state_id)`,
        `coalesce(${alias}.place_city_id, pl.city_id)`,
      ]
    : [`${alias}.place_state_id`, `${alias}.place_city_id`];
  return db.query<PlacedRow>(
    `SELECT ${state} AS state_id, ${city} AS city_id,
            coalesce(${alias}.created_by, t0.created_by) AS created_by
       FROM ${type.table} t0 ${joins.join(' ')} ${lastPlace}
      WHERE t0.id = ANY($1)`,
    [ids],
  );
}

const idIn = (body: Record<string, unknown>, field: string) => idOf(body[field]) ?? null;

/**
 * The places a change gives its record: the municipality (with its province/state) or
 * province/state it names, and the location it links.
 */
async function placesGiven(db: Queryable, body: Record<string, unknown>): Promise<Place[]> {
  const places: Place[] = [];
  const cityId = idIn(body, 'city_id');
  if (cityId !== null) {
    places.push(
      ...(await db.query<Place>('SELECT state_id, id AS city_id FROM cities WHERE id = $1', [
        cityId,
      ])),
    );
  } else if (idIn(body, 'state_id') !== null) {
    places.push({ state_id: idIn(body, 'state_id'), city_id: null });
  }
  const locationId = idIn(body, 'location_id');
  if (locationId !== null) {
    places.push(
      ...(await db.query<Place>('SELECT state_id, city_id FROM locations WHERE id = $1', [
        locationId,
      ])),
    );
  }
  return places;
}

/** Whether a record placed at `row` is the limited editor's to change. */
const isTheirs = (person: Person, row: PlacedRow) =>
  row.state_id === null && row.city_id === null
    ? row.created_by === person.id
    : isInRegion(person, row);

async function regionText(db: Queryable, person: Person): Promise<string> {
  const rows = await db.query<{ name: string }>(
    `SELECT state AS name FROM states WHERE id = ANY($1)
     UNION ALL SELECT city AS name FROM cities WHERE id = ANY($2)`,
    [person.stateIds, person.cityIds],
  );
  return rows.map((row) => row.name).join(', ');
}

/**
 * A limited editor's change of placed records: every record it names, the record it is created
 * under (its parent, in the body), and the place it is given (a region, or a location) must be
 * in their region. Records that do not exist are left to the route's own 404.
 */
export async function assertInRegion(
  db: Queryable,
  person: Person,
  type: RecordType,
  input: AccessInput,
): Promise<void> {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const rows: PlacedRow[] = [];
  const ids = namedIds(input);
  if (ids.length > 0) rows.push(...(await placesOf(db, type, ids)));
  else if (type.parent && idIn(body, type.parent.column) !== null) {
    const parent = recordTypeOf(type.parent.table);
    rows.push(...(await placesOf(db, parent, [idIn(body, type.parent.column) as number])));
  }
  const newPlaces = await placesGiven(db, body);
  if (
    rows.every((row) => isTheirs(person, row)) &&
    newPlaces.every((place) => isInRegion(person, place))
  ) {
    return;
  }
  const placing = placingTypeOf(type) ?? type;
  throw refused(
    messageText('role_outside_region', {
      region: await regionText(db, person),
      what: what(placing),
    }),
  );
}
