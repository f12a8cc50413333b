import { sponsorshipLinks } from '../../../shared/resources/eventLinks';
import { eventLinkRouting, routedResource, screensOf } from '../routing';

/** The organizations that sponsor an event. */
export const eventSponsors = routedResource({
  ...eventLinkRouting(sponsorshipLinks),
  views: screensOf(() => import('./EventSponsorViews'), 'EventSponsor', ['list', 'create', 'show']),
});
