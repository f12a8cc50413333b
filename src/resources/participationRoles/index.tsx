import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./ParticipationRoleViews');
const ParticipationRoleList = lazyView(views, 'ParticipationRoleList');
const ParticipationRoleCreate = lazyView(views, 'ParticipationRoleCreate');
const ParticipationRoleShow = lazyView(views, 'ParticipationRoleShow');

/** The roles participants take, reached from an event's participants. */
export const participationRoles = routedResource({
  name: 'participation-roles',
  route: { one: 'role', many: 'roles', parent: 'events', under: 'participant' },
  views: {
    list: <ParticipationRoleList />,
    create: <ParticipationRoleCreate />,
    show: <ParticipationRoleShow />,
  },
  recordRepresentation: 'name',
});
