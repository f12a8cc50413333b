import { isUtf8 } from 'node:buffer';

/*
 * What a form body holds, read from its bytes in one pass before anything is built: how many
 * entries it has (so that a form of thousands of fields is refused before it is parsed), and
 * which text fields carry bytes that are not UTF-8 (a decoder would replace them silently).
 */

/** A form's entries, or why they cannot all be read as text. */
export type FormScan =
  | {
      kind: 'read';
      /** Fields whose text is not UTF-8, by name. */
      notUtf8: string[];
      /** The entries, for an urlencoded body; a multipart body is parsed by the platform. */
      entries?: [string, string][];
    }
  /** More entries than `maxEntries`: counting stopped there. */
  | { kind: 'too many' }
  /** A field name that is not UTF-8: the field cannot be named. */
  | { kind: 'name not utf-8' };

const AMPERSAND = 0x26;
const EQUALS = 0x3d;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** `%` not followed by two hex digits stays a `%`, as browsers read it. */
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/** One name or value of an urlencoded body as text, or undefined when its bytes are not UTF-8. */
function formText(bytes: Uint8Array): string | undefined {
  let encoded: string;
  try {
    encoded = strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' ').replace(LONE_PERCENT, '%25'));
  } catch {
    // Escapes that spell bytes which are not UTF-8 (`%FF`).
    return undefined;
  }
}

/**
 * An `application/x-www-form-urlencoded` body, read as browsers do (`+` is a space, empty
 * pieces are skipped), except that text whose bytes are not UTF-8 is reported, not replaced.
 * The pieces are counted first, so a body over `maxEntries` costs one pass over its bytes.
 */
export function scanUrlencoded(bytes: Uint8Array, maxEntries: number): FormScan {
  const pieces: [number, number][] = [];
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length && bytes[index] !== AMPERSAND) continue;
    if (index > start) {
      if (pieces.length === maxEntries) return { kind: 'too many' };
      pieces.push([start, index]);
    }
    start = index + 1;
  }
  const entries: [string, string][] = [];
  const notUtf8: string[] = [];
  for (const [from, to] of pieces) {
    const piece = bytes.subarray(from, to);
    const equals = piece.indexOf(EQUALS);
    const name = formText(equals === -1 ? piece : piece.subarray(0, equals));
    if (name === undefined) return { kind: 'name not utf-8' };
    const value = equals === -1 ? '' : formText(piece.subarray(equals + 1));
    if (value === undefined) notUtf8.push(name);
    else entries.push([name, value]);
  }
  return { kind: 'read', entries, notUtf8 };
}

const encoder = new TextEncoder();
const CRLF = encoder.encode('\r\n');
const HEADERS_END = encoder.encode('\r\n\r\n');

/** A part's field name, and whether it is a file, from its Content-Disposition. */
const NAME = /\bname="([^"]*)"/i;
const FILENAME = /;\s*filename\*?=/i;

/**
 * A `multipart/form-data` body's parts, found by their delimiters (`--boundary`): counted up
 * to `maxEntries`, and each text part (one without a file name) checked for bytes that are not
 * UTF-8. Each search starts where the last one ended, so the scan is one pass over the bytes.
 * A body too malformed to scan is left to the platform's parser, which refuses it.
 */
export function scanMultipart(bytes: Uint8Array, boundary: string, maxEntries: number): FormScan {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = encoder.encode(`--${boundary}`);
  const nextDelimiter = encoder.encode(`\r\n--${boundary}`);
  const notUtf8: string[] = [];
  let parts = 0;
  let position = buffer.indexOf(delimiter);
  if (position === -1) return { kind: 'read', notUtf8 };
  position += delimiter.length;
  for (;;) {
    if (buffer.indexOf(CRLF, position) !== position) break;
    const headersEnd = buffer.indexOf(HEADERS_END, position);
    if (headersEnd === -1) break;
    const bodyStart = headersEnd + HEADERS_END.length;
    const bodyEnd = buffer.indexOf(nextDelimiter, bodyStart);
    if (bodyEnd === -1) break;
    parts += 1;
    if (parts > maxEntries) return { kind: 'too many' };
    // Byte for byte, so that a file name in another encoding is left to the platform.
    const headers = buffer.toString('latin1', position + CRLF.length, headersEnd);
    const nameBytes = Buffer.from(NAME.exec(headers)?.[1] ?? '', 'latin1');
    if (!isUtf8(nameBytes)) return { kind: 'name not utf-8' };
    if (!FILENAME.test(headers) && !isUtf8(buffer.subarray(bodyStart, bodyEnd))) {
      notUtf8.push(nameBytes.toString('utf8'));
    }
    position = bodyEnd + nextDelimiter.length;
  }
  return { kind: 'read', notUtf8 };
}
