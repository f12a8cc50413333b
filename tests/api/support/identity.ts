import { generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type Identity, idTokenVerifier } from '../../../server/auth/identity';
import { startTestServer } from './server';

export const TEST_ISSUER = 'https://issuer.test';
export const TEST_AUDIENCE = 'test-client-id';

export interface MintOptions {
  /** Sign with a key the server does not trust. */
  untrustedKey?: boolean;
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch; default one hour from now. */
  expiresAt?: number;
}

/**
 * An identity provider for tests: the server trusts its public key exactly as it trusts Google's,
 * through the same verification function; `mint` signs ID tokens with any claims.
 */
export async function testIdentityProvider() {
  const trusted = await generateKeyPair('ES256');
  const untrusted = await generateKeyPair('ES256');
  const identity: Identity = {
    verify: idTokenVerifier({
      keys: trusted.publicKey,
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      algorithms: ['ES256'],
    }),
  };
  const mint = (claims: JWTPayload, options: MintOptions = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(options.untrustedKey ? untrusted.privateKey : trusted.privateKey);
  return { identity, mint };
}

/**
 * A test server in Google sign-in mode (not local) that trusts the test identity provider, with
 * `adminEmails` as its administrators; `mint` signs ID tokens for it.
 */
export async function startGoogleModeServer(adminEmails: string, env: Record<string, string> = {}) {
  const { identity, mint } = await testIdentityProvider();
  const server = await startTestServer({
    env: { GOOGLE_CLIENT_ID: TEST_AUDIENCE, ADMIN_EMAILS: adminEmails, ...env },
    identity,
  });
  return { server, mint };
}
