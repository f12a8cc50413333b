import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { RecordType } from '../../shared/resources/recordType';
import { fieldErrors } from '../../shared/validation';
import type { Services } from '../services';
import {
  checkUploads,
  type FileRule,
  MAX_FILE_BYTES,
  refuseOversizeFiles,
  type UploadedFile,
} from '../uploads/uploads';
import { assertInRegion, assertRoleAllows, type RouteAccess } from './access';
import { requireSession, type SignedInAdministrator } from './auth';
import { limitBody, type ReceivedBody, readBody } from './body';
import { type ErrorStatus, HttpError, invalidFields } from './errors';
import { pathTextErrors, queryTextErrors, UNTYPABLE_TEXT } from './parameterText';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** How a route's body may arrive: JSON, form data (multipart or urlencoded), or either. */
export type BodyTypes = 'json' | 'multipart' | 'both';

export const JSON_LIMIT_BYTES = 1024 * 1024;

/** A multipart body of an upload route: its fields get what a JSON body gets, plus each file's limit. */
export const uploadBodyLimitBytes = (fileFields: number) =>
  JSON_LIMIT_BYTES + fileFields * MAX_FILE_BYTES;

export interface AppEnv extends Env {
  Variables: { administrator: SignedInAdministrator | undefined };
}

export interface RouteInput<P, Q, B> {
  c: Context<AppEnv>;
  services: Services;
  params: P;
  query: Q;
  body: B;
  /** Declared upload fields that arrived, already checked (type, size, SVG safety). */
  files: Record<string, UploadedFile | undefined>;
  /** The signed-in administrator; present on every route that is not public. */
  administrator: SignedInAdministrator | undefined;
  /** The signed-in administrator's id, for created_by / updated_by / deleted_by. */
  adminId: number;
}

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: Method;
  /** Full path, with OpenAPI-style parameters: `/api/admin/company-link/{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** No session needed. */
  public?: boolean;
  /**
   * Who may call it (server/http/access.ts), when not what its module's record type implies:
   * reading its records for a GET, changing them otherwise.
   */
  access?: RouteAccess;
  /** A valid `?sig=` for the path's `{id}` admits the request instead of a session (file URLs). */
  signedAccess?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Default: 'json' when a body is declared. */
  bodyTypes?: BodyTypes;
  /** A request may come without a body: the handler then gets what the body schema makes of `{}`. */
  optionalBody?: true;
  /**
   * An action on the record of the path's `{id}` (an organization's Verified, a merge into
   * it): it creates nothing; its body holds the stale-write token (`updated_at`), and a merge's
   * the other record and its choices.
   */
  recordAction?: true;
  /** Upload fields (multipart only), checked before the handler runs. */
  files?: Record<string, FileRule>;
  /** Success status; the handler's return value is sent as `{ data: ... }`. */
  status?: 200 | 201;
  /** Failures this route answers on purpose, beyond the ones its declaration implies (docs). */
  errors?: Partial<Record<ErrorStatus, string>>;
  handler: (input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<object | Response>;
}

/**
 * One entry of the route table: the declaration with its generic types erased, and who may call
 * it when it is not public.
 */
export type RouteDefinition = RouteSpec<z.ZodType, z.ZodType, z.ZodType> & { tag: string };

export interface RouteModule {
  tag: string;
  routes: RouteDefinition[];
}

/** Declares one route; keeps the handler's input typed from the declared schemas. */
export function route<
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
>(spec: RouteSpec<P, Q, B>): Omit<RouteDefinition, 'tag'> {
  return spec as unknown as Omit<RouteDefinition, 'tag'>;
}

/**
 * Groups one area's routes under an OpenAPI tag. A route that does not say who may call it reads
 * (a GET) or changes the records of the record type the area serves, or is open to anyone signed
 * in when the area serves them all (`'signed-in'`: the dashboard, history, lookups); an area that
 * says neither must say it on each route that is not public, or starting the server fails.
 */
