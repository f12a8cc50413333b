import { Box } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import {
  BulkActionsToolbar,
  DataTable,
  type RaRecord,
  SelectAllButton,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { MAX_BULK_IDS } from '../../../shared/resources/bulk';
import { useMayDo } from '../../authProvider/useMayDo';
import { bulkActionsOf } from '../../dataProvider';
import { usePhoneWidth } from '../../ui/usePhoneWidth';
import { BulkActionButtons } from './BulkActions';
import { NoData } from './NoData';
import { PhoneRecords } from './PhoneRecords';
import type { PhoneRow } from './phoneRow';
import { useRowCheckboxLabels } from './rowCheckboxLabels';

export interface ListRecordsProps {
  /** Where a click on a table row leads; none by default. */
  rowLink?: (record: RaRecord) => string;
  /** What a record's line shows at phone width. */
  phoneRow: PhoneRow;
  /** A record's actions (View, Edit, Delete...), in its context: the ACTIONS column. */
  rowActions?: ReactNode;
  /** The DataTable columns, before ACTIONS. */
  children: ReactNode;
  /** What the data provider needs besides the filters (parent ids), for selecting every match. */
  meta?: Record<string, unknown>;
}

/**
 * react-admin's bulk toolbar while rows are selected, with Select every match (up to the bulk
 * limit). Collapsed, react-admin keeps its buttons in the page, where Tab and screen readers
 * would still find them; here it is not rendered at all until a row is selected.
 */
function SelectionToolbar({
  meta,
  children,
}: {
  meta: Record<string, unknown> | undefined;
  children: ReactNode;
}) {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar
      selectAllButton={<SelectAllButton limit={MAX_BULK_IDS} queryOptions={{ meta }} />}
    >
      {children}
    </BulkActionsToolbar>
  );
}

/**
 * The table's bulk toolbar, when the resource takes bulk actions and the signed-in person may
 * change its records (else no row is selectable): how many rows are selected,
 * Select all (every match of the filters, up to the bulk limit) and the actions.
 */
function useBulkToolbar(meta: Record<string, unknown> | undefined) {
  const resource = useResourceContext();
  const actions = bulkActionsOf(resource ?? '');
  const mayAct = useMayDo('bulk');
  if (actions.length === 0 || !mayAct) return { bulkActionButtons: false as const };
  const buttons = <BulkActionButtons actions={actions} />;
  return {
    bulkActionButtons: buttons,
    bulkActionsToolbar: <SelectionToolbar meta={meta}>{buttons}</SelectionToolbar>,
  };
}

/**
 * The records of the list around it: a table, or on a phone one line per record with its
 * actions at the end, since a table's columns do not fit there (react-admin's SimpleList, as
 * its demo does), under a choice of the orders the table's headers give. "No data" when there
 * are none. Where the resource takes bulk actions, the table's rows can be selected (one by one,
 * the page, or every match) and acted on together.
 */
export function ListRecords({ rowLink, phoneRow, rowActions, children, meta }: ListRecordsProps) {
  const phone = usePhoneWidth();
  const bulk = useBulkToolbar(meta);
  const table = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(table);
  if (phone) {
    return (
      <PhoneRecords
        phoneRow={phoneRow}
        rowLink={rowLink}
        rowActions={rowActions}
        selectionToolbar={bulk.bulkActionsToolbar}
      >
        {children}
      </PhoneRecords>
    );
  }
  return (
    <Box ref={table}>
      <DataTable
        rowClick={rowLink ? (_id, _resource, record) => rowLink(record) : false}
        {...bulk}
        empty={<NoData />}
      >
        {children}
        {rowActions !== undefined && (
          <DataTable.Col
            label="console.shared.columns.actions"
            disableSort
            align="right"
            render={() => rowActions}
          />
        )}
      </DataTable>
    </Box>
  );
}
