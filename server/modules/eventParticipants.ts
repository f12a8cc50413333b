import { z } from 'zod';
import { eventParticipantInput } from '../../shared/schemas/event';
import { searchText } from '../http/crud';
import { recordRepository } from '../http/records';
import { defineRoutes, idParams, route } from '../http/routes';
import { liveEventLinks } from './eventLinks';
import { participationRoles } from './participationRoles';
import { requireEventToAttach, requireLiveOrganization, requireLiveReference } from './references';

interface EventParticipant {
  id: number;
  participant_id: number;
  participant_role_id: number;
  event_id: number;
  created_at: string;
  updated_at: string;
}

const PARTICIPANT_COLUMNS = [
  'id',
  'participant_id',
  'participant_role_id',
  'event_id',
  'created_at',
  'updated_at',
] as const;

const eventParticipants = recordRepository<EventParticipant>({
  table: 'event_participants',
  label: 'Event participant',
  writable: ['participant_id', 'participant_role_id', 'event_id'],
  conflictMessage: 'This organization already takes part in this event in this role.',
});

const eventParams = z.object({ eventId: idParams.shape.id });

export const eventParticipantRoutes = defineRoutes('event participants', [
  route({
    method: 'get',
    path: '/api/admin/event/{eventId}/event-participants',
    summary:
      "An event's live participants, by id, with the participating organizations and their roles keyed by id (under the spec's key `participantion_roles`); `q` matches the participant's name",
    params: eventParams,
    query: z.object({ q: searchText("the participant's name") }),
    errors: { 404: 'No live event with this id' },
    async handler({ services, params, query }) {
      const { db } = services;
      const { rows, organizations } = await liveEventLinks(
        db,
        {
          table: 'event_participants',
          organizationColumn: 'participant_id',
          columns: PARTICIPANT_COLUMNS,
        },
        params.eventId,
        query.q,
      );
      const roles = await participationRoles.liveByIds(db, [
        ...new Set(rows.map((row) => row.participant_role_id)),
      ]);
      return {
        event_participants: rows,
        participants: organizations,
        participantion_roles: Object.fromEntries(
          Object.values(roles).map(({ id, name }) => [id, { id, name }]),
        ),
      };
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/event-participant/{id}/participation-role',
    summary: "A live event participant's participation role",
    params: idParams,
    errors: { 404: 'No live event participant with this id' },
    async handler({ services, params }) {
      const participant = await eventParticipants.get(services.db, params.id);
      const role = await participationRoles.get(services.db, participant.participant_role_id);
      return { participation_role: { id: role.id, name: role.name } };
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/event-participants',
    summary:
      'Adds a live organization as a participant of a live event, with a live participation role (409 if it already takes part in that role)',
    body: eventParticipantInput,
    bodyTypes: 'both',
    status: 201,
    errors: { 409: 'The organization already takes part in this event in this role' },
    async handler({ services, body, adminId }) {
      const event_participant = await services.db.transaction(async (tx) => {
        await requireLiveOrganization(tx, body.participant_id, 'participant_id');
        await requireLiveReference(
          tx,
          'participation_roles',
          body.participant_role_id,
          'participant_role_id',
          'No such participation role',
        );
        await requireEventToAttach(tx, body.event_id);
        return eventParticipants.create(tx, adminId, body);
      });
      return { event_participant };
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/event-participants/{id}',
    summary: 'Removes an event participant (soft delete); answers it as it was',
    params: idParams,
    errors: { 404: 'No live event participant with this id' },
    async handler({ services, params, adminId }) {
      return {
        event_participant: await eventParticipants.remove(services.db, adminId, params.id),
      };
    },
  }),
]);
