import type { ReactElement } from 'react';
import {
  EventParticipantCreate,
  EventParticipantList,
  EventParticipantShow,
} from '../../resources/eventParticipants/EventParticipantViews';
import {
  EventSponsorCreate,
  EventSponsorList,
  EventSponsorShow,
} from '../../resources/eventSponsors/EventSponsorViews';
import { EventCreate } from '../../resources/events/EventCreate';
import { EventEdit } from '../../resources/events/EventEdit';
import { OrganizationEventList } from '../../resources/events/EventList';
import { EventShow } from '../../resources/events/EventShow';
import {
  ParticipationRoleCreate,
  ParticipationRoleList,
  ParticipationRoleShow,
} from '../../resources/participationRoles/ParticipationRoleViews';
import { organizationRoutePatterns as patterns } from '../geography/paths';

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
