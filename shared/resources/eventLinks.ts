/**
 * An organization's link to an event (a sponsorship, a participation), as data: the server
 * derives its routes from it (server/modules/eventLinks.ts), the console its data-provider
 * entry (src/dataProvider/eventLinkEntry.ts). Like the other declarations, nothing here imports
 * zod, so the console's shell reads it without the validation library.
 */
import type { ResourceRoute } from './route';

export interface EventLinkDeclaration {
  /** react-admin's resource name. */
  name: 'event-sponsors' | 'event-participants';
  table: 'sponsorships' | 'event_participants';
  /** How messages name one link: "Sponsorship". */
  label: string;
  /** The column holding the linked organization's id. */
  organizationColumn: string;
  /** Other columns a new link is written with (a participant's role). */
  otherColumns?: readonly string[];
  /** The spec's API under /api: an event's links, and where links are created and deleted. */
  api: {
    list: `/admin/event/{eventId}/${string}`;
    write: string;
    /** The answers' keys: the links, their organizations by id, and one link. */
    keys: { rows: string; organizations: string; record: string };
  };
  /**
   * Names the console shows beside the organization's (`name`), each from a map of the list's
   * answer keyed by one of the link's columns: a participant's `role`.
   */
  alsoNamed?: Readonly<Record<string, { key: string; column: string }>>;
  /** The 409 of a link that exists already. */
  conflictMessage: string;
  /** The console's URL segments, under the event's record page. */
  route: Pick<ResourceRoute, 'one' | 'many'>;
}

export const sponsorshipLinks: EventLinkDeclaration = {
  name: 'event-sponsors',
  table: 'sponsorships',
  label: 'Sponsorship',
  organizationColumn: 'sponsor_id',
  api: {
    list: '/admin/event/{eventId}/sponsorships',
    write: '/admin/sponsorships',
    keys: { rows: 'sponsorships', organizations: 'sponsors', record: 'sponsorship' },
  },
  conflictMessage: 'This organization already sponsors this event.',
  route: { one: 'sponsor', many: 'sponsors' },
};

export const participantLinks: EventLinkDeclaration = {
  name: 'event-participants',
  table: 'event_participants',
  label: 'Event participant',
  organizationColumn: 'participant_id',
  otherColumns: ['participant_role_id'],
  api: {
    list: '/admin/event/{eventId}/event-participants',
    write: '/admin/event-participants',
    keys: {
      rows: 'event_participants',
      organizations: 'participants',
      record: 'event_participant',
    },
  },
  // The spec's answer spells the roles' key so.
  alsoNamed: { role: { key: 'participantion_roles', column: 'participant_role_id' } },
  conflictMessage: 'This organization already takes part in this event in this role.',
  route: { one: 'participant', many: 'participants' },
};

/** The event links, each a resource of the console. */
export const eventLinks: readonly EventLinkDeclaration[] = [sponsorshipLinks, participantLinks];

/** The columns a new link is written with: its organization, the others, its event. */
export const eventLinkColumns = (link: EventLinkDeclaration) => [
  link.organizationColumn,
  ...(link.otherColumns ?? []),
  'event_id',
];
