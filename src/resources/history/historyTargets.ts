import type { Identifier } from 'react-admin';
import { declaredResources, recordDeclarations } from '../../../shared/resources';
import { eventLinks } from '../../../shared/resources/eventLinks';
import type { HistoryTable } from '../../../shared/resources/history';
import { regionLevels } from '../../../shared/resources/regions';
import { type RoutedResourceName, routedResources } from '..';
import { pathTo } from '../paths';

/** What the history calls a table's records, and where one of them is shown, if anywhere. */
export interface HistoryTarget {
  label: string;
  /** The record's screen, from its id and the ids of the records it sits under. */
  path?: (id: Identifier, parents: readonly Identifier[]) => string;
}

/** A routed resource's record screen: its show screen, else its edit screen. */
function routedPath(name: RoutedResourceName): HistoryTarget['path'] {
  const resource = routedResources.find((routed) => routed.name === name);
  const view = resource && 'show' in resource.views ? 'show' : 'edit';
  return (id, parents) => pathTo(name, view, ...parents, id);
}

const routedTargets = [
  ...regionLevels.map((level) => [level.table, level.label, level.table] as const),
  ...recordDeclarations.map((record) => [record.table, record.label.one, record.name] as const),
  ...eventLinks.map((link) => [link.table, link.label, link.name] as const),
].map(([table, label, name]) => [table, { label, path: routedPath(name as RoutedResourceName) }]);

const declaredTargets = declaredResources.map((declaration) => [
  declaration.table,
  { label: declaration.label.one, path: (id: Identifier) => `/${declaration.name}/${id}` },
]);

/** Every table with a history, by name: a new one fails the type check until it is here. */
export const historyTargets: Record<HistoryTable, HistoryTarget> = {
  administrators: { label: 'Administrator', path: () => '/administrators' },
  company_links: { label: 'Company link', path: () => '/settings' },
  manager_versions: { label: 'App settings', path: () => '/settings' },
  ...(Object.fromEntries([...routedTargets, ...declaredTargets]) as Record<
    Exclude<HistoryTable, 'administrators' | 'company_links' | 'manager_versions'>,
    HistoryTarget
  >),
};
