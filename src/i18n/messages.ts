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
