import { Box, Chip, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  type RaRecord,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { organizations as declaration } from '../../../shared/resources/organizations';
import { REVIEW_STATES, type ReviewState } from '../../../shared/schemas/organization';
import {
  CREATED_WITHIN_FILTER,
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
  REVIEW_FILTER,
  STATUS_FILTER,
} from '../../dataProvider/resources/organizations';
import type { MessageKey } from '../../i18n/text';
import { pathTo } from '../paths';
import { PublishPageButton } from '../shared/BulkActions';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { LetterFilter } from '../shared/LetterFilter';
import { ListScreen } from '../shared/ListScreen';
import { fieldColumns, statusColumn } from '../shared/listColumns';
import { publishLabel } from '../shared/PublishStatus';
import { phoneDetails } from '../shared/phoneRow';
import { RowActions } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchBox';
import { HsdsExportButton } from './HsdsExportButton';
import { ImportButton } from './import/ImportButton';
import { organizationKind } from './organizationKind';
import { LastVerified } from './VerificationLine';

/** Says that the list shows only recent organizations; its delete shows them all again. */
function CreatedWithinChip() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const days = filterValues[CREATED_WITHIN_FILTER];
  if (days === undefined || days === null || days === '') return null;
  const { [CREATED_WITHIN_FILTER]: _removed, ...others } = filterValues;
  return (
    <Chip
      label={translate('console.organizations.filters.created_within', {
        days: String(days),
        smart_count: Number(days),
      })}
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

const STATUS_TEXTS: Record<OrganizationStatus, MessageKey> = {
  All: 'console.organizations.status.all',
  Published: 'console.organizations.status.published',
  Unpublished: 'console.organizations.status.unpublished',
};

/** The status choice of the main list, a filter in the URL; a new choice starts from page 1. */
function StatusFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues[STATUS_FILTER];
  const status = ORGANIZATION_STATUSES.find((choice) => choice === chosen) ?? 'All';
  return (
    <TextField
      select
      size="small"
      label={translate('console.organizations.filters.status')}
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
          {translate(STATUS_TEXTS[choice])}
        </MenuItem>
      ))}
    </TextField>
  );
}

const REVIEW_TEXTS: Record<ReviewState, MessageKey> = {
  overdue: 'console.organizations.review.overdue',
  due_soon: 'console.organizations.review.due_soon',
  current: 'console.organizations.review.current',
};

/** The review choice: all, or those overdue, due within 30 days, or current (in the URL). */
function ReviewFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const chosen = REVIEW_STATES.find((state) => state === filterValues[REVIEW_FILTER]) ?? '';
  return (
    <TextField
      select
      size="small"
      label={translate('console.organizations.filters.review')}
      value={chosen}
      sx={{ width: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const { [REVIEW_FILTER]: _previous, ...others } = filterValues;
        const picked = event.target.value;
        setFilters(picked === '' ? others : { ...others, [REVIEW_FILTER]: picked });
      }}
    >
      <MenuItem value="">{translate('console.organizations.review.all')}</MenuItem>
      {REVIEW_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {translate(REVIEW_TEXTS[state])}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface OrganizationListScreenProps {
  title: MessageKey;
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
  const translate = useTranslate();
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
          phoneDetails(
            translate('console.shared.record_id', { id: organization.id }),
            organization.city,
            publishLabel(organization, translate),
          ),
      }}
      filterBar={
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
            <SearchBox source="q" label="console.organizations.filters.search_name" />
            <SearchBox source="city" label="console.organizations.filters.search_city" />
            {!fixedStatus && <StatusFilter />}
            <ReviewFilter />
            <CreatedWithinChip />
          </Box>
          <LetterFilter keep={[STATUS_FILTER]} />
        </>
      }
    >
      {fieldColumns([
        ['id', 'console.organizations.columns.id'],
        ['name', 'console.organizations.columns.name'],
        ['city', 'console.organizations.columns.city'],
      ])}
      {statusColumn('console.organizations.columns.status')}
      <DataTable.Col
        key="last_verified_at"
        source="last_verified_at"
        label="console.organizations.columns.last_verified"
        render={(organization: RaRecord) => <LastVerified organization={organization} />}
      />
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
      title="console.organizations.list_title"
      storeKey="organizations.listParams"
      actions={
        <>
          <HsdsExportButton />
          <ImportButton />
          <CreateLinkButton
            to={pathTo('organizations', 'create')}
            label="console.organizations.new"
          />
        </>
      }
    />
  );
}

/** /unpublished/organizations: the same searches and letters, the status fixed to Unpublished. */
export function UnpublishedOrganizationList() {
  return (
    <OrganizationListScreen
      title="console.organizations.unpublished_title"
      storeKey="unpublished-organizations.listParams"
      fixedStatus="Unpublished"
      // The pending queue is reviewed page by page: publishing the page is its main action.
      actions={<PublishPageButton />}
    />
  );
}
