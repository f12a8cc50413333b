import { type Identifier, useTranslate } from 'react-admin';
import { declaredResources, recordDeclarations } from '../../../shared/resources';
import { eventLinks } from '../../../shared/resources/eventLinks';
import { HISTORY_TABLES, type HistoryTable } from '../../../shared/resources/history';
import { regionLevels } from '../../../shared/resources/regions';
import { currentLocale } from '../../i18n/provider';
import type { MessageKey } from '../../i18n/text';
import { routedResources } from '..';
import { pathIfKnown, type RoutedResourceName } from '../paths';

/** What the history calls a table's records, and where one of them is shown, if anywhere. */
export interface HistoryTarget {
  /** "Event". */
  label: MessageKey;
  /**
   * The record's screen, from its id and the ids of the records it sits under; none when those
   * ids do not lead to one (a role, shared by all events, has no parents to sit under).
   */
  path?: (id: Identifier, parents: readonly (Identifier | null)[]) => string | undefined;
}

/** Every table with a history, by name: a new one fails the type check until it is here. */
const LABELS: Record<HistoryTable, MessageKey> = {
  administrators: 'console.history.targets.administrators',
  company_links: 'console.history.targets.company_links',
  manager_versions: 'console.history.targets.manager_versions',
  categories: 'console.history.targets.categories',
  slides: 'console.history.targets.slides',
  sponsors: 'console.history.targets.sponsors',
  countries: 'console.history.targets.countries',
  states: 'console.history.targets.states',
  cities: 'console.history.targets.cities',
  organizations: 'console.history.targets.organizations',
  locations: 'console.history.targets.locations',
  events: 'console.history.targets.events',
  blog_posts: 'console.history.targets.blog_posts',
  sponsorships: 'console.history.targets.sponsorships',
  participation_roles: 'console.history.targets.participation_roles',
  event_participants: 'console.history.targets.event_participants',
};

/** A routed resource's record screen: its show screen, else its edit screen, if it has either. */
function routedPath(name: RoutedResourceName): HistoryTarget['path'] {
  const views = routedResources.find((routed) => routed.name === name)?.views ?? {};
  const view = 'show' in views ? 'show' : 'edit' in views ? 'edit' : undefined;
  if (!view) return undefined;
  return (id, parents) => pathIfKnown(name, view, [...parents, id]);
}

const routedPaths = [
  ...regionLevels.map((level) => [level.table, level.table] as const),
  ...recordDeclarations.map((record) => [record.table, record.name] as const),
  ...eventLinks.map((link) => [link.table, link.name] as const),
].map(([table, name]) => [table, routedPath(name as RoutedResourceName)] as const);

const declaredPaths = declaredResources.map(
  (declaration) => [declaration.table, (id: Identifier) => `/${declaration.name}/${id}`] as const,
);

const paths: Partial<Record<HistoryTable, HistoryTarget['path']>> = {
  administrators: () => '/administrators',
  company_links: () => '/settings',
  manager_versions: () => '/settings',
  ...Object.fromEntries([...routedPaths, ...declaredPaths]),
};

/** Every table with a history, by name. */
export const historyTargets = Object.fromEntries(
  HISTORY_TABLES.map((table) => [table, { label: LABELS[table], path: paths[table] }]),
) as Record<HistoryTable, HistoryTarget>;

/** How the history names a table's records, in the current language; an unknown table by name. */
export function useTargetLabel(): (table: string) => string {
  const translate = useTranslate();
  return (table) => {
    const target = historyTargets[table as HistoryTable];
    return target ? translate(target.label) : table;
  };
}

/** The tables with a history as a filter's choices, by name in the current language (finished texts). */
export function useTargetChoices(): { id: string; name: string }[] {
  const label = useTargetLabel();
  return HISTORY_TABLES.map((table) => ({ id: table, name: label(table) })).sort((a, b) =>
    a.name.localeCompare(b.name, currentLocale()),
  );
}
