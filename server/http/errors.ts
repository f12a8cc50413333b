import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeOf } from '../../shared/messageCodes';
import { type CodedMessage, messageText } from '../../shared/messages';
import { type FieldErrors, invalidFieldsMessage } from '../../shared/validation';

/** Status codes the API answers with on purpose; anything else thrown becomes a generic 500. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** Thrown anywhere below a route: becomes `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: FieldErrors,
    /** Response headers that go with this error (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A message's `code` and `params` (shared/messages.ts), when it is one of the registry's. */
const codedFields = (message: string): Partial<CodedMessage> => codeOf(message) ?? {};

/** The code and params of each field error the registry knows, by field. */
function errorCodes(errors: FieldErrors): Record<string, CodedMessage> {
  const codes: Record<string, CodedMessage> = {};
  for (const [field, message] of Object.entries(errors)) {
    const coded = codeOf(message);
    if (coded) codes[field] = coded;
  }
  return codes;
}

/**
 * An error answer: `{ message, code?, params?, errors?, error_codes?, request_id }`. `code` and
 * `params` name the message in the registry (shared/messages.ts), and `error_codes` each field
 * error's, so that a client words them in its own language. The request id is the one in the
 * `X-Request-Id` header and on the request's log line, so a user's report leads to it.
 */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
): Response {
  const details =
    errors && Object.keys(errors).length > 0 ? { errors, error_codes: errorCodes(errors) } : {};
  return c.json(
    { message, ...codedFields(message), ...details, request_id: c.get('requestId') },
    status,
  );
}

/** 400 whose message names the invalid fields, so a client sees them even without reading `errors`. */
export function invalidFields(errors: FieldErrors): HttpError {
  return new HttpError(400, invalidFieldsMessage(Object.keys(errors)), errors);
}

export const notFound = (what: string) => new HttpError(404, messageText('not_found', { what }));

export const unauthorized = (message = messageText('sign_in')) => new HttpError(401, message);

export const STALE_RECORD_MESSAGE = messageText('stale_record');

/** PostgreSQL error codes the server turns into client errors instead of a 500. */
export const PG_UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

type Results<Checks extends readonly (() => unknown)[]> = {
  -readonly [Index in keyof Checks]: Awaited<ReturnType<Checks[Index]>>;
};

/**
 * Runs `checks` in turn and answers their results; their field errors (400s with `errors`) are
 * thrown together as one 400, so that a save of several records reports every problem at once.
 * Any other failure is thrown as it comes.
 */
export async function withAllFieldErrors<const Checks extends readonly (() => unknown)[]>(
  checks: Checks,
): Promise<Results<Checks>> {
  const errors: FieldErrors = {};
  const results: unknown[] = [];
  for (const check of checks) {
    try {
      results.push(await check());
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 400 && error.errors)) throw error;
      results.push(undefined);
      for (const [field, message] of Object.entries(error.errors)) errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return results as Results<Checks>;
}
