import { Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  useCloseNotification,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { BulkAction } from '../../../shared/resources/bulk';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { errorMessage } from '../../ui/errorMessage';
import { bulkText, counted } from './bulkTexts';
import { useNotifyText } from './notifyText';

/** How long a notification offering Undo stays (it stays while pointed at or focused). */
export const UNDO_NOTIFICATION_MS = 10_000;

/** Ctrl+Z (⌘Z) outside a text field: the keyboard's way to the notification's Undo. */
const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.shiftKey &&
  !event.altKey &&
  event.key.toLowerCase() === 'z' &&
  !(
    event.target instanceof HTMLElement &&
    event.target.closest('input, textarea, [contenteditable]')
  );

/**
 * The Undo button of a bulk action's notification: one request undoes the batch the server
 * recorded; the list is refreshed and the outcome told (the server's refusal in the console's
 * language). While the notification shows, Ctrl+Z (⌘Z) outside a text field presses it, so that
 * it is reached from the list without tabbing through the page. `afterUndo` puts focus back in
 * the list.
 */
export function BulkUndoButton({
  action,
  count,
  batchId,
  afterUndo,
}: {
  /** What the batch did, and to how many records. */
  action: BulkAction;
  count: number;
  batchId: number;
  afterUndo: () => void;
}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const close = useCloseNotification();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const translate = useTranslate();
  // Pressed once: a second click or Ctrl+Z while the notification closes sends nothing.
  const started = useRef(false);
  const label = translate(bulkText('undo_label', action), counted(count));

  const undo = async () => {
    if (started.current) return;
    started.current = true;
    close();
    try {
      const { data } = await dataProvider.bulkUndo(batchId);
      notify(bulkText('undone', data.undone), {
        type: 'success',
        messageArgs: counted(data.changed.length),
      });
    } catch (error) {
      const reason = errorMessage(error, translate('console.shared.bulk.no_answer'));
      notifyText(translate('console.shared.bulk.undo_failed', { reason }), { type: 'error' });
    } finally {
      refresh();
      afterUndo();
    }
  };

  // The latest `undo` for the key listener, which is added once.
  const undoRef = useRef(undo);
  undoRef.current = undo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event)) return;
      event.preventDefault();
      void undoRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => void undo()}
      aria-label={label}
      title={label}
      aria-keyshortcuts="Control+Z Meta+Z"
      sx={{ fontWeight: 'bold', textDecoration: 'underline' }}
    >
      {translate('console.shared.bulk.undo')}
    </Button>
  );
}
