import type { ParticipationRoleInput } from '../schemas/event';
import { declareRecord } from './record';
import { schemaFields } from './schemaFields';

/** The roles an organization takes in an event, shared by every event. */
export const participationRoles = declareRecord({
  name: 'participation-roles',
  label: { one: 'Participation role', many: 'Participation roles' },
  fr: { one: 'Rôle de participation', many: 'Rôles de participation' },
  uniqueName: true,
  table: 'participation_roles',
  recordName: 'name',
  route: { one: 'role', many: 'roles', recordPage: 'show', parent: 'events', under: 'participant' },
  api: {
    path: '/admin/participation-role',
    listKey: 'participation_roles',
    recordKey: 'participation_role',
    updates: false,
  },
  fields: schemaFields<ParticipationRoleInput>()(['name']),
  search: ['name'],
});
