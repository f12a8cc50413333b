import { routedResource, screensOf } from '../routing';

/** The organizations that sponsor an event. */
export const eventSponsors = routedResource({
  name: 'event-sponsors',
  route: { one: 'sponsor', many: 'sponsors', parent: 'events' },
  views: screensOf(() => import('./EventSponsorViews'), 'EventSponsor', ['list', 'create', 'show']),
});
