import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStartingApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DatabaseBusyError } from '../../server/db/database';
import { defineRoutes, route } from '../../server/http/routes';
import { routeModules } from '../../server/routes';
import { capturedLog } from './support/log';
import { bearer, jsonRequest, readJson, startTestServer, type TestServer } from './support/server';

/** A route that fails the way a defect would: an unexpected error, not an HttpError. */
const failingProbe = defineRoutes(
  'test failures',
  [
    route({
      method: 'get',
      path: '/api/test-failure',
      summary: 'Throws',
      async handler() {
        throw new Error('the probe broke on purpose');
      },
    }),
    route({
      method: 'get',
      path: '/api/test-busy',
      summary: 'Finds the database busy',
      async handler() {
        throw new DatabaseBusyError();
      },
    }),
  ],
  'signed-in',
);

/** The server's log, as the lines a collector would read. */
const { logger, lines: written } = capturedLog();
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [...routeModules, failingProbe], logger });
  token = await server.signInLocal();
});
afterAll(() => server.close());
beforeEach(() => {
  written.length = 0;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  it('write one line per request: time, request id, method, route, status, duration, administrator', async () => {
    const response = await server.request('/api/admin/category?page=1&per_page=5', {
      headers: bearer(token),
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);

    expect(lines()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        pid: process.pid,
        hostname: expect.any(String),
        request_id: requestId,
        method: 'GET',
        route: '/api/admin/category',
        status: 200,
        duration_ms: expect.any(Number),
        administrator_id: expect.any(Number),
        msg: 'request',
      },
    ]);
  });

  it('name the route pattern, never the URL with its query or ids', async () => {
    await server.request('/api/admin/category/987654?page=1', { headers: bearer(token) });
    expect(lines()).toMatchObject([{ route: '/api/admin/category/:id', status: 404 }]);
    expect(written.join('\n')).not.toMatch(/987654|page=/);
  });

  it('keep a request id sent by the client or a proxy, and answer it', async () => {
    const response = await server.request('/api/admin/category', {
      headers: { ...bearer(token), 'X-Request-Id': 'support-ticket-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('support-ticket-42');
    expect(lines()).toMatchObject([{ request_id: 'support-ticket-42', status: 200 }]);
  });

  it('put the request id in error bodies, so a reported error leads to its line', async () => {
    const response = await server.request('/api/admin/nothing-here', { headers: bearer(token) });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(404);
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
    expect(lines()).toMatchObject([{ request_id: body.request_id, status: 404 }]);
  });

  it('never write tokens, credentials, cookies or bodies', async () => {
    const credential = 'eyJhbGciOiJSUzI1NiJ9.credential-that-must-not-be-logged.sig';
    await server.request('/api/admin/auth/google', {
      ...jsonRequest('POST', { token: credential }),
      headers: { 'Content-Type': 'application/json', Cookie: 'session=cookie-value-secret' },
    });
    await server.request('/api/admin/category', {
      ...jsonRequest('POST', { name: 'Body text not for logs' }, token),
    });
    const log = written.join('\n');
    expect(lines()).toHaveLength(2);
    for (const secret of [credential, 'cookie-value-secret', token, 'Body text not for logs']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/authorization|cookie/i);
  });

  it('log an unexpected failure with its stack once, on the server only', async () => {
    const response = await server.request('/api/test-failure', { headers: bearer(token) });
    expect(response.status).toBe(500);
    const body = await readJson(response);
    expect(body).toEqual({ message: 'Something went wrong on the server. Try again later.' });

    const [line, ...others] = lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 'error',
      status: 500,
      route: '/api/test-failure',
      err: { type: 'Error', message: 'the probe broke on purpose' },
    });
    expect(line?.err).toMatchObject({ stack: expect.stringContaining('requestLogs.test.ts') });
    expect(written.join('\n').split('the probe broke on purpose').length - 1).toBe(2);
  });

  it('log an expected 503 at info with its reason, without a stack: a busy database', async () => {
    const response = await server.request('/api/test-busy', { headers: bearer(token) });
    expect(response.status).toBe(503);

    const [line, ...others] = lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      status: 503,
      route: '/api/test-busy',
      reason: 'The database is busy and could not answer in time. Try again in a moment.',
    });
    expect(line).not.toHaveProperty('err');
    expect(written.join('\n')).not.toContain('requestLogs.test.ts');
  });

  it('log an expected 503 at info without a stack: readiness while the database is prepared', async () => {
    const starting = createStartingApp({
      db: server.db,
      config: loadConfig({}),
      logger,
      lifecycle: { phase: 'starting' },
    });
    for (const path of ['/api/health/ready', '/api/admin/organization']) {
      written.length = 0;
      expect((await starting.request(path)).status, path).toBe(503);
      const [line, ...others] = lines();
      expect(others, path).toEqual([]);
      expect(line, path).toMatchObject({ level: 'info', status: 503, msg: 'request unavailable' });
      expect(written.join('\n'), path).not.toMatch(/"stack"| {4}at /);
    }
  });
});
