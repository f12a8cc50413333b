import {
  type Category,
  categoryInput,
  isSvgFileName,
  SVG_ONLY_MESSAGE,
} from '../../shared/schemas/category';
import { editableFields } from '../../shared/schemas/fields';
import { crudRoutes } from '../http/crud';
import { recordRepository } from '../http/records';
import { usedByColumn } from '../http/usage';

const categories = recordRepository<Category>({
  table: 'categories',
  label: 'Category',
  // icon_file_id is set from the uploaded icon only: the body schema has no such field.
  writable: [...editableFields(categoryInput), 'icon_file_id'],
  searchable: ['name'],
  sortable: { name: 'text' },
  conflictMessage: 'A category with this name already exists.',
});

export const categoryRoutes = crudRoutes({
  tag: 'categories',
  plural: 'categories',
  basePath: '/api/admin/category',
  itemPath: '/api/admin/category/{id}',
  listKey: 'categories',
  itemKey: 'category',
  repository: categories,
  schema: categoryInput,
  bodyTypes: 'multipart',
  defaultPerPage: 50,
  searchHint: 'name',
  sort: { column: 'name', direction: 'asc' },
  files: {
    icon_file: {
      kind: 'svg',
      label: 'Icon',
      required: true,
      description: 'The icon, a safe SVG file named *.svg (required on create, optional on update)',
      acceptsName: isSvgFileName,
      wrongKindMessage: SVG_ONLY_MESSAGE,
      column: 'icon_file_id',
      key: 'icon',
    },
  },
  filesBesideItem: true,
  usage: {
    load: categories.get,
    usedBy: [
      usedByColumn('organizations', 'category_id', 'organization', 'organizations'),
      usedByColumn('events', 'category_id', 'event', 'events'),
    ],
    refusal: (category, uses) =>
      `${category.name} is used by ${uses.text}; give them another category first.`,
  },
});
