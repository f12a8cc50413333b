import fc from 'fast-check';
import type { z } from 'zod';
import { JSON_LIMIT_BYTES, uploadBodyLimitBytes } from '../../../server/http/routes';
import { type FileRule, MAX_FILE_BYTES } from '../../../server/uploads/uploads';
import type { Encoding } from './writeRoutes';

/** What the payload generators need to know about one create or update route. */
export interface WriteRoute {
  /** The body schema's fields (the shape of its zod object). */
  fields: Record<string, z.ZodType>;
  /** Upload fields and their rules. */
  files: Record<string, FileRule>;
  /** Encodings the route accepts. */
  encodings: Encoding[];
  /** Fields that name another record, with an id that does not exist and one of a deleted record. */
  references: Record<string, { missing: number; deleted: number }>;
  /** A valid body: every field (text values, numbers, flags) and every upload field. */
  valid: { values: Record<string, unknown>; files: Record<string, () => File> };
}

/** A request built only when it is sent, so that hundreds of cases never hold 5 MB bodies at once. */
export interface BadRequest {
  /** Short description for the report: `title=<NUL in text> (multipart)`. */
  label: string;
  build(): Promise<{ headers: Record<string, string>; body: BodyInit | undefined }>;
  /** Field errors: the answer must name at least one of these fields. */
  names?: string[];
}

/** One value put in place of a field's value, and what it is for the report. */
interface Malformed {
  value: unknown;
  why: string;
  /**
   * Text the API must refuse whatever the field (control characters; lone surrogates, which
   * only JSON can carry: a form's encoder replaces them), or undefined: the field's own
   * schema decides.
   */
  refusedText?: 'always' | 'json only';
}

const MEGABYTE = 1024 * 1024;

const SQL_AND_HTML = [
  "'; DROP TABLE organizations; --",
  '" OR 1=1 --',
  "1' UNION SELECT token_hash FROM sessions --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%_\\%',
  '{{7*7}} #{7*7} <%= 7*7 %>',
];

const UNICODE = [
  'Zoë Ünïcødé',
  '🎉👩‍👩‍👧',
  'ضياء',
  '\u202egnp.exe',
  'a\u0301\u0301\u0301',
  '\uFEFFbom',
];

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udfff', '\ud83d'];

const withWrongType = (value: unknown, why: string): Malformed => ({ value, why });

