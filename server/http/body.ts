import type { Context, MiddlewareHandler } from 'hono';
import { messageText } from '../../shared/messages';
import { requestLogger } from '../logging';
import { errorResponse, HttpError } from './errors';
import type { BodyTypes } from './routes';

export interface ReceivedBody {
  /** Text fields (JSON values as sent; form fields as strings, arrays when repeated). */
  values: Record<string, unknown>;
  /** Files of a form body, by field name; empty file inputs are left out. */
  files: Record<string, File>;
  /** Form fields (text or file) that came more than once. */
  repeated: string[];
}

const EXPECTED: Record<BodyTypes, string> = {
  json: 'JSON (Content-Type: application/json)',
  multipart: 'form data (Content-Type: multipart/form-data)',
  both: 'JSON or form data (Content-Type: application/json or multipart/form-data)',
};

/**
 * How much of a body over its limit is still read, and discarded, before the 413: a client
 * answered while still sending may see a reset connection instead of the answer. Beyond this
 * the answer closes the connection without reading more.
 */
export const DRAIN_LIMIT_BYTES = 50 * 1024 * 1024;

function tooLarge(message: string, closeConnection: boolean): HttpError {
  return new HttpError(
    413,
    message,
    undefined,
    closeConnection ? { Connection: 'close' } : undefined,
  );
}

/**
 * Receives the whole body (at most `maxBytes`) before the route reads it. Over the limit it
 * reads on, up to DRAIN_LIMIT_BYTES, and answers 413 with `message`; a client that disconnects
 * mid-body is logged as one line and answered 400 (nobody is there to read it).
 */
export function limitBody(
  limitFor: (c: Context) => { maxBytes: number; message: string },
): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const { maxBytes, message } = limitFor(c);
    if (Number(c.req.header('content-length')) > DRAIN_LIMIT_BYTES) throw tooLarge(message, true);

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        requestLogger(c).warn({ received_bytes: received }, 'request body aborted by the client');
        return errorResponse(c, 400, messageText('body_incomplete'));
      }
      if (chunk.done) break;
      received += chunk.value.length;
      if (received <= maxBytes) chunks.push(chunk.value);
      else if (received > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        throw tooLarge(message, true);
      }
    }
    if (received > maxBytes) throw tooLarge(message, false);
    const whole = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function readJson(c: Context): Promise<ReceivedBody> {
  const text = await c.req.text();
  if (text.trim() === '') return { values: {}, files: {}, repeated: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, messageText('body_not_json'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, messageText('body_not_object'));
  }
  return { values: parsed as Record<string, unknown>, files: {}, repeated: [] };
}

async function readForm(c: Context): Promise<ReceivedBody> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, messageText('form_unreadable'));
  }
  const values: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [key, value] of form.entries()) {
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
    if (typeof value !== 'string') {
      // Browsers send an empty, nameless part for a file input left empty.
      if (value.size > 0 || value.name !== '') files[key] = value;
      continue;
    }
    const previous = values[key];
    if (previous === undefined) values[key] = value;
    else values[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return { values, files, repeated: [...repeated] };
}

/** Reads a body in one of the accepted encodings; 400 for any other encoding or unreadable bytes. */
export async function readBody(c: Context, accepted: BodyTypes): Promise<ReceivedBody> {
  const type = mediaType(c);
  const isJson = type === 'application/json' || type.endsWith('+json');
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (isJson && accepted !== 'multipart') return readJson(c);
  if (isForm && accepted !== 'json') return readForm(c);
  throw new HttpError(400, `Send the request body as ${EXPECTED[accepted]}.`);
}