export function defineRoutes(
  tag: string,
  routes: Omit<RouteDefinition, 'tag'>[],
  serves?: RecordType | 'signed-in',
): RouteModule {
  const withAccess =
    serves === 'signed-in'
      ? routes.map((spec) => (spec.public || spec.access ? spec : { ...spec, access: serves }))
      : serves
        ? accessingRecords(serves, routes)
        : routes;
  return {
    tag,
    routes: withAccess.map((spec) => {
      if (!spec.public && !spec.access) {
        throw new Error(`${spec.method} ${spec.path} does not say who may call it`);
      }
      return { ...spec, tag };
    }),
  };
}

/** Routes serving `type`'s records: unless one says otherwise, a GET reads them, others change them. */
export const accessingRecords = (
  type: RecordType,
  routes: Omit<RouteDefinition, 'tag'>[],
): Omit<RouteDefinition, 'tag'>[] =>
  routes.map((spec) =>
    spec.public || spec.access
      ? spec
      : { ...spec, access: spec.method === 'get' ? { read: type } : { change: type } },
  );

/** A positive integer as a path or query parameter writes it: digits, no leading zero. */
const POSITIVE_INTEGER_TEXT = /^[1-9][0-9]*$/;

/** Why a parameter is not written as a positive integer, for the words it comes in. */
function positiveIntegerProblem(text: string, notPositive: string): string {
  if (/^(-[0-9]+|0+)$/.test(text)) return notPositive;
  if (/^-?[0-9]+\.[0-9]+$/.test(text)) return messageText('not_whole');
  // What JavaScript would still read as a number: `0x10`, `1e3`, ` 1`, `+1`, `01`.
  if (text.trim() !== '' && Number.isFinite(Number(text))) {
    return messageText('plain_digits');
  }
  return messageText('not_a_number');
}

/**
 * A positive integer parameter (page, page size, id) at most `max`: only plain digits are
 * read, so a value means the same to every client and cache.
 */
export const positiveIntegerParam = ({
  notPositive,
  max,
  tooBig,
}: {
  notPositive: string;
  max: number;
  tooBig: string;
}) =>
  z
    .string()
    .regex(POSITIVE_INTEGER_TEXT, {
      error: (issue) => positiveIntegerProblem(String(issue.input), notPositive),
    })
    .transform(Number)
    .pipe(z.number().max(max, tooBig));

/** Path parameter `{id}`: a positive 32-bit integer (the ids of every table). */
export const idParams = z.object({
  id: positiveIntegerParam({
    notPositive: messageText('positive_id'),
    max: 2_147_483_647,
    tooBig: messageText('invalid_id'),
  }),
});

export function acceptsBody(definition: RouteDefinition): BodyTypes | undefined {
  if (!definition.body && !definition.files) return undefined;
  return definition.bodyTypes ?? (definition.files ? 'multipart' : 'json');
}

function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The declared body fields whose received text contains untypable characters. */
function untypableTextErrors(schema: z.ZodType | undefined, values: Record<string, unknown>) {
  const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(values);
  const errors: Record<string, string> = {};
  for (const field of declared) {
    const texts = [values[field]].flat();
    if (texts.some((text) => typeof text === 'string' && UNTYPABLE_TEXT.test(text))) {
      errors[field] = messageText('control_characters');
    }
  }
  return errors;
}

/** The declared fields a form sent more than once: which value was meant is unknown. */
function repeatedFieldErrors(definition: RouteDefinition, repeated: string[]) {
  const declared = new Set([
    ...(definition.body instanceof z.ZodObject ? Object.keys(definition.body.shape) : []),
    ...Object.keys(definition.files ?? {}),
  ]);
  return Object.fromEntries(
    repeated
      .filter((field) => declared.has(field))
      .map((field) => [field, messageText('send_once')]),
  );
}

