import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { fieldLabel, type HistoryEntry, valueText } from './historyEntry';

/** An update's changed fields, each with its value before and after. */
export function HistoryChanges({ entry }: { entry: HistoryEntry }) {
  const changes = Object.entries(entry.changes);
  if (changes.length === 0) return null;
  return (
    <Table
      size="small"
      sx={{
        mt: 1,
        tableLayout: 'fixed',
        '& td, & th': { verticalAlign: 'top', overflowWrap: 'anywhere' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '20%' }}>Field</TableCell>
          <TableCell sx={{ width: '40%' }}>Before</TableCell>
          <TableCell sx={{ width: '40%' }}>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([column, [before, after]]) => (
          <TableRow key={column}>
            <TableCell component="th" scope="row">
              {fieldLabel(column)}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
              {valueText(entry, column, before)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{valueText(entry, column, after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
