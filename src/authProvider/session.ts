import type { Role } from '../../shared/resources/access';

/**
 * Who signed in. Their id, role and region limits come with the sign-in answer and are refreshed
 * from `GET /api/admin/auth/me` when the console starts; a session stored before roles existed
 * has none until then.
 */
export interface SessionUser {
  email: string;
  name: string | null;
  picture: string | null;
  id?: number;
  role?: Role;
  /** An editor's limits: the provinces/states and municipalities they may change listings in. */
  state_ids?: number[];
  city_ids?: number[];
}

export interface Session {
  token: string;
  user: SessionUser;
  expiresAt: string;
}

export type SignedOutReason = 'signed-out' | 'expired' | 'forbidden';

const SESSION_KEY = 'directory-admin.session';
const REASON_KEY = 'directory-admin.signed-out-reason';
const REASONS: readonly SignedOutReason[] = ['signed-out', 'expired', 'forbidden'];
// setTimeout fires at once for delays past 2^31-1 ms; a later expiry is re-checked then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function parseSession(raw: string): Session | null {
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (
      typeof value?.token === 'string' &&
      typeof value.expiresAt === 'string' &&
      typeof value.user?.email === 'string'
    ) {
      return value as Session;
    }
  } catch {
    // A corrupt entry is treated as no session.
  }
  return null;
}

function isExpired(session: Session): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= Date.now();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Ends the session in this tab when it expires, so subscribers see it without a reload. */
function scheduleExpiry(session: Session | null): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!session) return;
  const delay = Math.min(Date.parse(session.expiresAt) - Date.now(), LONGEST_TIMER_MS);
  expiryTimer = setTimeout(() => {
    const current = sessionStore.get();
    if (current === null) notify();
    else scheduleExpiry(current);
  }, delay);
}

function writeReason(reason: SignedOutReason): void {
  localStorage.setItem(REASON_KEY, reason);
}

/**
 * The signed-in session, kept in localStorage so that a reload keeps it until it expires.
 * `get` answers the same object while the stored value is unchanged, as React's
 * useSyncExternalStore requires of a snapshot.
 */
export const sessionStore = {
  get(): Session | null {
    const raw = localStorage.getItem(SESSION_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedSession = raw === null ? null : parseSession(raw);
      scheduleExpiry(cachedSession);
    }
    if (cachedSession && isExpired(cachedSession)) {
      localStorage.removeItem(SESSION_KEY);
      writeReason('expired');
      cachedRaw = null;
      cachedSession = null;
      scheduleExpiry(null);
    }
    return cachedSession;
  },

  set(session: Session): void {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    localStorage.removeItem(REASON_KEY);
    notify();
  },

  clear(reason: SignedOutReason): void {
    localStorage.removeItem(SESSION_KEY);
    writeReason(reason);
    notify();
  },

  lastSignedOutReason(): SignedOutReason | null {
    sessionStore.get();
    const reason = localStorage.getItem(REASON_KEY);
    return REASONS.find((known) => known === reason) ?? null;
  },

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === SESSION_KEY || event.key === REASON_KEY) notify();
}
