import { localStorageStore, type Store } from 'react-admin';
import { readThemeMode, writeThemeMode } from './themeMode';

/** The key react-admin's theme switch (useTheme / ToggleThemeButton) reads and writes. */
const THEME_KEY = 'theme';

/**
 * react-admin's store, except that the theme choice lives under MUI's `mui-mode` /
 * `mui-color-scheme` keys instead of react-admin's own prefix: one place holds the choice, the
 * login screen can read it without react-admin, and signing out (which resets react-admin's
 * store) keeps it.
 */
export function createConsoleStore(
  base: Store = localStorageStore(undefined, 'directory-admin'),
): Store {
  const themeListeners = new Set<(value: unknown) => void>();
  const setTheme = (value: unknown) => {
    writeThemeMode(value);
    const mode = readThemeMode();
    for (const listener of themeListeners) listener(mode);
  };
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      return key === THEME_KEY ? (readThemeMode() as T) : base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T) {
      if (key === THEME_KEY) setTheme(value);
      else base.setItem(key, value);
    },
    removeItem(key: string) {
      if (key === THEME_KEY) setTheme(undefined);
      else base.removeItem(key);
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (key !== THEME_KEY) return base.subscribe(key, callback);
      themeListeners.add(callback);
      return () => {
        themeListeners.delete(callback);
      };
    },
  };
}
