import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  type DialogProps,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type Text, useText } from '../../i18n/text';
import { POPUP_FADE_MS } from '../../ui/popup';

export interface ConfirmDialogProps extends Pick<DialogProps, 'disableRestoreFocus' | 'onClick'> {
  open: boolean;
  onClose: () => void;
  title: Text;
  /** Why the last attempt failed, above the question; null when it did not. */
  failure: string | null;
  /** The question, or why the record cannot be deleted (the server's words). */
  question: Text;
  /** What the question is about, under it (the values a revert sets back). */
  details?: ReactNode;
  /** The buttons, in their order. */
  actions: ReactNode;
}

/** The spec's confirmation popup: it fades in over 500 ms and closes on a click on its overlay. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  failure,
  question,
  details,
  actions,
  ...dialogProps
}: ConfirmDialogProps) {
  const titleId = useId();
  const show = useText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      transitionDuration={POPUP_FADE_MS}
      aria-labelledby={titleId}
      {...dialogProps}
    >
      <DialogTitle id={titleId}>{show(title)}</DialogTitle>
      <DialogContent>
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{show(question)}</DialogContentText>
        {details}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
