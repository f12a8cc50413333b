import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../custom/lazyView';

const views = () => import('./CategoryViews');

export const categories: ResourceProps = {
  name: 'categories',
  list: lazyView(views, 'CategoryList'),
  edit: lazyView(views, 'CategoryEdit'),
  create: lazyView(views, 'CategoryCreate'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
