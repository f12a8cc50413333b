import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../ui/lazyView';

/** The history of changes: the Activity screen lists it; each record's screen shows its own. */
export const history: ResourceProps = {
  name: 'history',
  list: lazyView(() => import('./ActivityList'), 'ActivityList'),
};
