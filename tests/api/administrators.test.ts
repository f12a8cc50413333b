import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdministrators } from '../../server/auth/administrators';
import { startGoogleModeServer } from './support/identity';
import { bearer, jsonRequest, readJson, type TestServer } from './support/server';

/* Administrators managed in the console: added by e-mail, revoked with their sessions. */

const ADMINISTRATORS = '/api/admin/administrators';

let server: TestServer;
let mint: Awaited<ReturnType<typeof startGoogleModeServer>>['mint'];
beforeAll(async () => {
  ({ server, mint } = await startGoogleModeServer('ada@example.org'));
});
afterAll(() => server?.close());

/** Signs in with Google as `email`: the session's token, or the refusal's status. */
async function signIn(email: string): Promise<{ status: number; token?: string }> {
  const response = await server.request(
    '/api/admin/auth/google',
    jsonRequest('POST', { token: await mint({ email }) }),
  );
  if (response.status !== 200) return { status: response.status };
  return { status: 200, token: (await readJson<{ data: { token: string } }>(response)).data.token };
}

const as = (token: string | undefined, method: string, path: string, body?: unknown) =>
  server.request(path, {
    ...(body === undefined ? { method } : jsonRequest(method as 'POST', body)),
    headers: {
      ...bearer(token ?? ''),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });

type Administrator = { id: number; email: string };

describe('administrators', () => {
  let ada: string | undefined;
  let grace: Administrator;

  it('adds an administrator by e-mail, who can sign in at once; refuses a duplicate', async () => {
    ada = (await signIn('ada@example.org')).token;
    expect((await signIn('grace@example.org')).status).toBe(403);
    const added = await as(ada, 'POST', ADMINISTRATORS, { email: ' Grace@Example.org ' });
    expect(added.status).toBe(201);
    grace = (await readJson<{ data: { administrator: Administrator } }>(added)).data.administrator;
    expect(grace.email).toBe('grace@example.org');
    expect((await signIn('grace@example.org')).status).toBe(200);

    const again = await as(ada, 'POST', ADMINISTRATORS, { email: 'grace@example.org' });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toEqual({
      message: 'grace@example.org is already an administrator.',
    });
    const bad = await as(ada, 'POST', ADMINISTRATORS, { email: 'not an address' });
    expect(bad.status).toBe(400);
  });

  it('revokes an administrator: their open session is refused with 401 at once', async () => {
    const graceSession = (await signIn('grace@example.org')).token;
    expect((await as(graceSession, 'GET', '/api/admin/dashboard')).status).toBe(200);
    const revoked = await as(ada, 'DELETE', `${ADMINISTRATORS}/${grace.id}`);
    expect(revoked.status).toBe(200);
    expect((await as(graceSession, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await signIn('grace@example.org')).status).toBe(403);
    const listed = await readJson<{ data: { administrators: Administrator[] } }>(
      await as(ada, 'GET', ADMINISTRATORS),
    );
    expect(listed.data.administrators.map((administrator) => administrator.email)).toEqual([
      'ada@example.org',
    ]);
  });

  it('refuses to revoke oneself or the last administrator', async () => {
    const [self] = await server.db.query<{ id: number }>(
      "SELECT id FROM administrators WHERE email = 'ada@example.org' AND deleted_at IS NULL",
    );
    const refused = await as(ada, 'DELETE', `${ADMINISTRATORS}/${self?.id}`);
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toEqual({
      message: 'You cannot revoke yourself: ask another administrator to do it.',
    });
    expect((await as(ada, 'GET', '/api/admin/dashboard')).status).toBe(200);
  });

  it('records each change in the history, by whom', async () => {
    const history = await readJson<{
      data: { entries: { action: string; administrator_email: string }[] };
    }>(await as(ada, 'GET', `/api/admin/history?resource=administrators&record_id=${grace.id}`));
    expect(history.data.entries.map((entry) => [entry.action, entry.administrator_email])).toEqual([
      ['delete', 'ada@example.org'],
      ['create', 'ada@example.org'],
    ]);
  });

  it('takes ADMIN_EMAILS only while no administrator is live: a revoked one stays revoked', async () => {
    await bootstrapAdministrators(server.db, ['grace@example.org', 'ada@example.org']);
    expect((await signIn('grace@example.org')).status).toBe(403);
  });
});
