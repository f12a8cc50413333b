import { cityRegions } from '../../../shared/resources/regions';
import { lazyViews } from '../../ui/lazyView';
import { routedResource, screensOf } from '../routing';
import { regionRouting } from '../urlPatterns';

/** A province's municipalities. A municipality's page lists its organizations. */
export const cities = routedResource({
  ...regionRouting(cityRegions),
  views: {
    ...screensOf(() => import('./CityViews'), 'City', ['list', 'create', 'edit']),
    ...lazyViews(() => import('./MunicipalityOrganizationList'), {
      show: 'MunicipalityOrganizationList',
    }),
  },
});
