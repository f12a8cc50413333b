import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRefresh } from 'react-admin';
import { sessionStore } from '../../authProvider/session';

/**
 * While the session was over, react-admin answered the refused calls with empty data; once the
 * user has signed in again under the overlay, reload what the page shows.
 */
export function useReloadWhenSessionResumes() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const refresh = useRefresh();
  const interrupted = useRef(false);
  useEffect(() => {
    if (session === null) {
      interrupted.current = true;
    } else if (interrupted.current) {
      interrupted.current = false;
      refresh();
    }
  }, [session, refresh]);
}
