import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  LinkBase,
  type RaRecord,
  ReferenceInput,
  useDataProvider,
  useGetOne,
  useParams,
  useRecordContext,
} from 'react-admin';
import { sponsorshipInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { MemberDetail } from '../../custom/events/MemberDetail';
import { useRouteEvent } from '../../custom/events/useRouteEvent';
import { SearchBox } from '../../custom/geography/SearchBox';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { kindWithNameTexts } from '../shared/contentKind';
import { ListScreen } from '../shared/ListScreen';
import { RowLinkButton } from '../shared/RowLinkButton';

/** Texts name the sponsor: 'Sponsor "{name}" has been deleted' (spec 001, section 8). */
export const eventSponsorKind = kindWithNameTexts('event-sponsors', 'Sponsor', 'name');

const eventTitle = (event: RaRecord | undefined) => (event ? String(event.title) : '…');

function SponsorActions({ organizationId, eventId }: { organizationId: string; eventId: string }) {
  const { paths } = useOrganizationScope();
  const sponsorship = useRecordContext();
  if (!sponsorship) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <RowLinkButton
        label="View"
        to={paths.sponsor(organizationId, eventId, sponsorship.id)}
        icon={<VisibilityIcon fontSize="small" />}
      />
      <ConfirmDeleteButton kind={eventSponsorKind} />
    </Box>
  );
}

/** `.../event/{id}/sponsors`: the event's sponsors, searched by name; New Sponsor. */
export function EventSponsorList() {
  const { organizationId, eventId, organizationName, event } = useRouteEvent();
  const { paths } = useOrganizationScope();
  return (
    <ListScreen
      resource={eventSponsorKind.resource}
      title={`Sponsors of the event: ${eventTitle(event.data)}`}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      storeKey={`event-${eventId}-sponsors.listParams`}
      meta={{ eventId }}
      rowLink={(sponsorship: RaRecord) => paths.sponsor(organizationId, eventId, sponsorship.id)}
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
            to={paths.newSponsor(organizationId, eventId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New Sponsor
          </Button>
        </>
      }
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="name" label="SPONSOR" disableSort />
      <DataTable.Col
        label="ACTIONS"
        disableSort
        align="right"
        render={() => <SponsorActions organizationId={organizationId} eventId={eventId} />}
      />
    </ListScreen>
  );
}

/** An organization searched by name as the user types (GET /admin/organization?name=). */
export function OrganizationAutocomplete({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="organizations">
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(text: string) => ({ q: text })}
      />
    </ReferenceInput>
  );
}

/** `.../event/{id}/sponsor/new`: an organization sponsoring the event. */
export function EventSponsorCreate() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { paths } = useOrganizationScope();
  const dataProvider = useDataProvider();
  return (
    <SaveFlowForm
      title="New Sponsor"
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      backTo={paths.sponsors(organizationId, eventId)}
      defaultValues={{ event_id: Number(eventId) }}
      validate={(values) => validateWith(sponsorshipInput, values)}
      save={async (values) => {
        const { data } = await dataProvider.create(eventSponsorKind.resource, {
          data: { sponsor_id: values.sponsor_id, event_id: Number(eventId) },
          meta: { eventId },
        });
        return {
          message: `Sponsor with ID ${data.id} has been created`,
          to: paths.sponsors(organizationId, eventId),
        };
      }}
    >
      <OrganizationAutocomplete source="sponsor_id" label="Sponsor" />
    </SaveFlowForm>
  );
}

/** `.../event/{id}/sponsor/{sponsorId}`: one sponsorship of the event. */
export function EventSponsorShow() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { sponsorId = '' } = useParams<{ sponsorId: string }>();
  const { paths } = useOrganizationScope();
  const query = useGetOne(eventSponsorKind.resource, { id: sponsorId, meta: { eventId } });
  return (
    <MemberDetail
      organizationId={organizationId}
      organizationName={organizationName}
      title={(sponsorship) => `Sponsor: ${sponsorship.name ?? sponsorship.sponsor_id}`}
      query={query}
      fields={(sponsorship) => [
        ['ID', sponsorship.id],
        ['Sponsor', sponsorship.name],
        ['Sponsor ID', sponsorship.sponsor_id],
        ['Event ID', sponsorship.event_id],
      ]}
      backTo={paths.sponsors(organizationId, eventId)}
      noun="Sponsor"
    />
  );
}
