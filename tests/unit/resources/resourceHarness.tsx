import { type DataProvider, Resource, type ResourceProps } from 'react-admin';
import { consoleResources } from '../../../src/resources';
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

/** The console's resource registered as `name`. */
export function consoleResource(name: string): ResourceProps {
  const resource = consoleResources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`The console registers no resource "${name}".`);
  return resource;
}
