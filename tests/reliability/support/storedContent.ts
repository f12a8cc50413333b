import type { z } from 'zod';
import { acceptsBody, type RouteDefinition } from '../../../server/http/routes';
import { routeTable } from '../../../server/routes';
import { pngFile } from '../../api/support/events';

/** A body value: JSON text, number, flag or null; or a file (sent as multipart). */
export type BodyValue = string | number | boolean | null | File;
export type Body = Record<string, BodyValue>;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A signed-in administrator's calls to the API of the server at `origin`. */
export interface AdminClient {
  origin: string;
  token: string;
  call(method: string, path: string, body?: Body, encoding?: 'json' | 'form'): Promise<Answer>;
}

/** Signs in as the local administrator through the real endpoints. */
export async function signInAdmin(origin: string): Promise<AdminClient> {
  const post = async (path: string, json: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    const answer = (await response.json()) as { data?: Record<string, string> };
    if (response.status !== 200) throw new Error(`POST ${path} -> ${response.status}`);
    return answer.data ?? {};
  };
  const { credential } = await post('/api/admin/auth/local', {});
  const { token } = await post('/api/admin/auth/google', { token: credential });
  if (!token) throw new Error('The local sign-in answered no session token.');
  return {
    origin,
    token,
    async call(method, path, body, encoding = 'json') {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      let payload: string | FormData | undefined;
      if (body && encoding === 'json') {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      } else if (body) {
        payload = formOf(body);
      }
      const response = await fetch(`${origin}${path}`, { method, headers, body: payload });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { unparsed: text };
      }
      return { status: response.status, body: parsed };
    },
  };
}

/** A form as the console sends it: flags as 1/0, blank for null, numbers as decimal text. */
function formOf(body: Body): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof File) form.set(name, value);
    else if (typeof value === 'boolean') form.set(name, value ? '1' : '0');
    else form.set(name, value === null ? '' : String(value));
  }
  return form;
}

/** How a body goes to a route: a form to multipart-only routes and with files, else JSON. */
export const encodingOf = (route: RouteDefinition, body: Body = {}): 'json' | 'form' =>
  acceptsBody(route) === 'multipart' || Object.values(body).some((value) => value instanceof File)
    ? 'form'
    : 'json';

/** Create routes: signed-in POSTs that take fields or files (sign-in itself is public). */
export const createRoutes = (): RouteDefinition[] =>
  routeTable.filter(
    (route) => route.method === 'post' && !route.public && (route.body || route.files),
  );

/** Update routes: PATCH/PUT of one record, `<create path>/{id}`. */
export const updateRoutes = (): RouteDefinition[] =>
  routeTable.filter((route) => route.method === 'patch' || route.method === 'put');

/** The create route an update route's record comes from: `/api/blog/{id}` -> `/api/blog`. */
export const createPathOf = (updatePath: string) => updatePath.replace(/\/\{id\}$/, '');

