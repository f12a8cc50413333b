import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../ui/lazyView';

export const administrators: ResourceProps = {
  name: 'administrators',
  list: lazyView(() => import('./AdministratorList'), 'AdministratorList'),
};