/** Path or query parameters as `schema` reads them; 400 naming each bad one otherwise. */
function parseParameters(
  schema: z.ZodType | undefined,
  values: unknown,
  textErrors: Record<string, string>,
): unknown {
  if (!schema) return {};
  const result = schema.safeParse(values);
  // Unreadable text says so, rather than what the schema makes of its lenient decoding.
  const errors = { ...(result.success ? {} : fieldErrors(result.error)), ...textErrors };
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return result.data;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const NO_BODY: ReceivedBody = { values: {}, files: {}, repeated: [] };

/** A request with neither a body nor its type; one with a body but no type is read (and refused). */
const isBodyless = async (c: Context) =>
  c.req.header('content-type') === undefined && (await c.req.text()) === '';

/** Uploads may be large only on routes that take files, and only as multipart. */
function bodyLimitFor(definition: RouteDefinition) {
  const json = {
    maxBytes: JSON_LIMIT_BYTES,
    message: `The request body is larger than the ${megabytes(JSON_LIMIT_BYTES)} MB limit.`,
  };
  const fileFields = Object.keys(definition.files ?? {}).length;
  if (fileFields === 0) return () => json;
  const upload = {
    maxBytes: uploadBodyLimitBytes(fileFields),
    message: `The request body is larger than the ${megabytes(uploadBodyLimitBytes(fileFields))} MB limit (at most ${megabytes(MAX_FILE_BYTES)} MB per file).`,
  };
  return (c: Context) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? upload
      : json;
}

/** Registers every declared route on `app` with the shared conventions around its handler. */
export function registerRoutes(app: Hono<AppEnv>, modules: RouteModule[], services: Services) {
  for (const definition of modules.flatMap((module) => module.routes)) {
    const middleware: MiddlewareHandler<AppEnv>[] = [];
    if (!definition.public) middleware.push(requireSession(services, definition));
    const bodyTypes = acceptsBody(definition);
    if (bodyTypes) middleware.push(limitBody(bodyLimitFor(definition)));

    const handler: MiddlewareHandler<AppEnv> = async (c) => {
      // A signed file URL admits no person: it names the one file it may read.
      const administrator = c.get('administrator');
      const limitedTo =
        administrator && definition.access
          ? assertRoleAllows(administrator, definition.access)
          : undefined;
      const url = new URL(c.req.url);
      const params = parseParameters(
        definition.params,
        c.req.param(),
        pathTextErrors(definition.params, definition.path, url),
      );
      const query = parseParameters(
        definition.query,
        c.req.query(),
        queryTextErrors(definition.query, url),
      );
      let body: unknown;
      let files: Record<string, UploadedFile | undefined> = {};
      const received =
        bodyTypes && !(definition.optionalBody && (await isBodyless(c)))
          ? await readBody(c, bodyTypes)
          : NO_BODY;
      refuseOversizeFiles(definition.files ?? {}, received.files);
      // Outside their region, a limited editor learns nothing of what else is wrong with a change.
      if (limitedTo && administrator) {
        await assertInRegion(services.db, administrator, limitedTo, {
          params,
          body: received.values,
        });
      }
      if (bodyTypes) {
        const bodyResult = definition.body
          ? definition.body.safeParse(received.values)
          : { success: true as const, data: {} };
        const checked = await checkUploads(definition.files ?? {}, received.files);
        const errors = {
          ...(bodyResult.success ? {} : fieldErrors(bodyResult.error)),
          ...untypableTextErrors(definition.body, received.values),
          ...checked.errors,
          ...repeatedFieldErrors(definition, received.repeated),
        };
        if (Object.keys(errors).length > 0) throw invalidFields(errors);
        body = bodyResult.data;
        files = checked.files;
      }
      const result = await definition.handler({
        c,
        services,
        params,
        query,
        body,
        files,
        administrator,
        get adminId() {
          if (!administrator) throw new HttpError(401, messageText('sign_in'));
          return administrator.id;
        },
      });
      if (result instanceof Response) return result;
      return c.json({ data: result }, definition.status ?? 200);
    };
    app.on(definition.method.toUpperCase(), [honoPath(definition.path)], ...middleware, handler);
  }
}
