import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { Role } from '../../shared/resources/access';
import { REQUIRED, requiredText } from '../../shared/schemas/fields';
import { isLoopback } from '../config';
import { createSession, revokeSession } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { HttpError, notFound } from '../http/errors';
import { defineRoutes, route } from '../http/routes';
import type { Services } from '../services';

const NOT_AN_ADMINISTRATOR = messageText('not_administrator');

/** The signed-in person as the console keeps them: who, their role and an editor's limits. */
interface SignedInUser {
  id: number;
  email: string;
  name: string | null;
  picture: string | null;
  role: Role;
  state_ids: number[];
  city_ids: number[];
}
const USER_COLUMNS = 'id, email, name, picture, role, state_ids, city_ids';

/** Looked up among the live people, so any text names one or none (`admin@localhost` too). */
const localSignInEmail = requiredText(254).transform((email) => email.toLowerCase());
const NOT_LOOPBACK = messageText('local_sign_in_loopback');

export const authRoutes = defineRoutes(
  'auth',
  [
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
        'Local mode only: an ID token for the live person with `email`, or for LOCAL_ADMIN_EMAIL without one, to exchange at /api/admin/auth/google',
      public: true,
      body: z.object({ email: localSignInEmail.optional() }),
      optionalBody: true,
      errors: {
        403: "The request's Host or Origin is not a loopback address, or no live person has this e-mail",
        404: 'Not in local mode (GOOGLE_CLIENT_ID is set)',
      },
      async handler({ c, services: { config, identity, db }, body }) {
        if (!config.localSignIn || !identity.issueLocalCredential) throw notFound('Local sign-in');
        assertLoopbackRequest(c);
        if (body.email === undefined) {
          return {
            credential: await identity.issueLocalCredential(
              config.localAdminEmail,
              'Local administrator',
            ),
          };
        }
        const [person] = await db.query(
          'SELECT 1 FROM administrators WHERE lower(email) = $1 AND deleted_at IS NULL',
          [body.email],
        );
        if (!person) {
          throw new HttpError(403, messageText('local_sign_in_unknown', { email: body.email }));
        }
        return { credential: await identity.issueLocalCredential(body.email) };
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
        403: `${NOT_AN_ADMINISTRATOR} In local mode also: Host or Origin is not a loopback address`,
        429: 'The token is refused, and this client address or the account the token claims has had SIGN_IN_MAX_FAILURES refused sign-ins in SIGN_IN_FAILURE_WINDOW_MINUTES',
        503: "Google's keys could not be fetched",
      },
      async handler({ c, services, body }) {
        const { config, signInLimiter } = services;
        if (config.localSignIn) assertLoopbackRequest(c);
        try {
          return await exchangeIdToken(services, body.token);
        } catch (error) {
          // Only refusals are limited: a valid credential signs in whatever failed before it.
          if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
            const attempt = {
              address: clientAddress(c, config.trustedProxies),
              account: claimedAccount(body.token),
            };
            await signInLimiter.assertAllowed(attempt);
            await signInLimiter.recordFailure(attempt);
          }
          throw error;
        }
      },
    }),
    route({
      method: 'get',
      path: '/api/admin/auth/me',
      summary: 'Who is signed in: their e-mail, name, role and, for a limited editor, their limits',
      async handler({ services: { db }, adminId }) {
        const [user] = await db.query<SignedInUser>(
          `SELECT ${USER_COLUMNS} FROM administrators WHERE id = $1`,
          [adminId],
        );
        return { user };
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
  ],
  'signed-in',
);

/**
 * Local mode hands an administrator's session to whoever asks, so only pages served from this
 * machine may ask: a DNS-rebinding page sends its own name as Host, a cross-site page its Origin.
 */
function assertLoopbackRequest(c: Context): void {
  const host = c.req.header('host');
  const origin = c.req.header('origin');
  const hostnames = [
    new URL(c.req.url).hostname,
    ...(host === undefined ? [] : [hostnameOfHostHeader(host)]),
    ...(origin === undefined ? [] : [hostnameOfOrigin(origin)]),
  ];
  if (!hostnames.every((hostname) => hostname !== undefined && isLoopback(hostname))) {
    throw new HttpError(403, NOT_LOOPBACK);
  }
}

/** `localhost:8080` -> `localhost`, `[::1]:8080` -> `[::1]`; undefined when it is no Host value. */
function hostnameOfHostHeader(host: string): string | undefined {
  return /^(\[[0-9a-f:.]+\]|[^:[\]@/]+)(?::\d*)?$/i.exec(host.trim())?.[1];
}

/** The hostname of an Origin header; undefined for `null` (an opaque origin) or anything unparsable. */
function hostnameOfOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

/** Verifies an ID token and opens a session for the administrator it names. */
async function exchangeIdToken({ db, config, identity }: Services, token: string) {
  const claims = await identity.verify(token);
  return db.transaction(async (tx) => {
    const [administrator] = await tx.query<SignedInUser>(
      `UPDATE administrators
       SET last_sign_in_at = now(), name = coalesce($2, name), picture = coalesce($3, picture),
           updated_at = now(), updated_by = id
       WHERE lower(email) = $1 AND deleted_at IS NULL
       RETURNING ${USER_COLUMNS}`,
      [claims.email, claims.name, claims.picture],
    );
    if (!administrator) throw new HttpError(403, NOT_AN_ADMINISTRATOR);
    const session = await createSession(tx, administrator.id, config.sessionTtlHours);
    return {
      token: session.token,
      expires_at: session.expires_at,
      user: administrator,
    };
  });
}

/**
 * The email a token claims, read without verifying it: refusals are counted against the account
 * an attacker names as well as against their address. Longer than an email can be: not counted.
 */
function claimedAccount(token: string): string | undefined {
  try {
    const { email } = decodeJwt(token);
    return typeof email === 'string' && email.length <= 254
      ? email.trim().toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}
