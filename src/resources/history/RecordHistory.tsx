import { Box, Card, CardContent, Typography } from '@mui/material';
import { type Identifier, ListBase, useListContext } from 'react-admin';
import type { HistoryTable } from '../../../shared/resources/history';
import { formatDateTime } from '../events/dates';
import { NumberedPagination } from '../shared/NumberedPagination';
import { HistoryChanges } from './HistoryChanges';
import { ACTION_LABELS, changedBy, type HistoryEntry } from './historyEntry';

/** The entries of the list around it, newest first: what was done, by whom, when, and what changed. */
function HistoryEntries() {
  const { data, isPending, error } = useListContext<HistoryEntry>();
  if (error) return <Typography color="error">The history could not be loaded.</Typography>;
  if (isPending) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (data.length === 0)
    return <Typography color="text.secondary">No changes recorded.</Typography>;
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
          <Typography variant="body2">
            <strong>{ACTION_LABELS[entry.action]}</strong> by {changedBy(entry)} on{' '}
            {formatDateTime(entry.at)}
          </Typography>
          <HistoryChanges entry={entry} />
        </Box>
      ))}
    </Box>
  );
}

/** A record's History: its changes, newest first, ten a page. */
export function RecordHistory({ resource, id }: { resource: HistoryTable; id: Identifier }) {
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
            History
          </Typography>
          <HistoryEntries />
          <NumberedPagination hideWhenSinglePage />
        </CardContent>
      </Card>
    </ListBase>
  );
}
