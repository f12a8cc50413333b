import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import {
  type Identifier,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { BulkAction, BulkResult } from '../../../shared/resources/bulk';
import { errorMessage } from '../../custom/errorMessage';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { ConfirmDialog } from './ConfirmDialog';

const PAST: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
};

const records = (count: number) =>
  `${count.toLocaleString('en-CA')} ${count === 1 ? 'record' : 'records'}`;

/** "3 records published; 1 record already was." ("No record published." when none changed). */
function bulkSummary({ action, changed, unchanged }: BulkResult): string {
  const done = changed.length === 0 ? 'No record' : records(changed.length);
  const already =
    unchanged.length === 0
      ? ''
      : `; ${records(unchanged.length)} already ${unchanged.length === 1 ? 'was' : 'were'}`;
  return `${done} ${PAST[action]}${already}.`;
}

/**
 * Runs one bulk action on some records of the list around it and says what happened: a
 * notification when every record changed, else a dialog naming each refused record and why.
 * The list is refreshed either way.
 */
function useBulkAction() {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [refusals, setRefusals] = useState<BulkResult | null>(null);

  const run = async (
    action: BulkAction,
    ids: readonly Identifier[],
  ): Promise<BulkResult | null> => {
    setPending(action);
    try {
      const { data } = await dataProvider.bulkAction(resource, { action, ids });
      refresh();
      if (data.refused.length > 0) setRefusals(data);
      else notify(bulkSummary(data), { type: 'success' });
      return data;
    } catch (error) {
      const reason = errorMessage(error, 'The server did not answer.');
      // An answer refusing the request means its transaction changed nothing; without an answer
      // (the connection failed) that is not known, and the list is reloaded to show what is.
      const answered = (error as { status?: unknown } | null)?.status !== 0;
      if (!answered) refresh();
      notify(answered ? `Nothing was changed: ${reason}` : reason, { type: 'error' });
      return null;
    } finally {
      setPending(null);
    }
  };

  const report = <RefusalReport result={refusals} onClose={() => setRefusals(null)} />;
  return { run, pending, report };
}

/** Which records the server refused to change, each with its reason. */
function RefusalReport({ result, onClose }: { result: BulkResult | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Some records were not changed</DialogTitle>
      {result && (
        <DialogContent>
          <DialogContentText>
            {bulkSummary(result)} {records(result.refused.length)} could not be{' '}
            {PAST[result.action]}:
          </DialogContentText>
          <List dense>
            {result.refused.map((refusal) => (
              <ListItem key={refusal.id} disableGutters>
                <ListItemText primary={`ID ${refusal.id}`} secondary={refusal.message} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ICONS: Record<BulkAction, ReactNode> = {
  publish: <PublishIcon />,
  unpublish: <UnpublishedIcon />,
  delete: <DeleteIcon />,
};

const LABELS: Record<BulkAction, string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
};

/** A bulk action's "Please confirm" popup: the question, the action's button, Cancel. */
function ConfirmBulkAction({
  open,
  busy,
  question,
  confirmLabel,
  color = 'primary',
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  question: string;
  confirmLabel: string;
  color?: 'primary' | 'error';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const close = () => !busy && onClose();
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Please confirm"
      failure={null}
      question={question}
      actions={
        <>
          <Button color={color} variant="contained" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
        </>
      }
    />
  );
}

/**
 * The buttons of a list's bulk toolbar, for its selected records: Publish and Unpublish at once,
 * Delete after a confirmation naming how many records go.
 */
export function BulkActionButtons({ actions }: { actions: readonly BulkAction[] }) {
  const { selectedIds, onSelect } = useListContext();
  const { run, pending, report } = useBulkAction();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const act = async (action: BulkAction) => {
    const result = await run(action, selectedIds);
    // The records it refused stay selected, to be acted on again once their reason is dealt with.
    if (result) onSelect(result.refused.map((refusal) => refusal.id));
    setConfirmingDelete(false);
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'delete' ? 'error' : 'primary'}
          startIcon={ICONS[action]}
          disabled={pending !== null}
          onClick={() => (action === 'delete' ? setConfirmingDelete(true) : void act(action))}
        >
          {LABELS[action]}
        </Button>
      ))}
      <ConfirmBulkAction
        open={confirmingDelete}
        busy={pending !== null}
        color="error"
        question={
          selectedIds.length === 1
            ? 'Are you sure to delete this record?'
            : `Are you sure to delete these ${records(selectedIds.length)}?`
        }
        confirmLabel={`Delete ${records(selectedIds.length)}`}
        onConfirm={() => void act('delete')}
        onClose={() => setConfirmingDelete(false)}
      />
      {report}
    </>
  );
}

/**
 * The pending queue's main action: publishes the records of the page shown, after a
 * confirmation, so that an administrator can review the queue page by page.
 */
export function PublishPageButton() {
  const { data = [] } = useListContext();
  const { run, pending, report } = useBulkAction();
  const [confirming, setConfirming] = useState(false);
  const ids = data.map((record) => record.id);
  // Nothing pending on the page: nothing to publish, and no greyed-out main action either.
  if (ids.length === 0 && !confirming) return report;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PublishIcon />}
        onClick={() => pending === null && setConfirming(true)}
      >
        Publish this page
      </Button>
      <ConfirmBulkAction
        open={confirming}
        busy={pending !== null}
        question={`Publish the ${records(ids.length)} shown on this page?`}
        confirmLabel={`Publish ${records(ids.length)}`}
        onConfirm={async () => {
          await run('publish', ids);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
      {report}
    </>
  );
}
