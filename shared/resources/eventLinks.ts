/**
 * An organization's link to an event (a sponsorship, a participation), as data: the server
 * derives its routes from it (server/modules/eventLinks.ts), the console its data-provider
 * entry (src/dataProvider/eventLinkEntry.ts). Like the other declarations, nothing here imports
 * zod, so the console's shell reads it without the validation library.
 */
import { messageText } from '../messages';
import type { RecordDeclaration } from './record';
import type { RecordReference } from './recordType';
import type { ResourceRoute } from './route';

/**
 * A link belongs to its event and is named by its organization; both take it along when they
 * are deleted. Its references beside them are the other columns it is written with. Its
 * routes are the links' own (server/modules/eventLinks.ts); it has no update.
 */
export interface EventLinkDeclaration extends Omit<RecordDeclaration, 'recordName'> {
  /** react-admin's resource name. */
  name: 'event-sponsors' | 'event-participants';
  table: 'sponsorships' | 'event_participants';
  /** The column holding the linked organization's id. */
  organizationColumn: string;
  namedBy: string;
  parent: RecordReference;
  references: readonly RecordReference[];
  /**
   * The spec's API under /api: links are created at `path` and deleted at `<path>/{id}`; an
   * event's links are at `list`, answered under `listKey` with their organizations by id under
   * `organizationsKey`.
   */
  api: RecordDeclaration['api'] & {
    list: `/admin/event/{eventId}/${string}`;
    organizationsKey: string;
    updates: false;
  };
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

/**
 * A link from what sets it apart: its event and its organization (which names it) are its
 * parent and first reference, and it is written with each reference's column and its event's.
 */
function eventLink({
  alsoReferences = [],
  ...facts
}: Omit<EventLinkDeclaration, 'namedBy' | 'parent' | 'references' | 'fields'> & {
  alsoReferences?: readonly RecordReference[];
}): EventLinkDeclaration {
  const parent: RecordReference = { column: 'event_id', table: 'events', onDelete: 'cascade' };
  const references: RecordReference[] = [
    { column: facts.organizationColumn, table: 'organizations', onDelete: 'cascade' },
    ...alsoReferences,
  ];
  return {
    ...facts,
    namedBy: facts.organizationColumn,
    parent,
    references,
    fields: [...references.map((reference) => reference.column), parent.column],
  };
}

export const sponsorshipLinks = eventLink({
  name: 'event-sponsors',
  table: 'sponsorships',
  label: { one: 'Sponsorship', many: 'Sponsorships' },
  fr: { one: 'Commandite', many: 'Commandites' },
  organizationColumn: 'sponsor_id',
  clash: 'sponsor on that event',
  api: {
    path: '/admin/sponsorships',
    list: '/admin/event/{eventId}/sponsorships',
    listKey: 'sponsorships',
    organizationsKey: 'sponsors',
    recordKey: 'sponsorship',
    updates: false,
  },
  conflictMessage: messageText('sponsorship_exists'),
  route: { one: 'sponsor', many: 'sponsors', recordPage: 'show' },
});

export const participantLinks = eventLink({
  name: 'event-participants',
  table: 'event_participants',
  label: { one: 'Event participant', many: 'Event participants' },
  fr: { one: 'Participant à un événement', many: 'Participants à un événement' },
  organizationColumn: 'participant_id',
  alsoReferences: [{ column: 'participant_role_id', table: 'participation_roles' }],
  clash: 'organization and role on that event',
  api: {
    path: '/admin/event-participants',
    list: '/admin/event/{eventId}/event-participants',
    listKey: 'event_participants',
    organizationsKey: 'participants',
    recordKey: 'event_participant',
    updates: false,
  },
  // The spec's answer spells the roles' key so.
  alsoNamed: { role: { key: 'participantion_roles', column: 'participant_role_id' } },
  conflictMessage: messageText('participation_exists'),
  route: { one: 'participant', many: 'participants', recordPage: 'show' },
});

/** The event links, each a resource of the console. */
export const eventLinks: readonly EventLinkDeclaration[] = [sponsorshipLinks, participantLinks];
