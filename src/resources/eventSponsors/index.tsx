import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const views = () => import('./EventSponsorViews');
const EventSponsorList = lazyView(views, 'EventSponsorList');
const EventSponsorCreate = lazyView(views, 'EventSponsorCreate');
const EventSponsorShow = lazyView(views, 'EventSponsorShow');

/** The organizations that sponsor an event. */
export const eventSponsors = routedResource({
  name: 'event-sponsors',
  route: { one: 'sponsor', many: 'sponsors', parent: 'events' },
  views: { list: <EventSponsorList />, create: <EventSponsorCreate />, show: <EventSponsorShow /> },
});
