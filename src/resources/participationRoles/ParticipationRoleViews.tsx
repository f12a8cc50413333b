import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button } from '@mui/material';
import {
  DataTable,
  LinkBase,
  type RaRecord,
  TextInput,
  useDataProvider,
  useGetOne,
  useParams,
  useRecordContext,
} from 'react-admin';
import { participationRoleInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { MemberDetail } from '../../custom/events/MemberDetail';
import { useRouteEvent } from '../../custom/events/useRouteEvent';
import { SearchBox } from '../../custom/geography/SearchBox';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { ListScreen } from '../shared/ListScreen';
import { RowLinkButton } from '../shared/RowLinkButton';

const roleName = (record: RaRecord) => String(record.name ?? record.id);

/** Texts name the role: 'Participant Role: "{name}" has been deleted' (spec 001, section 8). */
export const participationRoleKind: ContentKind = {
  ...kindWithNameTexts('participation-roles', 'Participant Role', 'name'),
  deleted: (record) => `Participant Role: "${roleName(record)}" has been deleted`,
  created: (record) => `Participant Role: "${roleName(record)}" has been created`,
};

function RoleActions({ organizationId, eventId }: { organizationId: string; eventId: string }) {
  const { paths } = useOrganizationScope();
  const role = useRecordContext();
  if (!role) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <RowLinkButton
        label="View"
        to={paths.role(organizationId, eventId, role.id)}
        icon={<VisibilityIcon fontSize="small" />}
      />
      <ConfirmDeleteButton kind={participationRoleKind} />
    </Box>
  );
}

/** `.../event/{id}/participant/roles`: the participation roles (shared by all events). */
export function ParticipationRoleList() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { paths } = useOrganizationScope();
  return (
    <ListScreen
      resource={participationRoleKind.resource}
      title="Participant Roles"
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      storeKey="participation-roles.listParams"
      rowLink={(role: RaRecord) => paths.role(organizationId, eventId, role.id)}
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
            to={paths.newRole(organizationId, eventId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New Role
          </Button>
        </>
      }
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="name" label="NAME" disableSort />
      <DataTable.Col
        label="ACTIONS"
        disableSort
        align="right"
        render={() => <RoleActions organizationId={organizationId} eventId={eventId} />}
      />
    </ListScreen>
  );
}

/** `.../participant/role/new`: a role with its name. */
export function ParticipationRoleCreate() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { paths } = useOrganizationScope();
  const dataProvider = useDataProvider();
  return (
    <SaveFlowForm
      title="New Role"
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      backTo={paths.roles(organizationId, eventId)}
      defaultValues={{ name: '' }}
      validate={(values) => validateWith(participationRoleInput, values)}
      save={async (values) => {
        const { data } = await dataProvider.create(participationRoleKind.resource, {
          data: { name: values.name },
        });
        return {
          message: participationRoleKind.created(data),
          to: paths.roles(organizationId, eventId),
        };
      }}
    >
      <TextInput source="name" label="Name" />
    </SaveFlowForm>
  );
}

/** `.../participant/role/{roleId}`: one role. */
export function ParticipationRoleShow() {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { roleId = '' } = useParams<{ roleId: string }>();
  const { paths } = useOrganizationScope();
  const query = useGetOne(participationRoleKind.resource, { id: roleId });
  return (
    <MemberDetail
      organizationId={organizationId}
      organizationName={organizationName}
      title={(role) => `Participant Role: ${roleName(role)}`}
      query={query}
      fields={(role) => [
        ['ID', role.id],
        ['Name', role.name],
      ]}
      backTo={paths.roles(organizationId, eventId)}
      noun="Participant Role"
    />
  );
}
