import { DataTable, type RaRecord, ReferenceInput } from 'react-admin';
import { participantLinks } from '../../../shared/resources/eventLinks';
import { eventParticipantInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { OrganizationAutocomplete } from '../eventSponsors/EventSponsorViews';
import {
  type EventMember,
  EventMemberCreate,
  EventMemberList,
  EventMemberShow,
  memberPhoneRow,
} from '../events/EventMemberScreens';
import { CreateRoleDialog } from '../participationRoles/CreateRoleDialog';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { SelectInput } from '../shared/inputs';

const participantName = (record: RaRecord) => String(record.name ?? record.id);

/**
 * Texts name the participant: 'Participant: "{name}" has been deleted' (spec 001, section 8);
 * a new one is named by its ID.
 */
export const eventParticipantKind: ContentKind<'event-participants'> = {
  ...kindWithNameTexts('event-participants', 'Participant', 'name'),
  deleted: (record) => `Participant: "${participantName(record)}" has been deleted`,
  created: (record) => `Participant with ID ${record.id} has been created`,
};

const participant: EventMember = {
  kind: eventParticipantKind,
  ofEvent: true,
  table: participantLinks.table,
};

/** `.../event/{id}/participants`: the event's participants and their roles; New Participant. */
export function EventParticipantList() {
  return (
    <EventMemberList
      member={participant}
      title={(eventTitle) => `Participants of the event: ${eventTitle}`}
      storeKey={(eventId) => `event-${eventId}-participants.listParams`}
      newLabel="New Participant"
      phoneRow={memberPhoneRow((participant) => [participant.role])}
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="PARTICIPANT" />
      <DataTable.Col source="role" label="ROLE" />
    </EventMemberList>
  );
}

/** `.../event/{id}/participant/new`: an organization taking part in the event, in a role. */
export function EventParticipantCreate() {
  return (
    <EventMemberCreate
      member={participant}
      title="New Participant"
      defaultValues={(eventId) => ({ event_id: Number(eventId) })}
      validate={(values) => validateWith(eventParticipantInput, values)}
      data={(values, eventId) => ({
        participant_id: values.participant_id,
        participant_role_id: values.participant_role_id,
        event_id: Number(eventId),
      })}
    >
      <OrganizationAutocomplete source="participant_id" label="Participant" />
      <ReferenceInput
        source="participant_role_id"
        reference="participation-roles"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput
          label="Role"
          optionText="name"
          create={<CreateRoleDialog />}
          createLabel="Create a role"
        />
      </ReferenceInput>
    </EventMemberCreate>
  );
}

/** `.../event/{id}/participant/{participantId}`: one participant of the event. */
export function EventParticipantShow() {
  return (
    <EventMemberShow
      member={participant}
      param="participantId"
      title={(record) => `Participant: ${participantName(record)}`}
      fields={(record) => [
        ['ID', record.id],
        ['Participant', record.name],
        ['Role', record.role],
        ['Event ID', record.event_id],
      ]}
      noun="Participant"
    />
  );
}