/** The fields of a route's body schema, by name. */
export function bodyFields(route: RouteDefinition): Record<string, z.ZodType> {
  const shape = (route.body as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ?? {};
}

export const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c00"/></svg>';

export const svgFile = (text = SAFE_SVG, name = 'icon.svg') =>
  new File([text], name, { type: 'image/svg+xml' });

/** The id of the record a create route made earlier in the same run (see `createOneOfEach`). */
export type CreatedId = (createPath: string) => number;

/**
 * A valid body for every create route, keyed by its path, in the order the records can be made
 * (later ones refer to earlier ones through `id`). `label` keeps unique names unique.
 * Every create route of the route table must have an entry (the tests assert it).
 */
export const validCreateBodies: Record<string, (id: CreatedId, label: string) => Body> = {
  '/api/admin/company-links': (_id, label) => ({
    name: `Partner ${label}`,
    url: 'https://partner.example/',
  }),
  '/api/admin/manager-version': () => ({
    ios_current_version: '2.1.0',
    android_current_version: '2.1.0',
    ios_min_version: '1.0.0',
    android_min_version: '1.0.0',
  }),
  '/api/blog': (_id, label) => ({ title: `Post ${label}`, body: 'News.', is_published: true }),
  '/api/admin/category': (_id, label) => ({
    name: `Kind ${label}`,
    is_event: true,
    is_organization: true,
    icon_file: svgFile(),
  }),
  '/api/slide': (_id, label) => ({
    title: `Slide ${label}`,
    head_title: 'Welcome',
    subtitle: 'Find your community',
    button1_content: 'Browse',
    button1_url: 'https://example.com/browse',
    button2_content: 'Join',
    button2_url: 'https://example.com/join',
    image_url: 'https://example.com/slide.png',
  }),
  '/api/sponsor': (_id, label) => ({
    name: `Sponsor ${label}`,
    image_url: 'https://example.com/logo.png',
    sponsor_url: 'https://example.com/',
    sponsor_type: 'GOLD',
  }),
  '/api/admin/country': (_id, label) => ({
    country: `Country ${label}`,
    country_code: 'CA',
    is_published: true,
  }),
  '/api/admin/state': (id, label) => ({
    country_id: id('/api/admin/country'),
    state: `Province ${label}`,
    is_published: true,
  }),
  '/api/admin/city': (id, label) => ({
    state_id: id('/api/admin/state'),
    city: `Town ${label}`,
    is_published: true,
  }),
  '/api/admin/organization': (id, label) => ({
    name: `Organization ${label}`,
    description: 'Helps people.',
    category_id: id('/api/admin/category'),
    website_url: 'https://example.org/',
    twitter_name: 'handle',
    facebook_name: 'handle',
    instagram_name: 'handle',
    linkedin_name: 'handle',
    email_address: 'info@example.org',
    phone_number: '+1 416 555 0100',
    is_published: true,
  }),
  '/api/admin/location': (id, label) => ({
    name: `Venue ${label}`,
    address_1: '100 Queen Street',
    address_2: 'Suite 4',
    city: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    zip: 'M5H 2N2',
    latitude: 43.65,
    longitude: -79.38,
    country_id: id('/api/admin/country'),
    state_id: id('/api/admin/state'),
    city_id: id('/api/admin/city'),
    organization_id: id('/api/admin/organization'),
    is_published: true,
  }),
  '/api/admin/event': (id, label) => ({
    category_id: id('/api/admin/category'),
    title: `Event ${label}`,
    description: 'A gathering.',
    start_time: '2030-06-01T18:00:00.000Z',
    end_time: '2030-06-01T21:00:00.000Z',
    website: 'https://example.org/event',
    buy_ticket_url: 'https://example.org/tickets',
    is_published: true,
    organization_id: id('/api/admin/organization'),
    location_id: id('/api/admin/location'),
    card_image: pngFile('card.png'),
    profile_image: pngFile('profile.png'),
  }),
  '/api/admin/sponsorships': (id) => ({
    sponsor_id: id('/api/admin/organization'),
    event_id: id('/api/admin/event'),
  }),
  '/api/admin/participation-role': (_id, label) => ({ name: `Role ${label}` }),
  '/api/admin/event-participants': (id) => ({
    participant_id: id('/api/admin/organization'),
    participant_role_id: id('/api/admin/participation-role'),
    event_id: id('/api/admin/event'),
  }),
};

/** The record a create or update answered: the first object with an id in `data`. */
export function answeredRecord(answer: Answer): Record<string, unknown> & { id: number } {
  const data = answer.body.data as Record<string, unknown> | undefined;
  const record = Object.values(data ?? {}).find(
    (value) => value !== null && typeof value === 'object' && 'id' in value,
  );
  if (!record) throw new Error(`No record in the answer: ${JSON.stringify(answer.body)}`);
  return record as Record<string, unknown> & { id: number };
}

/**
 * Texts that run script when a page inserts them as HTML, longest first: a field takes the
 * longest its rules allow. Each sets `window.__xss`, which the console tests watch.
 */
export const XSS_PAYLOADS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=1</script>"'`,
  '<img src=x onerror=__xss=1>',
  '<svg/onload=__xss=1>',
] as const;

