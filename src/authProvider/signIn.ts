import { HttpError } from 'react-admin';
// Types only: the declarations behind the roles stay out of the sign-in screen's download.
import type { Role } from '../../shared/resources/access';
import { apiFetch, type ErrorBody } from '../dataProvider/http';
import { type Session, type SessionUser, sessionStore } from './session';

// Message keys: the sign-in screen shows its failures in its language (src/custom/login), and
// react-admin translates the message of a check that fails in the console.
const NOT_AN_ADMINISTRATOR = 'console.login.not_an_administrator';
const SIGN_IN_FAILED = 'console.login.sign_in_failed';
const UNREACHABLE = 'console.login.connection_failed';
// The server's default session lifetime; used only when a backend does not say when it ends.
const DEFAULT_SESSION_MS = 12 * 60 * 60 * 1000;

/** The user as the sign-in answer and `GET /admin/auth/me` carry them. */
export interface UserBody {
  email?: unknown;
  name?: unknown;
  picture?: unknown;
  id?: unknown;
  role?: unknown;
  state_ids?: unknown;
  city_ids?: unknown;
}

interface SignInBody {
  token?: unknown;
  expires_at?: unknown;
  user?: UserBody;
}

/**
 * Exchanges an identity credential (a Google ID token, or the local one) for a session,
 * and keeps the session. Throws an Error whose message is a sign-in screen's message key, or the
 * server's own words.
 */
export async function signInWithCredential(credential: string): Promise<Session> {
  let body: unknown;
  try {
    body = await apiFetch('/admin/auth/google', {
      method: 'POST',
      json: { token: credential },
      auth: false,
    });
  } catch (error) {
    throw new Error(signInErrorMessage(error));
  }
  const values = unwrapData(body) as SignInBody;
  if (typeof values.token !== 'string' || values.token === '') {
    throw new Error(SIGN_IN_FAILED);
  }
  const session: Session = {
    token: values.token,
    user: sessionUser(values.user, credential),
    expiresAt:
      typeof values.expires_at === 'string'
        ? values.expires_at
        : new Date(Date.now() + DEFAULT_SESSION_MS).toISOString(),
  };
  sessionStore.set(session);
  return session;
}

/**
 * Asks a server in local mode for a credential signed by its own key: the local administrator's,
 * or with `email` that live person's. A failure's message is a
 * message key or the server's own words, like signInWithCredential's.
 */
export async function requestLocalCredential(email?: string): Promise<string> {
  const body = await apiFetch('/admin/auth/local', {
    method: 'POST',
    auth: false,
    json: email === undefined ? undefined : { email },
  });
  const { credential } = unwrapData(body) as { credential?: unknown };
  if (typeof credential !== 'string' || credential === '') {
    throw new Error('console.login.no_local_credential');
  }
  return credential;
}

export function unwrapData(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object') return {};
  const { data } = body as { data?: unknown };
  return (data !== null && typeof data === 'object' ? data : body) as Record<string, unknown>;
}

function signInErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return SIGN_IN_FAILED;
  if (error.status === 0) return UNREACHABLE;
  const serverMessage = (error.body as ErrorBody | undefined)?.message;
  if (error.status === 403) return serverMessage || NOT_AN_ADMINISTRATOR;
  return serverMessage || SIGN_IN_FAILED;
}

/**
 * The user from the sign-in answer; a backend that answers only the token leaves it to
 * the credential's own claims (an ID token is a JWT whose payload names the account).
 */
function sessionUser(user: UserBody | undefined, credential: string): SessionUser {
  return user && typeof user.email === 'string'
    ? userOf(user)
    : userOf(credentialClaims(credential) as UserBody);
}

const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : undefined;

/** The user an answer names, with their role and limits when it carries them. */
export function userOf(source: UserBody): SessionUser {
  const user: SessionUser = {
    email: typeof source.email === 'string' ? source.email : '',
    name: typeof source.name === 'string' ? source.name : null,
    picture: typeof source.picture === 'string' ? source.picture : null,
  };
  if (typeof source.id === 'number') user.id = source.id;
  // A role this console does not know allows nothing (shared/resources/access.ts ranks none).
  if (typeof source.role === 'string') {
    user.role = source.role as Role;
    user.state_ids = ids(source.state_ids) ?? [];
    user.city_ids = ids(source.city_ids) ?? [];
  }
  return user;
}

function credentialClaims(credential: string): Record<string, unknown> {
  const payload = credential.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}
