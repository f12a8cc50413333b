/** The console's languages; English is the default and the spec's language. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

const STORAGE_KEY = 'console.locale';

const isLocale = (value: unknown): value is Locale =>
  LOCALES.some(({ locale }) => locale === value);

/**
 * The language this browser uses: the one chosen in the user menu, else French when the
 * browser's preferred language is French (fr, fr-CA, ...), else English.
 */
export function chosenLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (privacy mode): the browser's language decides.
  }
  const preferred = navigator.languages?.[0] ?? navigator.language ?? 'en';
  return preferred.toLowerCase().split('-')[0] === 'fr' ? 'fr' : 'en';
}

/** Keeps the choice for this browser. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not kept: the next visit follows the browser's language again.
  }
}
