import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  authProvider,
  requestLocalCredential,
  signInWithCredential,
} from '../../../src/authProvider';
import { type Session, sessionStore } from '../../../src/authProvider/session';
import { apiFetch } from '../../../src/dataProvider/http';
import { api, route, server } from '../support/server';

const user = {
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  picture: 'https://example.org/ada.png',
};
const expiresAt = () => new Date(Date.now() + 12 * 3_600_000).toISOString();
const signedIn = (): Session => {
  const session = { token: 'session-token', user, expiresAt: expiresAt() };
  sessionStore.set(session);
  return session;
};

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

describe('sign-in', () => {
  it('login exchanges the credential for a session and keeps it', async () => {
    const until = expiresAt();
    const requests = route('post', '/admin/auth/google', {
      data: { token: 'session-token', expires_at: until, user },
    });
    await authProvider.login({ credential: 'google-id-token' });
    await expect((requests[0] as Request).json()).resolves.toEqual({ token: 'google-id-token' });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(sessionStore.get()).toEqual({ token: 'session-token', user, expiresAt: until });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends the session token on later calls', async () => {
    route('post', '/admin/auth/google', {
      data: { token: 'session-token', expires_at: expiresAt(), user },
    });
    await signInWithCredential('google-id-token');
    const requests = route('post', '/admin/auth/logout', { data: {} });
    await authProvider.logout({});
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('says a non-administrator is refused, in the server words or the default ones', async () => {
    route(
      'post',
      '/admin/auth/google',
      { message: 'ada@example.org is not an administrator.' },
      403,
    );
    await expect(signInWithCredential('token')).rejects.toThrow(
      'ada@example.org is not an administrator.',
    );
    route('post', '/admin/auth/google', {}, 403);
    await expect(signInWithCredential('token')).rejects.toThrow(
      'console.login.not_an_administrator',
    );
    expect(sessionStore.get()).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.post(api('/admin/auth/google'), () => HttpResponse.error()));
    await expect(signInWithCredential('token')).rejects.toThrow('console.login.connection_failed');
  });

  it('shows the server message for a refused credential', async () => {
    route('post', '/admin/auth/google', { message: 'The sign-in token has expired.' }, 401);
    await expect(signInWithCredential('token')).rejects.toThrow('The sign-in token has expired.');
  });

  it('takes the user from the credential when a backend answers only the token', async () => {
    const claims = {
      email: 'bob@example.org',
      name: 'Bob Émile',
      picture: 'https://example.org/bob.png',
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    route('post', '/admin/auth/google', { data: { token: 'legacy-token' } });
    const session = await signInWithCredential(`header.${payload}.signature`);
    expect(session.user).toEqual(claims);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('asks a local-mode server for its credential', async () => {
    const requests = route('post', '/admin/auth/local', { data: { credential: 'local-id-token' } });
    await expect(requestLocalCredential()).resolves.toBe('local-id-token');
    expect(requests).toHaveLength(1);
  });
});

describe('logout', () => {
  it('revokes the session on the server, forgets it and goes home', async () => {
    signedIn();
    const requests = route('post', '/admin/auth/logout', { data: {} });
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(requests).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('signed-out');
  });

  it('forgets the session even when the server cannot be told', async () => {
    signedIn();
    server.use(http.post(api('/admin/auth/logout'), () => HttpResponse.error()));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the reason of an earlier end when called without a session', async () => {
    signedIn();
    sessionStore.clear('expired');
    await authProvider.logout({});
    expect(sessionStore.lastSignedOutReason()).toBe('expired');
  });
});

describe('checks', () => {
  it('checkAuth fails quietly without a session, leaving the route to the sign-in gate', async () => {
    expect(await rejectionOf(authProvider.checkAuth({}))).toEqual({
      message: false,
      redirectTo: false,
    });
  });

  it('a 401 ends the session as expired without unmounting the page', async () => {
    signedIn();
    expect(await rejectionOf(authProvider.checkError({ status: 401 }))).toEqual({
      logoutUser: false,
      message: 'console.auth.session_expired',
    });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('expired');
  });

  it('a 403 ends the session as not an administrator', async () => {
    signedIn();
    expect(await rejectionOf(authProvider.checkError({ status: 403 }))).toEqual({
      logoutUser: false,
      message: 'console.auth.not_an_administrator',
    });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('forbidden');
  });

  it('a write refused for an ended session ends it but fails as itself, so its form keeps the input', async () => {
    signedIn();
    route('post', '/admin/blog', { message: 'Your session has expired. Sign in again.' }, 401);
    const refused = await rejectionOf(apiFetch('/admin/blog', { method: 'POST', json: {} }));
    await expect(authProvider.checkError(refused as { status: number })).resolves.toBeUndefined();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('expired');

    signedIn();
    route('get', '/admin/blog', { message: 'Your session has expired. Sign in again.' }, 401);
    const refusedRead = await rejectionOf(apiFetch('/admin/blog'));
    expect(await rejectionOf(authProvider.checkError(refusedRead as { status: number }))).toEqual({
      logoutUser: false,
      message: 'console.auth.session_expired',
    });
  });

  it('other errors keep the session', async () => {
    signedIn();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('getIdentity shows the name and picture, or the email when there is no name', async () => {
    signedIn();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'ada@example.org',
      fullName: 'Ada Lovelace',
      avatar: 'https://example.org/ada.png',
    });
    sessionStore.set({
      token: 't',
      user: { email: 'bob@example.org', name: null, picture: null },
      expiresAt: expiresAt(),
    });
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'bob@example.org',
      fullName: 'bob@example.org',
      avatar: undefined,
    });
  });
});
