import { Box } from '@mui/material';
import {
  getRecordFromLocation,
  type RaRecord,
  useCreatePath,
  useGetOne,
  useLocation,
  useParams,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../shared/resources/declaration';
import type { HistoryTable } from '../../../shared/resources/history';
import { formErrorsOf } from '../../../shared/resources/schema';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { ListScreen } from '../shared/ListScreen';
import { SearchBox } from '../shared/SearchBox';
import { DeclaredInputs } from './DeclaredInputs';
import { declaredColumns, declaredPhoneRow } from './declaredColumns';
import { DeclaredRowActions, kindOf, listOrderOf, titleOf } from './declaredKind';
import { useParentPage } from './parentPage';

export interface DeclaredViewProps {
  declaration: ResourceDeclaration;
}

/** Its forms' rules, worked out once per declaration so that each render hands the same ones on. */
interface DeclaredRules {
  validateEdit: ValidateForm;
  validateCreate: ValidateForm;
}

const rulesByDeclaration = new WeakMap<ResourceDeclaration, DeclaredRules>();

function rulesOf(declaration: ResourceDeclaration): DeclaredRules {
  const known = rulesByDeclaration.get(declaration);
  if (known) return known;
  const rules: DeclaredRules = {
    validateEdit: (values) => formErrorsOf(declaration, values, false),
    validateCreate: (values) => formErrorsOf(declaration, values, true),
  };
  rulesByDeclaration.set(declaration, rules);
  return rules;
}

/**
 * A declared resource's list: its search (filter `q`), New button, columns as declared, and
 * Edit and Delete on each row; a click on a row opens its record. The New button is a labelled button at every width
 * (react-admin's CreateButton turns into a floating button on a phone, over the rows' actions).
 */
export function DeclaredList({ declaration }: DeclaredViewProps) {
  const kind = kindOf(declaration);
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <ListScreen
      resource={kind.resource}
      title={titleOf(declaration, 'listTitle', translate)}
      perPage={declaration.list.perPage}
      hidePagerWhenSinglePage={declaration.list.hidePagerOnOnePage}
      sort={listOrderOf(declaration)}
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

/** The id of the record a record belongs to, when its declaration has a parent. */
const parentIdOf = (
  declaration: ResourceDeclaration,
  record: Partial<RaRecord> | null | undefined,
) => (declaration.parent ? record?.[declaration.parent.column] : undefined);

export function DeclaredEdit({ declaration }: DeclaredViewProps) {
  const kind = kindOf(declaration);
  const { validateEdit } = rulesOf(declaration);
  const translate = useTranslate();
  const { id } = useParams();
  // The record as its form loads it (the same query): its parent's page is where it leads.
  const { data: record } = useGetOne(kind.resource, { id }, { enabled: !!declaration.parent });
  const parentPage = useParentPage(declaration, parentIdOf(declaration, record));
  return (
    <ContentEdit
      kind={kind}
      title={titleOf(declaration, 'editTitle', translate)}
      validate={validateEdit}
      listPath={parentPage}
      // Every declared resource is a record type (shared/resources/index.ts), so has a history.
      history={declaration.table as HistoryTable}
    >
      <DeclaredInputs declaration={declaration} creating={false} />
    </ContentEdit>
  );
}

export function DeclaredCreate({ declaration }: DeclaredViewProps) {
  const kind = kindOf(declaration);
  const { validateCreate } = rulesOf(declaration);
  const translate = useTranslate();
  const parentPage = useParentPage(
    declaration,
    parentIdOf(declaration, getRecordFromLocation(useLocation())),
  );
  return (
    <ContentCreate
      kind={kind}
      title={titleOf(declaration, 'createTitle', translate)}
      validate={validateCreate}
      listPath={parentPage}
    >
      <DeclaredInputs declaration={declaration} creating />
    </ContentCreate>
  );
}
