import { routedResource, screensOf } from '../routing';

/** The roles participants take, reached from an event's participants. */
export const participationRoles = routedResource({
  name: 'participation-roles',
  route: { one: 'role', many: 'roles', parent: 'events', under: 'participant' },
  views: screensOf(() => import('./ParticipationRoleViews'), 'ParticipationRole', [
    'list',
    'create',
    'show',
  ]),
  recordRepresentation: 'name',
});
