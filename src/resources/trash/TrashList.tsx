import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  type RaRecord,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { HISTORY_TABLES, type HistoryTable } from '../../../shared/resources/history';
import { errorMessage } from '../../custom/errorMessage';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { formatDateTime } from '../events/dates';
import { historyTargets } from '../history/historyTargets';
import { ChoiceFilter } from '../shared/ChoiceFilter';
import { phoneDetails } from '../shared/ListRecords';
import { ListScreen } from '../shared/ListScreen';
import { SearchBox } from '../shared/SearchBox';

/** A deleted record as the trash lists it. */
interface DeletedRecord extends RaRecord {
  resource: HistoryTable;
  record_id: number;
  name: string | null;
  deleted_at: string;
  deleted_by_email: string | null;
  deleted_by_name: string | null;
}

const kindOf = (record: DeletedRecord) => historyTargets[record.resource]?.label ?? record.resource;
const nameOf = (record: DeletedRecord) => record.name ?? `#${record.record_id}`;
const deletedBy = (record: DeletedRecord) =>
  record.deleted_by_name ?? record.deleted_by_email ?? 'The system';

/** Restore: brings the record back, or says why the server refused. */
function RestoreButton() {
  const record = useRecordContext<DeletedRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const restore = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.restore('trash', { id: record.id, previousData: record });
      const withIt = Number(data.withIt ?? 0);
      const more =
        withIt > 0 ? `, with ${withIt} record${withIt === 1 ? '' : 's'} deleted with it` : '';
      notify(`${kindOf(record)} “${nameOf(record)}” restored${more}.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'The server did not answer.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        restore();
      }}
      aria-label={`Restore ${nameOf(record)}`}
    >
      Restore
    </Button>
  );
}

const RESOURCE_CHOICES = HISTORY_TABLES.map((table) => ({
  id: table,
  name: historyTargets[table].label,
})).sort((a, b) => a.name.localeCompare(b.name));

/** /trash: the deleted records of every table, newest deletion first, each with Restore. */
export function TrashList() {
  return (
    <ListScreen
      resource="trash"
      title="Trash"
      perPage={25}
      actions={null}
      rowActions={<RestoreButton />}
      filterBar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="Search by name" />
          <ChoiceFilter source="resource" label="Resource" choices={RESOURCE_CHOICES} />
        </Box>
      }
      phoneRow={{
        primaryText: (record) => nameOf(record as DeletedRecord),
        secondaryText: (record) =>
          phoneDetails(
            kindOf(record as DeletedRecord),
            `deleted ${formatDateTime(record.deleted_at)}`,
            deletedBy(record as DeletedRecord),
          ),
      }}
    >
      <DataTable.Col<DeletedRecord> label="RESOURCE" disableSort render={kindOf} />
      <DataTable.Col<DeletedRecord> label="NAME" disableSort render={nameOf} />
      <DataTable.Col<DeletedRecord>
        label="DELETED"
        disableSort
        render={(record) => formatDateTime(record.deleted_at)}
      />
      <DataTable.Col<DeletedRecord> label="BY" disableSort render={deletedBy} />
    </ListScreen>
  );
}
