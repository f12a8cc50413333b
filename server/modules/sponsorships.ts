import { sponsorshipInput } from '../../shared/schemas/event';
import { type EventLinkRow, eventLinkRoutes } from './eventLinks';

interface Sponsorship extends EventLinkRow {
  sponsor_id: number;
}

/** An organization sponsoring an event. */
export const sponsorshipRoutes = eventLinkRoutes<Sponsorship>({
  tag: 'event sponsorships',
  table: 'sponsorships',
  label: 'Sponsorship',
  organizationColumn: 'sponsor_id',
  input: sponsorshipInput,
  paths: { list: '/api/admin/event/{eventId}/sponsorships', write: '/api/admin/sponsorships' },
  keys: { rows: 'sponsorships', organizations: 'sponsors', record: 'sponsorship' },
  texts: {
    list: "An event's live sponsorships, by id, with the sponsoring organizations keyed by id; `q` matches the sponsor's name",
    search: "the sponsor's name",
    create: 'Adds a live organization as a sponsor of a live event (409 if it already sponsors it)',
    conflict: 'This organization already sponsors this event.',
    conflictDoc: 'The organization already sponsors this event',
    remove: 'Removes a sponsorship (soft delete); answers it as it was',
    missing: 'No live sponsorship with this id',
  },
});
