import MergeIcon from '@mui/icons-material/MergeType';
import { Box, Link, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import {
  DUPLICATE_PAIRS_RESOURCE,
  type DuplicatePair,
  type PairedOrganization,
} from '../../../shared/resources/duplicates';
import { formatNumber } from '../../i18n/format';
import { mergePath, pathTo } from '../paths';
import { ListScreen } from '../shared/ListScreen';
import { unsortedColumns } from '../shared/listColumns';
import { phoneDetails } from '../shared/phoneRow';
import { FilterBar, ProvinceFilter } from '../shared/RegionFilter';
import { RowLinkButton } from '../shared/RowLinkButton';
import { NotDuplicatesButton } from './NotDuplicatesButton';
import { reasonsText } from './reasonTexts';

/** A row of the list. */
type PairRow = DuplicatePair & { id: number };

const placeOf = (organization: PairedOrganization) =>
  [organization.city, organization.state].filter(Boolean).join(', ');

/** One organization of a pair: its name, linked to its page, over its place. */
function PairedCell({ organization }: { organization: PairedOrganization }) {
  return (
    <Box>
      <Link component={LinkBase} to={pathTo('organizations', 'show', organization.id)}>
        {organization.name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {placeOf(organization)}
      </Typography>
    </Box>
  );
}

/** A pair's Not duplicates and Merge…. */
function PairActions() {
  const pair = useRecordContext<PairRow>();
  if (!pair) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      <NotDuplicatesButton />
      <RowLinkButton
        label="console.duplicates.merge"
        to={mergePath(pair.organization.id, pair.other.id)}
        icon={<MergeIcon fontSize="small" />}
      />
    </Box>
  );
}

/**
 * /duplicate-pairs: pairs of live organizations that may be one, strongest first, filtered by
 * province; each with both organizations, why, its score, Not duplicates and Merge….
 */
export function DuplicatePairList() {
  const translate = useTranslate();
  const score = (pair: PairRow) => formatNumber(Math.round(pair.score * 100) / 100);
  return (
    <ListScreen
      resource={DUPLICATE_PAIRS_RESOURCE}
      title="console.duplicates.title"
      actions={null}
      // No CSV route: the pairs are read by index ranges up to the page, as the review queue is.
      filterBar={
        <FilterBar>
          <ProvinceFilter
            label="console.duplicates.filters.province"
            noneFound="console.duplicates.filters.no_province"
          />
        </FilterBar>
      }
      perPage={25}
      rowActions={<PairActions />}
      phoneRow={{
        primaryText: (pair) => `${pair.organization.name} · ${pair.other.name}`,
        secondaryText: (pair) => phoneDetails(placeOf(pair.organization), placeOf(pair.other)),
        tertiaryText: (pair) =>
          phoneDetails(reasonsText(pair.reasons, translate), score(pair as PairRow)),
      }}
    >
      {unsortedColumns<PairRow>([
        [
          'console.duplicates.columns.organization',
          (pair) => <PairedCell organization={pair.organization} />,
        ],
        ['console.duplicates.columns.other', (pair) => <PairedCell organization={pair.other} />],
        ['console.duplicates.columns.reasons', (pair) => reasonsText(pair.reasons, translate)],
        ['console.duplicates.columns.score', score],
      ])}
    </ListScreen>
  );
}
