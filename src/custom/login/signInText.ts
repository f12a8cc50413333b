import { useCallback, useEffect, useState } from 'react';
import { chosenLocale, type Locale } from '../../i18n/locale';
import { flatten, interpolate } from '../../i18n/messages';
import { en as authEnglish } from '../auth/messages.en';
import { fr as authFrench } from '../auth/messages.fr';
import { en as loginEnglish } from './messages.en';
import { fr as loginFrench } from './messages.fr';

/**
 * The texts shown before the console's code arrives (the sign-in screen, the console's loading
 * and its load failure). The console's i18n provider comes with that code, and the full
 * catalogues would break the sign-in budget, so these two small catalogues come in both languages.
 */
const catalogues: Record<Locale, Map<string, string>> = {
  en: flatten({ console: { auth: authEnglish, login: loginEnglish } }),
  fr: flatten({ console: { auth: authFrench, login: loginFrench } }),
};

export type SignInValues = Record<string, string>;

/**
 * The text of `message` in `locale`, its `%{name}` placeholders filled from `values`. A message
 * that is no key of these catalogues (the server's own words) is shown as it is.
 */
export function signInText(message: string, locale: Locale, values: SignInValues = {}): string {
  const text = catalogues[locale].get(message);
  if (text === undefined) return message;
  return interpolate(text, values);
}

/**
 * The language this browser chose, which the page declares (`<html lang>`, as the console does
 * once loaded), and the sign-in texts in it.
 */
export function useSignInText() {
  const [locale] = useState(chosenLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const text = useCallback(
    (message: string, values?: SignInValues) => signInText(message, locale, values),
    [locale],
  );
  return { locale, text };
}
