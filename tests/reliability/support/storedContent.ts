import type { z } from 'zod';
import type { RouteDefinition } from '../../../server/http/routes';
import type { ApiAnswer, ApiSession } from '../../browser/support/server';
import { bodyFields, creationOrder, encodingOf, validUploads, validValues } from './writeRoutes';

/** A body value: JSON text, number, flag or null; or a file (sent as multipart). */
export type BodyValue = string | number | boolean | null | File;
export type Body = Record<string, BodyValue>;

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

/** Sends `body` to `path` of `route` (its method), as a form when it must be one, else JSON. */
export function sendBody(
  api: ApiSession,
  route: RouteDefinition,
  path: string,
  body: Body,
): Promise<ApiAnswer> {
  const withFiles = Object.values(body).some((value) => value instanceof File);
  const method = route.method.toUpperCase() as 'POST' | 'PATCH' | 'PUT';
  return encodingOf(route, withFiles) === 'json'
    ? api.call(path, { method, json: body })
    : api.call(path, { method, form: formOf(body) });
}

/** A valid body of `route` with its uploads: see `validValues`. */
export const validBodyOf = (
  route: RouteDefinition,
  idOf: (createPath: string) => number | undefined,
  label: string,
): Body => ({
  ...(validValues(route, { idOf, label }) as Body),
  ...Object.fromEntries(Object.entries(validUploads(route)).map(([name, file]) => [name, file()])),
});

/** The record a create or update answered: the first object with an id in `data`. */
export function answeredRecord(answer: ApiAnswer): Record<string, unknown> & { id: number } {
  const record = Object.values(answer.body.data ?? {}).find(
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

/** The records a create or update answered: the record, and the location saved with it. */
export interface Answered {
  record: Record<string, unknown> | undefined;
  /** Answered by a route saving with its location (`…/with-location`), which holds the address. */
  location?: Record<string, unknown> | undefined;
}

export const answeredRecords = (answer: ApiAnswer) => ({
  record: answeredRecord(answer),
  location: answer.body.data?.location as Answered['location'],
});

export interface CreatedRecord extends Answered {
  route: RouteDefinition;
  /** The body as sent. */
  body: Body;
  /** The record as the create answered it. */
  record: Record<string, unknown> & { id: number };
}

/**
 * Creates one record per create route, each after the ones it refers to, each valid body
 * (text holding `label`) passed through `shape` first (e.g. `withXss`). Answers what was sent
 * and made, by create path.
 */
export async function createOneOfEach(
  api: ApiSession,
  label: string,
  shape: (route: RouteDefinition, body: Body) => Body = (_route, body) => body,
): Promise<Map<string, CreatedRecord>> {
  const created = new Map<string, CreatedRecord>();
  const idOf = (path: string) => created.get(path)?.record.id;
  for (const route of creationOrder()) {
    const body = shape(route, validBodyOf(route, idOf, label));
    const answer = await sendBody(api, route, route.path, body);
    if (answer.status !== 201) {
      throw new Error(`POST ${route.path} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    created.set(route.path, { route, body, ...answeredRecords(answer) });
  }
  return created;
}
