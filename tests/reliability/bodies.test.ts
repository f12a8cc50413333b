import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { MAX_FORM_ENTRIES } from '../../server/http/body';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../../server/http/jsonBody';
import {
  type AppEnv,
  acceptsBody,
  JSON_LIMIT_BYTES,
  type RouteDefinition,
  uploadBodyLimitBytes,
} from '../../server/http/routes';
import { bearer, startTestServer, type TestServer } from '../api/support/server';
import { changedTables, snapshotDatabase } from './support/databaseSnapshot';
import { encodedBody } from './support/payloads';
import { report } from './support/report';
import { encodingsOf, routeName, validValues, writeRoutes } from './support/writeRoutes';

/*
 * Bodies whose structure, not their size, is the attack: a 160 KB form of 40,000 fields once
 * held the server (every request, health included) for 12-15 s. Every write route of the route
 * table gets them in every encoding it takes; each must be refused with a message saying what
 * is wrong, before the body is parsed, and change nothing.
 */

/** The attack: `a=1` sent this many times after a valid body. */
const REPEATS = 40_000;
/** `[[[[…]]]]` this deep, and a list of this many numbers. */
const JSON_DEPTH = 100_000;
const JSON_NUMBERS = 500_000;

interface Flood {
  label: string;
  headers: Record<string, string>;
  body: string;
  /** The code of the message the refusal must carry. */
  code: string;
  /** What must never run on this body: it is refused from a count of its bytes. */
  notParsed: 'form' | 'json' | undefined;
}

const BOUNDARY = 'flood';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The largest multipart body a route reads (a bigger one is a 413 before it is looked at). */
const multipartLimit = (definition: RouteDefinition) => {
  const files = Object.keys(definition.files ?? {}).length;
  return files > 0 ? uploadBodyLimitBytes(files) : JSON_LIMIT_BYTES;
};

/** A valid-looking body of `definition` followed by thousands of fields, in each encoding it takes. */
function floods(definition: RouteDefinition): Flood[] {
  const values = validValues(definition, { idOf: () => 1, localCredential: 'credential' });
  const encodings = encodingsOf(definition);
  const made: Flood[] = [];
  if (encodings.includes('urlencoded')) {
    const { headers, body } = encodedBody('urlencoded', values);
    made.push({
      label: `${REPEATS.toLocaleString('en')} fields (urlencoded)`,
      headers,
      body: `${String(body)}&${'a=1&'.repeat(REPEATS)}`,
      code: 'form_too_many_fields',
      notParsed: 'form',
    });
  }
  if (encodings.includes('multipart')) {
    const fields = Object.entries(values).map(([name, value]) => part(name, String(value)));
    const end = `--${BOUNDARY}--\r\n`;
    const room = multipartLimit(definition) - fields.join('').length - end.length;
    const parts = Math.min(REPEATS, Math.floor(room / part('a', '1').length));
    made.push({
      label: `${parts.toLocaleString('en')} parts (multipart)`,
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: `${fields.join('')}${part('a', '1').repeat(parts)}${end}`,
      code: 'form_too_many_fields',
      notParsed: 'form',
    });
  }
  if (encodings.includes('json')) {
    const field = JSON.stringify(Object.keys(values)[0] ?? 'a');
    const json = { 'Content-Type': 'application/json' };
    made.push(
      {
        label: `JSON nested ${JSON_DEPTH.toLocaleString('en')} deep`,
        headers: json,
        body: `{${field}:${'['.repeat(JSON_DEPTH)}${']'.repeat(JSON_DEPTH)}}`,
        code: 'body_too_deep',
        notParsed: 'json',
      },
      {
        label: `JSON list of ${JSON_NUMBERS.toLocaleString('en')} numbers`,
        headers: json,
        body: `{${field}:[${'0,'.repeat(JSON_NUMBERS - 1)}0]}`,
        code: 'body_too_many_values',
        notParsed: undefined,
      },
    );
  }
  return made;
}

