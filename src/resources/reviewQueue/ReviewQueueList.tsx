import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { type QueuedListing, REVIEW_QUEUE_RESOURCE } from '../../../shared/resources/reviewQueue';
import { useMayDo } from '../../authProvider/useMayDo';
import { formatDate } from '../../i18n/format';
import { VerifiedButton } from '../organizations/VerifiedButton';
import { pathTo } from '../paths';
import { ListScreen } from '../shared/ListScreen';
import { unsortedColumns } from '../shared/listColumns';
import { phoneDetails } from '../shared/phoneRow';
import { RowLinkButton } from '../shared/RowLinkButton';
import { FindingChips } from './FindingChips';
import { FINDING_LABELS } from './findingTexts';
import { QueueFilters } from './QueueFilters';
import { UnpublishButton } from './UnpublishButton';
import { useWalkSteps } from './walk';

/** A row of the queue's list. */
type QueueRow = QueuedListing & RaRecord;

/** A row's Verified, Edit and Unpublish, for those who may change the listing. */
function QueueRowActions() {
  const listing = useRecordContext<QueueRow>();
  const mayEdit = useMayDo('edit', { resource: organizations.name, record: listing });
  if (!listing) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      <VerifiedButton record={listing} />
      {mayEdit && (
        <RowLinkButton
          label="console.reviewQueue.edit"
          to={pathTo('organizations', 'edit', listing.id)}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      <UnpublishButton record={listing} compact />
    </Box>
  );
}

/** Start reviewing: opens the first listing of the queue as filtered, with the review bar. */
function StartReviewingButton() {
  const translate = useTranslate();
  const { filterValues, total } = useListContext();
  const { start } = useWalkSteps();
  const [starting, setStarting] = useState(false);
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<PlayArrowIcon />}
      disabled={starting || !total}
      onClick={async () => {
        setStarting(true);
        await start(filterValues);
        setStarting(false);
      }}
    >
      {translate('console.reviewQueue.start')}
    </Button>
  );
}

const where = (listing: QueueRow) => phoneDetails(listing.city, listing.state);

/**
 * /review-queue: the listings with a finding, oldest verified first, filtered by province,
 * municipality, category and finding; each with why it is there and Verified, Edit, Unpublish.
 */
export function ReviewQueueList() {
  const translate = useTranslate();
  const findingNames = (listing: QueueRow) =>
    listing.findings.map((code) => translate(FINDING_LABELS[code])).join(', ');
  return (
    <ListScreen
      resource={REVIEW_QUEUE_RESOURCE}
      title="console.reviewQueue.title"
      actions={<StartReviewingButton />}
      // No CSV route: the queue reads each stream's index up to the page, which a cursor over
      // every match cannot do without reading the organizations whole.
      filterBar={<QueueFilters />}
      rowLink={(listing) => pathTo('organizations', 'show', listing.id)}
      rowActions={<QueueRowActions />}
      phoneRow={{
        primaryText: (listing) => listing.name,
        secondaryText: (listing) =>
          phoneDetails(
            where(listing as QueueRow),
            translate('console.reviewQueue.phone_verified', {
              date: formatDate(listing.last_verified_at),
            }),
          ),
        tertiaryText: (listing) => findingNames(listing as QueueRow),
      }}
    >
      {unsortedColumns<QueueRow>([
        ['console.reviewQueue.columns.name', (listing) => listing.name],
        ['console.reviewQueue.columns.city', (listing) => listing.city ?? ''],
        ['console.reviewQueue.columns.state', (listing) => listing.state ?? ''],
        ['console.reviewQueue.columns.category', (listing) => listing.category ?? ''],
        [
          'console.reviewQueue.columns.last_verified',
          (listing) => formatDate(listing.last_verified_at),
        ],
        [
          'console.reviewQueue.columns.findings',
          (listing) => <FindingChips findings={listing.findings} />,
        ],
      ])}
    </ListScreen>
  );
}
