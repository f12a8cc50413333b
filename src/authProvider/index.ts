import type { AuthProvider } from 'react-admin';
import type { Person } from '../../shared/resources/access';
import { apiFetch, isFailedWrite } from '../dataProvider/http';
import { isRoleRefusal } from '../ui/errorMessage';
import type { AccessQuestion } from './access';
import { type SessionUser, sessionStore } from './session';
import { signInWithCredential, type UserBody, unwrapData, userOf } from './signIn';

export { requestLocalCredential, signInWithCredential } from './signIn';

// react-admin translates the message of a check that fails in the console.
const SESSION_ENDED = {
  401: 'console.auth.session_expired',
  403: 'console.auth.not_an_administrator',
} as const;

/** The stored user brought up to date from the server, once per session token and page load. */
let refreshed: { token: string; user: Promise<SessionUser> } | null = null;

/**
 * The signed-in user as the server knows them now: their role or limits may have changed since
 * they signed in, and a session stored before roles existed has none. Fetched from
 * `GET /admin/auth/me` once per page load; on failure the stored user is kept (and asked again
 * next time).
 */
export function currentUser(): Promise<SessionUser | null> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(null);
  if (refreshed?.token !== session.token) {
    const token = session.token;
    const user = fetchUser(token);
    refreshed = { token, user };
    user.catch(() => {
      if (refreshed?.token === token) refreshed = null;
    });
  }
  return refreshed.user.catch(() => session.user);
}

async function fetchUser(token: string): Promise<SessionUser> {
  const answered = unwrapData(await apiFetch('/admin/auth/me')).user as UserBody | undefined;
  if (typeof answered?.email !== 'string') throw new Error('No user in the answer.');
  const user = userOf(answered);
  const session = sessionStore.get();
  if (session?.token === token) sessionStore.set({ ...session, user });
  return user;
}

/** The user as the access rules take them; one without a known role is allowed nothing. */
const personOf = (user: SessionUser | null): Person | null =>
  user?.role
    ? {
        id: user.id ?? 0,
        role: user.role,
        stateIds: user.state_ids ?? [],
        cityIds: user.city_ids ?? [],
      }
    : null;

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

  async checkError(error: { status?: number; body?: unknown } | null | undefined) {
    const status = error?.status;
    if (status !== 401 && status !== 403) return;
    // The person's role does not allow this call: they stay signed in, and it fails as itself.
    if (status === 403 && isRoleRefusal(error)) return;
    if (sessionStore.get()) sessionStore.clear(status === 401 ? 'expired' : 'forbidden');
    // A refused write must reach its form as a failure, which keeps the input: rejecting here
    // makes react-admin answer the call with empty data, as if it had been saved.
    if (isFailedWrite(error)) return;
    throw { logoutUser: false, message: SESSION_ENDED[status] };
  },

  async getIdentity() {
    if (!sessionStore.get()) throw new Error('Not signed in.');
    const user = (await currentUser()) ?? sessionStore.get()?.user;
    if (!user) throw new Error('Not signed in.');
    const { email, name, picture, role, state_ids = [], city_ids = [] } = user;
    return {
      id: email,
      fullName: name ?? email,
      avatar: picture ?? undefined,
      // The header names the role, and an editor's limits.
      ...(role && { role, stateIds: state_ids, cityIds: city_ids }),
    };
  },

  /**
   * Whether the signed-in person may do `action` on `resource` (and `record`): derived from the
   * record types' declared access (src/authProvider/access.ts). The console hides what this
   * refuses; the server refuses it anyway.
   */
  async canAccess(question: AccessQuestion) {
    // The rules read every record type's declaration: they load beside the first screen, not
    // before it (the dashboard's download budget).
    const [user, { mayDo }] = await Promise.all([currentUser(), import('./access')]);
    const person = personOf(user);
    return person !== null && mayDo(person, question);
  },
};
