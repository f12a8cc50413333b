import type { TranslationMessages } from 'react-admin';

/**
 * A message catalogue: react-admin's shape, a tree of keys whose leaves are texts with
 * `%{name}` placeholders and, for a count, `singular |||| plural`.
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A translation of catalogue `T`: the same keys, each with a text. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * The catalogues of a glob import (`../custom/layout/messages.en.ts` -> its texts) by the name of
 * the folder each lives in (`layout`); two folders of one name would mix their keys.
 */
export function byFolder(modules: Record<string, Catalogue>): Catalogue {
  const catalogues: Catalogue = {};
  for (const [path, texts] of Object.entries(modules)) {
    const folder = path.split('/').at(-2) ?? '';
    if (folder in catalogues) throw new Error(`Two folders named ${folder} hold messages`);
    catalogues[folder] = texts;
  }
  return catalogues;
}

/** Every key of `catalogue` with its text, dotted (`console.layout.menu.dashboard`). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/**
 * `text` with each `%{name}` placeholder filled from `values`; a placeholder without a value
 * stays as it is.
 */
export const interpolate = (text: string, values: Readonly<Record<string, unknown>>) =>
  text.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
    values[name] !== undefined ? String(values[name]) : placeholder,
  );

/** How the console words three of react-admin's texts, in each language. */
export interface ConsoleWording {
  /** A sort button names its column as the header does (react-admin lower-cases it: "iD"). */
  sortBy: string;
  /** The bulk toolbar counts records, as the console's messages do. */
  bulkActions: string;
  /** Select all selects beyond the page, so it is not named like the header's page box. */
  selectAll: string;
}

/** react-admin's messages in one language, with the console's wording of those three. */
export function withConsoleWording(
  messages: TranslationMessages,
  { sortBy, bulkActions, selectAll }: ConsoleWording,
): Catalogue {
  const { ra } = messages;
  return {
    ...messages,
    ra: {
      ...ra,
      sort: { ...ra.sort, sort_by: sortBy },
      action: { ...ra.action, bulk_actions: bulkActions, select_all_button: selectAll },
    },
  } as Catalogue;
}
