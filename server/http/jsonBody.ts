import { messageText } from '../../shared/messages';
import { MAX_BULK_IDS } from '../../shared/resources/bulk';
import { HttpError, invalidFields } from './errors';

/** How deep a JSON body may nest lists and objects: the API's bodies nest two levels. */
export const MAX_JSON_DEPTH = 16;
/** At most this many values in a JSON body: the longest list the API takes is a bulk action's ids. */
export const MAX_JSON_VALUES = 10 * MAX_BULK_IDS;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests lists or objects deeper than `max`, read before it is parsed: the
 * platform's parser takes most of a second over a megabyte of `[[[[…`. One pass, strings skipped.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Whether a parsed JSON value holds more than `max` values, counted without recursion. */
function holdsMoreThan(value: unknown, max: number): boolean {
  const pending: object[] = [];
  let values = 1;
  if (typeof value === 'object' && value !== null) pending.push(value);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const children: unknown[] = Array.isArray(next) ? next : Object.values(next);
    values += children.length;
    if (values > max) return true;
    for (const child of children) {
      if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
  return false;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text as a body's object of fields; 400 when it is not JSON, not an object, or beyond the caps. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, messageText('body_too_deep', { max: MAX_JSON_DEPTH }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, messageText('body_not_json'));
  }
  if (holdsMoreThan(parsed, MAX_JSON_VALUES)) {
    throw new HttpError(400, messageText('body_too_many_values', { max: MAX_JSON_VALUES }));
  }
  if (!isPlainObject(parsed)) throw new HttpError(400, messageText('body_not_object'));
  return parsed;
}

const REPLACEMENT = '\uFFFD';
const REPLACEMENT_BYTES = Buffer.from(REPLACEMENT);

/**
 * The 400 for a JSON body whose bytes are not all UTF-8. A lenient decoding reads each bad
 * sequence as U+FFFD, so the fields holding one are named, unless the body sent U+FFFD itself
 * (then which field had the bad bytes cannot be told) or the bad bytes are not in a value.
 */
export function notUtf8Json(bytes: Uint8Array): HttpError {
  const whole = new HttpError(400, messageText('body_invalid_utf8'));
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(REPLACEMENT_BYTES)) {
    return whole;
  }
  let fields: Record<string, unknown>;
  try {
    fields = parseJsonObject(new TextDecoder().decode(bytes));
  } catch {
    return whole;
  }
  if (Object.keys(fields).some((name) => name.includes(REPLACEMENT))) return whole;
  const errors = Object.entries(fields)
    .filter(([, value]) => JSON.stringify(value).includes(REPLACEMENT))
    .map(([name]) => [name, messageText('invalid_utf8')]);
  return errors.length > 0 ? invalidFields(Object.fromEntries(errors)) : whole;
}
