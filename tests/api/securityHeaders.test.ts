import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../server/routes';
import { bearer, startTestServer, type TestServer } from './support/server';

let plain: TestServer;
let https: TestServer;
beforeAll(async () => {
  [plain, https] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { SERVED_OVER_HTTPS: 'true' } }),
  ]);
});
afterAll(() => Promise.all([plain.close(), https.close()]));

describe('security headers', () => {
  it('are on every API answer, errors included: nothing loads, frames or sniffs it', async () => {
    for (const path of ['/api/health', '/api/admin/organization', '/api/nothing-here']) {
      const { headers } = await plain.request(path);
      expect(headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      );
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(headers.get('x-request-id'), path).toBeTruthy();
    }
  });

  it('add Strict-Transport-Security only when the server is said to be reached over HTTPS', async () => {
    expect(
      (await plain.request('/api/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('caching', () => {
  it('no cache keeps the sign-in answer, which carries the session token', async () => {
    const local = await plain.request('/api/admin/auth/local', { method: 'POST' });
    expect(local.headers.get('cache-control')).toBe('no-store');
    const { data } = (await local.json()) as { data: { credential: string } };
    const signIn = await plain.request('/api/admin/auth/google', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: data.credential }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });

  it('no cache keeps any API answer read with a session, errors included (every GET route)', async () => {
    const token = await plain.signInLocal();
    // Uploaded files set their own policy: private, read through a signed URL.
    const ownPolicy = new Set(['/api/files/{id}']);
    const reads = routeTable.filter(
      (definition) => definition.method === 'get' && !ownPolicy.has(definition.path),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const definition of reads) {
      const path = definition.path.replace(/\{\w+\}/g, '1');
      const response = await plain.request(path, { headers: bearer(token) });
      const what = `${definition.path} (${response.status})`;
      expect(response.headers.get('cache-control'), what).toBe('no-store');
    }
    const missing = await plain.request('/api/nothing-here', { headers: bearer(token) });
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
