import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import {
  BooleanField,
  DataTable,
  FunctionField,
  type RaRecord,
  ReferenceField,
  type TranslateFunction,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type {
  ColumnDeclaration,
  FieldDeclaration,
  ResourceDeclaration,
} from '../../../shared/resources/declaration';
import { recordTypeOf } from '../../../shared/resources/references';
import { formatDateTime } from '../../i18n/format';
import { publishLabel } from '../shared/PublishStatus';
import { type PhoneRow, phoneDetails } from '../shared/phoneRow';
import { choiceKey, columnKey, fieldKey } from './declaredTexts';
import { StoredIcon } from './StoredIcon';

function PublishStateIcon() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const Icon = record.is_published ? CheckCircleIcon : HourglassEmptyIcon;
  return (
    <Icon
      color={record.is_published ? 'success' : 'warning'}
      titleAccess={publishLabel(record, translate)}
      sx={{ display: 'block' }}
    />
  );
}

/** A choice's label in the current language; a value the declaration lacks as it is. */
function choiceText(
  declaration: ResourceDeclaration,
  source: string,
  choices: Readonly<Record<string, string>>,
  value: string,
  translate: TranslateFunction,
) {
  const english = choices[value];
  return english === undefined
    ? value
    : translate(choiceKey(declaration, source, value), { _: english });
}

function ChoiceLabel({
  declaration,
  source,
  choices,
}: {
  declaration: ResourceDeclaration;
  source: string;
  choices: Readonly<Record<string, string>>;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{choiceText(declaration, source, choices, String(record[source] ?? ''), translate)}</>;
}

/** The name of the record a reference field names, not a link (its row opens its own record). */
function ReferencedName({ table, source }: { table: string; source: string }) {
  return <ReferenceField source={source} reference={recordTypeOf(table).name} link={false} />;
}

function IconCell({ iconKey, recordName }: { iconKey: string; recordName: string }) {
  const record = useRecordContext();
  return record ? <StoredIcon icon={record[iconKey]} name={record[recordName]} /> : null;
}

/** What a column's cell draws: its field as its kind shows it, or its declared display. */
function cellOf(
  declaration: ResourceDeclaration,
  column: ColumnDeclaration,
  field: FieldDeclaration | undefined,
) {
  const { source } = column;
  if (column.display === 'publishState') return <PublishStateIcon />;
  if (column.display === 'dateTime')
    return <FunctionField source={source} render={(record) => formatDateTime(record[source])} />;
  switch (field?.kind) {
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" />;
    case 'choice':
      return <ChoiceLabel declaration={declaration} source={source} choices={field.choices} />;
    case 'flag':
      return <BooleanField source={source} />;
    case 'reference':
      return <ReferencedName table={field.table} source={source} />;
    case 'svgIcon':
      return <IconCell iconKey={field.key} recordName={declaration.recordName} />;
    default:
      return undefined;
  }
}

/**
 * The list's columns, as declared, their headers in the current language (DataTable columns,
 * not wrapped in a component of their own).
 */
export function declaredColumns(declaration: ResourceDeclaration, translate: TranslateFunction) {
  return declaration.list.columns.map((column) => {
    const field = declaration.fields[column.source];
    return (
      <DataTable.Col
        key={column.source}
        source={field?.kind === 'svgIcon' ? undefined : column.source}
        label={translate(columnKey(declaration, column.source), { _: column.label })}
        disableSort={!column.sortable}
      >
        {cellOf(declaration, column, field)}
      </DataTable.Col>
    );
  });
}

/** A column's value as words in a phone line; nothing for an unset flag. */
function detailOf(
  declaration: ResourceDeclaration,
  column: ColumnDeclaration,
  record: RaRecord,
  translate: TranslateFunction,
) {
  const { source } = column;
  const field = declaration.fields[source];
  const value = record[source];
  if (source === 'id') return translate('console.shared.record_id', { id: value });
  if (column.display === 'publishState') return publishLabel(record, translate);
  if (column.display === 'dateTime') return formatDateTime(value);
  if (field?.kind === 'choice')
    return choiceText(declaration, source, field.choices, String(value ?? ''), translate);
  if (field?.kind === 'flag')
    return value ? translate(fieldKey(declaration, source), { _: field.label }) : undefined;
  return value;
}

/**
 * A record's phone line: its name, the other columns as details (in the current language), and
 * its icon in front when the list shows one.
 */
export function declaredPhoneRow(
  declaration: ResourceDeclaration,
  translate: TranslateFunction,
): PhoneRow {
  const { fields, recordName, list } = declaration;
  const iconColumn = list.columns.find((column) => fields[column.source]?.kind === 'svgIcon');
  const iconField = iconColumn && fields[iconColumn.source];
  const details = list.columns.filter(
    (column) => column.source !== recordName && column !== iconColumn,
  );
  return {
    primaryText: (record) => record[recordName],
    secondaryText: (record) =>
      phoneDetails(...details.map((column) => detailOf(declaration, column, record, translate))),
    ...(iconField?.kind === 'svgIcon'
      ? {
          leftIcon: (record: RaRecord) => (
            <StoredIcon icon={record[iconField.key]} name={record[recordName]} width={32} />
          ),
        }
      : {}),
  };
}
