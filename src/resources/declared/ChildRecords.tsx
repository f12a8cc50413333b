import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRef } from 'react';
import { type Identifier, ReferenceManyField, useCreatePath, useTranslate } from 'react-admin';
import { declaredResources } from '../../../shared/resources';
import type { ResourceDeclaration } from '../../../shared/resources/declaration';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { ListRecords } from '../shared/ListRecords';
import { ListFocusContext } from '../shared/listFocus';
import { NumberedPagination } from '../shared/NumberedPagination';
import { declaredColumns, declaredPhoneRow } from './declaredColumns';
import { DeclaredRowActions, kindOf, listOrderOf, titleOf } from './declaredKind';
import { nameKey } from './declaredTexts';

/**
 * The records of one declared resource that belong to a record: a titled card with New (the
 * form starts with this record as the parent) and the list as declared, Edit and Delete on each.
 */
function ChildList({
  declaration,
  column,
  parentId,
}: {
  declaration: ResourceDeclaration;
  column: string;
  parentId: Identifier;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const kind = kindOf(declaration);
  const headingId = `${declaration.name}-of-record`;
  const editPath = (id: Identifier) => createPath({ resource: kind.resource, id, type: 'edit' });
  // After a row's delete, focus goes to the card's heading (as a list screen's does to its h1).
  const heading = useRef<HTMLHeadingElement>(null);
  const newPath = `${createPath({ resource: kind.resource, type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ [column]: parentId }))}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <ListFocusContext.Provider value={heading}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <Typography
              ref={heading}
              id={headingId}
              tabIndex={-1}
              component="h2"
              variant="h6"
              sx={{ flexGrow: 1 }}
            >
              {translate(nameKey(declaration), { smart_count: 2, _: declaration.label.many })}
            </Typography>
            <CreateLinkButton
              to={newPath}
              label={titleOf(declaration, 'createTitle', translate)}
              resource={kind.resource}
            />
          </Box>
          <ReferenceManyField
            record={{ id: parentId }}
            reference={kind.resource}
            target={column}
            perPage={declaration.list.perPage}
            sort={listOrderOf(declaration)}
            pagination={<NumberedPagination hideWhenSinglePage />}
          >
            <ListRecords
              rowLink={(record) => editPath(record.id)}
              phoneRow={declaredPhoneRow(declaration, translate)}
              rowActions={<DeclaredRowActions kind={kind} />}
            >
              {declaredColumns(declaration, translate)}
            </ListRecords>
          </ReferenceManyField>
        </ListFocusContext.Provider>
      </CardContent>
    </Card>
  );
}

/**
 * On a record's page, the records of each declared resource whose parent is its table (an
 * event's documents on the event's page): nothing when none is declared so.
 */
export function ChildRecords({ table, id }: { table: string; id: Identifier }) {
  return declaredResources.map((declaration) =>
    declaration.parent?.table === table ? (
      <ChildList
        key={declaration.name}
        declaration={declaration}
        column={declaration.parent.column}
        parentId={id}
      />
    ) : null,
  );
}
