import { Button } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../shared/schemas/savedView';
import { asIs } from '../../../i18n/text';
import { errorMessage } from '../../../ui/errorMessage';
import { ConfirmDialog } from '../ConfirmDialog';
import { SAVED_VIEWS } from './savedView';

/** Asks before deleting one of the person's own views; the Views menu then lists it no more. */
export function DeleteViewDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () =>
    remove(
      SAVED_VIEWS,
      { id: view.id, previousData: view },
      {
        onSuccess: () => {
          notify('console.savedViews.deleted', {
            type: 'success',
            messageArgs: { name: view.name },
          });
          onClose();
        },
        onError: (error) =>
          setFailure(errorMessage(error, translate('console.savedViews.delete_failed'))),
      },
    );

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      disableRestoreFocus
      title="console.savedViews.delete_title"
      failure={failure}
      question={asIs(translate('console.savedViews.delete_question', { name: view.name }))}
      actions={
        <>
          <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
            {translate('ra.action.delete')}
          </Button>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
        </>
      }
    />
  );
}
