import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../server/routes';
import { startGoogleModeServer, testIdentityProvider } from './support/identity';
import { bearer, jsonRequest, readJson, startTestServer, type TestServer } from './support/server';

type SignInBody = {
  data: {
    token: string;
    expires_at: string;
    user: { email: string; name: string; picture: string };
  };
};

describe('local sign-in mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells the console to show local sign-in', async () => {
    const response = await server.request('/api/admin/auth/config');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      data: { google_client_id: null, local_sign_in: true, maps_api_key: null },
    });
  });

  it('exchanges the local credential through /admin/auth/google for a session that opens admin routes', async () => {
    const local = await server.request('/api/admin/auth/local', { method: 'POST' });
    expect(local.status).toBe(200);
    const { data } = await readJson<{ data: { credential: string } }>(local);
    const signIn = await server.request(
      '/api/admin/auth/google',
      jsonRequest('POST', { token: data.credential }),
    );
    expect(signIn.status).toBe(200);
    const body = await readJson<SignInBody>(signIn);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user.email).toBe('admin@localhost');
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const dashboard = await server.request('/api/admin/dashboard', {
      headers: bearer(body.data.token),
    });
    expect(dashboard.status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const token = await server.signInLocal();
    const rows = await server.db.query('SELECT token_hash FROM sessions WHERE token_hash = $1', [
      token,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a token signed by a key other than the local one', async () => {
    const { mint } = await testIdentityProvider();
    const forged = await mint(
      { email: 'admin@localhost' },
      { issuer: 'urn:directory-admin:local', audience: 'directory-admin-local' },
    );
    const response = await server.request(
      '/api/admin/auth/google',
      jsonRequest('POST', { token: forged }),
    );
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toMatch(/not signed by a trusted key/);
  });

  it('answers 400 naming the field when the token is missing', async () => {
    const response = await server.request('/api/admin/auth/google', jsonRequest('POST', {}));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      message: 'Invalid fields: token',
      errors: { token: 'Required' },
    });
  });

  it('says the token is too long rather than missing', async () => {
    const response = await server.request(
      '/api/admin/auth/google',
      jsonRequest('POST', { token: 'x'.repeat(8193) }),
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      message: 'Invalid fields: token',
      errors: { token: 'Must be at most 8192 characters' },
    });
  });

  describe('only at a loopback address', () => {
    const NOT_LOOPBACK = {
      message: 'Local sign-in is only available at a loopback address (localhost or 127.0.0.1).',
    };
    const port = () => new URL(server.origin).port;
    const localCredential = async () =>
      (
        await readJson<{ data: { credential: string } }>(
          await server.request('/api/admin/auth/local', { method: 'POST' }),
        )
      ).data.credential;
    const askForCredential = (headers: Record<string, string>) =>
      server.rawRequest('/api/admin/auth/local', { method: 'POST', headers });
    const exchange = async (headers: Record<string, string>) =>
      server.rawRequest('/api/admin/auth/google', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: await localCredential() }),
      });

    const refused = (): [string, Record<string, string>][] => [
      ['Host attacker.example', { Host: 'attacker.example' }],
      ['Host attacker.example with the port', { Host: `attacker.example:${port()}` }],
      ['Host 127.0.0.1.attacker.example', { Host: `127.0.0.1.attacker.example:${port()}` }],
      [
        'Origin https://attacker.example',
        { Host: `127.0.0.1:${port()}`, Origin: 'https://attacker.example' },
      ],
      ['Origin null', { Host: `127.0.0.1:${port()}`, Origin: 'null' }],
    ];
    const accepted = (): [string, Record<string, string>][] => [
      ['Host localhost', { Host: `localhost:${port()}` }],
      ['Host 127.0.0.1', { Host: `127.0.0.1:${port()}` }],
      ['Host 127.0.0.1 without a port', { Host: '127.0.0.1' }],
      ['Host [::1]', { Host: `[::1]:${port()}` }],
      [
        'Host and Origin localhost',
        { Host: `localhost:${port()}`, Origin: `http://localhost:${port()}` },
      ],
      ['Host and Origin [::1]', { Host: `[::1]:${port()}`, Origin: `http://[::1]:${port()}` }],
    ];

    it('refuses a credential to a request whose Host or Origin is not loopback, with 403', async () => {
      for (const [name, headers] of refused()) {
        const response = await askForCredential(headers);
        expect(response.status, name).toBe(403);
        expect(await readJson(response)).toEqual(NOT_LOOPBACK);
      }
    });

    it('refuses to exchange a credential for a session when Host or Origin is not loopback, with 403', async () => {
      for (const [name, headers] of refused()) {
        const response = await exchange(headers);
        expect(response.status, name).toBe(403);
        expect(await readJson(response)).toEqual(NOT_LOOPBACK);
      }
    });

    it('signs in through localhost, 127.0.0.1 and [::1], with or without a port', async () => {
      for (const [name, headers] of accepted()) {
        const credential = await askForCredential(headers);
        expect(credential.status, name).toBe(200);
        const signIn = await exchange(headers);
        expect(signIn.status, name).toBe(200);
        expect((await readJson<SignInBody>(signIn)).data.user.email).toBe('admin@localhost');
      }
    });
  });

  it('accepts the token as form data too', async () => {
    const local = await readJson<{ data: { credential: string } }>(
      await server.request('/api/admin/auth/local', { method: 'POST' }),
    );
    const form = new FormData();
    form.set('token', local.data.credential);
    const response = await server.request('/api/admin/auth/google', { method: 'POST', body: form });
    expect(response.status).toBe(200);
  });
});

