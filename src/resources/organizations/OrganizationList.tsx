import { Box, Chip, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type RaRecord, useListContext, useRecordContext } from 'react-admin';
import { organizations as declaration } from '../../../shared/resources/organizations';
import {
  CREATED_WITHIN_FILTER,
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
  STATUS_FILTER,
} from '../../dataProvider/resources/organizations';
import { pathTo } from '../paths';
import { PublishPageButton } from '../shared/BulkActions';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { LetterFilter } from '../shared/LetterFilter';
import { phoneDetails } from '../shared/ListRecords';
import { ListScreen } from '../shared/ListScreen';
import { PublishStatus, publishLabel } from '../shared/PublishStatus';
import { RowActions } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchBox';
import { organizationKind } from './organizationKind';

/** Says that the list shows only recent organizations; its delete shows them all again. */
function CreatedWithinChip() {
  const { filterValues, setFilters } = useListContext();
  const days = filterValues[CREATED_WITHIN_FILTER];
  if (days === undefined || days === null || days === '') return null;
  const { [CREATED_WITHIN_FILTER]: _removed, ...others } = filterValues;
  return (
    <Chip
      label={`Created in the last ${String(days)} days`}
      onDelete={() => setFilters(others)}
      sx={{ alignSelf: 'center' }}
    />
  );
}

function OrganizationActions() {
  const organization = useRecordContext();
  if (!organization) return null;
  return (
    <RowActions
      view={pathTo('organizations', 'show', organization.id)}
      edit={pathTo('organizations', 'edit', organization.id)}
      deleteKind={organizationKind}
    />
  );
}

/** The status choice of the main list, a filter in the URL; a new choice starts from page 1. */
function StatusFilter() {
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues[STATUS_FILTER];
  const status = ORGANIZATION_STATUSES.find((choice) => choice === chosen) ?? 'All';
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={status}
      sx={{ width: 180 }}
      onChange={(event) => {
        const { [STATUS_FILTER]: _previous, ...others } = filterValues;
        const picked = event.target.value as OrganizationStatus;
        setFilters(picked === 'All' ? others : { ...others, [STATUS_FILTER]: picked });
      }}
    >
      {ORGANIZATION_STATUSES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface OrganizationListScreenProps {
  title: string;
  storeKey: string;
  /** The unpublished list's fixed status; without it the administrator chooses one. */
  fixedStatus?: OrganizationStatus;
  actions?: ReactNode;
}

function OrganizationListScreen({
  title,
  storeKey,
  fixedStatus,
  actions,
}: OrganizationListScreenProps) {
  return (
    <ListScreen
      resource={organizationKind.resource}
      title={title}
      storeKey={storeKey}
      meta={fixedStatus && { status: fixedStatus }}
      sort={declaration.list.sort}
      rowLink={(organization: RaRecord) => pathTo('organizations', 'show', organization.id)}
      actions={actions}
      rowActions={<OrganizationActions />}
      phoneRow={{
        primaryText: (organization) => organization.name,
        secondaryText: (organization) =>
          phoneDetails(`ID ${organization.id}`, organization.city, publishLabel(organization)),
      }}
      filterBar={
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
            <SearchBox source="q" label="Search by name" />
            <SearchBox source="city" label="Search by city" />
            {!fixedStatus && <StatusFilter />}
            <CreatedWithinChip />
          </Box>
          <LetterFilter keep={[STATUS_FILTER]} />
        </>
      }
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="NAME" />
      <DataTable.Col source="city" label="CITY" />
      <DataTable.Col source="is_published" label="STATUS" render={() => <PublishStatus />} />
    </ListScreen>
  );
}

/**
 * /organizations: name and city searches (both sent to the server, so they hold on every
 * page), the status choice and the letter filter, all in the URL like the page.
 */
export function OrganizationList() {
  return (
    <OrganizationListScreen
      title="Organizations"
      storeKey="organizations.listParams"
      actions={<CreateLinkButton to={pathTo('organizations', 'create')} label="New Organization" />}
    />
  );
}

/** /unpublished/organizations: the same searches and letters, the status fixed to Unpublished. */
export function UnpublishedOrganizationList() {
  return (
    <OrganizationListScreen
      title="Unpublished Organizations"
      storeKey="unpublished-organizations.listParams"
      fixedStatus="Unpublished"
      // The pending queue is reviewed page by page: publishing the page is its main action.
      actions={<PublishPageButton />}
    />
  );
}
