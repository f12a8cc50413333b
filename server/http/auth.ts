import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { messageText } from '../../shared/messages';
import type { Person, Role } from '../../shared/resources/access';
import type { Queryable } from '../db/database';
import type { Services } from '../services';
import { unauthorized } from './errors';
import type { AppEnv, RouteDefinition } from './routes';

/** The person a session belongs to, with their role and region limits as they are now. */
export interface SignedInAdministrator extends Person {
  sessionId: number;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Sessions are stored by hash, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Queryable,
  administratorId: number,
  ttlHours: number,
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expires_at: string }>(
    `INSERT INTO sessions (token_hash, administrator_id, expires_at, created_by, updated_by)
     VALUES ($1, $2, now() + make_interval(secs => $3), $2, $2) RETURNING expires_at`,
    [hashToken(token), administratorId, ttlHours * 3600],
  );
  return { token, expires_at: (row as { expires_at: string }).expires_at };
}

export async function revokeSession(db: Queryable, administrator: SignedInAdministrator) {
  await db.query(
    `UPDATE sessions SET deleted_at = now(), deleted_by = $2, updated_at = now(), updated_by = $2
     WHERE id = $1 AND deleted_at IS NULL`,
    [administrator.sessionId, administrator.id],
  );
}

interface SessionRow {
  session_id: number;
  administrator_id: number;
  expired: boolean;
  revoked: boolean;
  administrator_removed: boolean;
  role: Role;
  state_ids: number[];
  city_ids: number[];
}

/** Resolves `Authorization: Bearer <token>` to the administrator, or throws 401 saying why. */
export async function authenticate(
  db: Queryable,
  header: string | undefined,
): Promise<SignedInAdministrator> {
  if (!header) throw unauthorized(messageText('no_session_token'));
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match) throw unauthorized(messageText('bad_authorization'));
  const token = match[1] as string;
  if (!TOKEN_PATTERN.test(token)) throw unauthorized(messageText('session_invalid'));
  const [row] = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.administrator_id, s.expires_at <= now() AS expired,
            s.deleted_at IS NOT NULL AS revoked, a.deleted_at IS NOT NULL AS administrator_removed,
            a.role, a.state_ids, a.city_ids
     FROM sessions s JOIN administrators a ON a.id = s.administrator_id
     WHERE s.token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) throw unauthorized(messageText('session_invalid'));
  if (row.revoked) throw unauthorized(messageText('session_signed_out'));
  if (row.expired) throw unauthorized(messageText('session_expired'));
  if (row.administrator_removed) {
    throw unauthorized(messageText('no_longer_administrator'));
  }
  return {
    id: row.administrator_id,
    sessionId: row.session_id,
    role: row.role,
    stateIds: row.state_ids,
    cityIds: row.city_ids,
  };
}

/** Guards a declared route: a session, or (for `signedAccess` routes) a valid URL signature. */
export function requireSession(
  services: Services,
  definition: RouteDefinition,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (definition.signedAccess) {
      const signature = c.req.query('sig');
      const id = Number(c.req.param('id'));
      if (signature && Number.isSafeInteger(id) && services.files.verify(id, signature)) {
        c.set('administrator', undefined);
        return next();
      }
    }
    c.set('administrator', await authenticate(services.db, c.req.header('authorization')));
    return next();
  };
}