describe('ID token verification', () => {
  let server: TestServer;
  let mint: Awaited<ReturnType<typeof testIdentityProvider>>['mint'];
  beforeAll(async () => {
    ({ server, mint } = await startGoogleModeServer('Ada@Example.org, grace@example.org'));
  });
  afterAll(() => server.close());

  const signIn = (token: string) =>
    server.request('/api/admin/auth/google', jsonRequest('POST', { token }));

  it('signs in an administrator and records the sign-in', async () => {
    const token = await mint({
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      picture: 'https://example.org/ada.png',
    });
    const response = await signIn(token);
    expect(response.status).toBe(200);
    const body = await readJson<SignInBody>(response);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      picture: 'https://example.org/ada.png',
      role: 'administrator',
      state_ids: [],
      city_ids: [],
    });
    const [admin] = await server.db.query<{ last_sign_in_at: string | null }>(
      `SELECT last_sign_in_at FROM administrators WHERE email = 'ada@example.org'`,
    );
    expect(admin?.last_sign_in_at).not.toBeNull();
  });

  it.each([
    [
      'signed by another key',
      () => mint({ email: 'ada@example.org' }, { untrustedKey: true }),
      /trusted key/,
    ],
    [
      'for another audience',
      () => mint({ email: 'ada@example.org' }, { audience: 'someone-else' }),
      /not issued for this application \(aud\)/,
    ],
    [
      'from another issuer',
      () => mint({ email: 'ada@example.org' }, { issuer: 'https://evil.test' }),
      /not issued for this application \(iss\)/,
    ],
    [
      'expired',
      () => mint({ email: 'ada@example.org' }, { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      /expired/,
    ],
    [
      'with an unverified email',
      () => mint({ email: 'ada@example.org', email_verified: false }),
      /not verified/,
    ],
    ['that is not a JWT', async () => 'not-a-token', /not valid/],
  ])('refuses a token %s with 401', async (_case, makeToken, message) => {
    const response = await signIn(await makeToken());
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toMatch(message);
  });

  it('refuses a valid token for an account that is not an administrator with 403', async () => {
    const response = await signIn(await mint({ email: 'mallory@example.org' }));
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({
      message: 'This account is not an administrator of the directory.',
    });
  });

  it('has no local credential endpoint when Google sign-in is configured', async () => {
    const response = await server.request('/api/admin/auth/local', { method: 'POST' });
    expect(response.status).toBe(404);
    const config = await readJson(await server.request('/api/admin/auth/config'));
    expect(config).toEqual({
      data: { google_client_id: 'test-client-id', local_sign_in: false, maps_api_key: null },
    });
  });

  it('lists the administrators seeded from ADMIN_EMAILS (and not the local admin)', async () => {
    const token = (
      await readJson<SignInBody>(await signIn(await mint({ email: 'grace@example.org' })))
    ).data.token;
    const response = await server.request('/api/admin/administrators', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const { data } = await readJson<{
      data: { administrators: { email: string; last_sign_in_at: string | null }[] };
    }>(response);
    expect(data.administrators.map((admin) => admin.email)).toEqual([
      'ada@example.org',
      'grace@example.org',
    ]);
    expect(Object.keys(data.administrators[0] ?? {}).sort()).toEqual([
      'city_ids',
      'email',
      'id',
      'last_sign_in_at',
      'name',
      'picture',
      'role',
      'state_ids',
      'updated_at',
    ]);
  });
});

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses an expired session with 401', async () => {
    const token = await server.signInLocal();
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    const response = await server.request('/api/admin/dashboard', { headers: bearer(token) });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({
      message: 'Your session has expired. Sign in again.',
    });
  });

  it('revokes the session on logout, keeping the row with deleted_by set', async () => {
    const token = await server.signInLocal();
    const other = await server.signInLocal();
    const logout = await server.request('/api/admin/auth/logout', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(logout.status).toBe(200);
    const after = await server.request('/api/admin/dashboard', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect((await readJson(after)).message).toMatch(/signed out/);
    const stillIn = await server.request('/api/admin/dashboard', { headers: bearer(other) });
    expect(stillIn.status).toBe(200);
    const revoked = await server.db.query(
      `SELECT deleted_by FROM sessions WHERE deleted_at IS NOT NULL`,
    );
    expect(revoked).toHaveLength(1);
    expect(revoked[0]?.deleted_by).toEqual(expect.any(Number));
  });
});

describe('every route that is not public needs a valid session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const protectedRoutes = routeTable.filter((definition) => !definition.public);
  const cases = [
    ['no Authorization header', undefined],
    ['a malformed header', 'Bearer'],
    ['the wrong scheme', 'Basic YWRtaW46YWRtaW4='],
    ['a malformed token', 'Bearer not a token'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ] as const;

  it('covers the protected routes of the table', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(8);
  });

  for (const definition of protectedRoutes) {
    const path = definition.path.replace(/\{\w+\}/g, '1');
    it.each(cases)(
      `${definition.method.toUpperCase()} ${definition.path} with %s -> 401`,
      async (_case, header) => {
        const response = await server.request(path, {
          method: definition.method.toUpperCase(),
          headers: header ? { Authorization: header } : {},
        });
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect((await readJson(response)).message).toEqual(expect.any(String));
      },
    );
  }
});
