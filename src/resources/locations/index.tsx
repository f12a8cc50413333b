import { routedResource, screensOf } from '../routing';

/** An organization's locations. */
export const locations = routedResource({
  name: 'locations',
  route: { one: 'location', many: 'locations', parent: 'organizations' },
  views: screensOf(() => import('./LocationViews'), 'Location', ['list', 'create', 'show', 'edit']),
  recordRepresentation: 'name',
});
