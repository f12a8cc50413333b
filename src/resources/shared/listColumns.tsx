import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { PublishStatus } from './PublishStatus';

/**
 * A list's columns written as data: each a header and what its rows show. They are columns of
 * the table itself (not components around them), whose sources the phone's sort choice reads.
 */

/** Columns showing a field as it is, each its source and header, in order; the server sorts them. */
export const fieldColumns = (columns: readonly (readonly [source: string, label: MessageKey])[]) =>
  columns.map(([source, label]) => <DataTable.Col key={source} source={source} label={label} />);

/** The STATUS column: each row's Published or Pending. */
export const statusColumn = (label: MessageKey = 'console.shared.columns.status') => (
  <DataTable.Col
    key="is_published"
    source="is_published"
    label={label}
    render={() => <PublishStatus />}
  />
);

/** A column the server does not sort by: its header and what a row shows in it. */
type UnsortedColumn<Row extends RaRecord> = readonly [
  label: MessageKey,
  render: (row: Row) => ReactNode,
];

/** A list's columns that the server does not sort by, in order (the history's, the trash's). */
export const unsortedColumns = <Row extends RaRecord>(columns: readonly UnsortedColumn<Row>[]) =>
  columns.map(([label, render]) => (
    <DataTable.Col<Row> key={label} label={label} disableSort render={render} />
  ));
