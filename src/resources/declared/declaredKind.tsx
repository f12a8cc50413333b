import { type TranslateFunction, useCreatePath, useRecordContext } from 'react-admin';
import { fillText, type ResourceDeclaration, textsOf } from '../../../shared/resources/declaration';
import { asIs, type FinishedText } from '../../i18n/text';
import type { ContentKind } from '../shared/contentKind';
import { RowActions } from '../shared/RowActions';
import { recordNoun, textKey } from './declaredTexts';

const kinds = new WeakMap<ResourceDeclaration, ContentKind>();

/**
 * What the shared list, delete popup and forms take from a declaration: its resource and its
 * messages about a record, worked out once per declaration so that each render hands the same
 * ones on.
 */
export function kindOf(declaration: ResourceDeclaration): ContentKind {
  const known = kinds.get(declaration);
  if (known) return known;
  const texts = textsOf(declaration);
  /** One of the resource's messages about a record, with its `{field}` fill-ins. */
  const message =
    (text: 'created' | 'updated' | 'deleted') =>
    (record: Record<string, unknown>, translate: TranslateFunction) =>
      fillText(translate(textKey(declaration, text), { _: texts[text] }), record);
  const kind: ContentKind = {
    resource: declaration.name,
    noun: (translate) => recordNoun(declaration, translate).toLowerCase(),
    deleted: message('deleted'),
    updated: message('updated'),
    created: message('created'),
  };
  kinds.set(declaration, kind);
  return kind;
}

/** One of the resource's titles in the current language (its declaration's English by default). */
export const titleOf = (
  declaration: ResourceDeclaration,
  text: 'listTitle' | 'createTitle' | 'editTitle',
  translate: TranslateFunction,
): FinishedText => asIs(translate(textKey(declaration, text), { _: textsOf(declaration)[text] }));

/** A declared list's order until a header is clicked, unless it declares another: by id. */
export const listOrderOf = (declaration: ResourceDeclaration) =>
  declaration.list.sort ?? ({ field: 'id', order: 'ASC' } as const);

/** Edit and Delete on a row of a declared list. */
export function DeclaredRowActions({ kind }: { kind: ContentKind }) {
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
