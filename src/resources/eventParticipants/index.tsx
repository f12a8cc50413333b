import { routedResource, screensOf } from '../routing';

/** The organizations that take part in an event, each in a role. */
export const eventParticipants = routedResource({
  name: 'event-participants',
  route: { one: 'participant', many: 'participants', parent: 'events' },
  views: screensOf(() => import('./EventParticipantViews'), 'EventParticipant', [
    'list',
    'create',
    'show',
  ]),
});
