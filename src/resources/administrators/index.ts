import type { ResourceProps } from 'react-admin';
import { AdministratorList } from './AdministratorList';

export const administrators: ResourceProps = {
  name: 'administrators',
  list: AdministratorList,
};
