import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button } from '@mui/material';
import { DataTable, LinkBase, useRecordContext } from 'react-admin';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { RegionFilters } from '../../custom/geography/RegionFilters';
import { useRegionNames, useRequiredRegionIds } from '../../custom/geography/useRegionNames';
import { pathTo } from '../paths';
import { ListScreen } from '../shared/ListScreen';
import { RowLinkButton } from '../shared/RowLinkButton';

/** The react-admin resource of this list (its data-provider entry). */
export const MUNICIPALITY_ORGANIZATIONS = 'municipality-organizations';

function OrganizationActions({ prefix }: { prefix: string }) {
  const organization = useRecordContext();
  if (!organization) return null;
  const path = `${prefix}/organization/${encodeURIComponent(String(organization.id))}`;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <RowLinkButton label="Edit" to={`${path}/edit`} icon={<EditIcon fontSize="small" />} />
      <RowLinkButton label="Events" to={`${path}/events`} icon={<EventIcon fontSize="small" />} />
    </Box>
  );
}

/**
 * The municipality page: its organizations, published or not, sortable by ID and NAME
 * (a click on a header toggles the direction; by name, ascending, at first).
 */
export function MunicipalityOrganizationList() {
  const { countryId, stateId, municipalityId } = useRequiredRegionIds(
    'countryId',
    'stateId',
    'municipalityId',
  );
  const { country, state, city } = useRegionNames({ countryId, stateId, municipalityId });
  const prefix = pathTo('cities', 'show', countryId, stateId, municipalityId);
  return (
    <ListScreen
      resource={MUNICIPALITY_ORGANIZATIONS}
      title={country && state && city ? `${country} - ${state} - ${city}` : 'Organizations'}
      lead={<GeographyBreadcrumbs ids={{ countryId, stateId, municipalityId }} />}
      actions={
        <Button
          component={LinkBase}
          to={`${prefix}/organization/new`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          New Organization
        </Button>
      }
      filterBar={<RegionFilters idSearch={false} />}
      storeKey={`municipality-${municipalityId}-organizations.listParams`}
      meta={{ countryId, stateId, municipalityId }}
      sort={{ field: 'name', order: 'ASC' }}
      rowActions={<OrganizationActions prefix={prefix} />}
      phoneRow={{
        primaryText: (organization) => organization.name,
        secondaryText: (organization) => `ID ${organization.id}`,
      }}
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="NAME" />
    </ListScreen>
  );
}
