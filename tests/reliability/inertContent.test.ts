import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { RouteDefinition } from '../../server/http/routes';
import { routeTable } from '../../server/routes';
import { checkUpload } from '../../server/uploads/uploads';
import { addressShape } from '../../shared/schemas/location';
import { testIdentityProvider } from '../api/support/identity';
import { startTestServer, type TestServer } from '../api/support/server';
import { type ApiAnswer, type ApiSession, apiSession } from '../browser/support/server';
import { changedTables, snapshotDatabase } from './support/databaseSnapshot';
import { report } from './support/report';
import {
  type Answered,
  answeredRecords,
  type Body,
  type CreatedRecord,
  createOneOfEach,
  declaredOnly,
  isUrlField,
  sendBody,
  validBodyOf,
  withXss,
  XSS_UPDATE_PAYLOADS,
  xssFields,
} from './support/storedContent';
import {
  bodyFields,
  createPathOf,
  createRoutes,
  recordPathOf,
  routeName,
  routesWithoutValidBody,
  SAFE_SVG,
  savesWithLocation,
  svgFile,
  updateRoutes,
} from './support/writeRoutes';

/** Schemes a stored link must never have; each variant is one a browser would still run or fetch. */
const NOT_HTTP_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example/x',
  '//evil.example/x',
];
const HTTP_URLS = ['https://example.com/ok', 'http://example.com/ok'];

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attributes = '') =>
  `<svg ${SVG_NS} ${XLINK_NS} viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** SVGs that could run script, fetch from elsewhere or expand entities when opened. */
const UNSAFE_SVGS: [string, string][] = [
  ['<script>', svg('<script>alert(1)</script>')],
  [
    'namespaced <svg:script>',
    `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>`,
  ],
  ['onload handler', svg('<rect width="5" height="5"/>', ' onload="alert(1)"')],
  ['onClick handler (mixed case)', svg('<rect width="5" height="5" onClick="alert(1)"/>')],
  ['javascript: href', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
  [
    'javascript: xlink:href',
    svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
  ],
  [
    'entity-encoded javascript: href',
    svg('<a href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>'),
  ],
  ['external <image href>', svg('<image href="https://evil.example/x.png" width="5" height="5"/>')],
  [
    'external <image xlink:href>',
    svg('<image xlink:href="http://evil.example/x.png" width="5" height="5"/>'),
  ],
  ['external <use href>', svg('<use href="https://evil.example/sprite.svg#a"/>')],
  ['external <use xlink:href>', svg('<use xlink:href="http://evil.example/sprite.svg#a"/>')],
  [
    'url(http...) in a style attribute',
    svg('<rect width="5" height="5" style="fill:url(http://evil.example/x)"/>'),
  ],
  [
    'url(https...) in a <style> element',
    svg('<style>rect{fill:url(https://evil.example/x)}</style><rect width="5" height="5"/>'),
  ],
  [
    '<foreignObject>',
    svg(
      '<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>',
    ),
  ],
  ['internal entity', `<!DOCTYPE svg [<!ENTITY x "boom">]>${svg('<text>&x;</text>')}`],
  [
    'external entity (XXE)',
    `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
  ],
  ['CSS-escaped @import', svg('<style>@\\69mport "https://evil.example/a.css";</style>')],
  [
    'CSS-escaped url() in a style attribute',
    svg('<rect width="5" height="5" style="fill:u\\72l(https://evil.example/x)"/>'),
  ],
  [
    'image-set() in a <style> element',
    svg('<style>rect{fill:image-set("https://evil.example/x" 1x)}</style>'),
  ],
  [
    '@import split by an XML comment',
    svg('<style>@imp<!---->ort "https://evil.example/a.css";</style>'),
  ],
  [
    'url(https...) in a fill attribute',
    svg('<rect width="5" height="5" fill="url(https://evil.example/x)"/>'),
  ],
  [
    '<set> to an external url()',
    svg(
      '<rect width="5" height="5"><set attributeName="fill" to="url(https://evil.example/x)"/></rect>',
    ),
  ],
  [
    'XHTML <meta> refresh',
    svg(
      '<meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example/"/>',
    ),
  ],
  ['undeclared entity', svg('<text>&foo;</text>')],
  [
    'XML Events handler',
    svg(
      '<rect width="5" height="5" ev:event="click"/>',
      ' xmlns:ev="http://www.w3.org/2001/xml-events"',
    ),
  ],
  [
    'DOCTYPE with external DTD',
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect width="5" height="5"/>')}`,
  ],
];

