/**
 * The light/dark choice, kept in local storage under MUI's color-scheme keys so that it
 * survives reloads and sign-outs. Read by the login screen and, through the console's store,
 * by react-admin's theme switch. Deliberately free of react-admin imports: the login screen
 * must stay small.
 */
export type ThemeMode = 'light' | 'dark';

export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
const DEFAULT_MODE: ThemeMode = 'light';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function readThemeMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(MODE_STORAGE_KEY);
    return isThemeMode(stored) ? stored : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

/** Writes the mode and the colour scheme it selects; both keys always move together. */
export function writeThemeMode(mode: unknown): void {
  const next = isThemeMode(mode) ? mode : DEFAULT_MODE;
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, next);
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this page only.
  }
}
