import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCreate, useCreateSuggestionContext } from 'react-admin';
import { fieldErrorsOf, labelledErrorMessage } from '../../custom/errorMessage';

const NAME_LABEL = 'Name';
const labelOf = (field: string) => (field === 'name' ? NAME_LABEL : field);

/**
 * The role select's "Create a role": a role named in a dialog, saved through the data
 * provider's role create; the participant form comes back with it selected. A refusal (a
 * duplicate name) shows in the dialog, which keeps what was typed.
 */
export function CreateRoleDialog() {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const [name, setName] = useState(filter ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const [create, { isPending }] = useCreate();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    // The dialog sits in the participant form's page: its submit must not submit that form.
    event.preventDefault();
    event.stopPropagation();
    if (isPending) return;
    setFailure(null);
    try {
      const role = await create('participation-roles', { data: { name } }, { returnPromise: true });
      onCreate(role);
    } catch (error) {
      setFailure(error);
    }
  };

  const nameError = fieldErrorsOf(failure).name;
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>New Role</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {labelledErrorMessage(failure, 'The role could not be created.', labelOf)}
            </Alert>
          )}
          <TextField
            label={NAME_LABEL}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== undefined}
            helperText={nameError}
            required
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
