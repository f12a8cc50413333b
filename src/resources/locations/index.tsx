import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** An organization's locations. */
export const locations = routedResource({
  name: 'locations',
  route: { one: 'location', many: 'locations', parent: 'organizations' },
  views: lazyViews(() => import('./LocationViews'), {
    list: 'LocationList',
    create: 'LocationCreate',
    show: 'LocationShow',
    edit: 'LocationEdit',
  }),
  recordRepresentation: 'name',
});
