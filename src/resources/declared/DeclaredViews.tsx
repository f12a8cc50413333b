import { fillText, type ResourceDeclaration, textsOf } from '../../../shared/resources/declaration';
import { formErrorsOf } from '../../../shared/resources/schema';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import type { ContentKind } from '../shared/contentKind';
import { DeclaredInputs } from './DeclaredInputs';
import { declaredColumns, declaredPhoneRow } from './declaredColumns';

export interface DeclaredViewProps {
  declaration: ResourceDeclaration;
}

/** What the shared list, delete popup and forms say about the declared resource's records. */
function kindOf(declaration: ResourceDeclaration): ContentKind {
  const texts = textsOf(declaration);
  return {
    resource: declaration.name,
    noun: declaration.label.one.toLowerCase(),
    deleted: (record) => fillText(texts.deleted, record),
    updated: (record) => fillText(texts.updated, record),
    created: (record) => fillText(texts.created, record),
  };
}

export function DeclaredList({ declaration }: DeclaredViewProps) {
  const texts = textsOf(declaration);
  return (
    <ContentList
      kind={kindOf(declaration)}
      title={texts.listTitle}
      createLabel={texts.createTitle}
      perPage={declaration.list.perPage}
      hidePagerWhenSinglePage={declaration.list.hidePagerOnOnePage}
      phoneRow={declaredPhoneRow(declaration)}
    >
      {declaredColumns(declaration)}
    </ContentList>
  );
}

export function DeclaredEdit({ declaration }: DeclaredViewProps) {
  return (
    <ContentEdit
      kind={kindOf(declaration)}
      title={textsOf(declaration).editTitle}
      validate={(values) => formErrorsOf(declaration, values, false)}
    >
      <DeclaredInputs declaration={declaration} creating={false} />
    </ContentEdit>
  );
}

export function DeclaredCreate({ declaration }: DeclaredViewProps) {
  return (
    <ContentCreate
      kind={kindOf(declaration)}
      title={textsOf(declaration).createTitle}
      validate={(values) => formErrorsOf(declaration, values, true)}
    >
      <DeclaredInputs declaration={declaration} creating />
    </ContentCreate>
  );
}
