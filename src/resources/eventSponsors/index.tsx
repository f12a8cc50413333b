import { sponsorshipLinks } from '../../../shared/resources/eventLinks';
import { routedResource, screensOf } from '../routing';
import { eventLinkRouting } from '../urlPatterns';

/** The organizations that sponsor an event. */
export const eventSponsors = routedResource({
  ...eventLinkRouting(sponsorshipLinks),
  views: screensOf(() => import('./EventSponsorViews'), 'EventSponsor', ['list', 'create', 'show']),
});
