import { z } from 'zod';
import { BULK_SUFFIX } from '../../../server/http/bulk';
import { acceptsBody, type RouteDefinition } from '../../../server/http/routes';
import { routeTable } from '../../../server/routes';
import type { FileRule } from '../../../server/uploads/uploads';
import { declaredResources } from '../../../shared/resources';
import { PNG } from '../../api/support/events';

/*
 * The create and update routes of the route table, and the one source of a valid body for each:
 * every field gets the first candidate value its schema accepts, a reference field the id of a
 * live record, and `VALID_OVERRIDES` (one entry per route, asserted by `routesWithoutValidBody`)
 * adds what the schema cannot say.
 */

/** How a body travels: JSON, multipart form data, or an urlencoded form. */
export type Encoding = 'json' | 'multipart' | 'urlencoded';

export const routeName = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;

/** Every create and update route: a write method with a body or uploads. */
export const writeRoutes = (): RouteDefinition[] =>
  routeTable.filter(
    (route) => ['post', 'put', 'patch'].includes(route.method) && acceptsBody(route),
  );

/** Bulk actions on a collection's records (`<collection>/bulk`): they change records, make none. */
export const isBulkRoute = (route: RouteDefinition) =>
  route.method === 'post' && route.path.endsWith(BULK_SUFFIX);

/** The bulk routes: see `isBulkRoute`. */
export const bulkRoutes = (): RouteDefinition[] => writeRoutes().filter(isBulkRoute);

/**
 * Create routes: signed-in POSTs that take fields or files (sign-in itself is public), but for a
 * record's actions (an organization's Verified).
 */
export const createRoutes = (): RouteDefinition[] =>
  writeRoutes().filter(
    (route) =>
      route.method === 'post' && !route.public && !isBulkRoute(route) && !route.recordAction,
  );

/** Update routes: PATCH/PUT of one record, `<create path>/{id}`. */
export const updateRoutes = (): RouteDefinition[] =>
  writeRoutes().filter((route) => route.method === 'patch' || route.method === 'put');

/**
 * The create route an update route's or a record action's record comes from: `/api/blog/{id}`
 * -> `/api/blog`, `/api/admin/event/{id}/with-location` -> `/api/admin/event/with-location`,
 * `/api/admin/organization/{id}/verify` -> `/api/admin/organization`.
 */
export const createPathOf = (updatePath: string) =>
  updatePath.replace(/\/\{id\}(\/with-location)?(\/.*)?$/, '$1');

const WITH_LOCATION = /\/with-location$/;

/** A route saving a record with its location: its answer holds the address in `location`. */
export const savesWithLocation = (route: RouteDefinition) => WITH_LOCATION.test(route.path);

/** Where a create route's records are read: `/api/admin/event/with-location` -> `/api/admin/event`. */
export const recordPathOf = (createPath: string) => createPath.replace(WITH_LOCATION, '');

/** The fields of a route's body schema, by name. */
export function bodyFields(route: RouteDefinition): Record<string, z.ZodType> {
  return route.body instanceof z.ZodObject ? (route.body.shape as Record<string, z.ZodType>) : {};
}

/** The encodings a route accepts. */
export function encodingsOf(route: RouteDefinition): Encoding[] {
  const accepted = acceptsBody(route);
  if (accepted === 'json') return ['json'];
  if (accepted === 'multipart') return ['multipart', 'urlencoded'];
  return ['json', 'multipart', 'urlencoded'];
}

/** How a valid body goes to a route: multipart when it carries files or JSON is not taken. */
export const encodingOf = (route: RouteDefinition, withFiles: boolean): 'json' | 'multipart' =>
  withFiles || !encodingsOf(route).includes('json') ? 'multipart' : 'json';

/** The create route whose record each reference field of the bodies names (every `*_id` field). */
export const REFERENCES: Record<string, string> = {
  category_id: '/api/admin/category',
  organization_id: '/api/admin/organization',
  // The organization a merge takes into the one of its path.
  other_id: '/api/admin/organization',
  sponsor_id: '/api/admin/organization',
  participant_id: '/api/admin/organization',
  event_id: '/api/admin/event',
  location_id: '/api/admin/location',
  country_id: '/api/admin/country',
  state_id: '/api/admin/state',
  city_id: '/api/admin/city',
  participant_role_id: '/api/admin/participation-role',
};

