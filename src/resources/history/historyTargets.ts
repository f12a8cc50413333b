import { type Identifier, useLocaleState } from 'react-admin';
import { declaredResources, recordTypes } from '../../../shared/resources';
import { HISTORY_TABLES, type HistoryTable } from '../../../shared/resources/history';
import type { Locale } from '../../i18n/locale';
import { currentLocale } from '../../i18n/provider';
import { pathIfKnown, type RoutedResourceName } from '../paths';

/** What the history calls a table's records, and where one of them is shown, if anywhere. */
export interface HistoryTarget {
  /** "Event", in each language: the record type's declared name. */
  label: Readonly<Record<Locale, string>>;
  /**
   * The record's screen, from its id and the ids of the records it sits under; none when those
   * ids do not lead to one (a role, shared by all events, has no parents to sit under).
   */
  path?: (id: Identifier, parents: readonly (Identifier | null)[]) => string | undefined;
}

const declaredNames = new Set(declaredResources.map((declaration) => declaration.name));

/**
 * Where a record type's record is shown: the screen its declaration names, a declared resource's
 * edit screen, or its routed record screen.
 */
function pathOf(type: (typeof recordTypes)[number]): HistoryTarget['path'] {
  if ('shownAt' in type) return () => type.shownAt;
  if (declaredNames.has(type.name)) return (id) => `/${type.name}/${id}`;
  if ('route' in type) {
    const { name, route } = type;
    return (id, parents) =>
      pathIfKnown(name as RoutedResourceName, route.recordPage, [...parents, id]);
  }
  return undefined;
}

/** Every table with a history, by name. */
export const historyTargets = Object.fromEntries(
  recordTypes.map((type) => [
    type.table,
    { label: { en: type.label.one, fr: type.fr.one }, path: pathOf(type) },
  ]),
) as Record<HistoryTable, HistoryTarget>;

/** How the history names a table's records, in the current language; an unknown table by name. */
export function useTargetLabel(): (table: string) => string {
  const [locale] = useLocaleState();
  return (table) => historyTargets[table as HistoryTable]?.label[locale as Locale] ?? table;
}

/** The tables with a history as a filter's choices, by name in the current language (finished texts). */
export function useTargetChoices(): { id: string; name: string }[] {
  const label = useTargetLabel();
  return HISTORY_TABLES.map((table) => ({ id: table, name: label(table) })).sort((a, b) =>
    a.name.localeCompare(b.name, currentLocale()),
  );
}
