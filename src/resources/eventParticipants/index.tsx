import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** The organizations that take part in an event, each in a role. */
export const eventParticipants = routedResource({
  name: 'event-participants',
  route: { one: 'participant', many: 'participants', parent: 'events' },
  views: lazyViews(() => import('./EventParticipantViews'), {
    list: 'EventParticipantList',
    create: 'EventParticipantCreate',
    show: 'EventParticipantShow',
  }),
});
