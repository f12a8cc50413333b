import type { I18nProvider } from 'react-admin';
import { codeOf } from '../../shared/messageCodes';
import type { CodedMessage } from '../../shared/messages';
import { english } from './en';
import { chosenLocale, LOCALES, type Locale, rememberLocale } from './locale';
import { type Catalogue, flatten, interpolate } from './messages';

type Options = Record<string, unknown> & { _?: string; smart_count?: unknown };

/**
 * Each language's plural: English uses the singular for exactly one, French for zero and one.
 * Messages with a plural are written `singular |||| plural`.
 */
const PLURAL_IS_SINGULAR: Record<Locale, (count: number) => boolean> = {
  en: (count) => count === 1,
  fr: (count) => Math.abs(count) < 2,
};

/** French is downloaded only when chosen: the English console carries none of it. */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => english,
  fr: async () => (await import('./fr')).french,
};

const loaded = new Map<Locale, Map<string, string>>([['en', flatten(english)]]);
let current: Locale = 'en';

function pluralForm(message: string, count: unknown, locale: Locale): string {
  const [singular = message, plural = singular] = message.split(' |||| ');
  if (typeof count !== 'number') return singular;
  return PLURAL_IS_SINGULAR[locale](count) ? singular : plural;
}

/** Loads `locale`'s catalogue if it is not yet, and makes it the current language. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, flatten(await loaders[locale]()));
  current = locale;
  document.documentElement.lang = locale;
}

/** Before the first render: the language this browser chose, loaded. */
export const loadChosenLocale = () => switchLocale(chosenLocale());

/** The language the console shows now. */
export const currentLocale = (): Locale => current;

/** Keys are dotted words; an API message has a space, or is one word like `Required`. */
const mayBeMessage = (key: string) => /\s/.test(key) || !key.includes('.');

/** What `codeOf` made of the texts seen lately: every render translates them again. */
const recognisedTexts = new Map<string, CodedMessage | null>();
const RECOGNISED_TEXTS_KEPT = 500;

function recognised(text: string): CodedMessage | undefined {
  let coded = recognisedTexts.get(text);
  if (coded === undefined) {
    if (recognisedTexts.size >= RECOGNISED_TEXTS_KEPT) recognisedTexts.clear();
    coded = codeOf(text) ?? null;
    recognisedTexts.set(text, coded);
  }
  return coded ?? undefined;
}

/**
 * The text of an API message in English shown as a key (react-admin's inputs translate their
 * validation message): its code's, `errors.<code>`, in the current language, with its params.
 */
function codedText(key: string): { text: string; params: Record<string, string> } | undefined {
  if (loaded.get('en')?.has(key) || !mayBeMessage(key)) return undefined;
  const coded = recognised(key);
  const text = coded && loaded.get(current)?.get(`errors.${coded.code}`);
  return coded && text !== undefined ? { text, params: coded.params } : undefined;
}

const render = (text: string, options: Options) =>
  interpolate(pluralForm(text, options.smart_count, current), options);

/**
 * react-admin's translations and the console's, in English or French. What it is given is a
 * message key or the English text of an API message (react-admin's inputs translate their
 * validation message; the data provider a failure without a code), never a text made of a
 * record's data: a record named `Required` would read "Obligatoire" (the console's screens take
 * such texts as finished texts, src/i18n/text.ts). A key the current language lacks falls back
 * to its `_` default (a declaration's own English text), else to the English catalogue, else to
 * the key itself; an API message is worded by its code, and a text the registry does not know
 * is shown as it is (its `%{…}` and `||||` are its own).
 */
export const i18nProvider: I18nProvider = {
  translate(key, options: Options = {}) {
    const own = loaded.get(current)?.get(key);
    if (own !== undefined) return render(own, options);
    const coded = codedText(key);
    if (coded) return render(coded.text, { ...coded.params, ...options });
    const ownDefault = options._ === undefined || options._ === key;
    if (ownDefault && mayBeMessage(key) && !loaded.get('en')?.has(key)) return key;
    return render(options._ ?? loaded.get('en')?.get(key) ?? key, options);
  },
  async changeLocale(locale: string) {
    const next = LOCALES.find((candidate) => candidate.locale === locale)?.locale ?? 'en';
    await switchLocale(next);
    rememberLocale(next);
  },
  getLocale: () => current,
  getLocales: () => LOCALES.map((locale) => ({ ...locale })),
};
