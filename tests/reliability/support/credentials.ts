import { randomBytes } from 'node:crypto';
import { hashToken } from '../../../server/http/auth';
import type { testIdentityProvider } from '../../api/support/identity';
import { bearer, jsonRequest, type TestServer } from '../../api/support/server';

type Mint = Awaited<ReturnType<typeof testIdentityProvider>>['mint'];

/** A way of calling the API without a valid administrator session, as the headers it sends. */
export interface RefusedCredential {
  kind: string;
  headers: Record<string, string>;
}

/** Options for a server started with a test identity provider (GOOGLE_CLIENT_ID and ADMIN_EMAILS set). */
export interface CredentialSource {
  server: TestServer;
  mint: Mint;
  /** An address in ADMIN_EMAILS: its real sessions are made to expire or are signed out. */
  administratorEmail: string;
  /** An address that is not an administrator. */
  strangerEmail: string;
}

/** Signs in through the API with a Google-shaped ID token; answers the session token. */
export async function signInWithIdToken(server: TestServer, idToken: string): Promise<string> {
  const response = await server.request(
    '/api/admin/auth/google',
    jsonRequest('POST', { token: idToken }),
  );
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A real session, checked to open a guarded route before it is used up. */
async function workingSession(source: CredentialSource): Promise<string> {
  const token = await signInWithIdToken(
    source.server,
    await source.mint({ email: source.administratorEmail }),
  );
  const probe = await source.server.request('/api/admin/dashboard', { headers: bearer(token) });
  if (probe.status !== 200) throw new Error(`A fresh session was refused: ${probe.status}`);
  return token;
}

async function expiredSession(source: CredentialSource): Promise<string> {
  const token = await workingSession(source);
  const expired = await source.server.db.query(
    `UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1
     RETURNING id`,
    [hashToken(token)],
  );
  if (expired.length !== 1) throw new Error('The session to expire was not found');
  return token;
}

async function signedOutSession(source: CredentialSource): Promise<string> {
  const token = await workingSession(source);
  const logout = await source.server.request('/api/admin/auth/logout', {
    method: 'POST',
    headers: bearer(token),
  });
  if (logout.status !== 200) throw new Error(`Sign-out failed: ${logout.status}`);
  return token;
}

/**
 * Every kind of credential issue 7 lists that must not open a guarded route: none, malformed,
 * wrong scheme, signed by another key, never issued, expired, signed out, and a genuine Google
 * ID token of someone who is not an administrator.
 */
export async function refusedCredentials(source: CredentialSource): Promise<RefusedCredential[]> {
  const basic = Buffer.from(`${source.administratorEmail}:password`).toString('base64');
  return [
    { kind: 'no Authorization', headers: {} },
    { kind: 'malformed Authorization', headers: { Authorization: 'Bearer: two words' } },
    { kind: 'wrong scheme (Basic)', headers: { Authorization: `Basic ${basic}` } },
    {
      kind: 'ID token signed by an untrusted key',
      headers: bearer(
        await source.mint({ email: source.administratorEmail }, { untrustedKey: true }),
      ),
    },
    {
      kind: 'session-shaped token never issued',
      headers: bearer(randomBytes(32).toString('base64url')),
    },
    { kind: 'expired session', headers: bearer(await expiredSession(source)) },
    { kind: 'signed-out session', headers: bearer(await signedOutSession(source)) },
    {
      kind: "non-administrator's Google ID token",
      headers: bearer(await source.mint({ email: source.strangerEmail })),
    },
  ];
}
