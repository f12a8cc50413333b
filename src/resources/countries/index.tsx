import { routedResource, screensOf } from '../routing';

/** The countries: the root of the geography. A country's page is its provinces' list. */
export const countries = routedResource({
  name: 'countries',
  route: { one: 'country', many: 'countries' },
  views: screensOf(() => import('./CountryViews'), 'Country', ['list', 'create', 'edit']),
  recordRepresentation: 'country',
});
