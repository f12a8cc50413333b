import { editableFields } from '../../shared/schemas/fields';
import { type Sponsor, sponsorInput } from '../../shared/schemas/sponsor';
import { crudRoutes } from '../http/crud';
import { recordRepository } from '../http/records';

const sponsors = recordRepository<Sponsor>({
  table: 'sponsors',
  label: 'Sponsor',
  writable: editableFields(sponsorInput),
  searchable: ['name'],
});

export const sponsorRoutes = crudRoutes({
  tag: 'sponsors catalogue',
  plural: 'catalogue sponsors',
  basePath: '/api/sponsor',
  itemPath: '/api/sponsor/{id}',
  listKey: 'sponsor',
  itemKey: 'sponsor',
  repository: sponsors,
  schema: sponsorInput,
  bodyTypes: 'both',
  defaultPerPage: 10,
  searchHint: 'name',
});
