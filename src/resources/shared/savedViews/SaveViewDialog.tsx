import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCreate, useListContext, useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrorsOf } from '../../../ui/errorMessage';
import { paramsOf, SAVED_VIEWS } from './savedView';

const MAX_NAME = 80;

/**
 * "Save current view…": names the list's current filters, search and order, shared with
 * everyone or not, and saves them on the server; the Views menu then lists the view.
 */
export function SaveViewDialog({ listKey, onClose }: { listKey: string; onClose: () => void }) {
  const list = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const ids = { title: useId(), shareHelp: useId() };

  const nameError = failure === null ? undefined : (fieldErrorsOf(failure).name ?? undefined);
  const otherError =
    failure === null || nameError
      ? undefined
      : errorMessage(failure, translate('console.shared.form.save_failed'));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    create(
      SAVED_VIEWS,
      { data: { name: name.trim(), list: listKey, params: paramsOf(list), shared } },
      {
        onSuccess: () => {
          notify('console.savedViews.dialog.saved', {
            type: 'success',
            messageArgs: { name: name.trim() },
          });
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      disableRestoreFocus
      aria-labelledby={ids.title}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id={ids.title}>{translate('console.savedViews.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('console.savedViews.dialog.explanation')}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            label={translate('console.savedViews.dialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError ?? otherError)}
            helperText={nameError ?? otherError}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          <FormControlLabel
            sx={{ mt: 2 }}
            control={
              <Switch
                checked={shared}
                onChange={(event) => setShared(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': ids.shareHelp } }}
              />
            }
            label={translate('console.savedViews.dialog.share')}
          />
          <FormHelperText id={ids.shareHelp}>
            {translate('console.savedViews.dialog.share_help')}
          </FormHelperText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending || name.trim() === ''}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
