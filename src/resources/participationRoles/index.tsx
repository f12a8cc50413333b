import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** The roles participants take, reached from an event's participants. */
export const participationRoles = routedResource({
  name: 'participation-roles',
  route: { one: 'role', many: 'roles', parent: 'events', under: 'participant' },
  views: lazyViews(() => import('./ParticipationRoleViews'), {
    list: 'ParticipationRoleList',
    create: 'ParticipationRoleCreate',
    show: 'ParticipationRoleShow',
  }),
  recordRepresentation: 'name',
});
