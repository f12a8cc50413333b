import { Box, Checkbox } from '@mui/material';
import { isValidElement, type ReactNode } from 'react';
import { Link, type RaRecord, SimpleList, useListContext, useTranslate } from 'react-admin';
import { NoData } from './NoData';
import { PhoneSort } from './PhoneSort';
import type { PhoneRow } from './phoneRow';

/** A line's main text as SimpleList draws it: a function of the record, an element, or a key. */
function usePrimaryText(primaryText: PhoneRow['primaryText']) {
  const translate = useTranslate();
  return (record: RaRecord): ReactNode => {
    if (typeof primaryText === 'function') return primaryText(record, record.id);
    if (typeof primaryText === 'string')
      return translate(primaryText, { ...record, _: primaryText });
    return isValidElement(primaryText) ? primaryText : null;
  };
}

/**
 * The record's main text as a link to its screen, stretched over the whole line so that a tap
 * anywhere on it opens the record; the line's checkbox and actions sit above it and stay theirs.
 * Keyboards and screen readers meet one link named by the record.
 */
function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      color="inherit"
      underline="hover"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0 },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {children}
    </Link>
  );
}

/** A line's checkbox, for the list's bulk actions, named as the table's row checkboxes are. */
function RowCheckbox({ record }: { record: RaRecord }) {
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  return (
    <Checkbox
      edge="start"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

export interface PhoneRecordsProps {
  phoneRow: PhoneRow;
  /** Where a tap on a line leads; none by default. */
  rowLink?: (record: RaRecord) => string;
  /** A record's actions, at the end of its line. */
  rowActions?: ReactNode;
  /** The bulk toolbar while lines are selected; lines have checkboxes when there is one. */
  selectionToolbar?: ReactNode;
  /** The table's columns, whose sortable ones give the Sort by choice. */
  children: ReactNode;
}

/**
 * The records of a list at phone width, one line each (react-admin's SimpleList, as its demo
 * does), under a choice of the orders the table's headers give: a tap on a line opens the
 * record where the table's row click would, and where the list takes bulk actions each line
 * has a checkbox, with the bulk toolbar (Select all, the actions) once one is ticked.
 */
export function PhoneRecords({
  phoneRow,
  rowLink,
  rowActions,
  selectionToolbar,
  children,
}: PhoneRecordsProps) {
  const primaryText = usePrimaryText(phoneRow.primaryText);
  const selectable = Boolean(selectionToolbar);
  const { leftIcon } = phoneRow;
  return (
    <>
      <PhoneSort columns={children} />
      {selectionToolbar && (
        // react-admin lays its bulk toolbar over a table's header row: here it takes its own
        // lines above the records, its actions wrapping within the screen (the doubled classes
        // outweigh react-admin's own rules).
        <Box
          sx={{
            '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': {
              position: 'static',
              transform: 'none',
              height: 'auto',
              flexWrap: 'wrap',
            },
            '& .RaBulkActionsToolbar-topToolbar.RaBulkActionsToolbar-topToolbar': {
              flexWrap: 'wrap',
            },
          }}
        >
          {selectionToolbar}
        </Box>
      )}
      <SimpleList
        {...phoneRow}
        primaryText={
          rowLink
            ? (record: RaRecord) => <RowLink to={rowLink(record)}>{primaryText(record)}</RowLink>
            : phoneRow.primaryText
        }
        leftIcon={
          selectable
            ? (record: RaRecord) => (
                <>
                  <RowCheckbox record={record} />
                  {leftIcon?.(record, record.id)}
                </>
              )
            : leftIcon
        }
        rowClick={false}
        rightIcon={rowActions === undefined ? undefined : () => rowActions}
        empty={<NoData />}
        sx={{
          '& > .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
          // A long word (a link's address) wraps rather than widen the page.
          '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
          // The checkbox and the actions above the line's stretched link.
          '& .MuiListItemIcon-root': { position: 'relative', zIndex: 1 },
        }}
      />
    </>
  );
}
