import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../custom/lazyView';

const views = () => import('./BlogPostViews');

export const blog: ResourceProps = {
  name: 'blog',
  list: lazyView(views, 'BlogPostList'),
  edit: lazyView(views, 'BlogPostEdit'),
  create: lazyView(views, 'BlogPostCreate'),
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
