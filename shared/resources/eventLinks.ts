/**
 * An organization's link to an event (a sponsorship, a participation), as data: the server
 * derives its routes from it (server/modules/eventLinks.ts), the console its data-provider
 * entry (src/dataProvider/eventLinkEntry.ts). Like the other declarations, nothing here imports
 * zod, so the console's shell reads it without the validation library.
 */
import { messageText } from '../messages';
import type { RecordApi, RecordReference, RecordType } from './recordType';
import type { ResourceRoute } from './route';

/**
 * A link belongs to its event and is named by its organization; both take it along when they
 * are deleted. Its references beside them are the other columns it is written with.
 */
export interface EventLinkDeclaration extends RecordType {
  /** react-admin's resource name. */
  name: 'event-sponsors' | 'event-participants';
  table: 'sponsorships' | 'event_participants';
  /** The column holding the linked organization's id. */
  organizationColumn: string;
  namedBy: string;
  parent: RecordReference;
  /**
   * The spec's API under /api: links are created at `path` and deleted at `<path>/{id}`; an
   * event's links are at `list`, answered under `listKey` with their organizations by id under
   * `organizationsKey`.
   */
  api: RecordApi & { list: `/admin/event/{eventId}/${string}`; organizationsKey: string };
  /**
   * Names the console shows beside the organization's (`name`), each from a map of the list's
   * answer keyed by one of the link's columns: a participant's `role`.
   */
  alsoNamed?: Readonly<Record<string, { key: string; column: string }>>;
  /** The 409 of a link that exists already. */
  conflictMessage: string;
  /** The console's URL segments, under the event's record page. */
  route: Pick<ResourceRoute, 'one' | 'many' | 'recordPage'>;
}

/** The facts every link shares: its event, and its organization, which names it. */
const linkOf = (
  organizationColumn: string,
): Pick<EventLinkDeclaration, 'organizationColumn' | 'namedBy' | 'parent'> & {
  references: readonly RecordReference[];
} => ({
  organizationColumn,
  namedBy: organizationColumn,
  parent: { column: 'event_id', table: 'events', onDelete: 'cascade' },
  references: [{ column: organizationColumn, table: 'organizations', onDelete: 'cascade' }],
});

export const sponsorshipLinks: EventLinkDeclaration = {
  name: 'event-sponsors',
  table: 'sponsorships',
  label: { one: 'Sponsorship', many: 'Sponsorships' },
  fr: { one: 'Commandite', many: 'Commandites' },
  ...linkOf('sponsor_id'),
  clash: 'sponsor on that event',
  api: {
    path: '/admin/sponsorships',
    list: '/admin/event/{eventId}/sponsorships',
    listKey: 'sponsorships',
    organizationsKey: 'sponsors',
    recordKey: 'sponsorship',
  },
  conflictMessage: messageText('sponsorship_exists'),
  route: { one: 'sponsor', many: 'sponsors', recordPage: 'show' },
};

export const participantLinks: EventLinkDeclaration = {
  name: 'event-participants',
  table: 'event_participants',
  label: { one: 'Event participant', many: 'Event participants' },
  fr: { one: 'Participant à un événement', many: 'Participants à un événement' },
  ...linkOf('participant_id'),
  references: [
    ...linkOf('participant_id').references,
    { column: 'participant_role_id', table: 'participation_roles' },
  ],
  clash: 'organization and role on that event',
  api: {
    path: '/admin/event-participants',
    list: '/admin/event/{eventId}/event-participants',
    listKey: 'event_participants',
    organizationsKey: 'participants',
    recordKey: 'event_participant',
  },
  // The spec's answer spells the roles' key so.
  alsoNamed: { role: { key: 'participantion_roles', column: 'participant_role_id' } },
  conflictMessage: messageText('participation_exists'),
  route: { one: 'participant', many: 'participants', recordPage: 'show' },
};

/** The event links, each a resource of the console. */
export const eventLinks: readonly EventLinkDeclaration[] = [sponsorshipLinks, participantLinks];

/** The columns a new link is written with: its organization and other references, its event. */
export const eventLinkColumns = (link: EventLinkDeclaration) => [
  ...(link.references ?? []).map((reference) => reference.column),
  link.parent.column,
];
