import { countryRegions } from '../../../shared/resources/regions';
import { routedResource, screensOf } from '../routing';
import { regionRouting } from '../urlPatterns';

/** The countries: the root of the geography. A country's page is its provinces' list. */
export const countries = routedResource({
  ...regionRouting(countryRegions),
  views: screensOf(() => import('./CountryViews'), 'Country', ['list', 'create', 'edit']),
});
