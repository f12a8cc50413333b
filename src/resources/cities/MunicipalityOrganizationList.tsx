import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import { Box } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { useMayDo } from '../../authProvider/useMayDo';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { useRegionNames, useRequiredRegionIds } from '../../custom/geography/useRegionNames';
import { asIs } from '../../i18n/text';
import type { RoutedResourceName } from '../paths';
import { pathsUnder, pathTo } from '../paths';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { ListScreen } from '../shared/ListScreen';
import { RegionFilters } from '../shared/RegionFilters';
import { RowLinkButton } from '../shared/RowLinkButton';
import type { PathTo } from '../urlPatterns';

/** The react-admin resource of this list (its data-provider entry). */
export const MUNICIPALITY_ORGANIZATIONS = 'municipality-organizations';

/** A row's Edit and Events, in the municipality's scope. */
function OrganizationActions({ pathTo }: { pathTo: PathTo<RoutedResourceName> }) {
  const organization = useRecordContext();
  const mayEdit = useMayDo('edit');
  if (!organization) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {mayEdit && (
        <RowLinkButton
          label="ra.action.edit"
          to={pathTo('organizations', 'edit', organization.id)}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      <RowLinkButton
        label="console.cities.organizations.events"
        to={pathTo('events', 'list', organization.id)}
        icon={<EventIcon fontSize="small" />}
      />
    </Box>
  );
}

/**
 * The municipality page: its organizations, published or not, sortable by ID and NAME
 * (a click on a header toggles the direction; by name, ascending, at first).
 */
export function MunicipalityOrganizationList() {
  const translate = useTranslate();
  const { countryId, stateId, municipalityId } = useRequiredRegionIds(
    'countryId',
    'stateId',
    'municipalityId',
  );
  const { country, state, city } = useRegionNames({ countryId, stateId, municipalityId });
  const scoped = pathsUnder(pathTo('cities', 'show', countryId, stateId, municipalityId));
  return (
    <ListScreen
      resource={MUNICIPALITY_ORGANIZATIONS}
      title={
        country && state && city
          ? asIs(`${country} - ${state} - ${city}`)
          : 'console.cities.organizations.title'
      }
      lead={<GeographyBreadcrumbs ids={{ countryId, stateId, municipalityId }} />}
      actions={
        <CreateLinkButton
          to={scoped('organizations', 'create')}
          label="console.organizations.new"
        />
      }
      filterBar={<RegionFilters idSearch={false} />}
      storeKey={`municipality-${municipalityId}-organizations.listParams`}
      meta={{ countryId, stateId, municipalityId }}
      sort={{ field: 'name', order: 'ASC' }}
      rowActions={<OrganizationActions pathTo={scoped} />}
      phoneRow={{
        primaryText: (organization) => organization.name,
        secondaryText: (organization) =>
          translate('console.shared.record_id', { id: organization.id }),
      }}
    >
      <DataTable.Col source="id" label="console.cities.organizations.columns.id" />
      <DataTable.Col source="name" label="console.cities.organizations.columns.name" />
    </ListScreen>
  );
}
