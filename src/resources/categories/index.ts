import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { CategoryCreate, CategoryEdit, CategoryList } from './CategoryViews';

export const categories: ResourceProps = {
  name: 'categories',
  list: CategoryList,
  edit: CategoryEdit,
  create: CategoryCreate,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
