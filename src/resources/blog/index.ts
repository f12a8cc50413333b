import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { BlogPostCreate, BlogPostEdit, BlogPostList } from './BlogPostViews';

export const blog: ResourceProps = {
  name: 'blog',
  list: BlogPostList,
  edit: BlogPostEdit,
  create: BlogPostCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
