import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import type { Lifecycle } from '../../server/lifecycle';
import { routeTable } from '../../server/routes';
import { bearer, readJson, signedInServerForTests } from './support/server';

const signedIn = signedInServerForTests();

const post = (path: string, body: BodyInit, contentType?: string) =>
  signedIn.server.request(path, {
    method: 'POST',
    headers: { ...bearer(signedIn.token), ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });

describe('health and runtime config', () => {
  it('reports the process as live and ready, and the database as reachable', async () => {
    const response = await signedIn.server.request('/api/health');
    expect(response.status).toBe(200);
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(await readJson(response)).toEqual({
      data: { status: 'ok', phase: 'serving', database: expected, database_state: 'ok' },
    });
    const ready = await signedIn.server.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toEqual({
      data: { status: 'ready', database: expected, database_state: 'ok' },
    });
  });

  it('stays live but answers not ready when the database is unreachable', async () => {
    let reachable = true;
    const flaky: Database = {
      ...signedIn.server.db,
      query: (sql, params) =>
        reachable
          ? signedIn.server.db.query(sql, params)
          : Promise.reject(new Error('connection refused')),
    };
    const app = await createApp({ db: flaky, config: signedIn.server.config });
    reachable = false;
    const live = await app.request('/api/health');
    expect(live.status).toBe(200);
    expect(await readJson(live)).toMatchObject({ data: { database_state: 'unreachable' } });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await readJson(ready)).toEqual({ message: 'Not ready: the database is unreachable.' });
  });

  it('answers not ready once the server is shutting down', async () => {
    const lifecycle: Lifecycle = { phase: 'serving' };
    const app = await createApp({
      db: signedIn.server.db,
      config: signedIn.server.config,
      lifecycle,
    });
    expect((await app.request('/api/health/ready')).status).toBe(200);
    lifecycle.phase = 'stopping';
    const stopping = await app.request('/api/health/ready');
    expect(stopping.status).toBe(503);
    expect(await readJson(stopping)).toEqual({
      message: 'Not ready: the server is shutting down.',
    });
    expect(await readJson(await app.request('/api/health'))).toMatchObject({
      data: { phase: 'stopping' },
    });
  });

  it('serves the console runtime config as JavaScript', async () => {
    const response = await signedIn.server.request('/app-config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe(
      'window.__APP_CONFIG__ = {"apiUrl":"/api","archiveTab":true};\n',
    );
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await signedIn.server.request('/api/admin/nothing-here', {
      headers: bearer(signedIn.token),
    });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({
      message: 'No such endpoint: GET /api/admin/nothing-here',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post(
      '/api/admin/company-links',
      '{"name": "Acme", ',
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a JSON array body with 400', async () => {
    const response = await post('/api/admin/company-links', '[1]', 'application/json');
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('The request body must be a JSON object.');
  });

  it('answers an unsupported content type with 400', async () => {
    const response = await post('/api/admin/company-links', 'name=x', 'text/plain');
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/JSON or form data/);
  });

  it('answers a truncated multipart body with 400', async () => {
    const boundary = 'XyZ';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme`;
    const response = await post(
      '/api/admin/company-links',
      truncated,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/form data could not be read/);
  });

  it('names every invalid field in the message and explains each one in errors', async () => {
    const response = await post(
      '/api/admin/company-links',
      JSON.stringify({ name: '', url: 'ftp://x' }),
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      message: 'Invalid fields: name, url',
      errors: { name: 'Required', url: 'Must be a valid http(s) URL' },
    });
  });

  it('says "Required" only for a missing or blank field, and what is wrong otherwise', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Required'],
      [null, 'Required'],
      ['   ', 'Required'],
      [['a', 'b'], 'Must be text, not a list'],
      [{ text: 'a' }, 'Must be text, not an object'],
      [42, 'Must be text, not a number'],
      [true, 'Must be text, not true or false'],
      ['x'.repeat(121), 'Must be at most 120 characters'],
    ];
    for (const [name, message] of cases) {
      const response = await post(
        '/api/admin/company-links',
        JSON.stringify({ name, url: 'https://example.org' }),
        'application/json',
      );
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await readJson(response)).toEqual({
        message: 'Invalid fields: name',
        errors: { name: message },
      });
    }
  });

  it('asks for a form field sent twice to be sent once, as multipart and urlencoded', async () => {
    const form = new FormData();
    form.append('name', 'Acme');
    form.append('name', 'Acme again');
    form.set('url', 'https://example.org');
    const urlencoded = 'name=Acme&name=Acme%20again&url=https%3A%2F%2Fexample.org';
    for (const response of [
      await post('/api/admin/company-links', form),
      await post('/api/admin/company-links', urlencoded, 'application/x-www-form-urlencoded'),
    ]) {
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        message: 'Invalid fields: name',
        errors: { name: 'Send this field once' },
      });
    }
  });

  it('answers an invalid id in the path with 400, and an out-of-range one too (never 500)', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const response = await signedIn.server.request(`/api/admin/company-link/${id}`, {
        method: 'DELETE',
        headers: bearer(signedIn.token),
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toBe('Invalid fields: id');
    }
  });

  it('answers a path id that is not plain digits with 400, though a number reads it', async () => {
    for (const id of ['0x10', '1e3', '%201', '%2B1', '01']) {
      const response = await signedIn.server.request(`/api/admin/company-link/${id}`, {
        method: 'DELETE',
        headers: bearer(signedIn.token),
      });
      expect(response.status, id).toBe(400);
      expect(await readJson(response)).toEqual({
        message: 'Invalid fields: id',
        errors: { id: 'Must be written in plain digits, like 12' },
      });
    }
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024), url: 'https://example.org' });
    const response = await post('/api/admin/company-links', body, 'application/json');
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({
      message: 'The request body is larger than the 1 MB limit.',
    });
  });

  it('applies the 1 MB limit to a streamed body without Content-Length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await signedIn.server.request('/api/admin/company-links', {
      method: 'POST',
      headers: { ...bearer(signedIn.token), 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('OpenAPI document', () => {
  it('is served to a signed-in administrator only', async () => {
    const response = await signedIn.server.request('/api/openapi.json');
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toMatch(/Sign in/);
  });

  it('describes every declared route with its security', async () => {
    const response = await signedIn.server.request('/api/openapi.json', {
      headers: bearer(signedIn.token),
    });
    expect(response.status).toBe(200);
    const document = await readJson<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { security: unknown[]; requestBody?: { content: Record<string, unknown> } }>
      >;
    }>(response);
    expect(document.openapi).toBe('3.1.0');
    for (const definition of routeTable) {
      const operation = document.paths[definition.path]?.[definition.method];
      expect(operation, `${definition.method} ${definition.path}`).toBeDefined();
      expect(operation?.security.length === 0).toBe(Boolean(definition.public));
    }
    const create = document.paths['/api/admin/company-links']?.post;
    expect(Object.keys(create?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
  });
});

describe('configuration', () => {
  it('refuses local sign-in mode on an address other than loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(loadConfig({ HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'id' }).localSignIn).toBe(false);
    expect(loadConfig({ HOST: '::1' }).localSignIn).toBe(true);
  });

  it('reads the defaults and the admin list', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' A@x.org ,b@y.org,' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      adminEmails: ['a@x.org', 'b@y.org'],
      localAdminEmail: 'admin@localhost',
      sessionTtlHours: 12,
      publicApiUrl: '/api',
    });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('operations settings', () => {
  it('read the log level and format, HTTPS and the shutdown deadline, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      logLevel: 'info',
      logFormat: undefined,
      servedOverHttps: false,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        LOG_LEVEL: 'Debug',
        LOG_FORMAT: 'json',
        SERVED_OVER_HTTPS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '2.5',
      }),
    ).toMatchObject({
      logLevel: 'debug',
      logFormat: 'json',
      servedOverHttps: true,
      shutdownTimeoutMs: 2500,
    });
  });

  it('stop the start with a message naming each bad value', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty');
    expect(() => loadConfig({ SERVED_OVER_HTTPS: 'yes' })).toThrow(
      'SERVED_OVER_HTTPS must be true, 1, false or 0',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });
});
