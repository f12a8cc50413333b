import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../ui/lazyView';

/** The deleted records of every table, with Restore. */
export const trash: ResourceProps = {
  name: 'trash',
  list: lazyView(() => import('./TrashList'), 'TrashList'),
};
