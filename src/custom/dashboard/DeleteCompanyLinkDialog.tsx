import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDelete } from 'react-admin';
import type { CompanyLink } from '../../../shared/schemas/companyLink';
import { errorMessage } from '../errorMessage';
import { POPUP_FADE_MS } from '../popup';

export interface DeleteCompanyLinkDialogProps {
  /** Kept while the dialog fades out after `open` turns false. */
  link: CompanyLink | null;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCompanyLinkDialog({
  link,
  open,
  onClose,
  onDeleted,
}: DeleteCompanyLinkDialogProps) {
  const [remove, { isPending }] = useDelete();
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();

  const confirm = async () => {
    if (!link || isPending) return;
    try {
      await remove('company-links', { id: link.id, previousData: link }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    onDeleted();
  };

  return (
    <Dialog
      open={open && link !== null}
      onClose={isPending ? undefined : onClose}
      transitionDuration={POPUP_FADE_MS}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Please confirm DELETE</DialogTitle>
      <DialogContent>
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(failure, 'The link could not be deleted.')}
          </Alert>
        )}
        <DialogContentText>Are you sure to delete {link?.name} ?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
