import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiSession,
  callApi,
  type DataStore,
  freshDataStore,
  type ServerProcess,
  startServerProcess,
} from '../browser/support/server';
import { onNewConnection, send } from './support/connections';
import { report } from './support/report';

/*
 * The server's life as a load balancer and a supervisor see it: health answers while it prepares
 * the database, readiness once it is done, and a stop within its deadline whatever still runs.
 */

let store: DataStore | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  await store?.drop();
  server = undefined;
  store = undefined;
});

describe('the server process', () => {
  it('answers health checks while it prepares the database, and is ready only after', async () => {
    store = await freshDataStore('embedded PGlite');
    server = await startServerProcess(store, {}, { until: 'listening' });

    const live = await callApi(server.url, undefined, '/api/health');
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'ok', phase: 'starting' });
    const notReady = await callApi(server.url, undefined, '/api/health/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body.message).toBe(
      'Not ready: the server is still preparing the database (migrations).',
    );
    const early = await fetch(`${server.url}/api/admin/auth/config`);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('5');
    expect(((await early.json()) as { message: string }).message).toBe(
      'The server is starting: it is preparing the database. Try again in a moment.',
    );

    await server.waitForOutput(/ready at http:/);
    const ready = await callApi(server.url, undefined, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', database_state: 'ok' });
    expect((await callApi(server.url, undefined, '/api/admin/auth/config')).status).toBe(200);
    report({
      category: 'Lifecycle',
      check: 'start on an empty embedded database: health 200, readiness and API 503 until ready',
      tried: 5,
      serverErrors: 0,
      violations: 0,
    });
  });

  it('stops at its shutdown deadline when a request in flight never finishes', async () => {
    store = await freshDataStore('embedded PGlite');
    const running = await startServerProcess(store, { SHUTDOWN_TIMEOUT_SECONDS: '2' });
    server = running;
    const { token } = await apiSession(running.url);
    const agent = new Agent({ keepAlive: true });
    // Half a body, the rest never sent: the request waits for it until the process stops.
    const hung = send(running.port, agent, {
      method: 'POST',
      path: '/api/admin/company-links',
      token,
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify({ name: 'Never finished', url: 'https://example.org' })),
    });
    await hung.started;
    // Connections are accepted in order: once a later one is answered, the server has the first.
    expect(await onNewConnection(running.port, '/api/admin/auth/config')).toBe('answered 200');

    running.signal('SIGTERM');
    await running.waitForOutput(/SIGTERM received: no longer accepting connections/);
    expect(await onNewConnection(running.port, '/api/health')).toBe('ECONNREFUSED');
    const exit = await running.exited;
    agent.destroy();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(running.output()).toContain(
      'Requests still running 2 s after SIGTERM; stopping anyway.',
    );
    await expect(hung.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    report({
      category: 'Lifecycle',
      check: 'SIGTERM with a request that never finishes (SHUTDOWN_TIMEOUT_SECONDS=2)',
      tried: 1,
      serverErrors: 0,
      violations: 0,
      detail: 'new connections refused at once; the process exited 1 at the deadline',
    });
  });
});
