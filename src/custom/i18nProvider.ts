import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';

type Options = Record<string, unknown> & { _?: string; smart_count?: unknown };

function messageAt(messages: TranslationMessages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Messages with a plural are `singular |||| plural`; English uses the plural unless count is 1. */
function pluralForm(message: string, count: unknown): string {
  const [singular = message, plural = singular] = message.split(' |||| ');
  return typeof count === 'number' && count !== 1 ? plural : singular;
}

const interpolate = (text: string, options: Options) =>
  text.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
    name in options && options[name] !== undefined ? String(options[name]) : placeholder,
  );

/**
 * Where the console words a react-admin text otherwise: a sort button names its column as the
 * header does ("Sort by ID descending"; react-admin lower-cases the first letter: "iD"); the
 * bulk toolbar counts records, as the console's messages do, and its Select all button, which
 * selects beyond the page, is not named like the header's box that selects the page.
 */
const CONSOLE_MESSAGES: Readonly<Record<string, string>> = {
  'ra.sort.sort_by': 'Sort by %{field} %{order}',
  'ra.action.bulk_actions': '1 record selected |||| %{smart_count} records selected',
  'ra.action.select_all_button': 'Select every match',
};

/**
 * react-admin's English messages, in the console's one language. react-admin's default provider
 * wraps them in Polyglot for locale switching and other languages' plural rules, with a tree of
 * ES polyfills; the console speaks English only, which needs a lookup, `%{name}` placeholders and
 * the English plural. A missing key shows its `_` default, else the key itself.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options: Options = {}) =>
    interpolate(
      pluralForm(
        CONSOLE_MESSAGES[key] ?? messageAt(englishMessages, key) ?? options._ ?? key,
        options.smart_count,
      ),
      options,
    ),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};
