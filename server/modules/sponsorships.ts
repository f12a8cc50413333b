import { sponsorshipLinks } from '../../shared/resources/eventLinks';
import { sponsorshipInput } from '../../shared/schemas/event';
import { type EventLinkRow, eventLinkRoutes } from './eventLinks';

interface Sponsorship extends EventLinkRow {
  sponsor_id: number;
}

/** An organization sponsoring an event. */
export const sponsorshipRoutes = eventLinkRoutes<Sponsorship>({
  declaration: sponsorshipLinks,
  tag: 'event sponsorships',
  input: sponsorshipInput,
  texts: {
    list: "An event's live sponsorships, by id, with the sponsoring organizations keyed by id; `q` matches the sponsor's name",
    search: "the sponsor's name",
    create: 'Adds a live organization as a sponsor of a live event (409 if it already sponsors it)',
    conflict: 'The organization already sponsors this event',
    remove: 'Removes a sponsorship (soft delete); answers it as it was',
    missing: 'No live sponsorship with this id',
  },
});
