import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./LocationViews');
const LocationList = lazyView(views, 'LocationList');
const LocationCreate = lazyView(views, 'LocationCreate');
const LocationShow = lazyView(views, 'LocationShow');
const LocationEdit = lazyView(views, 'LocationEdit');

/** An organization's locations. */
export const locations = routedResource({
  name: 'locations',
  route: { one: 'location', many: 'locations', parent: 'organizations' },
  views: {
    list: <LocationList />,
    create: <LocationCreate />,
    show: <LocationShow />,
    edit: <LocationEdit />,
  },
  recordRepresentation: 'name',
});
