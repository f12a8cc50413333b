import type { ValidateForm } from 'react-admin';
import {
  fillText,
  type ResourceDeclaration,
  type ResourceTexts,
  textsOf,
} from '../../../shared/resources/declaration';
import { formErrorsOf } from '../../../shared/resources/schema';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import type { ContentKind } from '../shared/contentKind';
import { DeclaredInputs } from './DeclaredInputs';
import { declaredColumns, declaredPhoneRow } from './declaredColumns';

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
  const parts: DeclaredScreenParts = {
    kind: {
      resource: declaration.name,
      noun: declaration.label.one.toLowerCase(),
      deleted: (record) => fillText(texts.deleted, record),
      updated: (record) => fillText(texts.updated, record),
      created: (record) => fillText(texts.created, record),
    },
    texts,
    validateEdit: (values) => formErrorsOf(declaration, values, false),
    validateCreate: (values) => formErrorsOf(declaration, values, true),
  };
  partsByDeclaration.set(declaration, parts);
  return parts;
}

/** A declared list's order until a header is clicked, unless it declares another: by id. */
const DEFAULT_ORDER = { field: 'id', order: 'ASC' } as const;

export function DeclaredList({ declaration }: DeclaredViewProps) {
  const { kind, texts } = partsOf(declaration);
  return (
    <ContentList
      kind={kind}
      title={texts.listTitle}
      createLabel={texts.createTitle}
      perPage={declaration.list.perPage}
      hidePagerWhenSinglePage={declaration.list.hidePagerOnOnePage}
      sort={declaration.list.sort ?? DEFAULT_ORDER}
      phoneRow={declaredPhoneRow(declaration)}
    >
      {declaredColumns(declaration)}
    </ContentList>
  );
}

export function DeclaredEdit({ declaration }: DeclaredViewProps) {
  const { kind, texts, validateEdit } = partsOf(declaration);
  return (
    <ContentEdit kind={kind} title={texts.editTitle} validate={validateEdit}>
      <DeclaredInputs declaration={declaration} creating={false} />
    </ContentEdit>
  );
}

export function DeclaredCreate({ declaration }: DeclaredViewProps) {
  const { kind, texts, validateCreate } = partsOf(declaration);
  return (
    <ContentCreate kind={kind} title={texts.createTitle} validate={validateCreate}>
      <DeclaredInputs declaration={declaration} creating />
    </ContentCreate>
  );
}
