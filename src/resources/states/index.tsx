import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./StateViews');
const StateList = lazyView(views, 'StateList');
const StateCreate = lazyView(views, 'StateCreate');
const StateEdit = lazyView(views, 'StateEdit');

/** A country's provinces and states. A province's page is its municipalities' list. */
export const states = routedResource({
  name: 'states',
  route: { one: 'state', many: 'states', parent: 'countries' },
  views: { list: <StateList />, create: <StateCreate />, edit: <StateEdit /> },
  recordRepresentation: 'state',
});
