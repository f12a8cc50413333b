import { lazyViews } from '../../custom/lazyView';
import { routedResource, screensOf } from '../routing';

/** A province's municipalities. A municipality's page lists its organizations. */
export const cities = routedResource({
  name: 'cities',
  route: { one: 'municipality', many: 'municipalities', parent: 'states' },
  views: {
    ...screensOf(() => import('./CityViews'), 'City', ['list', 'create', 'edit']),
    ...lazyViews(() => import('./MunicipalityOrganizationList'), {
      show: 'MunicipalityOrganizationList',
    }),
  },
  recordRepresentation: 'city',
});
