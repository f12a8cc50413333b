import { parentId } from '../query';
import type { ResourceEntry, Transform, Values } from '../types';
import { recordPath } from './paths';

const nameIn = (map: unknown, id: unknown): string | null => {
  if (map === null || typeof map !== 'object' || id === null || id === undefined) return null;
  const entry = (map as Record<string, Values | undefined>)[String(id)];
  return typeof entry?.name === 'string' ? entry.name : null;
};

/** A sponsorship named by its sponsor (an organization), from the answer's `sponsors` map. */
const withSponsorName: Transform = (sponsorship, body) => ({
  ...sponsorship,
  id: sponsorship.id as number,
  name: nameIn(body.sponsors, sponsorship.sponsor_id),
});

/**
 * An event participant named by its organization, with its role's name (the answer's
 * `participants` and, spelled as the spec has it, `participantion_roles` maps).
 */
const withParticipantNames: Transform = (participant, body) => ({
  ...participant,
  id: participant.id as number,
  name: nameIn(body.participants, participant.participant_id),
  role: nameIn(body.participantion_roles, participant.participant_role_id),
});

/**
 * The sponsors of an event (meta.eventId): the server answers them all, the console searches
 * and pages them and reads one of them from the list.
 */
export const eventSponsors: ResourceEntry = {
  list: {
    mode: 'client',
    path: (context) => `/admin/event/${parentId(context, 'eventId')}/sponsorships`,
    records: 'sponsorships',
    searchFields: ['name'],
    transform: withSponsorName,
  },
  create: {
    path: '/admin/sponsorships',
    body: { type: 'multipart' },
    fields: ['sponsor_id', 'event_id'],
    record: 'sponsorship',
  },
  delete: { path: recordPath('/admin/sponsorships'), record: 'sponsorship' },
};

/** The participants of an event (meta.eventId), each with its role. */
export const eventParticipants: ResourceEntry = {
  list: {
    mode: 'client',
    path: (context) => `/admin/event/${parentId(context, 'eventId')}/event-participants`,
    records: 'event_participants',
    searchFields: ['name', 'role'],
    transform: withParticipantNames,
  },
  create: {
    path: '/admin/event-participants',
    body: { type: 'multipart' },
    fields: ['participant_id', 'participant_role_id', 'event_id'],
    record: 'event_participant',
  },
  delete: { path: recordPath('/admin/event-participants'), record: 'event_participant' },
};

/** Participation roles (shared by every event), written as JSON with their name. */
export const participationRoles: ResourceEntry = {
  list: {
    mode: 'client',
    path: '/admin/participation-role',
    records: 'participation_roles',
    searchFields: ['name'],
  },
  getOne: { path: recordPath('/admin/participation-role'), record: 'participation_role' },
  create: {
    path: '/admin/participation-role',
    body: { type: 'json' },
    fields: ['name'],
    record: 'participation_role',
  },
  delete: {
    path: recordPath('/admin/participation-role'),
    record: 'participation_role',
    refusedWhileUsed: true,
  },
};
