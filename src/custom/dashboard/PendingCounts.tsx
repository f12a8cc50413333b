import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import type { MessageKey } from '../../i18n/text';

interface PendingKind {
  /** The resource whose Unpublished list the count is the total of. */
  resource: string;
  label: MessageKey;
  /** That list. */
  to: string;
}

/** What waits to be published: each kind that has an Unpublished list in the sidebar. */
const pendingKinds: PendingKind[] = [
  {
    resource: 'organizations',
    label: 'console.dashboard.pending.organizations',
    to: '/unpublished/organizations',
  },
  { resource: 'events', label: 'console.dashboard.pending.events', to: '/unpublished/events' },
];

/**
 * How many records of a kind wait to be published: the total of its Unpublished list's query
 * (one row asked for), so the count is what that list pages through; past the bound up to which
 * the server counts exactly, the bound and a "+".
 */
function PendingCount({ kind }: { kind: PendingKind }) {
  const translate = useTranslate();
  const { total, meta } = useGetList(kind.resource, {
    pagination: { page: 1, perPage: 1 },
    meta: { status: 'Unpublished' },
  });
  return (
    <Link
      component={LinkBase}
      to={kind.to}
      sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
    >
      <Typography component="span" variant="h6" sx={{ fontWeight: 600, minWidth: '2ch' }}>
        {total === undefined ? '…' : formatNumber(total)}
        {/* A large directory's count stops at a bound the server names. */}
        {meta?.moreThanTotal === true && '+'}
      </Typography>
      <Typography component="span">{translate(kind.label)}</Typography>
    </Link>
  );
}

/** The dashboard's card of what waits to be published, each count leading to its list. */
export function PendingCounts() {
  const translate = useTranslate();
  const title = translate('console.dashboard.pending.title');
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PendingActionsIcon color="warning" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {pendingKinds.map((kind) => (
            <PendingCount key={kind.resource} kind={kind} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
