import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./CityViews');
const CityList = lazyView(views, 'CityList');
const CityCreate = lazyView(views, 'CityCreate');
const CityEdit = lazyView(views, 'CityEdit');
const MunicipalityOrganizationList = lazyView(
  () => import('./MunicipalityOrganizationList'),
  'MunicipalityOrganizationList',
);

/** A province's municipalities. A municipality's page lists its organizations. */
export const cities = routedResource({
  name: 'cities',
  route: { one: 'municipality', many: 'municipalities', parent: 'states' },
  views: {
    list: <CityList />,
    create: <CityCreate />,
    show: <MunicipalityOrganizationList />,
    edit: <CityEdit />,
  },
  recordRepresentation: 'city',
});
