import type { ReactNode } from 'react';
import { DataTable, type RaRecord, SimpleList, type SimpleListProps } from 'react-admin';
import { usePhoneWidth } from '../../custom/layout/usePhoneWidth';
import { NoData } from './NoData';
import { PhoneSort } from './PhoneSort';

/** What a record's line shows at phone width, where a list is one column (SimpleList). */
export type PhoneRow = Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar' | 'leftIcon'
>;

/** A phone line's details: the given parts that are not empty, separated by dots. */
export const phoneDetails = (...parts: unknown[]): string =>
  parts.filter((part) => part !== undefined && part !== null && part !== '').join(' · ');

export interface ListRecordsProps {
  /** Where a click on a table row leads; none by default. */
  rowLink?: (record: RaRecord) => string;
  /** What a record's line shows at phone width. */
  phoneRow: PhoneRow;
  /** A record's actions (View, Edit, Delete...), in its context: the ACTIONS column. */
  rowActions?: ReactNode;
  /** The DataTable columns, before ACTIONS. */
  children: ReactNode;
}

/**
 * The records of the list around it: a table, or on a phone one line per record with its
 * actions at the end, since a table's columns do not fit there (react-admin's SimpleList, as
 * its demo does), under a choice of the orders the table's headers give. "No data" when there
 * are none.
 */
export function ListRecords({ rowLink, phoneRow, rowActions, children }: ListRecordsProps) {
  const phone = usePhoneWidth();
  if (phone) {
    return (
      <>
        <PhoneSort columns={children} />
        <SimpleList
          {...phoneRow}
          rowClick={false}
          rightIcon={rowActions === undefined ? undefined : () => rowActions}
          empty={<NoData />}
          sx={{ '& > .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } }}
        />
      </>
    );
  }
  return (
    <DataTable
      rowClick={rowLink ? (_id, _resource, record) => rowLink(record) : false}
      bulkActionButtons={false}
      empty={<NoData />}
    >
      {children}
      {rowActions !== undefined && (
        <DataTable.Col label="ACTIONS" disableSort align="right" render={() => rowActions} />
      )}
    </DataTable>
  );
}