/** Values nobody should be able to store in some or all fields. */
const malformedValue: fc.Arbitrary<Malformed> = fc.oneof(
  fc.constant(withWrongType(undefined, 'missing')),
  fc.constant(withWrongType(null, 'null')),
  fc.boolean().map((value) => withWrongType(value, `boolean ${value}`)),
  fc
    .oneof(
      fc.integer(),
      fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MAX_VALUE),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
      fc.double(),
    )
    .map((value) => withWrongType(value, `number ${value}`)),
  fc
    .constantFrom(
      'NaN',
      'Infinity',
      '-Infinity',
      '1e999',
      '-1',
      '0',
      '0x10',
      '1.5',
      '2147483648',
      '9'.repeat(30),
      '12abc',
      '',
      '   ',
      '\t\n',
    )
    .map((value) => withWrongType(value, `text ${JSON.stringify(value)}`)),
  fc
    .array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 })
    .map((value) => withWrongType(value, 'array')),
  fc.object({ maxDepth: 1, maxKeys: 3 }).map((value) => withWrongType(value, 'object')),
  fc
    .tuple(
      fc.constantFrom(101, 121, 201, 256, 501, 2049, 10_001, 50_001),
      fc.constantFrom('x', 'é', '<', "'", '字'),
    )
    .map(([length, char]) => withWrongType(char.repeat(length), `text of ${length} × ${char}`)),
  fc
    .constantFrom(
      '2024-13-01T00:00:00Z',
      '2024-01-01T25:00:00Z',
      '0000-00-00',
      'tomorrow',
      '99999-01-01T00:00:00Z',
      '2024-01-01T00:00:00Z; DROP TABLE events',
      'javascript:alert(1)',
      'ftp://files.example/x',
      'data:text/html,<b>hi</b>',
      'http://',
      'example.org',
      'SOMETHING_ELSE',
      'not an e-mail',
      '1; DROP TABLE organizations',
      ...SQL_AND_HTML,
      ...UNICODE,
    )
    .map((value) => withWrongType(value, `text ${JSON.stringify(value)}`)),
  fc
    .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.constantFrom('Sample', '<b>x</b>', 'été'))
    .map(([control, text]) => ({
      value: `${text.slice(0, 2)}${control}${text.slice(2)}`,
      why: `text with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
      refusedText: 'always' as const,
    })),
  fc
    .tuple(fc.constantFrom(...LONE_SURROGATES), fc.constantFrom('Sample', 'é'))
    .map(([surrogate, text]) => ({
      value: `${text}${surrogate}x`,
      why: `text with lone surrogate U+${surrogate.charCodeAt(0).toString(16)}`,
      refusedText: 'json only' as const,
    })),
);

/** Fields a client has no business sending, with odd values. */
const extraFields = fc.dictionary(
  fc.constantFrom(
    'id',
    'created_by',
    'deleted_at',
    'deleted_by',
    '__proto__',
    'constructor',
    'unknown_field',
    'x'.repeat(300),
  ),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constantFrom(...SQL_AND_HTML)),
  { maxKeys: 3 },
);

/** A form sends text only: what arrives for a value, as a list of the field's entries. */
function formEntries(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(formEntries);
  if (typeof value === 'object' && value !== null) return [JSON.stringify(value)];
  // A form's encoder replaces unpaired surrogates with U+FFFD.
  return [String(value).replace(/\p{Cs}/gu, '\uFFFD')];
}

/** The value the server reads for a field sent as `value` in `encoding`. */
function receivedValue(encoding: Encoding, value: unknown): unknown {
  if (encoding === 'json') {
    const wrapped = JSON.parse(JSON.stringify({ value })) as { value?: unknown };
    return wrapped.value;
  }
  const entries = formEntries(value);
  return entries.length <= 1 ? entries[0] : entries;
}

/** True when the API must refuse this value for this field, as it arrives. */
function isRefused(route: WriteRoute, encoding: Encoding, field: string, bad: Malformed): boolean {
  if (bad.refusedText === 'always') return true;
  if (bad.refusedText === 'json only' && encoding === 'json') return true;
  const schema = route.fields[field];
  return schema !== undefined && !schema.safeParse(receivedValue(encoding, bad.value)).success;
}

/** A body of `values` (and files) in `encoding`; absent values are left out. */
export function encodedBody(
  encoding: Encoding,
  values: Record<string, unknown>,
  files: Record<string, File> = {},
): { headers: Record<string, string>; body: BodyInit } {
  if (encoding === 'json') {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) };
  }
  const entries = Object.entries(values).flatMap(([name, value]) =>
    formEntries(value).map((text) => [name, text] as const),
  );
  if (encoding === 'urlencoded') {
    return {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(entries.map(([name, text]) => [name, text])).toString(),
    };
  }
  const form = new FormData();
  for (const [name, text] of entries) form.append(name, text);
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  // The Request fills in the multipart Content-Type with its boundary.
  return { headers: {}, body: form };
}

/** The route's valid upload files, built fresh. */
const validFiles = (route: WriteRoute) =>
  Object.fromEntries(Object.entries(route.valid.files).map(([name, file]) => [name, file()]));

/** Encodings that carry every field of a valid body: only multipart carries files. */
function fieldEncodings(route: WriteRoute): Encoding[] {
  const needsFiles = Object.values(route.files).some((rule) => rule.required);
  return needsFiles ? ['multipart'] : route.encodings;
}

/** A valid body with one to three fields replaced by values the API must refuse, plus extra fields. */
function corruptedFields(route: WriteRoute): fc.Arbitrary<BadRequest> | undefined {
  const fields = Object.keys(route.fields);
  if (fields.length === 0) return undefined;
  const corruption = fc.record({ field: fc.constantFrom(...fields), bad: malformedValue });
  return fc
    .record({
      encoding: fc.constantFrom(...fieldEncodings(route)),
      first: corruption,
      more: fc.array(corruption, { maxLength: 2 }),
      extras: extraFields,
    })
    .filter(({ encoding, first }) => isRefused(route, encoding, first.field, first.bad))
    .map(({ encoding, first, more, extras }) => {
      // Further corruptions go to other fields: the first one stays the refused value.
      const others = more.filter(
        (change, index) =>
          change.field !== first.field &&
          more.findIndex((earlier) => earlier.field === change.field) === index,
      );
      const changes = [first, ...others];
      const values: Record<string, unknown> = { ...route.valid.values };
      for (const { field, bad } of changes) values[field] = bad.value;
      const body = { ...values, ...extras };
      const changed = [...new Set(changes.map((change) => change.field))];
      return {
        label: `${changes.map(({ field, bad }) => `${field}=${bad.why}`).join(', ')} (${encoding})`,
        names: changed,
        build: async () =>
          encodedBody(encoding, body, encoding === 'multipart' ? validFiles(route) : {}),
      };
    });
}

/** A valid body whose reference field names a record that does not exist or was deleted. */
function brokenReference(route: WriteRoute): fc.Arbitrary<BadRequest> | undefined {
  const fields = Object.keys(route.references);
  if (fields.length === 0) return undefined;
  return fc
    .record({
      encoding: fc.constantFrom(...fieldEncodings(route)),
      field: fc.constantFrom(...fields),
      kind: fc.constantFrom('missing' as const, 'deleted' as const),
      asText: fc.boolean(),
    })
    .map(({ encoding, field, kind, asText }) => {
      const id = route.references[field]?.[kind] as number;
      const values = { ...route.valid.values, [field]: asText ? String(id) : id };
      return {
        label: `${field}=${kind} id ${id} (${encoding})`,
        names: [field],
        build: async () =>
          encodedBody(encoding, values, encoding === 'multipart' ? validFiles(route) : {}),
      };
    });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Upload contents that no upload field takes (over 5 MB: a 413 naming the field). */
const WRONG_FILES = {
  'Windows executable named .png': () =>
    new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])], 'photo.png', {
      type: 'image/png',
    }),
  'HTML named .png': () =>
    new File(['<html><body><script>alert(1)</script></body></html>'], 'photo.png', {
      type: 'image/png',
    }),
  'text named .png': () => new File(['just some text'], 'photo.png', { type: 'image/png' }),
  'empty file': () => new File([], 'photo.png', { type: 'image/png' }),
  'SVG with a script': () =>
    new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'icon.svg',
      { type: 'image/svg+xml' },
    ),
  'file over 5 MB': () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1);
    bytes.set(PNG_SIGNATURE);
    return new File([bytes], 'huge.png', { type: 'image/png' });
  },
} satisfies Record<string, () => File>;

/** Contents only `svg` fields refuse: image fields take a PNG by its bytes, whatever its name. */
const WRONG_FOR_SVG = {
  'PNG named .svg': () =>
    new File([new Uint8Array(PNG_SIGNATURE)], 'icon.svg', { type: 'image/svg+xml' }),
} satisfies Record<string, () => File>;

/** A valid multipart body with one upload replaced by a file of the wrong kind or size. */
function wrongFile(route: WriteRoute): fc.Arbitrary<BadRequest> | undefined {
  const fields = Object.keys(route.files);
  if (fields.length === 0) return undefined;
  return fc
    .constantFrom(...fields)
    .chain((field) => {
      const wrong: Record<string, () => File> =
        route.files[field]?.kind === 'svg' ? { ...WRONG_FILES, ...WRONG_FOR_SVG } : WRONG_FILES;
      return fc.constantFrom(...Object.keys(wrong)).map((content) => ({ field, content, wrong }));
    })
    .map(({ field, content, wrong }) => ({
      label: `${field}=${content} (multipart)`,
      names: [field],
      build: async () =>
        encodedBody('multipart', route.valid.values, {
          ...validFiles(route),
          [field]: (wrong[content] as () => File)(),
        }),
    }));
}

const transport = (
  label: string,
  build: () => Promise<{ headers: Record<string, string>; body: BodyInit | undefined }>,
): BadRequest => ({ label, build });

/** The bytes and Content-Type a multipart body of `values` and `files` has on the wire. */
async function multipartBytes(values: Record<string, unknown>, files: Record<string, File>) {
  const { body } = encodedBody('multipart', values, files);
  const response = new Response(body);
  return {
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Bodies that are wrong on the wire: type, syntax, truncation or size. */
function badTransport(route: WriteRoute): fc.Arbitrary<BadRequest> {
  const json = JSON.stringify(route.valid.values);
  const takesJson = route.encodings.includes('json');
  const takesForms = route.encodings.includes('multipart');
  const fileFields = Object.keys(route.files).length;
  const bodyLimit = fileFields > 0 ? uploadBodyLimitBytes(fileFields) : JSON_LIMIT_BYTES;
  const firstField = Object.keys(route.fields)[0] ?? 'name';

  const wrongType = fc
    .constantFrom(
      'text/plain',
      'text/plain;charset=utf-8',
      'application/xml',
      'application/octet-stream',
      'application/javascript',
      ...(takesJson ? [] : ['application/json']),
      ...(takesForms
        ? []
        : ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']),
    )
    .map((type) =>
      transport(`JSON sent as ${type}`, async () => ({
        headers: { 'Content-Type': type },
        body: type.startsWith('multipart') ? '--x\r\n' : json,
      })),
    );
  const noType = fc.constant(
    transport('JSON without Content-Type', async () => ({
      headers: {},
      body: new TextEncoder().encode(json),
    })),
  );
  const formAsJson = fc.constant(
    transport('form data labelled application/json', async () => ({
      headers: { 'Content-Type': 'application/json' },
      body: new URLSearchParams(
        Object.entries(route.valid.values).map(([name, value]) => [name, String(value)]),
      ).toString(),
    })),
  );
  const malformedJson = fc
    .oneof(
      fc
        .integer({ min: 1, max: Math.max(1, json.length - 1) })
        .map((cut) => ({ text: json.slice(0, cut), why: `JSON cut at ${cut}` })),
      fc.constantFrom(
        { text: `{"${firstField}": NaN}`, why: 'JSON with NaN' },
        { text: `{"${firstField}": Infinity}`, why: 'JSON with Infinity' },
        { text: `{"${firstField}": -Infinity}`, why: 'JSON with -Infinity' },
        { text: `{'${firstField}': 'x'}`, why: 'single-quoted JSON' },
        { text: `${json.slice(0, -1)},}`, why: 'JSON with a trailing comma' },
        { text: `${json}${json}`, why: 'two JSON objects' },
        { text: '[]', why: 'a JSON array' },
        { text: 'null', why: 'JSON null' },
        { text: '42', why: 'a JSON number' },
        { text: '"text"', why: 'a JSON string' },
        { text: '{"a":'.repeat(5000), why: 'deeply nested, unfinished JSON' },
      ),
    )
    .filter(({ text }) => {
      try {
        const parsed: unknown = JSON.parse(text);
        return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
      } catch {
        return true;
      }
    })
    .map(({ text, why }) =>
      transport(why, async () => ({ headers: { 'Content-Type': 'application/json' }, body: text })),
    );
  const oversized = fc.constant(
    transport(`body over ${bodyLimit / MEGABYTE} MB`, async () => {
      const values = { ...route.valid.values, [firstField]: 'x'.repeat(bodyLimit + 1) };
      if (takesJson && Object.keys(route.files).length === 0) {
        return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) };
      }
      return encodedBody('multipart', values);
    }),
  );
  const truncatedMultipart = fc.integer({ min: 0, max: 999 }).map((permille) =>
    transport(`multipart cut at ${permille / 10}%`, async () => {
      const { contentType, bytes } = await multipartBytes(route.valid.values, validFiles(route));
      const boundary = contentType.split('boundary=')[1] ?? '';
      // Anywhere before the closing boundary: the body is incomplete.
      const closing = `\r\n--${boundary}--`.length + 2;
      const cut = Math.floor(((bytes.length - closing) * permille) / 1000);
      return { headers: { 'Content-Type': contentType }, body: bytes.slice(0, cut) };
    }),
  );
  const brokenMultipart = fc
    .constantFrom(
      { type: 'multipart/form-data', why: 'multipart without a boundary' },
      { type: 'multipart/form-data; boundary=not-the-one', why: 'multipart with another boundary' },
    )
    .map(({ type, why }) =>
      transport(why, async () => {
        const { bytes } = await multipartBytes(route.valid.values, validFiles(route));
        return { headers: { 'Content-Type': type }, body: bytes };
      }),
    );

  return fc.oneof(
    wrongType,
    noType,
    oversized,
    ...(takesJson ? [formAsJson, malformedJson] : []),
    ...(takesForms ? [truncatedMultipart, brokenMultipart] : []),
  );
}

/**
 * Requests to a create or update route that the API must refuse: a valid body with fields
 * corrupted (checked against the field's schema as the field arrives, or text with control
 * characters), a reference to a missing or deleted record, a wrong or oversized file, or a body
 * that is wrong on the wire.
 */
export function badRequests(route: WriteRoute): fc.Arbitrary<BadRequest> {
  const kinds = [
    { weight: 5, arbitrary: corruptedFields(route) },
    { weight: 2, arbitrary: brokenReference(route) },
    { weight: 2, arbitrary: wrongFile(route) },
    { weight: 2, arbitrary: badTransport(route) },
  ].filter((kind): kind is { weight: number; arbitrary: fc.Arbitrary<BadRequest> } =>
    Boolean(kind.arbitrary),
  );
  return fc.oneof(...kinds);
}

/** A valid body of the route in `encoding` (files only in multipart). */
export function validBody(route: WriteRoute, encoding: Encoding) {
  return encodedBody(
    encoding,
    route.valid.values,
    encoding === 'multipart' ? validFiles(route) : {},
  );
}
