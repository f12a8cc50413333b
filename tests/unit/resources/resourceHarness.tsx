import { type DataProvider, Resource, type ResourceProps } from 'react-admin';
import { type RenderedConsole, renderConsole } from '../custom/adminHarness';

/**
 * Renders the console's routes for `resources` (list, edit, create) at `path`, with
 * notifications, against the given data provider; no retries, so a failing call shows at once.
 */
export function renderResources(
  resources: ResourceProps[],
  options: { dataProvider: DataProvider; path: string; state?: unknown },
): RenderedConsole {
  return renderConsole(
    resources.map((resource) => <Resource key={resource.name} {...resource} />),
    options,
  );
}
