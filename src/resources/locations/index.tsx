import { locations as declaration } from '../../../shared/resources/locations';
import { recordRouting, routedResource, screensOf } from '../routing';

/** An organization's locations. */
export const locations = routedResource({
  ...recordRouting(declaration),
  views: screensOf(() => import('./LocationViews'), 'Location', ['list', 'create', 'show', 'edit']),
});
