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
import { type ReactNode, useContext, useId, useState } from 'react';
import {
  type Identifier,
  type TranslateFunction,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { flushSync } from 'react-dom';
import type { BulkAction, BulkResult } from '../../../shared/resources/bulk';
import { useMayDo } from '../../authProvider/useMayDo';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { asIs, type MessageKey } from '../../i18n/text';
import { errorMessage } from '../../ui/errorMessage';
import { BulkUndoButton, UNDO_NOTIFICATION_MS } from './BulkUndo';
import { bulkText, counted } from './bulkTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { ListFocusContext } from './listFocus';
import { useNotifyText } from './notifyText';

/** "3 records published; 1 record already was." ("No record published." when none changed). */
function bulkSummary(
  { action, changed, unchanged }: BulkResult,
  translate: TranslateFunction,
): string {
  const done =
    changed.length === 0
      ? translate(bulkText('none', action))
      : translate(bulkText('done', action), counted(changed.length));
  const already =
    unchanged.length === 0
      ? ''
      : translate('console.shared.bulk.already', counted(unchanged.length));
  return translate('console.shared.bulk.summary', { done, already });
}

/**
 * Runs one bulk action on some records of the list around it and says what happened: a
 * notification when every record changed (with Undo when some did), else a dialog naming each
 * refused record and why. The list is refreshed either way. `focusList` puts focus on the list's
 * heading: the control that had it (a bulk button, a popup's) is going away.
 */
function useBulkAction() {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [refusals, setRefusals] = useState<BulkResult | null>(null);
  const listHeading = useContext(ListFocusContext);
  const focusList = () => listHeading?.current?.focus();

  const run = async (
    action: BulkAction,
    ids: readonly Identifier[],
  ): Promise<BulkResult | null> => {
    setPending(action);
    try {
      const { data } = await dataProvider.bulkAction(resource, { action, ids });
      refresh();
      if (data.refused.length > 0) setRefusals(data);
      else if (data.batch_id === null) {
        notifyText(bulkSummary(data, translate), { type: 'success' });
      } else {
        notifyText(bulkSummary(data, translate), {
          type: 'success',
          autoHideDuration: UNDO_NOTIFICATION_MS,
          // react-admin's notification passes `action` to its snackbar, beside the message.
          action: (
            <BulkUndoButton
              action={data.action}
              count={data.changed.length}
              batchId={data.batch_id}
              afterUndo={focusList}
            />
          ),
        });
      }
      return data;
    } catch (error) {
      const reason = errorMessage(error, translate('console.shared.bulk.no_answer'));
      // An answer refusing the request means its transaction changed nothing; without an answer
      // (the connection failed) that is not known, and the list is reloaded to show what is.
      const answered = (error as { status?: unknown } | null)?.status !== 0;
      if (!answered) refresh();
      if (answered) {
        notify('console.shared.bulk.nothing_changed', { type: 'error', messageArgs: { reason } });
      } else notifyText(reason, { type: 'error' });
      return null;
    } finally {
      setPending(null);
    }
  };

  const report = <RefusalReport result={refusals} onClose={() => setRefusals(null)} />;
  return { run, pending, report, focusList };
}

/** Which records the server refused to change, each with its reason. */
function RefusalReport({ result, onClose }: { result: BulkResult | null; onClose: () => void }) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('console.shared.bulk.refused_title')}</DialogTitle>
      {result && (
        <DialogContent>
          <DialogContentText>
            {translate(bulkText('refused', result.action), {
              summary: bulkSummary(result, translate),
              ...counted(result.refused.length),
            })}
          </DialogContentText>
          <List dense>
            {result.refused.map((refusal) => (
              <ListItem key={refusal.id} disableGutters>
                <ListItemText
                  primary={translate('console.shared.record_id', { id: refusal.id })}
                  secondary={refusal.message}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
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

const LABELS: Record<BulkAction, MessageKey> = {
  publish: 'console.shared.bulk.publish',
  unpublish: 'console.shared.bulk.unpublish',
  delete: 'ra.action.delete',
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
  /** The question, in the console's language. */
  question: string;
  /** The button's text, in the console's language. */
  confirmLabel: string;
  color?: 'primary' | 'error';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const close = () => !busy && onClose();
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="console.shared.please_confirm"
      failure={null}
      question={asIs(question)}
      actions={
        <>
          <Button color={color} variant="contained" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
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
  const { run, pending, report, focusList } = useBulkAction();
  const translate = useTranslate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const act = async (action: BulkAction) => {
    const result = await run(action, selectedIds);
    // The records it refused stay selected, to be acted on again once their reason is dealt with.
    // The toolbar and popup close first, then focus goes to the list instead of the page's body.
    flushSync(() => {
      if (result) onSelect(result.refused.map((refusal) => refusal.id));
      setConfirmingDelete(false);
    });
    focusList();
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
          {translate(LABELS[action])}
        </Button>
      ))}
      <ConfirmBulkAction
        open={confirmingDelete}
        busy={pending !== null}
        color="error"
        question={translate('console.shared.bulk.delete_question', counted(selectedIds.length))}
        confirmLabel={translate('console.shared.bulk.delete_button', counted(selectedIds.length))}
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
  const { run, pending, report, focusList } = useBulkAction();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const mayPublish = useMayDo('publish');
  const ids = data.map((record) => record.id);
  // Nothing pending on the page, or not theirs to publish: no greyed-out main action either.
  if ((ids.length === 0 || !mayPublish) && !confirming) return report;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PublishIcon />}
        onClick={() => pending === null && setConfirming(true)}
      >
        {translate('console.shared.bulk.publish_page')}
      </Button>
      <ConfirmBulkAction
        open={confirming}
        busy={pending !== null}
        question={translate('console.shared.bulk.publish_page_question', counted(ids.length))}
        confirmLabel={translate('console.shared.bulk.publish_page_button', counted(ids.length))}
        onConfirm={async () => {
          await run('publish', ids);
          flushSync(() => setConfirming(false));
          focusList();
        }}
        onClose={() => setConfirming(false)}
      />
      {report}
    </>
  );
}