/** The same kinds of payload, different text: an update must store its own. */
export const XSS_UPDATE_PAYLOADS = [
  `'"><script>window.__xss=2</script><img src=x onerror="window.__xss=2">`,
  '<img src=x onerror=__xss=2>',
  '<svg onload=__xss=2>',
] as const;

/** Url fields carry the payload in their query, where an http(s) URL can hold any text. */
export const urlCarrying = (payload: string) => `https://example.com/x?q=${payload}`;

/** A field that takes an http(s) URL but refuses plain text: a url field, found by probing. */
export function isUrlField(field: z.ZodType): boolean {
  return (
    field.safeParse('https://example.com/page').success && !field.safeParse('plain words').success
  );
}

/**
 * `body` with every text field a user fills holding an XSS payload: each string field takes
 * the longest payload (or, for url fields, a URL carrying it) its rule accepts. Fields that
 * take no such text (codes, e-mail, dates, enums) keep their valid value.
 */
export function withXss(
  route: RouteDefinition,
  body: Body,
  payloads: readonly string[] = XSS_PAYLOADS,
): Body {
  return xssFields(route, body, payloads).body;
}

/** `withXss`, and the names of the fields it filled. */
export function xssFields(
  route: RouteDefinition,
  body: Body,
  payloads: readonly string[] = XSS_PAYLOADS,
): { body: Body; textFields: string[] } {
  const fields = bodyFields(route);
  const result: Body = { ...body };
  const textFields: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    const field = fields[name];
    if (typeof value !== 'string' || !field) continue;
    const candidates = payloads.flatMap((payload) => [payload, urlCarrying(payload)]);
    const accepted = candidates.find((candidate) => field.safeParse(candidate).success);
    if (accepted === undefined) continue;
    result[name] = accepted;
    textFields.push(name);
  }
  return { body: result, textFields };
}

/** The body's fields the route declares (an update may take fewer than its create). */
export function declaredOnly(route: RouteDefinition, body: Body): Body {
  const declared = new Set([...Object.keys(bodyFields(route)), ...Object.keys(route.files ?? {})]);
  return Object.fromEntries(Object.entries(body).filter(([name]) => declared.has(name)));
}

export interface CreatedRecord {
  route: RouteDefinition;
  /** The body as sent. */
  body: Body;
  /** The record as the create answered it. */
  record: Record<string, unknown> & { id: number };
}

/**
 * Creates one record per create route, in the order of `validCreateBodies`, each body passed
 * through `shape` first (e.g. `withXss`). Answers what was sent and made, by create path.
 */
export async function createOneOfEach(
  client: AdminClient,
  label: string,
  shape: (route: RouteDefinition, body: Body) => Body = (_route, body) => body,
): Promise<Map<string, CreatedRecord>> {
  const routes = new Map(createRoutes().map((route) => [route.path, route]));
  const created = new Map<string, CreatedRecord>();
  const id: CreatedId = (path) => {
    const made = created.get(path);
    if (!made) throw new Error(`${path} must come earlier in validCreateBodies`);
    return made.record.id;
  };
  for (const [path, build] of Object.entries(validCreateBodies)) {
    const route = routes.get(path);
    if (!route) throw new Error(`validCreateBodies has ${path}, which is not a create route`);
    const body = shape(route, build(id, label));
    const answer = await client.call('POST', path, body, encodingOf(route, body));
    if (answer.status !== 201) {
      throw new Error(`POST ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    created.set(path, { route, body, record: answeredRecord(answer) });
  }
  return created;
}
