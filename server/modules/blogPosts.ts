import { type BlogPost, blogPostInput } from '../../shared/schemas/blogPost';
import { editableFields } from '../../shared/schemas/fields';
import { crudRoutes } from '../http/crud';
import { recordRepository } from '../http/records';

const blogPosts = recordRepository<BlogPost>({
  table: 'blog_posts',
  label: 'Blog post',
  writable: editableFields(blogPostInput),
  readable: ['event_id', 'organization_id', 'created_by', 'deleted_by'],
  searchable: ['title', 'body'],
  sortable: { id: 'value' },
});

/** The spec names only the base path `/blog`; the collection and its records live under it. */
export const blogPostRoutes = crudRoutes({
  tag: 'blog posts',
  plural: 'blog posts',
  basePath: '/api/blog',
  itemPath: '/api/blog/{id}',
  listKey: 'blogposts',
  itemKey: 'blogpost',
  repository: blogPosts,
  schema: blogPostInput,
  bodyTypes: 'both',
  defaultPerPage: 10,
  searchHint: 'title or body',
  sort: { column: 'id', direction: 'desc' },
});
