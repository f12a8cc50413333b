import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCreate } from 'react-admin';
import { fieldErrorsOf, labelledErrorMessage } from '../errorMessage';

/** The fields' labels, also naming them in a refusal (`Invalid fields: URL`). */
const LABELS: Record<string, string> = { name: 'Name', url: 'URL' };
const labelOf = (field: string) => LABELS[field] ?? field;

/** Spec 000, section 9: the modal fades in 150 ms. */
const MODAL_FADE_MS = 150;

export interface AddCompanyLinkDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * The Add New Company Link modal. A refusal from the server is shown inside the modal and the
 * input is kept, so that the administrator can correct it (the spec only logs it).
 */
export function AddCompanyLinkDialog({ open, onClose, onAdded }: AddCompanyLinkDialogProps) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [create, { isPending }] = useCreate();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 000, section 5: without both fields, or while saving, nothing happens.
    if (isPending || name.trim() === '' || url.trim() === '') return;
    setFailure(null);
    try {
      await create('company-links', { data: { name, url } }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setName('');
    setUrl('');
    onAdded();
  };

  const close = () => {
    if (isPending) return;
    setFailure(null);
    onClose();
  };

  const fieldErrors = fieldErrorsOf(failure);
  return (
    <Dialog
      open={open}
      onClose={close}
      transitionDuration={MODAL_FADE_MS}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add New Company Link</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {failure !== null && (
              <Alert severity="error">
                {labelledErrorMessage(failure, 'The link could not be added.', labelOf)}
              </Alert>
            )}
            <TextField
              label={LABELS.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={'name' in fieldErrors}
              helperText={fieldErrors.name}
              autoFocus
            />
            <TextField
              label={LABELS.url}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={'url' in fieldErrors}
              helperText={fieldErrors.url}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Adding...' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
