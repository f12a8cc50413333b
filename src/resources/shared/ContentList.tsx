import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  LinkBase,
  List,
  SearchInput,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import type { ContentKind } from './contentKind';
import { NoData } from './NoData';
import { NumberedPagination } from './NumberedPagination';

const searchFilter = [<SearchInput key="q" source="q" alwaysOn placeholder="Search.." />];

function RowActions({ kind }: { kind: ContentKind }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title="Edit">
        <IconButton
          component={LinkBase}
          to={createPath({ resource: kind.resource, id: record.id, type: 'edit' })}
          aria-label="Edit"
          color="primary"
          size="small"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton kind={kind} />
    </Box>
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
 * The one list screen of the content resources: title, search (filter `q`), New button, a table
 * with Edit and Delete on each row, numbered pages, and "No data" when nothing matches.
 */
export function ContentList({
  kind,
  title,
  createLabel,
  perPage = 10,
  hidePagerWhenSinglePage = false,
  children,
}: ContentListProps) {
  return (
    <List
      resource={kind.resource}
      title={title}
      perPage={perPage}
      filters={searchFilter}
      actions={
        <TopToolbar>
          <CreateButton label={createLabel} variant="contained" />
        </TopToolbar>
      }
      pagination={<NumberedPagination hideWhenSinglePage={hidePagerWhenSinglePage} />}
      // A search that finds nothing shows the table's "No data", like an empty list.
      empty={false}
      exporter={false}
    >
      <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoData />}>
        {children}
        <DataTable.Col
          label="Actions"
          disableSort
          align="right"
          render={() => <RowActions kind={kind} />}
        />
      </DataTable>
    </List>
  );
}
