import { Box, Card, CardContent, Typography } from '@mui/material';
import { type Identifier, ListBase, useListContext, useTranslate } from 'react-admin';
import type { HistoryTable } from '../../../shared/resources/history';
import { formatDateTime } from '../../i18n/format';
import { NumberedPagination } from '../shared/NumberedPagination';
import { HistoryChanges } from './HistoryChanges';
import { ACTION_LABELS, changedBy, type HistoryEntry } from './historyEntry';
import { RevertButton } from './RevertButton';

/** The entries of the list around it, newest first: what was done, by whom, when, and what changed. */
function HistoryEntries() {
  const { data, isPending, error } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  if (error)
    return <Typography color="error">{translate('console.history.load_failed')}</Typography>;
  if (isPending)
    return <Typography color="text.secondary">{translate('console.history.loading')}</Typography>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary">{translate('console.history.no_changes')}</Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            '&:first-of-type': { borderTop: 0 },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              <strong>{translate(ACTION_LABELS[entry.action])}</strong>{' '}
              {translate('console.history.by_on', {
                who: changedBy(entry, translate),
                when: formatDateTime(entry.at),
              })}
            </Typography>
            <RevertButton entry={entry} />
          </Box>
          <HistoryChanges entry={entry} />
        </Box>
      ))}
    </Box>
  );
}

/** A record's History: its changes, newest first, ten a page. */
export function RecordHistory({ resource, id }: { resource: HistoryTable; id: Identifier }) {
  const translate = useTranslate();
  return (
    <ListBase
      resource="history"
      filter={{ resource, record_id: id }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
    >
      <Card component="section" aria-labelledby="record-history" sx={{ mt: 2 }}>
        <CardContent>
          <Typography id="record-history" component="h2" variant="h6" gutterBottom>
            {translate('console.history.record_history')}
          </Typography>
          <HistoryEntries />
          <NumberedPagination hideWhenSinglePage />
        </CardContent>
      </Card>
    </ListBase>
  );
}
