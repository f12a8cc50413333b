import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

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
