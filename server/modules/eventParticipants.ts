import { messageText } from '../../shared/messages';
import { participantLinks } from '../../shared/resources/eventLinks';
import { eventParticipantInput } from '../../shared/schemas/event';
import { idParams, route } from '../http/routes';
import { requireLiveReference } from '../store/references';
import { type EventLinkRow, eventLinkRoutes } from './eventLinks';
import { participationRoles } from './participationRoles';

interface EventParticipant extends EventLinkRow {
  participant_id: number;
  participant_role_id: number;
}

/** An organization taking part in an event, in a participation role. */
export const eventParticipantRoutes = eventLinkRoutes<EventParticipant>({
  declaration: participantLinks,
  tag: 'event participants',
  input: eventParticipantInput,
  texts: {
    list: "An event's live participants, by id, with the participating organizations and their roles keyed by id (under the spec's key `participantion_roles`); `q` matches the participant's name",
    search: "the participant's name",
    create:
      'Adds a live organization as a participant of a live event, with a live participation role (409 if it already takes part in that role)',
    conflict: 'The organization already takes part in this event in this role',
    remove: 'Removes an event participant (soft delete); answers it as it was',
    missing: 'No live event participant with this id',
  },
  checkReferences: (tx, body) =>
    requireLiveReference(
      tx,
      'participation_roles',
      Number(body.participant_role_id),
      'participant_role_id',
      messageText('no_such_role'),
    ),
  async listExtras(db, rows) {
    const roles = await participationRoles.liveByIds(db, [
      ...new Set(rows.map((row) => row.participant_role_id)),
    ]);
    return {
      participantion_roles: Object.fromEntries(
        Object.values(roles).map(({ id, name }) => [id, { id, name }]),
      ),
    };
  },
  moreRoutes: (participants) => [
    route({
      method: 'get',
      path: '/api/admin/event-participant/{id}/participation-role',
      summary: "A live event participant's participation role",
      params: idParams,
      errors: { 404: 'No live event participant with this id' },
      async handler({ services, params }) {
        const participant = await participants.get(services.db, params.id);
        const role = await participationRoles.get(services.db, participant.participant_role_id);
        return { participation_role: { id: role.id, name: role.name } };
      },
    }),
  ],
});
