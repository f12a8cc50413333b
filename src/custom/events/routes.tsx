import type { ReactElement } from 'react';
import { organizationRoutePatterns as patterns } from '../geography/paths';
import { lazyView } from '../lazyView';

const eventListViews = () => import('../../resources/events/EventList');
const sponsorViews = () => import('../../resources/eventSponsors/EventSponsorViews');
const participantViews = () => import('../../resources/eventParticipants/EventParticipantViews');
const roleViews = () => import('../../resources/participationRoles/ParticipationRoleViews');
const OrganizationEventList = lazyView(eventListViews, 'OrganizationEventList');
const EventCreate = lazyView(() => import('../../resources/events/EventCreate'), 'EventCreate');
const EventShow = lazyView(() => import('../../resources/events/EventShow'), 'EventShow');
const EventEdit = lazyView(() => import('../../resources/events/EventEdit'), 'EventEdit');
const EventSponsorList = lazyView(sponsorViews, 'EventSponsorList');
const EventSponsorCreate = lazyView(sponsorViews, 'EventSponsorCreate');
const EventSponsorShow = lazyView(sponsorViews, 'EventSponsorShow');
const EventParticipantList = lazyView(participantViews, 'EventParticipantList');
const EventParticipantCreate = lazyView(participantViews, 'EventParticipantCreate');
const EventParticipantShow = lazyView(participantViews, 'EventParticipantShow');
const ParticipationRoleList = lazyView(roleViews, 'ParticipationRoleList');
const ParticipationRoleCreate = lazyView(roleViews, 'ParticipationRoleCreate');
const ParticipationRoleShow = lazyView(roleViews, 'ParticipationRoleShow');

/**
 * The screens of an organization's events, their sponsors, participants and roles, by route
 * pattern (without the prefix); the organization routes serve each unscoped and scoped.
 */
export const eventScreens: [string, ReactElement][] = [
  [patterns.events, <OrganizationEventList key="events" />],
  [patterns.archive, <OrganizationEventList key="archive" archived />],
  [patterns.newEvent, <EventCreate key="new-event" />],
  [patterns.event, <EventShow key="event" />],
  [patterns.editEvent, <EventEdit key="edit-event" />],
  [patterns.sponsors, <EventSponsorList key="sponsors" />],
  [patterns.newSponsor, <EventSponsorCreate key="new-sponsor" />],
  [patterns.sponsor, <EventSponsorShow key="sponsor" />],
  [patterns.participants, <EventParticipantList key="participants" />],
  [patterns.newParticipant, <EventParticipantCreate key="new-participant" />],
  [patterns.participant, <EventParticipantShow key="participant" />],
  [patterns.roles, <ParticipationRoleList key="roles" />],
  [patterns.newRole, <ParticipationRoleCreate key="new-role" />],
  [patterns.role, <ParticipationRoleShow key="role" />],
];
