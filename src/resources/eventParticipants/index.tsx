import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./EventParticipantViews');
const EventParticipantList = lazyView(views, 'EventParticipantList');
const EventParticipantCreate = lazyView(views, 'EventParticipantCreate');
const EventParticipantShow = lazyView(views, 'EventParticipantShow');

/** The organizations that take part in an event, each in a role. */
export const eventParticipants = routedResource({
  name: 'event-participants',
  route: { one: 'participant', many: 'participants', parent: 'events' },
  views: {
    list: <EventParticipantList />,
    create: <EventParticipantCreate />,
    show: <EventParticipantShow />,
  },
});
