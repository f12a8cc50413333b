import { participationRoles as declaration } from '../../../shared/resources/participationRoles';
import { routedResource, screensOf } from '../routing';
import { recordRouting } from '../urlPatterns';

/** The roles participants take, reached from an event's participants. */
export const participationRoles = routedResource({
  ...recordRouting(declaration),
  views: screensOf(() => import('./ParticipationRoleViews'), 'ParticipationRole', [
    'list',
    'create',
    'show',
  ]),
});
