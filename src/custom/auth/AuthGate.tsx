import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type SignedOutReason, sessionStore } from '../../authProvider/session';
import { wordFailuresWith } from '../../dataProvider/http';
import { LoginScreen } from '../login/LoginScreen';
import { ConsoleLoadBoundary } from './ConsoleLoadBoundary';
import { LoadingConsole } from './LoadingConsole';

/**
 * The whole react-admin console, loaded only once somebody has signed in, with its language's
 * texts (French is downloaded only if chosen), which then word the API's failures too.
 */
const ConsoleApp = lazy(async () => {
  const [app, { loadChosenLocale, i18nProvider }] = await Promise.all([
    import('../../App'),
    import('../../i18n/provider'),
  ]);
  await loadChosenLocale();
  wordFailuresWith(i18nProvider.translate);
  return app;
});

/**
 * Endings after which the console stays mounted under the login overlay, so that signing in
 * again returns the user to the same page with their unsaved input.
 */
const RESUMABLE_ENDINGS: ReadonlySet<SignedOutReason> = new Set(['expired', 'forbidden']);

/**
 * Shows the login screen until there is a session, at whatever URL was asked for, so that
 * after signing in the console opens that very page.
 */
export function AuthGate() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const [consoleMounted, setConsoleMounted] = useState(session !== null);
  const reason = session === null ? sessionStore.lastSignedOutReason() : null;

  if (session !== null && !consoleMounted) {
    setConsoleMounted(true);
  } else if (session === null && consoleMounted && !(reason && RESUMABLE_ENDINGS.has(reason))) {
    setConsoleMounted(false);
  }

  useEffect(() => {
    // `/login` names the sign-in screen, which every address shows without a session: it is `/`.
    if (window.location.pathname === LOGIN_PATH) window.history.replaceState(null, '', '/');
  }, []);

  const wasMounted = useRef(consoleMounted);
  useEffect(() => {
    // After an explicit logout the next sign-in starts from the dashboard, not the last page;
    // a page opened without a session keeps its URL, so signing in lands on it.
    if (wasMounted.current && !consoleMounted && window.location.pathname !== '/') {
      window.history.replaceState(null, '', '/');
    }
    wasMounted.current = consoleMounted;
  }, [consoleMounted]);

  const overlay = consoleMounted && session === null;
  return (
    <>
      {consoleMounted && (
        <div
          inert={overlay}
          aria-hidden={overlay || undefined}
          style={overlay ? hiddenStyle : undefined}
        >
          <ConsoleLoadBoundary>
            <Suspense fallback={<LoadingConsole />}>
              <ConsoleApp />
            </Suspense>
          </ConsoleLoadBoundary>
        </div>
      )}
      {session === null && <LoginScreen reason={reason} overlay={overlay} />}
    </>
  );
}

const hiddenStyle = { visibility: 'hidden' } as const;

const LOGIN_PATH = '/login';
