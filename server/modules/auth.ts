import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { z } from 'zod';
import { REQUIRED } from '../../shared/schemas/fields';
import { createSession, revokeSession } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { defineRoutes, route } from '../http/routes';
import type { Services } from '../services';

const NOT_AN_ADMINISTRATOR = 'This account is not an administrator of the directory.';

export const authRoutes = defineRoutes('auth', [
  route({
    method: 'get',
    path: '/api/admin/auth/config',
    summary: 'Which sign-in the console shows, and the maps key',
    public: true,
    async handler({ services: { config } }) {
      return {
        google_client_id: config.googleClientId ?? null,
        local_sign_in: config.localSignIn,
        maps_api_key: config.googleMapsApiKey ?? null,
      };
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/auth/local',
    summary:
      'Local mode only: an ID token for LOCAL_ADMIN_EMAIL, to exchange at /api/admin/auth/google',
    public: true,
    errors: { 404: 'Not in local mode (GOOGLE_CLIENT_ID is set)' },
    async handler({ services: { config, identity } }) {
      if (!config.localSignIn || !identity.issueLocalCredential) throw notFound('Local sign-in');
      return { credential: await identity.issueLocalCredential(config.localAdminEmail) };
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/auth/google',
    summary: 'Exchanges an ID token (Google, or local in local mode) for a session token',
    public: true,
    body: z.object({ token: z.string().min(1, REQUIRED).max(8192) }),
    bodyTypes: 'both',
    errors: {
      401: 'The ID token is invalid, expired, for another audience or its email is unverified',
      403: NOT_AN_ADMINISTRATOR,
      429: 'Too many failed sign-ins from this client address (SIGN_IN_MAX_FAILURES in SIGN_IN_FAILURE_WINDOW_MINUTES)',
      503: "Google's keys could not be fetched",
    },
    async handler({ c, services, body }) {
      const address = clientAddress(c);
      services.signInLimiter.assertAllowed(address);
      try {
        return await exchangeIdToken(services, body.token);
      } catch (error) {
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
          services.signInLimiter.recordFailure(address);
        }
        throw error;
      }
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/auth/logout',
    summary: 'Revokes the session the request carries',
    async handler({ services: { db }, administrator }) {
      if (administrator) await revokeSession(db, administrator);
      return { signed_out: true };
    },
  }),
]);

/** Verifies an ID token and opens a session for the administrator it names. */
async function exchangeIdToken({ db, config, identity }: Services, token: string) {
  const claims = await identity.verify(token);
  return db.transaction(async (tx) => {
    const [administrator] = await tx.query<{
      id: number;
      email: string;
      name: string | null;
      picture: string | null;
    }>(
      `UPDATE administrators
       SET last_sign_in_at = now(), name = coalesce($2, name), picture = coalesce($3, picture),
           updated_at = now(), updated_by = id
       WHERE lower(email) = $1 AND deleted_at IS NULL
       RETURNING id, email, name, picture`,
      [claims.email, claims.name, claims.picture],
    );
    if (!administrator) throw new HttpError(403, NOT_AN_ADMINISTRATOR);
    const session = await createSession(tx, administrator.id, config.sessionTtlHours);
    return {
      token: session.token,
      expires_at: session.expires_at,
      user: {
        email: administrator.email,
        name: administrator.name,
        picture: administrator.picture,
      },
    };
  });
}

/** The connecting client's address (the limiter's key); requests not over a socket share one. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