let server: TestServer;
let app: Hono<AppEnv>;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signInLocal();
  // The same database through the app itself: the parsers it calls are the ones spied on.
  app = await createApp({ db: server.db, config: server.config });
});

afterAll(() => server?.close());

afterEach(() => {
  vi.restoreAllMocks();
});

/** The path a request goes to: the body is read before any record is looked up. */
const pathOf = (definition: RouteDefinition) => definition.path.replace('{id}', '1');

/**
 * The prototype that holds the platform's own `formData`: the node server replaces the global
 * Request and Response with light wrappers that hand their bodies to the platform's classes.
 */
function platformFormData(prototype: object): Request {
  for (let holder: object | null = prototype; holder; holder = Object.getPrototypeOf(holder)) {
    if (Object.getOwnPropertyDescriptor(holder, 'formData')?.configurable) return holder as Request;
  }
  throw new Error('No formData of the platform to watch');
}

/**
 * The parsers a refused body must never reach: the platform's form and JSON parsers, and the
 * decoding of an urlencoded form's fields one by one (a few calls elsewhere are not a parse).
 */
function spyOnParsers() {
  const forms = [Request.prototype, Response.prototype].map((prototype) =>
    vi.spyOn(platformFormData(prototype), 'formData'),
  );
  const fieldDecoding = vi.spyOn(globalThis, 'decodeURIComponent');
  const json = vi.spyOn(JSON, 'parse');
  return {
    formParsed: () =>
      forms.some((spy) => spy.mock.calls.length > 0) ||
      fieldDecoding.mock.calls.length > MAX_FORM_ENTRIES,
    jsonParsed: (text: string) => json.mock.calls.some(([parsed]) => parsed === text),
  };
}

describe('Bodies of thousands of fields or deep nesting: refused before they are parsed, on every write route', () => {
  it('covers write routes that take forms and routes that take JSON', () => {
    const encodings = writeRoutes().flatMap(encodingsOf);
    expect(encodings).toContain('urlencoded');
    expect(encodings).toContain('multipart');
    expect(encodings).toContain('json');
  });

  for (const definition of writeRoutes()) {
    const name = routeName(definition);
    it(`${name}: repeated fields, deep and huge JSON are refused with a message, nothing changes`, async () => {
      const before = await snapshotDatabase(server.db);
      const violations: string[] = [];
      let serverErrors = 0;
      const cases = floods(definition);
      for (const flood of cases) {
        const parsers = spyOnParsers();
        const response = await app.request(pathOf(definition), {
          method: definition.method.toUpperCase(),
          headers: { ...flood.headers, ...(definition.public ? {} : bearer(token)) },
          body: flood.body,
        });
        const answer = (await response.json()) as { code?: string; message?: string };
        if (response.status >= 500) serverErrors += 1;
        const formParsed = parsers.formParsed();
        const jsonParsed = parsers.jsonParsed(flood.body);
        vi.restoreAllMocks();
        if (response.status !== 400 || answer.code !== flood.code || !answer.message) {
          violations.push(`${flood.label} -> ${response.status} ${JSON.stringify(answer)}`);
        }
        if (flood.notParsed === 'form' && formParsed) violations.push(`${flood.label}: parsed`);
        if (flood.notParsed === 'json' && jsonParsed) violations.push(`${flood.label}: parsed`);
      }
      const changed = changedTables(before, await snapshotDatabase(server.db));
      if (changed.length > 0) violations.push(`database changed: ${changed.join(', ')}`);
      const health = await server.request('/api/health');
      if (health.status !== 200) violations.push(`health answered ${health.status} after`);
      report({
        category: 'Bad input',
        check: `${name}: thousands of fields, deep and huge JSON`,
        tried: cases.length,
        serverErrors,
        violations: violations.length,
        detail: violations[0] ?? cases.map((flood) => flood.label).join(', '),
      });
      expect(violations).toEqual([]);
    });
  }
});

