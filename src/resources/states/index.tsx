import { routedResource, screensOf } from '../routing';

/** A country's provinces and states. A province's page is its municipalities' list. */
export const states = routedResource({
  name: 'states',
  route: { one: 'state', many: 'states', parent: 'countries' },
  views: screensOf(() => import('./StateViews'), 'State', ['list', 'create', 'edit']),
  recordRepresentation: 'state',
});
