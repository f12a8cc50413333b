import { DataTable, type RaRecord, ReferenceInput, useTranslate } from 'react-admin';
import { participantLinks } from '../../../shared/resources/eventLinks';
import { eventParticipantInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { asIs } from '../../i18n/text';
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
import { OrganizationAutocomplete } from '../shared/OrganizationAutocomplete';

const participantName = (record: RaRecord) => String(record.name ?? record.id);

/**
 * Texts name the participant: 'Participant: "{name}" has been deleted' (spec 001, section 8);
 * a new one is named by its ID.
 */
export const eventParticipantKind: ContentKind<'event-participants'> = {
  ...kindWithNameTexts('event-participants', 'console.eventParticipants.noun', 'name'),
  deleted: (record, translate) =>
    translate('console.eventParticipants.deleted', { name: participantName(record) }),
  created: (record, translate) => translate('console.eventParticipants.created', { id: record.id }),
};

const participant: EventMember = {
  kind: eventParticipantKind,
  ofEvent: true,
  table: participantLinks.table,
};

/** `.../event/{id}/participants`: the event's participants and their roles; New Participant. */
export function EventParticipantList() {
  const translate = useTranslate();
  return (
    <EventMemberList
      member={participant}
      title={(title) => asIs(translate('console.eventParticipants.list_title', { title }))}
      storeKey={(eventId) => `event-${eventId}-participants.listParams`}
      newLabel="console.eventParticipants.new"
      phoneRow={memberPhoneRow(translate, (participant) => [participant.role])}
    >
      <DataTable.Col source="id" label="console.shared.columns.id" />
      <DataTable.Col source="name" label="console.eventParticipants.columns.participant" />
      <DataTable.Col source="role" label="console.eventParticipants.columns.role" />
    </EventMemberList>
  );
}

/** `.../event/{id}/participant/new`: an organization taking part in the event, in a role. */
export function EventParticipantCreate() {
  return (
    <EventMemberCreate
      member={participant}
      title="console.eventParticipants.new"
      defaultValues={(eventId) => ({ event_id: Number(eventId) })}
      validate={(values) => validateWith(eventParticipantInput, values)}
      data={(values, eventId) => ({
        participant_id: values.participant_id,
        participant_role_id: values.participant_role_id,
        event_id: Number(eventId),
      })}
    >
      <OrganizationAutocomplete
        source="participant_id"
        label="console.eventParticipants.fields.participant"
      />
      <ReferenceInput
        source="participant_role_id"
        reference="participation-roles"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput
          label="console.eventParticipants.fields.role"
          optionText="name"
          create={<CreateRoleDialog />}
          createLabel="console.eventParticipants.create_role"
        />
      </ReferenceInput>
    </EventMemberCreate>
  );
}

/** `.../event/{id}/participant/{participantId}`: one participant of the event. */
export function EventParticipantShow() {
  const translate = useTranslate();
  return (
    <EventMemberShow
      member={participant}
      param="participantId"
      title={(record) =>
        asIs(translate('console.eventParticipants.show_title', { name: participantName(record) }))
      }
      fields={(record) => [
        ['console.eventParticipants.fields.id', record.id],
        ['console.eventParticipants.fields.participant', record.name],
        ['console.eventParticipants.fields.role', record.role],
        ['console.eventParticipants.fields.event_id', record.event_id],
      ]}
      noun="console.eventParticipants.noun"
      loadFailed="console.eventParticipants.load_failed"
    />
  );
}
