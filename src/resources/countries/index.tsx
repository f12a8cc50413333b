import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./CountryViews');
const CountryList = lazyView(views, 'CountryList');
const CountryCreate = lazyView(views, 'CountryCreate');
const CountryEdit = lazyView(views, 'CountryEdit');

/** The countries: the root of the geography. A country's page is its provinces' list. */
export const countries = routedResource({
  name: 'countries',
  route: { one: 'country', many: 'countries' },
  views: { list: <CountryList />, create: <CountryCreate />, edit: <CountryEdit /> },
  recordRepresentation: 'country',
});
