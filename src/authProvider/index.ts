import { type AuthProvider, HttpError } from 'react-admin';
import { apiFetch, type ErrorBody, isFailedWrite } from '../dataProvider/http';
import { type Session, type SessionUser, sessionStore } from './session';

// Message keys: the sign-in screen shows its failures in its language (src/custom/login), and
// react-admin translates the message of a check that fails in the console.
const NOT_AN_ADMINISTRATOR = 'console.login.not_an_administrator';
const SIGN_IN_FAILED = 'console.login.sign_in_failed';
const UNREACHABLE = 'console.login.connection_failed';
const SESSION_ENDED = {
  401: 'console.auth.session_expired',
  403: 'console.auth.not_an_administrator',
} as const;
// The server's default session lifetime; used only when a backend does not say when it ends.
const DEFAULT_SESSION_MS = 12 * 60 * 60 * 1000;

interface SignInBody {
  token?: unknown;
  expires_at?: unknown;
  user?: { email?: unknown; name?: unknown; picture?: unknown };
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
 * Asks a server in local mode for a credential signed by its own key. A failure's message is a
 * message key or the server's own words, like signInWithCredential's.
 */
export async function requestLocalCredential(): Promise<string> {
  const body = await apiFetch('/admin/auth/local', { method: 'POST', auth: false });
  const { credential } = unwrapData(body) as { credential?: unknown };
  if (typeof credential !== 'string' || credential === '') {
    throw new Error('console.login.no_local_credential');
  }
  return credential;
}

export const authProvider: AuthProvider = {
  async login(params: { credential: string }) {
    await signInWithCredential(params.credential);
  },

  async logout() {
    // react-admin also calls logout when a check fails with no session: keep the reason then.
    if (sessionStore.get()) {
      try {
        await apiFetch('/admin/auth/logout', { method: 'POST' });
      } catch {
        // The session ends in this browser even when the server cannot be told.
      }
      sessionStore.clear('signed-out');
    }
    return '/';
  },

  async checkAuth() {
    if (!sessionStore.get()) {
      // The app's gate shows the sign-in screen over the requested route, so react-admin
      // must neither notify nor navigate away (which would lose the deep link).
      throw { message: false, redirectTo: false };
    }
  },

  async checkError(error: { status?: number } | null | undefined) {
    const status = error?.status;
    if (status !== 401 && status !== 403) return;
    if (sessionStore.get()) sessionStore.clear(status === 401 ? 'expired' : 'forbidden');
    // A refused write must reach its form as a failure, which keeps the input: rejecting here
    // makes react-admin answer the call with empty data, as if it had been saved.
    if (isFailedWrite(error)) return;
    throw { logoutUser: false, message: SESSION_ENDED[status] };
  },

  async getIdentity() {
    const session = sessionStore.get();
    if (!session) throw new Error('Not signed in.');
    const { email, name, picture } = session.user;
    return { id: email, fullName: name ?? email, avatar: picture ?? undefined };
  },
};

function unwrapData(body: unknown): Record<string, unknown> {
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
function sessionUser(user: SignInBody['user'], credential: string): SessionUser {
  const source = user && typeof user.email === 'string' ? user : credentialClaims(credential);
  return {
    email: typeof source.email === 'string' ? source.email : '',
    name: typeof source.name === 'string' ? source.name : null,
    picture: typeof source.picture === 'string' ? source.picture : null,
  };
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
