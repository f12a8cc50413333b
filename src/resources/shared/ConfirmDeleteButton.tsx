import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { errorMessage } from '../../custom/errorMessage';
import { POPUP_FADE_MS } from '../../custom/popup';
import type { ContentKind } from './contentKind';

/**
 * A table row's delete action: the spec's "Please confirm" popup, which fades in over 500 ms
 * and closes on a click on its overlay; the record is deleted only on its Delete button.
 */
export function ConfirmDeleteButton({ kind }: { kind: ContentKind }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const titleId = useId();
  if (!record) return null;

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
    setOpen(false);
    notify(kind.deleted(record), { type: 'success' });
  };

  return (
    <>
      <Tooltip title="Delete">
        <IconButton
          aria-label="Delete"
          color="error"
          size="small"
          onClick={(event) => {
            // In a clickable row the click opens the popup only.
            event.stopPropagation();
            setFailure(null);
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        transitionDuration={POPUP_FADE_MS}
        aria-labelledby={titleId}
        // The popup is rendered elsewhere in the page but its clicks bubble to the row.
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle id={titleId}>Please confirm</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(failure, `The ${kind.noun} could not be deleted.`)}
            </Alert>
          )}
          <DialogContentText>
            {kind.deletePrompt?.(record) ??
              `are you sure to delete the ${kind.noun}, id : ${record.id} ?`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
            Delete
          </Button>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
