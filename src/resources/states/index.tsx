import { stateRegions } from '../../../shared/resources/regions';
import { routedResource, screensOf } from '../routing';
import { regionRouting } from '../urlPatterns';

/** A country's provinces and states. A province's page is its municipalities' list. */
export const states = routedResource({
  ...regionRouting(stateRegions),
  views: screensOf(() => import('./StateViews'), 'State', ['list', 'create', 'edit']),
});
