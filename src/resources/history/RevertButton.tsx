import { Box, Button } from '@mui/material';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { recordTypes } from '../../../shared/resources';
import type { HistoryAction } from '../../../shared/resources/history';
import { useMayDo } from '../../authProvider/useMayDo';
import { revertMerge } from '../../dataProvider/resources/organizationMerges';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { formatDateTime } from '../../i18n/format';
import { revertImport } from '../organizations/import/importApi';
import { importPath } from '../paths';
import { bulkText, counted } from '../shared/bulkTexts';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { fieldLabel } from '../shared/columnLabels';
import { useConfirmedAction } from '../shared/useConfirmedAction';
import { type HistoryEntry, valueText } from './historyEntry';
import { RevertWholeButton } from './RevertWholeButton';

/** The entries a revert sets back (the server refuses the others, saying what to do instead). */
const REVERTIBLE: readonly HistoryAction[] = ['update', 'publish', 'unpublish', 'verify'];

/** The react-admin resource of an entry's record type, whose change rule the revert follows. */
const resourceOf = (entry: HistoryEntry) =>
  recordTypes.find((type) => type.table === entry.resource)?.name ?? entry.resource;

/** The fields a revert sets back, each with the value it gets again. */
function SetBackValues({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, overflowWrap: 'anywhere' }}>
      {Object.entries(entry.changes).map(([column, [before]]) => (
        <li key={column}>
          {translate('console.history.revert.set_back', {
            field: fieldLabel(column, translate),
            value: valueText(entry, column, before, translate),
          })}
        </li>
      ))}
    </Box>
  );
}

/** Whether the signed-in person's bulk action (not yet undone) made the entry: its undo is theirs. */
function useOwnBatch(entry: HistoryEntry): number | undefined {
  const { identity } = useGetIdentity();
  const own = identity !== undefined && entry.administrator_email === identity.id;
  return own && typeof entry.batch_id === 'number' && !entry.batch_undone
    ? entry.batch_id
    : undefined;
}

/**
 * Revert on a history entry: a confirmation listing the fields and the values it sets back, then
 * one request (the record's change as a new entry) and a notification. A refusal (a field changed
 * since, a file gone) stays in the dialog. An entry of one's own bulk action also offers to undo
 * the whole action; one already undone says so. Hidden from those who may not change the record.
 */
export function RevertButton({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const mayChange = useMayDo('edit', { resource: resourceOf(entry) });
  const batch = useOwnBatch(entry);
  const dialog = useConfirmedAction(translate('console.history.revert.no_answer'));
  // A merge's entries go back together, by the merge's revert; an import's by the import's.
  if (typeof entry.merge_id === 'number') {
    return (
      <RevertWholeButton
        group="merge"
        id={entry.merge_id}
        reverted={entry.merge_reverted === true}
        revert={revertMerge}
      />
    );
  }
  if (typeof entry.import_id === 'number') {
    return (
      <RevertWholeButton
        group="import"
        id={entry.import_id}
        reverted={entry.import_reverted === true}
        revert={revertImport}
        followAt={importPath(entry.import_id)}
      />
    );
  }
  if (!mayChange || !REVERTIBLE.includes(entry.action)) return null;

  /** Runs one request; once done, notifies what it did and refreshes. */
  const run = (request: () => Promise<string>) =>
    dialog.run(async () => {
      notify(await request(), { type: 'success' });
      refresh();
    });

  const revertOne = () =>
    run(async () => {
      await dataProvider.revertEntry(entry.id);
      return translate('console.history.revert.done');
    });
  const undoBatch = (batchId: number) =>
    run(async () => {
      const { data } = await dataProvider.bulkUndo(batchId);
      return translate(bulkText('undone', data.undone), counted(data.changed.length));
    });

  const when = formatDateTime(entry.at);
  return (
    <>
      <Button
        size="small"
        aria-label={translate('console.history.revert.label', { when })}
        onClick={(event) => {
          event.stopPropagation();
          dialog.show();
        }}
      >
        {translate('console.history.revert.button')}
      </Button>
      <ConfirmDialog
        open={dialog.open}
        onClose={dialog.close}
        onClick={(event) => event.stopPropagation()}
        title="console.history.revert.title"
        failure={dialog.failure}
        question={
          batch !== undefined
            ? 'console.history.revert.bulk_question'
            : entry.batch_undone
              ? 'console.history.revert.bulk_undone'
              : 'console.history.revert.question'
        }
        details={<SetBackValues entry={entry} />}
        actions={
          <>
            {batch !== undefined && (
              <Button
                variant="outlined"
                onClick={() => void undoBatch(batch)}
                disabled={dialog.pending}
              >
                {translate('console.history.revert.bulk_all')}
              </Button>
            )}
            <Button variant="contained" onClick={() => void revertOne()} disabled={dialog.pending}>
              {translate(
                batch !== undefined
                  ? 'console.history.revert.bulk_this'
                  : 'console.history.revert.confirm',
              )}
            </Button>
            <Button onClick={dialog.close} disabled={dialog.pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}
