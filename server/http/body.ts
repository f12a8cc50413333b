import type { Context, MiddlewareHandler } from 'hono';
import { messageText } from '../../shared/messages';
import { requestLogger } from '../logging';
import { errorResponse, HttpError, invalidFields } from './errors';
import { type FormScan, scanMultipart, scanUrlencoded } from './formEntries';
import { notUtf8Json, parseJsonObject } from './jsonBody';
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

/**
 * At most this many entries (fields and files) in a form: the largest form of the API has a few
 * dozen. A form is counted before it is parsed, so thousands of fields cost one pass.
 */
export const MAX_FORM_ENTRIES = 1000;
const EMPTY_BODY: ReceivedBody = { values: {}, files: {}, repeated: [] };

/** Decodes UTF-8 as Response.text() does (a leading BOM dropped), but refuses undecodable bytes. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

async function readJson(c: Context): Promise<ReceivedBody> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw notUtf8Json(bytes);
  }
  if (text.trim() === '') return EMPTY_BODY;
  return { values: parseJsonObject(text), files: {}, repeated: [] };
}

/** A form's entries as the routes read them; each entry is looked at once. */
function receivedForm(entries: Iterable<[string, FormDataEntryValue]>): ReceivedBody {
  const texts = new Map<string, string[]>();
  const files = new Map<string, File>();
  const counts = new Map<string, number>();
  for (const [key, value] of entries) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (typeof value !== 'string') {
      // Browsers send an empty, nameless part for a file input left empty.
      if (value.size > 0 || value.name !== '') files.set(key, value);
      continue;
    }
    const list = texts.get(key);
    if (list) list.push(value);
    else texts.set(key, [value]);
  }
  return {
    values: Object.fromEntries(
      [...texts].map(([key, list]) => [key, list.length === 1 ? list[0] : list]),
    ),
    files: Object.fromEntries(files),
    repeated: [...counts].filter(([, count]) => count > 1).map(([key]) => key),
  };
}

/** 400 when a form has more entries than MAX_FORM_ENTRIES: it is not parsed. */
function refuseTooMany(scan: FormScan | undefined) {
  if (scan?.kind === 'too many') {
    throw new HttpError(400, messageText('form_too_many_fields', { max: MAX_FORM_ENTRIES }));
  }
}

/** 400 naming the fields whose text is not UTF-8 (the whole body when a name is not). */
function refuseNotUtf8(scan: FormScan | undefined) {
  if (scan?.kind === 'name not utf-8') throw new HttpError(400, messageText('body_invalid_utf8'));
  if (scan?.kind === 'read' && scan.notUtf8.length > 0) {
    throw invalidFields(
      Object.fromEntries(scan.notUtf8.map((name) => [name, messageText('invalid_utf8')])),
    );
  }
}

/** The `boundary` parameter of a multipart Content-Type. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i;

async function readForm(c: Context, type: string): Promise<ReceivedBody> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (type === 'application/x-www-form-urlencoded') {
    const scan = scanUrlencoded(bytes, MAX_FORM_ENTRIES);
    refuseTooMany(scan);
    refuseNotUtf8(scan);
    return receivedForm(scan.kind === 'read' ? (scan.entries ?? []) : []);
  }
  const contentType = c.req.header('content-type') ?? '';
  const boundary = BOUNDARY.exec(contentType);
  const scan = boundary
    ? scanMultipart(bytes, boundary[1] ?? boundary[2] ?? '', MAX_FORM_ENTRIES)
    : undefined;
  refuseTooMany(scan);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new HttpError(400, messageText('form_unreadable'));
  }
  refuseNotUtf8(scan);
  return receivedForm(form.entries());
}

/** Reads a body in one of the accepted encodings; 400 for any other encoding or unreadable bytes. */
export async function readBody(c: Context, accepted: BodyTypes): Promise<ReceivedBody> {
  const type = mediaType(c);
  const isJson = type === 'application/json' || type.endsWith('+json');
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (isJson && accepted !== 'multipart') return readJson(c);
  if (isForm && accepted !== 'json') return readForm(c, type);
  throw new HttpError(400, `Send the request body as ${EXPECTED[accepted]}.`);
}
