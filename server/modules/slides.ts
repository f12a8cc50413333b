import { editableFields } from '../../shared/schemas/fields';
import { type Slide, slideInput } from '../../shared/schemas/slide';
import { crudRoutes } from '../http/crud';
import { recordRepository } from '../http/records';

const slides = recordRepository<Slide>({
  table: 'slides',
  label: 'Slide',
  writable: editableFields(slideInput),
  // The spec says "on name", but slides have none: their visible texts stand in for it.
  searchable: ['title', 'head_title', 'subtitle'],
});

export const slideRoutes = crudRoutes({
  tag: 'slides',
  plural: 'homepage slides',
  basePath: '/api/slide',
  itemPath: '/api/slide/{id}',
  listKey: 'slide',
  itemKey: 'slide',
  repository: slides,
  schema: slideInput,
  bodyTypes: 'both',
  defaultPerPage: 10,
  searchHint: 'title, head_title or subtitle',
});
