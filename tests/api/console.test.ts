import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicy, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { readJson, startTestServer, type TestServer } from './support/server';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

let server: TestServer;
let origin: string;
let close: () => void;
beforeAll(async () => {
  server = await startTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  const app = await createApp({ db: server.db, config: server.config, consoleDir: dir });
  const listening = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  origin = `http://127.0.0.1:${(listening.address() as { port: number }).port}`;
  close = () => listening.close();
});
afterAll(async () => {
  close();
  await server.close();
});

describe('serving the built console', () => {
  it('serves index.html at / with the console CSP', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('falls back to index.html for client-side routes, but not for /api', async () => {
    const deep = await fetch(`${origin}/organization/12/events`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(INDEX);
    const api = await fetch(`${origin}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await readJson(api)).toEqual({ message: 'No such endpoint: GET /api/unknown' });
    const missingAsset = await fetch(`${origin}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('serves assets and the runtime config', async () => {
    const asset = await fetch(`${origin}/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1);');
    const config = await fetch(`${origin}/app-config.js`);
    expect(await config.text()).toContain('"apiUrl":"/api"');
  });
});

describe('console content security policy', () => {
  it("allows only the console's own scripts in local mode", () => {
    const policy = consoleContentSecurityPolicy(loadConfig({}));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('google');
  });

  it('adds Google sign-in and maps origins only when configured', () => {
    const policy = consoleContentSecurityPolicy(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_MAPS_API_KEY: 'key' }),
    );
    expect(policy).toContain(
      "script-src 'self' https://accounts.google.com https://maps.googleapis.com https://maps.gstatic.com;",
    );
    expect(policy).toContain('frame-src https://accounts.google.com');
  });
});
