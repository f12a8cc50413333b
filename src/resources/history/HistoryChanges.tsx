import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../shared/columnLabels';
import { type HistoryEntry, valueText } from './historyEntry';

/** An update's changed fields, each with its value before and after. */
export function HistoryChanges({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
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
          <TableCell sx={{ width: '20%' }}>{translate('console.history.changes.field')}</TableCell>
          <TableCell sx={{ width: '40%' }}>{translate('console.history.changes.before')}</TableCell>
          <TableCell sx={{ width: '40%' }}>{translate('console.history.changes.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([column, [before, after]]) => (
          <TableRow key={column}>
            <TableCell component="th" scope="row">
              {fieldLabel(column, translate)}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
              {valueText(entry, column, before, translate)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
              {valueText(entry, column, after, translate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
