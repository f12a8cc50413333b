import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, sessionStore } from '../../../src/authProvider/session';

const user = {
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  picture: 'https://example.org/ada.png',
};
const sessionFor = (ms: number): Session => ({
  token: 'session-token',
  user,
  expiresAt: new Date(Date.now() + ms).toISOString(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sessionStore', () => {
  it('keeps a session across a reload until it expires', async () => {
    const session = sessionFor(3_600_000);
    sessionStore.set(session);
    vi.resetModules();
    const reloaded = await import('../../../src/authProvider/session');
    expect(reloaded.sessionStore.get()).toEqual(session);
  });

  it('answers the same object while the session is unchanged, as a React snapshot must', () => {
    sessionStore.set(sessionFor(3_600_000));
    expect(sessionStore.get()).toBe(sessionStore.get());
  });

  it('answers no session past its expiry, and says it expired', () => {
    sessionStore.set(sessionFor(-1));
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('expired');
  });

  it('treats a corrupt stored value as no session', () => {
    localStorage.setItem('directory-admin.session', '{not json');
    expect(sessionStore.get()).toBeNull();
  });

  it('remembers why the last session ended, until the next sign-in', () => {
    sessionStore.set(sessionFor(3_600_000));
    expect(sessionStore.lastSignedOutReason()).toBeNull();
    sessionStore.clear('forbidden');
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('forbidden');
    sessionStore.set(sessionFor(3_600_000));
    expect(sessionStore.lastSignedOutReason()).toBeNull();
  });

  it('tells subscribers about sign-in, sign-out and other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set(sessionFor(3_600_000));
    sessionStore.clear('signed-out');
    window.dispatchEvent(new StorageEvent('storage', { key: 'directory-admin.session' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    sessionStore.set(sessionFor(3_600_000));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('tells subscribers when the session expires while the page is open', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set(sessionFor(60_000));
    expect(sessionStore.get()).not.toBeNull();
    listener.mockClear();
    vi.advanceTimersByTime(60_001);
    expect(listener).toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignedOutReason()).toBe('expired');
    unsubscribe();
  });
});