/** The only script origins the console may name besides itself: Google sign-in and maps. */
const GOOGLE_SCRIPT_ORIGINS = [
  'https://accounts.google.com',
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
];

const CONSOLE_DIR = 'dist';

/** The CSP's directives, by name, each with its source list. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/** Finds the object with `id` anywhere in an answer (an item, a list, a keyed map). */
function findRecord(value: unknown, id: number): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && (value as { id?: unknown }).id === id) {
    return value as Record<string, unknown>;
  }
  for (const child of Object.values(value)) {
    const found = findRecord(child, id);
    if (found) return found;
  }
  return undefined;
}

const fieldError = (answer: ApiAnswer, field: string) => answer.body.errors?.[field];

let server: TestServer;
let client: ApiSession;
/**
 * One record per create route, every text field holding an XSS payload: checked for the round
 * trip, and the targets of the updates.
 */
let base: Map<string, CreatedRecord>;
let labels = 0;
const nextLabel = () => `probe ${++labels}`;

const idOf = (path: string) => {
  const made = base.get(path);
  if (!made) throw new Error(`No base record for ${path}`);
  return made.record.id;
};
/** A valid body of a create or update route, unique names unique, with `changes` over it. */
const validBody = (route: RouteDefinition, changes: Body = {}): Body => ({
  ...validBodyOf(route, idOf, nextLabel()),
  ...changes,
});
const itemPath = (route: RouteDefinition) =>
  route.path.replace('{id}', String(idOf(createPathOf(route.path))));

beforeAll(async () => {
  server = await startTestServer();
  client = await apiSession(server.origin);
  base = await createOneOfEach(client, 'base', withXss);
});
afterAll(() => server?.close());

