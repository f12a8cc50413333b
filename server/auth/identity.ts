import {
  type CryptoKey,
  createRemoteJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import { messageText } from '../../shared/messages';
import type { Config } from '../config';
import { HttpError } from '../http/errors';

/** What the server takes from a verified ID token. */
export interface IdentityClaims {
  email: string;
  name: string | null;
  picture: string | null;
}

/** Who the server trusts to vouch for an administrator's email address. */
export interface Identity {
  /** Verifies an ID token; throws HttpError 401 (bad token) or 503 (key set unreachable). */
  verify(token: string): Promise<IdentityClaims>;
  /** Local mode only: signs an ID token for `email` (and `name`) with the server's own key. */
  issueLocalCredential?: (email: string, name?: string) => Promise<string>;
}

export interface TrustedIssuer {
  /** A public key, or a key set resolving the token's `kid` (e.g. Google's JWKS). */
  keys: CryptoKey | JWTVerifyGetKey;
  issuer: string | string[];
  audience: string;
  algorithms: string[];
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const LOCAL_ISSUER = 'urn:directory-admin:local';
export const LOCAL_AUDIENCE = 'directory-admin-local';

const invalid = (message: string) => new HttpError(401, message);

function explain(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return invalid(messageText('sign_in_token_expired'));
  if (error instanceof errors.JWTClaimValidationFailed) {
    return invalid(`The sign-in token was not issued for this application (${error.claim}).`);
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    // Key set unreachable (network): not the client's fault, and worth retrying.
    return new HttpError(503, messageText('sign_in_unavailable'));
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return invalid(messageText('sign_in_token_untrusted'));
  }
  return invalid(messageText('sign_in_token_invalid'));
}

/** The one verification used for Google and local tokens: only the trusted issuer differs. */
export function idTokenVerifier(trusted: TrustedIssuer): Identity['verify'] {
  return async (token) => {
    try {
      const options = {
        issuer: trusted.issuer,
        audience: trusted.audience,
        algorithms: trusted.algorithms,
        requiredClaims: ['exp', 'email'],
      };
      const { payload } =
        typeof trusted.keys === 'function'
          ? await jwtVerify(token, trusted.keys, options)
          : await jwtVerify(token, trusted.keys, options);
      if (typeof payload.email !== 'string' || payload.email === '') {
        throw invalid(messageText('sign_in_token_no_email'));
      }
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw invalid(messageText('sign_in_email_unverified'));
      }
      return {
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    } catch (error) {
      throw explain(error);
    }
  };
}

export function googleIdentity(clientId: string): Identity {
  return {
    verify: idTokenVerifier({
      keys: createRemoteJWKSet(new URL(GOOGLE_JWKS_URL)),
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
    }),
  };
}

/** Local mode: a key pair made at start; tokens die with the process that signed them. */
export async function localIdentity(): Promise<Identity> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const keyId = (await exportJWK(publicKey)).x ?? 'local';
  return {
    verify: idTokenVerifier({
      keys: publicKey,
      issuer: LOCAL_ISSUER,
      audience: LOCAL_AUDIENCE,
      algorithms: ['ES256'],
    }),
    issueLocalCredential: (email, name) =>
      new SignJWT({ email, email_verified: true, ...(name ? { name } : {}) })
        .setProtectedHeader({ alg: 'ES256', kid: keyId })
        .setIssuer(LOCAL_ISSUER)
        .setAudience(LOCAL_AUDIENCE)
        .setSubject(email)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
  };
}

export function identityFor(config: Config): Promise<Identity> {
  return config.googleClientId
    ? Promise.resolve(googleIdentity(config.googleClientId))
    : localIdentity();
}
