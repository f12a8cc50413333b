import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button } from '@mui/material';
import { useContext, useState } from 'react';
import {
  type RaRecord,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { HistoryTable } from '../../../shared/resources/history';
import { useMayDo } from '../../authProvider/useMayDo';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../ui/errorMessage';
import { useTargetChoices, useTargetLabel } from '../history/historyTargets';
import { ChoiceFilter } from '../shared/ChoiceFilter';
import { ListScreen } from '../shared/ListScreen';
import { unsortedColumns } from '../shared/listColumns';
import { ListFocusContext } from '../shared/listFocus';
import { useNotifyText } from '../shared/notifyText';
import { phoneDetails } from '../shared/phoneRow';
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

const nameOf = (record: DeletedRecord) => record.name ?? `#${record.record_id}`;

/** Restore: brings the record back, or says why the server refused; for those who may change it. */
function RestoreButton() {
  const record = useRecordContext<DeletedRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const translate = useTranslate();
  const kindOf = useTargetLabel();
  const [busy, setBusy] = useState(false);
  const listHeading = useContext(ListFocusContext);
  const mayRestore = useMayDo('restore');
  if (!record || !mayRestore) return null;
  const restore = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.restore('trash', { id: record.id, previousData: record });
      const withIt = Number(data.withIt ?? 0);
      const restored = { kind: kindOf(record.resource), name: nameOf(record) };
      notify(withIt > 0 ? 'console.trash.restored_with' : 'console.trash.restored', {
        type: 'success',
        messageArgs: { ...restored, smart_count: withIt, count: formatNumber(withIt) },
      });
      refresh();
      // The restored record's row, and this button with it, leaves the trash: focus goes to the
      // list's heading instead of the page's body.
      listHeading?.current?.focus();
    } catch (error) {
      notifyText(errorMessage(error, translate('console.trash.no_answer')), { type: 'error' });
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
      aria-label={translate('console.trash.restore_label', { name: nameOf(record) })}
    >
      {translate('console.trash.restore')}
    </Button>
  );
}

/** /trash: the deleted records of every table, newest deletion first, each with Restore. */
export function TrashList() {
  const translate = useTranslate();
  const targetLabel = useTargetLabel();
  const resourceChoices = useTargetChoices();
  const kindOf = (record: DeletedRecord) => targetLabel(record.resource);
  const deletedBy = (record: DeletedRecord) =>
    record.deleted_by_name ?? record.deleted_by_email ?? translate('console.history.the_system');
  return (
    <ListScreen
      resource="trash"
      title="console.trash.title"
      perPage={25}
      actions={null}
      rowActions={<RestoreButton />}
      filterBar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="console.trash.search_by_name" />
          <ChoiceFilter
            source="resource"
            label="console.trash.resource"
            choices={resourceChoices}
          />
        </Box>
      }
      phoneRow={{
        primaryText: (record) => nameOf(record as DeletedRecord),
        secondaryText: (record) =>
          phoneDetails(
            kindOf(record as DeletedRecord),
            translate('console.trash.phone_deleted', { when: formatDateTime(record.deleted_at) }),
            deletedBy(record as DeletedRecord),
          ),
      }}
    >
      {unsortedColumns<DeletedRecord>([
        ['console.trash.columns.resource', kindOf],
        ['console.trash.columns.name', nameOf],
        ['console.trash.columns.deleted', (record) => formatDateTime(record.deleted_at)],
        ['console.trash.columns.by', deletedBy],
      ])}
    </ListScreen>
  );
}
