import type { Context } from 'hono';
import { HttpError } from './errors';
import type { BodyTypes } from './routes';

export interface ReceivedBody {
  /** Text fields (JSON values as sent; form fields as strings, arrays when repeated). */
  values: Record<string, unknown>;
  /** Files of a form body, by field name; empty file inputs are left out. */
  files: Record<string, File>;
}

const EXPECTED: Record<BodyTypes, string> = {
  json: 'JSON (Content-Type: application/json)',
  multipart: 'form data (Content-Type: multipart/form-data)',
  both: 'JSON or form data (Content-Type: application/json or multipart/form-data)',
};

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function readJson(c: Context): Promise<ReceivedBody> {
  const text = await c.req.text();
  if (text.trim() === '') return { values: {}, files: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return { values: parsed as Record<string, unknown>, files: {} };
}

async function readForm(c: Context): Promise<ReceivedBody> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, 'The form data could not be read: it is malformed or incomplete.');
  }
  const values: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') {
      // Browsers send an empty, nameless part for a file input left empty.
      if (value.size > 0 || value.name !== '') files[key] = value;
      continue;
    }
    const previous = values[key];
    if (previous === undefined) values[key] = value;
    else values[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return { values, files };
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
