import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useDataProvider, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { flushSync } from 'react-dom';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { asIs } from '../../i18n/text';
import { errorMessage } from '../../ui/errorMessage';
import { ConfirmDialog } from './ConfirmDialog';
import type { ContentKind } from './contentKind';
import { ListFocusContext } from './listFocus';
import { useNotifyText } from './notifyText';

/**
 * A table row's delete action: the spec's "Please confirm" popup, which fades in over 500 ms
 * and closes on a click on its overlay; the record is deleted only on its Delete button. When
 * the popup opens it asks the server what still uses the record: a record in use shows why it
 * cannot be deleted instead of the question, and no Delete button.
 */
export function ConfirmDeleteButton({ kind }: { kind: ContentKind }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [deleted, setDeleted] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotifyText();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const listHeading = useContext(ListFocusContext);
  const usage = useQuery({
    queryKey: [kind.resource, 'getUsage', { id: record?.id }],
    queryFn: ({ signal }) => dataProvider.getUsage(kind.resource, { id: record?.id ?? '', signal }),
    enabled: open && record !== undefined,
    // Asked afresh each time the popup opens: what uses a record changes under other hands.
    staleTime: 0,
    gcTime: 0,
  });
  if (!record) return null;
  const inUse = usage.data?.data?.message ?? null;
  // Delete waits for the answer, so that a record in use is never offered for deletion.
  const checking = usage.isPending && usage.fetchStatus === 'fetching';

  const close = () => {
    if (!isPending) setOpen(false);
  };

  const confirm = async () => {
    if (isPending) return;
    setFailure(null);
    try {
      await remove(kind.resource, { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    // The row, and with it the button focus would return to, is going: once the popup has let
    // go of focus, it goes to the list's heading instead of the page's body.
    flushSync(() => {
      setDeleted(true);
      setOpen(false);
    });
    listHeading?.current?.focus();
    notify(kind.deleted(record, translate), { type: 'success' });
  };

  const noun = kind.noun(translate);
  return (
    <>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton
          aria-label={translate('ra.action.delete')}
          color="error"
          size="small"
          onClick={(event) => {
            // In a clickable row the click opens the popup only.
            event.stopPropagation();
            setFailure(null);
            setDeleted(false);
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        onClose={close}
        disableRestoreFocus={deleted}
        // The popup is rendered elsewhere in the page but its clicks bubble to the row.
        onClick={(event) => event.stopPropagation()}
        title={inUse === null ? 'console.shared.please_confirm' : 'console.shared.delete.cannot'}
        failure={
          failure === null
            ? null
            : errorMessage(failure, translate('console.shared.delete.failed', { noun }))
        }
        question={asIs(
          inUse ??
            kind.deletePrompt?.(record, translate) ??
            translate('console.shared.delete.question', { noun, id: record.id }),
        )}
        actions={
          <>
            {inUse === null && (
              <Button
                color="error"
                variant="contained"
                onClick={confirm}
                disabled={isPending || checking}
              >
                {translate('ra.action.delete')}
              </Button>
            )}
            <Button onClick={close} disabled={isPending}>
              {translate(inUse === null ? 'ra.action.cancel' : 'ra.action.close')}
            </Button>
          </>
        }
      />
    </>
  );
}
