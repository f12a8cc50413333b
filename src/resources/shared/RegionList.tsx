import type { ReactNode } from 'react';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { MessageKey, Text } from '../../i18n/text';
import { CreateLinkButton } from './CreateLinkButton';
import type { ContentKind } from './contentKind';
import { ListScreen } from './ListScreen';
import { fieldColumns, statusColumn } from './listColumns';
import { publishLabel } from './PublishStatus';
import { phoneDetails } from './phoneRow';
import { RegionFilters } from './RegionFilters';
import { RowActions } from './RowActions';

function RegionActions({
  kind,
  viewPath,
  editPath,
}: {
  kind: ContentKind;
  viewPath: (record: RaRecord) => string;
  editPath: (record: RaRecord) => string;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return <RowActions view={viewPath(record)} edit={editPath(record)} deleteKind={kind} />;
}

export interface RegionListProps {
  kind: ContentKind;
  /** The field holding the region's name (country, state, city). */
  nameField: string;
  /** The list's title. */
  title: Text;
  /** Above the list, e.g. breadcrumbs. */
  lead?: ReactNode;
  /** The create button's label. */
  createLabel: MessageKey;
  createPath: string;
  /** Where a row and its View action lead (the region's children). */
  viewPath: (record: RaRecord) => string;
  editPath: (record: RaRecord) => string;
  /** Where the list remembers its params: one per parent. */
  storeKey: string;
  /** The parent ids the data provider needs. */
  meta?: Record<string, unknown>;
  /** Offer '#' in the letter filter (names starting with a digit). */
  withDigit?: boolean;
  /** Columns between NAME and STATUS. */
  children?: ReactNode;
  /** Shown between the id and the status on a phone line (e.g. the country code). */
  phoneDetail?: (record: RaRecord) => unknown;
}

/**
 * A list of countries, provinces/states or municipalities: id and name searches, the letter
 * filter, ID, NAME and STATUS (which sort; by name until a header is clicked) and ACTIONS
 * (View, Edit, Delete) columns; a row leads to its region's children.
 */
export function RegionList({
  kind,
  nameField,
  title,
  lead,
  createLabel,
  createPath,
  viewPath,
  editPath,
  storeKey,
  meta,
  withDigit,
  children,
  phoneDetail,
}: RegionListProps) {
  const translate = useTranslate();
  return (
    <ListScreen
      resource={kind.resource}
      title={title}
      lead={lead}
      storeKey={storeKey}
      meta={meta}
      sort={{ field: nameField, order: 'ASC' }}
      rowLink={viewPath}
      filterBar={<RegionFilters withDigit={withDigit} />}
      actions={<CreateLinkButton to={createPath} label={createLabel} />}
      rowActions={<RegionActions kind={kind} viewPath={viewPath} editPath={editPath} />}
      phoneRow={{
        primaryText: (record) => record[nameField],
        secondaryText: (record) =>
          phoneDetails(
            translate('console.shared.record_id', { id: record.id }),
            phoneDetail?.(record),
            publishLabel(record, translate),
          ),
      }}
    >
      {fieldColumns([
        ['id', 'console.shared.columns.id'],
        [nameField, 'console.shared.columns.name'],
      ])}
      {children}
      {statusColumn()}
    </ListScreen>
  );
}