/** What a valid body is built from beyond the route's schema. */
export interface BodyContext {
  /**
   * The id of a live record made by the create route at `createPath`, for reference fields;
   * undefined leaves the field out (a writer with no records to point at: optional ones only).
   */
  idOf?: (createPath: string) => number | undefined;
  /** Keeps unique names unique: added to every free-text value that takes it. */
  label?: string;
  /** A local sign-in credential, for the sign-in route. */
  localCredential?: string;
  /** Only the fields the body schema needs: each field it accepts the body without is left out. */
  requiredOnly?: boolean;
}

/**
 * A declared resource's bodies need only a value for each choice: its first choice on create,
 * its last on update. Its declaration is the look that a new route needs.
 */
function declaredOverrides(): Record<string, () => Record<string, unknown>> {
  return Object.fromEntries(
    declaredResources.flatMap(({ api, fields }) => {
      const choices = Object.entries(fields).flatMap(([name, field]) =>
        field.kind === 'choice' ? [[name, Object.keys(field.choices)] as const] : [],
      );
      const pick = (index: 0 | -1) =>
        Object.fromEntries(choices.map(([name, keys]) => [name, keys.at(index)]));
      return [
        [`POST /api${api.path}`, () => pick(0)],
        [`PATCH /api${api.path}/{id}`, () => pick(-1)],
      ];
    }),
  );
}

/** An id no record has: a bulk route's valid body changes nothing. */
export const MISSING_ID = 2_000_000_000;

/** Every bulk route's body has the same two fields, and every record type is deleted. */
function bulkOverrides(): Record<string, () => Record<string, unknown>> {
  return Object.fromEntries(
    bulkRoutes().map((route) => [
      routeName(route),
      () => ({ action: 'delete', ids: [MISSING_ID] }),
    ]),
  );
}

/**
 * What a valid body of each route needs beyond what its schema gives; every create and update
 * route is listed, even with nothing to add, so that a new route fails the suite until someone
 * has looked at it. `undefined` leaves a field out.
 */
const VALID_OVERRIDES: Record<string, (context: BodyContext) => Record<string, unknown>> = {
  'POST /api/admin/auth/google': (context) => ({ token: context.localCredential }),
  // The local administrator, by e-mail (without one, the same person).
  'POST /api/admin/auth/local': () => ({ email: 'admin@localhost' }),
  'POST /api/admin/company-links': () => ({}),
  // An address nobody administers yet: the valid body adds an administrator.
  'POST /api/admin/administrators': () => ({
    email: 'new.administrator@example.org',
    role: 'editor',
    state_ids: undefined,
    city_ids: undefined,
  }),
  // The person the valid create added: made a viewer, with no limits (an editor's alone).
  'PATCH /api/admin/administrators/{id}': () => ({
    role: 'viewer',
    state_ids: undefined,
    city_ids: undefined,
  }),
  'POST /api/admin/manager-version': () => ({}),
  'PATCH /api/admin/manager-version/{id}': () => ({}),
  ...declaredOverrides(),
  ...bulkOverrides(),
  'POST /api/admin/country': () => ({}),
  'PATCH /api/admin/country/{id}': () => ({}),
  'POST /api/admin/state': () => ({}),
  'PATCH /api/admin/state/{id}': () => ({}),
  'POST /api/admin/city': () => ({}),
  'PATCH /api/admin/city/{id}': () => ({}),
  // A new organization has no location of its own yet.
  'POST /api/admin/organization': () => ({ location_id: undefined }),
  'PATCH /api/admin/organization/{id}': () => ({ location_id: undefined }),
  'POST /api/admin/organization/{id}/verify': () => ({}),
  'POST /api/admin/organization/{id}/merge': () => ({}),
  'POST /api/admin/location': () => ({}),
  'PATCH /api/admin/location/{id}': () => ({}),
  'POST /api/admin/event': () => ({}),
  'PATCH /api/admin/event/{id}': () => ({}),
  // The location's token is the one the API answered, or none. An event's body names a new
  // address (its fields checked whole), not one of its organization's locations: the two are
  // never sent together.
  'POST /api/admin/organization/with-location': () => ({ location_updated_at: undefined }),
  'PATCH /api/admin/organization/{id}/with-location': () => ({ location_updated_at: undefined }),
  'POST /api/admin/event/with-location': () => ({
    location_updated_at: undefined,
    location_id: undefined,
  }),
  'PATCH /api/admin/event/{id}/with-location': () => ({
    location_updated_at: undefined,
    location_id: undefined,
  }),
  'POST /api/admin/sponsorships': () => ({}),
  'POST /api/admin/event-participants': () => ({}),
  'POST /api/admin/participation-role': () => ({}),
  // A view's params are react-admin's list params: an object the schema's candidates cannot be.
  'POST /api/admin/saved-views': () => ({ params: { filter: {} } }),
  'PATCH /api/admin/saved-views/{id}': () => ({ params: { filter: {} } }),
};

