import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useCreate, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { administratorInput } from '../../../shared/schemas/administrator';
import { errorMessage } from '../../custom/errorMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';

/** Adds an administrator by e-mail; a refusal is shown under the field, which keeps the input. */
export function AddAdministrator() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = administratorInput.safeParse({ email });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Must be a valid e-mail address');
      return;
    }
    setProblem(null);
    try {
      await create('administrators', { data: checked.data }, { returnPromise: true });
      notify(`${checked.data.email} is now an administrator.`, { type: 'success' });
      setEmail('');
      refresh();
    } catch (error) {
      setProblem(errorMessage(error, 'The administrator could not be added.'));
    }
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: 2, pb: 2 }}
    >
      <TextField
        label="E-mail address"
        type="email"
        size="small"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem !== null}
        helperText={problem ?? 'The address of their Google account'}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={isPending}>
        Add administrator
      </Button>
    </Box>
  );
}

/** Revoke, after a confirmation: the administrator's sessions end at once. */
export function RevokeButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  if (!record) return null;
  const who = String(record.name ?? record.email);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove(
        'administrators',
        { id: record.id, previousData: record },
        { returnPromise: true },
      );
    } catch (error) {
      setFailure(errorMessage(error, 'The administrator could not be revoked.'));
      return;
    }
    setOpen(false);
    notify(`${record.email} can no longer sign in.`, { type: 'success' });
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<PersonRemoveIcon />}
        aria-label={`Revoke ${who}`}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        title="Revoke administrator"
        failure={failure}
        question={`${who} (${record.email}) will be signed out at once and can no longer sign in.`}
        actions={
          <>
            <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
              Revoke
            </Button>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              Cancel
            </Button>
          </>
        }
      />
    </>
  );
}
