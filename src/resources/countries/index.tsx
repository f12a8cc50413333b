import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** The countries: the root of the geography. A country's page is its provinces' list. */
export const countries = routedResource({
  name: 'countries',
  route: { one: 'country', many: 'countries' },
  views: lazyViews(() => import('./CountryViews'), {
    list: 'CountryList',
    create: 'CountryCreate',
    edit: 'CountryEdit',
  }),
  recordRepresentation: 'country',
});