describe('Stored content is inert: the API', () => {
  it('has a valid body for every create route, so every one is covered', () => {
    expect(routesWithoutValidBody()).toEqual([]);
    expect([...base.keys()].sort()).toEqual(
      createRoutes()
        .map((route) => route.path)
        .sort(),
    );
  });

  // First: the later checks update the records it reads back.
  it('gives back every text field exactly as sent, script and markup included', async () => {
    const violations: string[] = [];
    let serverErrors = 0;
    let tried = 0;
    /** The record at its own path and, for a save with its location, that location. */
    const readBack = async (route: RouteDefinition, id: number): Promise<Answered> => {
      const path = recordPathOf(route.path);
      const itemRoute = routeTable.find(
        (candidate) => candidate.method === 'get' && candidate.path === `${path}/{id}`,
      );
      const answer = await client.call(itemRoute ? `${path}/${id}` : path);
      if (answer.status >= 500) serverErrors++;
      const record = findRecord(answer.body, id);
      if (!savesWithLocation(route)) return { record };
      const location = await client.call(`/api/admin/location/${record?.location_id}`);
      return { record, location: location.body.data?.location as Answered['location'] };
    };
    const compare = (
      where: string,
      route: RouteDefinition,
      sent: Body,
      fields: string[],
      got: Answered,
    ) => {
      for (const field of fields) {
        tried++;
        const holder =
          savesWithLocation(route) && field in addressShape ? got.location : got.record;
        if (holder?.[field] !== sent[field]) {
          violations.push(
            `${where} ${field}: sent ${JSON.stringify(sent[field])}, got ${JSON.stringify(holder?.[field])}`,
          );
        }
      }
    };
    for (const { route, body, record, location } of base.values()) {
      const { textFields } = xssFields(route, body);
      compare(routeName(route), route, body, textFields, { record, location });
      compare(
        `GET after ${routeName(route)}`,
        route,
        body,
        textFields,
        await readBack(route, record.id),
      );

      const update = updateRoutes().find(
        (candidate) => createPathOf(candidate.path) === route.path,
      );
      if (!update) continue;
      const edited = xssFields(update, declaredOnly(update, body), XSS_UPDATE_PAYLOADS);
      const path = update.path.replace('{id}', String(record.id));
      const answer = await sendBody(client, update, path, edited.body);
      if (answer.status >= 500) serverErrors++;
      if (answer.status !== 200) {
        violations.push(`${routeName(update)} with XSS text -> ${answer.status}`);
        continue;
      }
      compare(routeName(update), update, edited.body, edited.textFields, answeredRecords(answer));
      compare(
        `GET after ${routeName(update)}`,
        update,
        edited.body,
        edited.textFields,
        await readBack(route, record.id),
      );
    }
    report({
      category: 'Inert content',
      check:
        'Text fields (names, titles, descriptions, urls) round-trip <script>/<img onerror> as text',
      tried,
      serverErrors,
      violations: violations.length,
      detail:
        violations[0] ??
        `${createRoutes().length} create and ${updateRoutes().length} update routes`,
    });
    expect(tried).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('refuses every non-http(s) scheme in every url field, naming the field, and takes http(s)', async () => {
    const writes = [...createRoutes(), ...updateRoutes()];
    const urlFields = writes.flatMap((route) =>
      Object.entries(bodyFields(route))
        .filter(([, field]) => isUrlField(field))
        .map(([name]) => ({ route, name })),
    );
    const violations: string[] = [];
    let serverErrors = 0;
    let tried = 0;
    for (const { route, name } of urlFields) {
      const isCreate = route.method === 'post';
      const send = (url: string) => {
        const path = isCreate ? route.path : itemPath(route);
        return sendBody(client, route, path, validBody(route, { [name]: url }));
      };
      for (const url of NOT_HTTP_URLS) {
        const before = await snapshotDatabase(server.db);
        const answer = await send(url);
        tried++;
        if (answer.status >= 500) serverErrors++;
        const changed = changedTables(before, await snapshotDatabase(server.db)).length > 0;
        if (answer.status !== 400 || !fieldError(answer, name) || changed) {
          violations.push(
            `${routeName(route)} ${name}=${JSON.stringify(url)} -> ${answer.status}${changed ? ', database changed' : ''}`,
          );
        }
      }
      for (const url of HTTP_URLS) {
        const answer = await send(url);
        tried++;
        if (answer.status >= 500) serverErrors++;
        if (answer.status !== (isCreate ? 201 : 200)) {
          violations.push(`${routeName(route)} ${name}=${url} refused: ${answer.status}`);
        }
      }
    }
    const routes = new Set(urlFields.map(({ route }) => routeName(route)));
    report({
      category: 'Inert content',
      check:
        'Url fields refuse javascript:, data:, vbscript:, file:, ftp: and //host; take http(s)',
      tried,
      serverErrors,
      violations: violations.length,
      detail: violations[0] ?? `${urlFields.length} url fields on ${routes.size} routes`,
    });
    expect(urlFields.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  describe('SVG uploads', () => {
    /** Upload fields whose rule takes an SVG at all (probed with a harmless one). */
    const svgUploads = async () => {
      const fields: { route: RouteDefinition; field: string }[] = [];
      for (const route of [...createRoutes(), ...updateRoutes()]) {
        for (const [field, rule] of Object.entries(route.files ?? {})) {
          if ('file' in (await checkUpload(svgFile(), rule))) fields.push({ route, field });
        }
      }
      return fields;
    };

    it('refuses scripts, handlers, javascript: links, external references and entities, writing nothing', async () => {
      const uploads = await svgUploads();
      expect(uploads.length).toBeGreaterThan(0);
      const violations: string[] = [];
      for (const route of new Set(uploads.map(({ route }) => route))) {
        const isCreate = route.method === 'post';
        const rowViolations: string[] = [];
        let serverErrors = 0;
        let tried = 0;
        for (const { field } of uploads.filter((upload) => upload.route === route)) {
          const send = (file: File) =>
            sendBody(
              client,
              route,
              isCreate ? route.path : itemPath(route),
              validBody(route, { [field]: file }),
            );
          for (const [name, text] of UNSAFE_SVGS) {
            const before = await snapshotDatabase(server.db);
            const answer = await send(svgFile(text));
            tried++;
            if (answer.status >= 500) serverErrors++;
            const changed = changedTables(before, await snapshotDatabase(server.db)).length > 0;
            if (answer.status !== 400 || !fieldError(answer, field) || changed) {
              rowViolations.push(
                `${field} with ${name} -> ${answer.status}${changed ? ', database changed' : ''}`,
              );
            }
          }
          const safe = await send(svgFile(SAFE_SVG));
          tried++;
          if (safe.status >= 500) serverErrors++;
          if (safe.status !== (isCreate ? 201 : 200)) {
            rowViolations.push(`${field} with a harmless SVG refused: ${safe.status}`);
          }
        }
        report({
          category: 'Inert content',
          check: `${routeName(route)}: unsafe SVG uploads refused, nothing written`,
          tried,
          serverErrors,
          violations: rowViolations.length,
          detail: rowViolations[0] ?? `${UNSAFE_SVGS.length} kinds of unsafe SVG per file field`,
        });
        violations.push(...rowViolations.map((violation) => `${routeName(route)} ${violation}`));
      }
      expect(violations).toEqual([]);
    });

    it('serves every stored file with nosniff and a sandboxing CSP that runs no script', async () => {
      const fileRoute = routeTable.find((route) => route.signedAccess && route.method === 'get');
      expect(fileRoute).toBeDefined();
      const files = await server.db.query<{ id: number; content_type: string }>(
        'SELECT id, content_type FROM files WHERE deleted_at IS NULL ORDER BY id',
      );
      const violations: string[] = [];
      let serverErrors = 0;
      for (const file of files) {
        const response = await fetch(
          `${server.origin}${fileRoute?.path.replace('{id}', String(file.id))}`,
          {
            headers: { Authorization: `Bearer ${client.token}` },
          },
        );
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors++;
        const policy = directives(response.headers.get('content-security-policy'));
        const scripts = policy.get('script-src') ?? policy.get('default-src');
        const problems = [
          response.status !== 200 && `status ${response.status}`,
          response.headers.get('x-content-type-options') !== 'nosniff' && 'no nosniff',
          response.headers.get('content-type') !== file.content_type && 'wrong content type',
          !policy.has('sandbox') && 'no sandbox',
          policy.get('sandbox')?.some((flag) => /allow-(scripts|same-origin)/i.test(flag)) &&
            'sandbox allows scripts',
          scripts?.join(' ') !== "'none'" && `script sources ${scripts?.join(' ')}`,
        ].filter(Boolean);
        if (problems.length > 0) violations.push(`file ${file.id}: ${problems.join(', ')}`);
      }
      report({
        category: 'Inert content',
        check: `${fileRoute ? routeName(fileRoute) : 'file route'}: nosniff and a sandboxing CSP`,
        tried: files.length,
        serverErrors,
        violations: violations.length,
        detail: violations[0],
      });
      expect(files.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    });
  });

  describe('the console page', () => {
    const configurations: [string, Record<string, string>, string[]][] = [
      ['local sign-in, no Google', {}, []],
      [
        'Google sign-in and maps configured',
        {
          GOOGLE_CLIENT_ID: 'directory.apps.googleusercontent.com',
          ADMIN_EMAILS: 'admin@example.com',
          GOOGLE_MAPS_API_KEY: 'maps-key',
        },
        GOOGLE_SCRIPT_ORIGINS,
      ],
    ];

    it.each(configurations)('allows scripts only from itself (%s)', async (name, env, allowed) => {
      expect(existsSync(`${CONSOLE_DIR}/index.html`), 'build the console first').toBe(true);
      const db = await openDatabase({});
      await migrate(db);
      const { identity } = await testIdentityProvider();
      const app = await createApp({
        db,
        config: loadConfig({ HOST: '127.0.0.1', PORT: '0', ...env }),
        identity,
        consoleDir: CONSOLE_DIR,
      });
      const pages = ['/', '/index.html', '/organizations', '/blog/1'];
      const violations: string[] = [];
      let serverErrors = 0;
      try {
        for (const path of pages) {
          const response = await app.request(path);
          await response.text();
          if (response.status >= 500) serverErrors++;
          const policy = directives(response.headers.get('content-security-policy'));
          const scriptDirectives = ['script-src', 'script-src-elem', 'script-src-attr']
            .map((directive) => policy.get(directive))
            .filter((sources): sources is string[] => sources !== undefined);
          const scripts =
            scriptDirectives.length > 0 ? scriptDirectives : [policy.get('default-src') ?? ['*']];
          const sources = scripts.flat();
          const unexpected = sources.filter(
            (source) => source !== "'self'" && !allowed.includes(source),
          );
          const problems = [
            response.status !== 200 && `status ${response.status}`,
            !response.headers.get('content-type')?.startsWith('text/html') && 'not HTML',
            !sources.includes("'self'") && "no 'self'",
            unexpected.length > 0 && `script sources ${unexpected.join(' ')}`,
            allowed.some((origin) => !sources.includes(origin)) &&
              'a configured Google origin is missing',
            policy.get('object-src')?.join(' ') !== "'none'" && "object-src is not 'none'",
          ].filter(Boolean);
          if (problems.length > 0) violations.push(`GET ${path}: ${problems.join(', ')}`);
        }
      } finally {
        await db.close();
      }
      report({
        category: 'Inert content',
        check: `Console page CSP: scripts from itself only (${name})`,
        tried: pages.length,
        serverErrors,
        violations: violations.length,
        detail: violations[0],
      });
      expect(violations).toEqual([]);
    });
  });
});
