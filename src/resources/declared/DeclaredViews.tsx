import { Box } from '@mui/material';
import {
  type TranslateFunction,
  useCreatePath,
  useRecordContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import {
  fillText,
  type ResourceDeclaration,
  type ResourceTexts,
  textsOf,
} from '../../../shared/resources/declaration';
import type { HistoryTable } from '../../../shared/resources/history';
import { formErrorsOf } from '../../../shared/resources/schema';
import { asIs, type FinishedText } from '../../i18n/text';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import type { ContentKind } from '../shared/contentKind';
import { ListScreen } from '../shared/ListScreen';
import { RowActions } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchBox';
import { DeclaredInputs } from './DeclaredInputs';
import { declaredColumns, declaredPhoneRow } from './declaredColumns';
import { recordNoun, textKey } from './declaredTexts';

export interface DeclaredViewProps {
  declaration: ResourceDeclaration;
}

/**
 * What the shared list, delete popup and forms take from a declaration: its kind (texts), and
 * its forms' rules, worked out once per declaration so that each render hands the same ones on.
 */
interface DeclaredScreenParts {
  kind: ContentKind;
  texts: ResourceTexts;
  validateEdit: ValidateForm;
  validateCreate: ValidateForm;
}

const partsByDeclaration = new WeakMap<ResourceDeclaration, DeclaredScreenParts>();

function partsOf(declaration: ResourceDeclaration): DeclaredScreenParts {
  const known = partsByDeclaration.get(declaration);
  if (known) return known;
  const texts = textsOf(declaration);
  /** One of the resource's messages about a record, with its `{field}` fill-ins. */
  const message =
    (text: 'created' | 'updated' | 'deleted') =>
    (record: Record<string, unknown>, translate: TranslateFunction) =>
      fillText(translate(textKey(declaration, text), { _: texts[text] }), record);
  const parts: DeclaredScreenParts = {
    kind: {
      resource: declaration.name,
      noun: (translate) => recordNoun(declaration, translate).toLowerCase(),
      deleted: message('deleted'),
      updated: message('updated'),
      created: message('created'),
    },
    texts,
    validateEdit: (values) => formErrorsOf(declaration, values, false),
    validateCreate: (values) => formErrorsOf(declaration, values, true),
  };
  partsByDeclaration.set(declaration, parts);
  return parts;
}

/** One of the resource's titles in the current language (its declaration's English by default). */
const titleOf = (
  declaration: ResourceDeclaration,
  text: 'listTitle' | 'createTitle' | 'editTitle',
  translate: TranslateFunction,
): FinishedText =>
  asIs(translate(textKey(declaration, text), { _: partsOf(declaration).texts[text] }));

/** A declared list's order until a header is clicked, unless it declares another: by id. */
const DEFAULT_ORDER = { field: 'id', order: 'ASC' } as const;

function DeclaredRowActions({ kind }: { kind: ContentKind }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <RowActions
      edit={createPath({ resource: kind.resource, id: record.id, type: 'edit' })}
      deleteKind={kind}
    />
  );
}

/**
 * A declared resource's list: its search (filter `q`), New button, columns as declared, and
 * Edit and Delete on each row; a click on a row opens its record. The New button is a labelled button at every width
 * (react-admin's CreateButton turns into a floating button on a phone, over the rows' actions).
 */
export function DeclaredList({ declaration }: DeclaredViewProps) {
  const { kind } = partsOf(declaration);
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <ListScreen
      resource={kind.resource}
      title={titleOf(declaration, 'listTitle', translate)}
      perPage={declaration.list.perPage}
      hidePagerWhenSinglePage={declaration.list.hidePagerOnOnePage}
      sort={declaration.list.sort ?? DEFAULT_ORDER}
      filterBar={
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="ra.action.search" />
        </Box>
      }
      actions={
        <CreateLinkButton
          to={createPath({ resource: kind.resource, type: 'create' })}
          label={titleOf(declaration, 'createTitle', translate)}
        />
      }
      // A row opens its record, as an organization's does; its Edit button is the keyboard's way.
      rowLink={(record) => createPath({ resource: kind.resource, id: record.id, type: 'edit' })}
      rowActions={<DeclaredRowActions kind={kind} />}
      phoneRow={declaredPhoneRow(declaration, translate)}
    >
      {declaredColumns(declaration, translate)}
    </ListScreen>
  );
}

export function DeclaredEdit({ declaration }: DeclaredViewProps) {
  const { kind, validateEdit } = partsOf(declaration);
  const translate = useTranslate();
  return (
    <ContentEdit
      kind={kind}
      title={titleOf(declaration, 'editTitle', translate)}
      validate={validateEdit}
      // Every declared resource is a record type (shared/resources/index.ts), so has a history.
      history={declaration.table as HistoryTable}
    >
      <DeclaredInputs declaration={declaration} creating={false} />
    </ContentEdit>
  );
}

export function DeclaredCreate({ declaration }: DeclaredViewProps) {
  const { kind, validateCreate } = partsOf(declaration);
  const translate = useTranslate();
  return (
    <ContentCreate
      kind={kind}
      title={titleOf(declaration, 'createTitle', translate)}
      validate={validateCreate}
    >
      <DeclaredInputs declaration={declaration} creating />
    </ContentCreate>
  );
}
