import type { ReactNode } from 'react';
import { CreateButton, DataTable, SearchInput, useCreatePath, useRecordContext } from 'react-admin';
import type { ContentKind } from './contentKind';
import { ListScreen } from './ListScreen';
import { RowActions } from './RowActions';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn placeholder="Search.." />];

function ContentRowActions({ kind }: { kind: ContentKind }) {
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

export interface ContentListProps {
  kind: ContentKind;
  title: string;
  /** The New button's label, e.g. "New Blog Post". */
  createLabel: string;
  perPage?: number;
  hidePagerWhenSinglePage?: boolean;
  /** The DataTable columns before the row actions. */
  children: ReactNode;
}

/**
 * The list screen of the content resources: search (filter `q`), New button, and Edit and
 * Delete on each row.
 */
export function ContentList({
  kind,
  title,
  createLabel,
  perPage,
  hidePagerWhenSinglePage,
  children,
}: ContentListProps) {
  return (
    <ListScreen
      resource={kind.resource}
      title={title}
      perPage={perPage}
      hidePagerWhenSinglePage={hidePagerWhenSinglePage}
      filters={searchFilter}
      actions={<CreateButton label={createLabel} variant="contained" />}
    >
      {children}
      <DataTable.Col
        label="Actions"
        disableSort
        align="right"
        render={() => <ContentRowActions kind={kind} />}
      />
    </ListScreen>
  );
}
