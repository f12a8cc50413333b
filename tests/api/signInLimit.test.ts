import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors';
import { FailedSignInLimiter } from '../../server/http/signInLimiter';
import { jsonRequest, readJson, startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_MAX_FAILURES: '3' } });
});
afterAll(() => server.close());

const signInWith = (token: string) =>
  server.request('/api/admin/auth/google', jsonRequest('POST', { token }));

describe('failed sign-ins from one client address', () => {
  it('are answered 429 with a message once the limit is reached; successful ones are not counted', async () => {
    for (const attempt of [1, 2]) {
      expect((await signInWith(`not-a-token-${attempt}`)).status).toBe(401);
    }
    for (let success = 0; success < 3; success += 1) await server.signInLocal();
    expect((await signInWith('not-a-token-3')).status).toBe(401);

    const refused = await signInWith('not-a-token-4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await readJson(refused);
    expect(body).toEqual({
      message: 'Too many failed sign-ins from this address. Try again in 15 minutes.',
    });
    await expect(server.signInLocal()).rejects.toThrow('429');
  });
});

describe('the failed sign-in window', () => {
  it('lets an address try again once its oldest failure leaves the window', () => {
    let now = 0;
    const limiter = new FailedSignInLimiter(2, 60_000, () => now);
    limiter.recordFailure('10.0.0.1');
    now = 30_000;
    limiter.recordFailure('10.0.0.1');
    expect(() => limiter.assertAllowed('10.0.0.1')).toThrow(HttpError);
    expect(() => limiter.assertAllowed('10.0.0.2')).not.toThrow();
    now = 60_001;
    expect(() => limiter.assertAllowed('10.0.0.1')).not.toThrow();
  });
});
