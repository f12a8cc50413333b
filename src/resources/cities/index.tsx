import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** A province's municipalities. A municipality's page lists its organizations. */
export const cities = routedResource({
  name: 'cities',
  route: { one: 'municipality', many: 'municipalities', parent: 'states' },
  views: {
    ...lazyViews(() => import('./CityViews'), {
      list: 'CityList',
      create: 'CityCreate',
      edit: 'CityEdit',
    }),
    ...lazyViews(() => import('./MunicipalityOrganizationList'), {
      show: 'MunicipalityOrganizationList',
    }),
  },
  recordRepresentation: 'city',
});
