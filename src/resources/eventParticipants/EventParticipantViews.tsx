import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button } from '@mui/material';
import {
  DataTable,
  LinkBase,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  useDataProvider,
  useGetOne,
  useParams,
  useRecordContext,
} from 'react-admin';
import { eventParticipantInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { MemberDetail } from '../../custom/events/MemberDetail';
import { useRouteEvent } from '../../custom/events/useRouteEvent';
import { SearchBox } from '../../custom/geography/SearchBox';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { OrganizationAutocomplete } from '../eventSponsors/EventSponsorViews';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { ListScreen } from '../shared/ListScreen';
import { RowLinkButton } from '../shared/RowLinkButton';

const participantName = (record: RaRecord) => String(record.name ?? record.id);

/** Texts name the participant: 'Participant: "{name}" has been deleted' (spec 001, section 8). */
export const eventParticipantKind: ContentKind = {
  ...kindWithNameTexts('event-participants', 'Participant', 'name'),
  deleted: (record) => `Participant: "${participantName(record)}" has been deleted`,
};

function ParticipantActions({
  organizationId,
  eventId,
}: {
  organizationId: string;
  eventId: string;
}) {
  const { paths } = useOrganizationScope();
  const participant = useRecordContext();
  if (!participant) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <RowLinkButton
        label="View"
        to={paths.participant(organizationId, eventId, participant.id)}
        icon={<VisibilityIcon fontSize="small" />}
      />
      <ConfirmDeleteButton kind={eventParticipantKind} />
    </Box>
  );
}

/** `.../event/{id}/participants`: the event's participants and their roles; New Participant. */
export function EventParticipantList() {
  const { organizationId, eventId, organizationName, event } = useRouteEvent();
  const { paths } = useOrganizationScope();
  return (
    <ListScreen
      resource={eventParticipantKind.resource}
      title={`Participants of the event: ${event.data ? String(event.data.title) : '…'}`}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      storeKey={`event-${eventId}-participants.listParams`}
      meta={{ eventId }}
      rowLink={(participant: RaRecord) =>
        paths.participant(organizationId, eventId, participant.id)
      }
      filterBar={
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="Search" />
        </Box>
      }
      actions={
        <>
          <Button component={LinkBase} to={paths.event(organizationId, eventId)} variant="outlined">
            Back
          </Button>
          <Button
            component={LinkBase}
            to={paths.newParticipant(organizationId, eventId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New Participant
          </Button>
        </>
      }
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="name" label="PARTICIPANT" disableSort />
      <DataTable.Col source="role" label="ROLE" disableSort />
      <DataTable.Col
        label="ACTIONS"
        disableSort
        align="right"
        render={() => <ParticipantActions organizationId={organizationId} eventId={eventId} />}
      />
    </ListScreen>
  );
}

/** `.../event/{id}/participant/new`: an organization taking part in the event, in a role. */
export function EventParticipantCreate() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { paths } = useOrganizationScope();
  const dataProvider = useDataProvider();
  return (
    <SaveFlowForm
      title="New Participant"
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      backTo={paths.participants(organizationId, eventId)}
      defaultValues={{ event_id: Number(eventId) }}
      validate={(values) => validateWith(eventParticipantInput, values)}
      save={async (values) => {
        const { data } = await dataProvider.create(eventParticipantKind.resource, {
          data: {
            participant_id: values.participant_id,
            participant_role_id: values.participant_role_id,
            event_id: Number(eventId),
          },
          meta: { eventId },
        });
        return {
          message: `Participant with ID ${data.id} has been created`,
          to: paths.participants(organizationId, eventId),
        };
      }}
    >
      <OrganizationAutocomplete source="participant_id" label="Participant" />
      <ReferenceInput
        source="participant_role_id"
        reference="participation-roles"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput label="Role" optionText="name" />
      </ReferenceInput>
    </SaveFlowForm>
  );
}

/** `.../event/{id}/participant/{participantId}`: one participant of the event. */
export function EventParticipantShow() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { participantId = '' } = useParams<{ participantId: string }>();
  const { paths } = useOrganizationScope();
  const query = useGetOne(eventParticipantKind.resource, {
    id: participantId,
    meta: { eventId },
  });
  return (
    <MemberDetail
      organizationId={organizationId}
      organizationName={organizationName}
      title={(participant) => `Participant: ${participantName(participant)}`}
      query={query}
      fields={(participant) => [
        ['ID', participant.id],
        ['Participant', participant.name],
        ['Role', participant.role],
        ['Event ID', participant.event_id],
      ]}
      backTo={paths.participants(organizationId, eventId)}
      noun="Participant"
    />
  );
}