/** Write routes with no entry in VALID_OVERRIDES, and `*_id` fields missing from REFERENCES. */
export function routesWithoutValidBody(): string[] {
  const routes = writeRoutes()
    .map(routeName)
    .filter((name) => !(name in VALID_OVERRIDES));
  const references = writeRoutes()
    .flatMap((route) => Object.keys(bodyFields(route)))
    .filter((field) => field.endsWith('_id') && !(field in REFERENCES))
    .map((field) => `reference field ${field}`);
  return [...new Set([...routes, ...references])];
}

/** Tried in order for each field: the first its schema accepts is its valid value. */
const CANDIDATE_VALUES = [
  'Sample text',
  'someone@example.org',
  'https://example.org/page',
  '2031-05-01T18:00:00.000Z',
  'AB',
  true,
  1,
  '2.1.0',
];

/** A valid value for each field of `route`'s body (not its uploads). */
export function validValues(route: RouteDefinition, context: BodyContext = {}) {
  const override = VALID_OVERRIDES[routeName(route)]?.(context) ?? {};
  const values: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(bodyFields(route))) {
    if (field === 'updated_at' || field in override) continue;
    const referenced = REFERENCES[field];
    if (referenced) {
      values[field] = context.idOf?.(referenced);
      continue;
    }
    const labelled = context.label ? `Sample text ${context.label}` : undefined;
    values[field] = [labelled, ...CANDIDATE_VALUES].find(
      (candidate) => candidate !== undefined && schema.safeParse(candidate).success,
    );
  }
  const body = Object.fromEntries(
    Object.entries({ ...values, ...override }).filter(([, value]) => value !== undefined),
  );
  if (context.requiredOnly) {
    for (const field of Object.keys(body)) {
      const { [field]: _left, ...without } = body;
      if (route.body?.safeParse(without).success) delete body[field];
    }
  }
  return body;
}

export const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c00"/></svg>';

export const svgFile = (text = SAFE_SVG, name = 'icon.svg') =>
  new File([text], name, { type: 'image/svg+xml' });

/** The content of a valid upload of each kind of upload field. */
export const VALID_UPLOADS: Record<
  FileRule['kind'],
  { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }
> = {
  svg: { name: 'icon.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode(SAFE_SVG) },
  image: { name: 'image.png', type: 'image/png', bytes: PNG },
};

/** A valid file for each upload field of `route`, built fresh on each call. */
export function validUploads(route: RouteDefinition): Record<string, () => File> {
  return Object.fromEntries(
    Object.entries(route.files ?? {}).map(([field, rule]) => {
      const { name, type, bytes } = VALID_UPLOADS[rule.kind];
      return [field, () => new File([bytes], name, { type })];
    }),
  );
}

/** The create paths the valid body of `route` refers to. */
function referencedPaths(route: RouteDefinition): string[] {
  const named: string[] = [];
  validValues(route, {
    idOf: (path) => {
      named.push(path);
      return 1;
    },
  });
  return named;
}

/** The create routes, each after the ones its valid body refers to. */
export function creationOrder(routes: RouteDefinition[] = createRoutes()): RouteDefinition[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const ordered: RouteDefinition[] = [];
  const visiting = new Set<string>();
  const visit = (route: RouteDefinition) => {
    if (ordered.includes(route)) return;
    if (visiting.has(route.path))
      throw new Error(`Valid bodies refer in a circle at ${route.path}`);
    visiting.add(route.path);
    for (const path of referencedPaths(route)) {
      const referenced = byPath.get(path);
      if (!referenced) throw new Error(`${route.path} refers to ${path}, not a create route`);
      visit(referenced);
    }
    ordered.push(route);
  };
  for (const route of routes) visit(route);
  return ordered;
}
