import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** A country's provinces and states. A province's page is its municipalities' list. */
export const states = routedResource({
  name: 'states',
  route: { one: 'state', many: 'states', parent: 'countries' },
  views: lazyViews(() => import('./StateViews'), {
    list: 'StateList',
    create: 'StateCreate',
    edit: 'StateEdit',
  }),
  recordRepresentation: 'state',
});
