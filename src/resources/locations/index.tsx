import { locations as declaration } from '../../../shared/resources/locations';
import { routedResource, screensOf } from '../routing';
import { recordRouting } from '../urlPatterns';

/** An organization's locations. */
export const locations = routedResource({
  ...recordRouting(declaration),
  views: screensOf(() => import('./LocationViews'), 'Location', ['list', 'create', 'show', 'edit']),
});
