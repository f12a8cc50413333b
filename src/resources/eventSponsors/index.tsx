import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

/** The organizations that sponsor an event. */
export const eventSponsors = routedResource({
  name: 'event-sponsors',
  route: { one: 'sponsor', many: 'sponsors', parent: 'events' },
  views: lazyViews(() => import('./EventSponsorViews'), {
    list: 'EventSponsorList',
    create: 'EventSponsorCreate',
    show: 'EventSponsorShow',
  }),
});