describe('The caps are far above what a client of the API sends', () => {
  it('a form of as many entries as the cap, a field sent that often, is read (and the repetition named)', async () => {
    const signIn = writeRoutes().find(
      (definition) => definition.public && acceptsBody(definition) === 'both',
    ) as RouteDefinition;
    const field = Object.keys(validValues(signIn, { localCredential: 'x' }))[0] as string;
    const response = await app.request(signIn.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${field}=x&`.repeat(MAX_FORM_ENTRIES),
    });
    const answer = (await response.json()) as { errors?: Record<string, string> };
    expect(response.status).toBe(400);
    expect(answer.errors).toEqual({ [field]: 'Send this field once' });
  });

  it('JSON as deep as the cap and with as many values is read', async () => {
    const bulk = writeRoutes().find((definition) => definition.path.endsWith('/bulk'));
    expect(bulk).toBeDefined();
    const path = (bulk as RouteDefinition).path;
    const post = (body: string) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body,
      });
    // Nested as deep as the cap allows (the object itself is level 1): the ids are refused
    // by the route's own rules, not by the reader.
    const nested = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const deep = await post(`{"action":"delete","ids":${nested}}`);
    expect(((await deep.json()) as { code?: string }).code).toBe('invalid_fields');
    // The object, its two fields and the ids: exactly the cap.
    const ids = Array.from({ length: MAX_JSON_VALUES - 3 }, () => 1);
    const many = await post(JSON.stringify({ action: 'delete', ids }));
    expect(((await many.json()) as { code?: string }).code).toBe('invalid_fields');
    const over = await post(JSON.stringify({ action: 'delete', ids: [...ids, 1] }));
    expect(((await over.json()) as { code?: string }).code).toBe('body_too_many_values');
  });
});

/** Sends a body over a real connection while health probes go out beside it. */
async function withProbe(path: string, headers: Record<string, string>, body: string) {
  const started = performance.now();
  const big = server.request(path, { method: 'POST', headers, body }).then(async (response) => ({
    status: response.status,
    code: ((await response.json()) as { code?: string }).code,
    ms: performance.now() - started,
  }));
  const probeStarted = performance.now();
  const probe = server.request('/api/health').then((response) => ({
    status: response.status,
    ms: performance.now() - probeStarted,
  }));
  return { big: await big, probe: await probe };
}

describe('Over a real connection, the server keeps answering while it refuses such bodies', () => {
  it('sign-in and an upload route refuse 40,000 fields and still answer a health probe sent beside them', async () => {
    const signIn = writeRoutes().find((definition) => definition.public) as RouteDefinition;
    const upload = writeRoutes().find(
      (definition) => definition.method === 'post' && definition.files,
    ) as RouteDefinition;
    const sent = [signIn, upload].flatMap((definition) =>
      floods(definition).map((flood) => ({ definition, flood })),
    );
    const results: string[] = [];
    const violations: string[] = [];
    let slowestProbe = 0;
    let serverErrors = 0;
    for (const { definition, flood } of sent) {
      const headers = { ...flood.headers, ...(definition.public ? {} : bearer(token)) };
      const { big, probe } = await withProbe(definition.path, headers, flood.body);
      slowestProbe = Math.max(slowestProbe, probe.ms);
      serverErrors += [big.status, probe.status].filter((status) => status >= 500).length;
      results.push(
        `${routeName(definition)} ${flood.label}: ${big.status} in ${Math.round(big.ms)} ms`,
      );
      if (big.status !== 400 || big.code !== flood.code) {
        violations.push(`${routeName(definition)} ${flood.label} -> ${big.status} ${big.code}`);
      }
      if (probe.status !== 200) violations.push(`health probe -> ${probe.status}`);
    }
    report({
      category: 'Bad input',
      check: 'Thousands of fields and deep JSON over a real connection, with a health probe',
      tried: sent.length * 2,
      serverErrors,
      violations: violations.length,
      // Measured, not asserted: how long the server was busy with the worst body.
      detail:
        violations[0] ??
        `slowest health probe ${Math.round(slowestProbe)} ms; ${results.join('; ')}`,
    });
    expect(violations).toEqual([]);
  });
});
