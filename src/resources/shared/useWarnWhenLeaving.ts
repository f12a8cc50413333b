import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * For a form outside react-admin's (which warns with its `warnWhenUnsavedChanges`): while it
 * holds unsaved changes, leaving its page (a link, Back, closing the tab) asks first, with
 * react-admin's own question; staying keeps the typing.
 */
export function useWarnWhenLeaving(unsaved: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocker is new on each render
  useEffect(() => {
    if (!blocked) return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocked, translate]);

  useEffect(() => {
    if (!unsaved) return;
    // The browser asks with its own words before the page is closed or reloaded.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
