import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { type SortPayload, useCreatePath, useRecordContext } from 'react-admin';
import { CreateLinkButton } from './CreateLinkButton';
import type { ContentKind } from './contentKind';
import type { PhoneRow } from './ListRecords';
import { ListScreen } from './ListScreen';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';

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
  /** The order before a header is clicked. */
  sort?: SortPayload;
  /** What a record's line shows at phone width. */
  phoneRow: PhoneRow;
  /** The DataTable columns before the row actions. */
  children: ReactNode;
}

/**
 * The list screen of the content resources: search (filter `q`), New button, and Edit and
 * Delete on each row. Laid out like the other lists: the search under the heading, and the
 * New button a labelled button at every width (react-admin's CreateButton turns into a
 * floating button on a phone, over the rows' actions).
 */
export function ContentList({
  kind,
  title,
  createLabel,
  perPage,
  hidePagerWhenSinglePage,
  sort,
  phoneRow,
  children,
}: ContentListProps) {
  const createPath = useCreatePath();
  return (
    <ListScreen
      resource={kind.resource}
      title={title}
      perPage={perPage}
      hidePagerWhenSinglePage={hidePagerWhenSinglePage}
      sort={sort}
      filterBar={
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="Search" />
        </Box>
      }
      actions={
        <CreateLinkButton
          to={createPath({ resource: kind.resource, type: 'create' })}
          label={createLabel}
        />
      }
      rowActions={<ContentRowActions kind={kind} />}
      phoneRow={phoneRow}
    >
      {children}
    </ListScreen>
  );
}
