import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { HttpError } from '../../server/http/errors';
import { FailedSignInLimiter } from '../../server/http/signInLimiter';
import { startGoogleModeServer, type testIdentityProvider } from './support/identity';
import { emptyDatabase, readJson, startTestServer, type TestServer } from './support/server';

type Mint = Awaited<ReturnType<typeof testIdentityProvider>>['mint'];

const ADA = 'ada@example.org';
const GRACE = 'grace@example.org';

/** A sign-in, with an X-Forwarded-For header when `forwardedFor` is given. */
const signInThrough = (server: TestServer, token: string, forwardedFor?: string) =>
  server.request('/api/admin/auth/google', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({ token }),
  });

describe('failed sign-ins from one client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGN_IN_MAX_FAILURES: '3' } });
  });
  afterAll(() => server.close());

  const signInWith = (token: string) => signInThrough(server, token);

  it('are answered 429 with a message once the limit is reached; successful ones are neither counted nor refused', async () => {
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
    await expect(server.signInLocal()).resolves.toEqual(expect.any(String));
    expect((await signInWith('not-a-token-5')).status).toBe(429);
  });
});

describe('the failed sign-in window', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
    await migrate(database.db);
  });
  afterAll(() => database.drop());

  it('lets an address try again once its oldest failure leaves the window', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const limiter = new FailedSignInLimiter(database.db, 2, 60_000, () => now);
    await limiter.recordFailure({ address: '10.0.0.1' });
    now += 30_000;
    await limiter.recordFailure({ address: '10.0.0.1' });
    const refused = limiter.assertAllowed({ address: '10.0.0.1' });
    await expect(refused).rejects.toThrow(HttpError);
    await expect(refused).rejects.toMatchObject({ headers: { 'Retry-After': '30' } });
    await expect(limiter.assertAllowed({ address: '10.0.0.2' })).resolves.toBeUndefined();
    now += 30_001;
    await expect(limiter.assertAllowed({ address: '10.0.0.1' })).resolves.toBeUndefined();
  });

  it('is shared by every limiter on the database, as by every API instance on it', async () => {
    const now = () => Date.parse('2026-11-24T11:00:00Z');
    const first = new FailedSignInLimiter(database.db, 2, 60_000, now);
    const second = new FailedSignInLimiter(database.db, 2, 60_000, now);
    await first.recordFailure({ address: '10.0.0.3', account: ADA });
    await second.recordFailure({ address: '10.0.0.4', account: ADA });
    await expect(first.assertAllowed({ address: '10.0.0.5', account: ADA })).rejects.toThrow(
      'Too many failed sign-ins for this account.',
    );
  });
});

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await startGoogleModeServer(ADA, { SIGN_IN_MAX_FAILURES: '3' }));
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For: a client cannot dodge its count by naming other addresses', async () => {
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await signInThrough(server, 'not-a-token', forged)).status).toBe(401);
    }
    expect((await signInThrough(server, 'not-a-token', '203.0.113.4')).status).toBe(429);
  });
});

describe('behind a trusted proxy, per client and per claimed account', () => {
  let server: TestServer;
  let mint: Mint;
  beforeAll(async () => {
    ({ server, mint } = await startGoogleModeServer(`${ADA}, ${GRACE}`, {
      SIGN_IN_MAX_FAILURES: '3',
      TRUSTED_PROXIES: '127.0.0.1',
    }));
  });
  afterAll(() => server.close());

  it("counts two clients behind the proxy separately, by the proxy's right-most forwarded address", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signInThrough(server, 'not-a-token', '198.51.100.1')).status).toBe(401);
    }
    // A client may put any address in front of what the proxy appends; only the last one counts.
    const forgedInFront = await signInThrough(server, 'not-a-token', '192.0.2.9, 198.51.100.1');
    expect(forgedInFront.status).toBe(429);
    const throughTwoProxies = await signInThrough(server, 'not-a-token', '198.51.100.1, 127.0.0.1');
    expect(throughTwoProxies.status).toBe(429);
    expect((await signInThrough(server, 'not-a-token', '198.51.100.2')).status).toBe(401);
  });

  it("counts failures claiming one account against it, without stopping another account's sign-in", async () => {
    const forgedForAda = () => mint({ email: ADA }, { untrustedKey: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signInThrough(server, await forgedForAda(), '198.51.100.10')).status).toBe(401);
    }
    const sameAccountElsewhere = await signInThrough(server, await forgedForAda(), '198.51.100.11');
    expect(sameAccountElsewhere.status).toBe(429);
    expect(await readJson(sameAccountElsewhere)).toEqual({
      message: 'Too many failed sign-ins for this account. Try again in 15 minutes.',
    });

    const forgedForGrace = await mint({ email: GRACE }, { untrustedKey: true });
    expect((await signInThrough(server, forgedForGrace, '198.51.100.12')).status).toBe(401);
    const grace = await signInThrough(server, await mint({ email: GRACE }), '198.51.100.12');
    expect(grace.status).toBe(200);

    const ada = await signInThrough(server, await mint({ email: ADA }), '198.51.100.11');
    expect(ada.status).toBe(200);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes comma-separated IP addresses and stops the start on anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, ::1 ' }).trustedProxies).toEqual([
      '10.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(/TRUSTED_PROXIES/);
  });
});
