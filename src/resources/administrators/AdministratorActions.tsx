import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  useCreate,
  useDelete,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { administratorInput } from '../../../shared/schemas/administrator';
import { asIs } from '../../i18n/text';
import { errorMessage } from '../../ui/errorMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';

/** Adds an administrator by e-mail; a refusal is shown under the field, which keeps the input. */
export function AddAdministrator() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = administratorInput.safeParse({ email });
    if (!checked.success) {
      setProblem(
        checked.error.issues[0]?.message ?? translate('console.administrators.add.invalid_email'),
      );
      return;
    }
    setProblem(null);
    try {
      await create('administrators', { data: checked.data }, { returnPromise: true });
      notify('console.administrators.add.added', {
        type: 'success',
        messageArgs: { email: checked.data.email },
      });
      setEmail('');
      refresh();
    } catch (error) {
      setProblem(errorMessage(error, translate('console.administrators.add.failed')));
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
        label={translate('console.administrators.add.email')}
        type="email"
        size="small"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem !== null}
        helperText={problem ?? translate('console.administrators.add.email_help')}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={isPending}>
        {translate('console.administrators.add.submit')}
      </Button>
    </Box>
  );
}

/**
 * Revoke, after a confirmation: the administrator's sessions end at once. One's own row offers
 * none (the server refuses it): it says why instead.
 */
export function RevokeButton() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  if (String(identity?.id ?? '').toLowerCase() === String(record.email).toLowerCase()) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('console.administrators.revoke.yourself')}
      </Typography>
    );
  }
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
      setFailure(errorMessage(error, translate('console.administrators.revoke.failed')));
      return;
    }
    setOpen(false);
    notify('console.administrators.revoke.revoked', {
      type: 'success',
      messageArgs: { email: record.email },
    });
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<PersonRemoveIcon />}
        aria-label={translate('console.administrators.revoke.label', { name: who })}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {translate('console.administrators.revoke.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        title="console.administrators.revoke.title"
        failure={failure}
        question={asIs(
          translate('console.administrators.revoke.question', { name: who, email: record.email }),
        )}
        actions={
          <>
            <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
              {translate('console.administrators.revoke.button')}
            </Button>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}
