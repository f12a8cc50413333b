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
import { useTranslate } from 'react-admin';
import { POPUP_FADE_MS } from '../../custom/popup';

export interface ConfirmDialogProps extends Pick<DialogProps, 'disableRestoreFocus' | 'onClick'> {
  open: boolean;
  onClose: () => void;
  /** A message key (a text is shown as it is). */
  title: string;
  /** Why the last attempt failed, above the question; null when it did not. */
  failure: string | null;
  /** A message key or a text, or any content. */
  question: ReactNode;
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
  actions,
  ...dialogProps
}: ConfirmDialogProps) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      transitionDuration={POPUP_FADE_MS}
      aria-labelledby={titleId}
      {...dialogProps}
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>
          {typeof question === 'string' ? translate(question) : question}
        </DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
