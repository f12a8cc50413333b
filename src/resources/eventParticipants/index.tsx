import { participantLinks } from '../../../shared/resources/eventLinks';
import { routedResource, screensOf } from '../routing';
import { eventLinkRouting } from '../urlPatterns';

/** The organizations that take part in an event, each in a role. */
export const eventParticipants = routedResource({
  ...eventLinkRouting(participantLinks),
  views: screensOf(() => import('./EventParticipantViews'), 'EventParticipant', [
    'list',
    'create',
    'show',
  ]),
});
