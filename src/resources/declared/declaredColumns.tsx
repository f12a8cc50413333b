import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import {
  BooleanField,
  DataTable,
  DateField,
  type RaRecord,
  UrlField,
  useRecordContext,
} from 'react-admin';
import type {
  ColumnDeclaration,
  FieldDeclaration,
  ResourceDeclaration,
} from '../../../shared/resources/declaration';
import { type PhoneRow, phoneDetails } from '../shared/ListRecords';
import { publishLabel } from '../shared/PublishStatus';
import { StoredIcon } from './StoredIcon';

function PublishStateIcon() {
  const record = useRecordContext();
  if (!record) return null;
  return record.is_published ? (
    <CheckCircleIcon color="success" titleAccess="Published" sx={{ display: 'block' }} />
  ) : (
    <HourglassEmptyIcon color="warning" titleAccess="Pending" sx={{ display: 'block' }} />
  );
}

function ChoiceLabel({ source, choices }: { source: string; choices: Record<string, string> }) {
  const record = useRecordContext();
  if (!record) return null;
  const value = String(record[source] ?? '');
  return <>{choices[value] ?? value}</>;
}

function IconCell({ iconKey, recordName }: { iconKey: string; recordName: string }) {
  const record = useRecordContext();
  return record ? <StoredIcon icon={record[iconKey]} name={record[recordName]} /> : null;
}

/** What a column's cell draws: its field as its kind shows it, or its declared display. */
function cellOf(
  column: ColumnDeclaration,
  field: FieldDeclaration | undefined,
  recordName: string,
) {
  const { source } = column;
  if (column.display === 'publishState') return <PublishStateIcon />;
  if (column.display === 'dateTime') return <DateField source={source} showTime />;
  switch (field?.kind) {
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" />;
    case 'choice':
      return <ChoiceLabel source={source} choices={field.choices} />;
    case 'flag':
      return <BooleanField source={source} />;
    case 'svgIcon':
      return <IconCell iconKey={field.key} recordName={recordName} />;
    default:
      return undefined;
  }
}

/** The list's columns, as declared (DataTable columns, not wrapped in a component of their own). */
export function declaredColumns(declaration: ResourceDeclaration) {
  return declaration.list.columns.map((column) => {
    const field = declaration.fields[column.source];
    return (
      <DataTable.Col
        key={column.source}
        source={field?.kind === 'svgIcon' ? undefined : column.source}
        label={column.label}
        disableSort={!column.sortable}
      >
        {cellOf(column, field, declaration.recordName)}
      </DataTable.Col>
    );
  });
}

/** A column's value as words in a phone line; nothing for an unset flag. */
function detailOf(
  column: ColumnDeclaration,
  field: FieldDeclaration | undefined,
  record: RaRecord,
) {
  const value = record[column.source];
  if (column.source === 'id') return `ID ${value}`;
  if (column.display === 'publishState') return publishLabel(record);
  if (column.display === 'dateTime') return new Date(value).toLocaleString();
  if (field?.kind === 'choice') return field.choices[value] ?? value;
  if (field?.kind === 'flag') return value ? field.label : undefined;
  return value;
}

/**
 * A record's phone line: its name, the other columns as details, and its icon in front when
 * the list shows one.
 */
export function declaredPhoneRow(declaration: ResourceDeclaration): PhoneRow {
  const { fields, recordName, list } = declaration;
  const iconColumn = list.columns.find((column) => fields[column.source]?.kind === 'svgIcon');
  const iconField = iconColumn && fields[iconColumn.source];
  const details = list.columns.filter(
    (column) => column.source !== recordName && column !== iconColumn,
  );
  return {
    primaryText: (record) => record[recordName],
    secondaryText: (record) =>
      phoneDetails(...details.map((column) => detailOf(column, fields[column.source], record))),
    ...(iconField?.kind === 'svgIcon'
      ? {
          leftIcon: (record: RaRecord) => (
            <StoredIcon icon={record[iconField.key]} name={record[recordName]} width={32} />
          ),
        }
      : {}),
  };
}
