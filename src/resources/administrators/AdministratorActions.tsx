import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import {
  type RaRecord,
  useCreate,
  useDelete,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ROLES, type Role } from '../../../shared/resources/access';
import { administratorInput } from '../../../shared/schemas/administrator';
import { ROLE_NAMES } from '../../custom/layout/roleNames';
import { asIs, type MessageKey } from '../../i18n/text';
import { errorMessage } from '../../ui/errorMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { SaveFailure } from '../shared/SaveFailure';
import { NO_LIMITS, type RegionLimits, RegionLimitsInputs } from './RegionLimitsInputs';

/** The button and the success message of adding a person, by the role they are given. */
const ADD_TEXTS: Record<Role, { submit: MessageKey; added: MessageKey }> = {
  administrator: {
    submit: 'console.administrators.add.submit',
    added: 'console.administrators.add.added',
  },
  editor: {
    submit: 'console.administrators.add.submit_editor',
    added: 'console.administrators.add.added_editor',
  },
  viewer: {
    submit: 'console.administrators.add.submit_viewer',
    added: 'console.administrators.add.added_viewer',
  },
};

/** A person's role, among the three (named in the console's language). */
function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('console.administrators.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(ROLE_NAMES[role])}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Limits are an editor's alone: the role's limits as sent. */
const limitsFor = (role: Role, limits: RegionLimits): RegionLimits =>
  role === 'editor' ? limits : NO_LIMITS;

/**
 * Adds a person by e-mail with a role (an administrator unless another is chosen) and, for an
 * editor, the provinces and municipalities they are limited to; a refusal is shown under the
 * field, which keeps the input.
 */
export function AddAdministrator() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('administrator');
  const [limits, setLimits] = useState<RegionLimits>(NO_LIMITS);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = administratorInput.safeParse({ email, role, ...limitsFor(role, limits) });
    if (!checked.success) {
      setProblem(
        checked.error.issues[0]?.message ?? translate('console.administrators.add.invalid_email'),
      );
      return;
    }
    setProblem(null);
    try {
      await create('administrators', { data: checked.data }, { returnPromise: true });
      notify(ADD_TEXTS[role].added, {
        type: 'success',
        messageArgs: { email: checked.data.email },
      });
      setEmail('');
      setLimits(NO_LIMITS);
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
      <RoleSelect value={role} onChange={setRole} />
      <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={isPending}>
        {translate(ADD_TEXTS[role].submit)}
      </Button>
      {role === 'editor' && <EditorLimits value={limits} onChange={setLimits} />}
    </Box>
  );
}

/** An editor's optional limits, under a line saying what they do. */
function EditorLimits({
  value,
  onChange,
}: {
  value: RegionLimits;
  onChange: (limits: RegionLimits) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 560, display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('console.administrators.limits.help')}
      </Typography>
      <RegionLimitsInputs value={value} onChange={onChange} />
    </Box>
  );
}

/** Whether `record` is the signed-in person's own row (their own role is not theirs to change). */
function useIsOwnRow(record: RaRecord | undefined): boolean {
  const { identity } = useGetIdentity();
  return (
    record !== undefined &&
    String(identity?.id ?? '').toLowerCase() === String(record.email).toLowerCase()
  );
}

/** Change role: a person's role and, for an editor, their limits, in a dialog; not one's own. */
export function ChangeRoleButton() {
  const record = useRecordContext();
  const own = useIsOwnRow(record);
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  if (!record || own) return null;
  const who = String(record.name ?? record.email);
  return (
    <>
      <Button
        size="small"
        startIcon={<ManageAccountsIcon />}
        aria-label={translate('console.administrators.change.label', { name: who })}
        onClick={() => setOpen(true)}
      >
        {translate('console.administrators.change.button')}
      </Button>
      {open && (
        // Reloaded after someone else's change, the person's new version starts the dialog anew.
        <ChangeRoleDialog
          key={String(record.updated_at)}
          record={record}
          who={who}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ChangeRoleDialog({
  record,
  who,
  onClose,
}: {
  record: RaRecord;
  who: string;
  onClose: () => void;
}) {
  const [role, setRole] = useState<Role>(record.role ?? 'administrator');
  const [limits, setLimits] = useState<RegionLimits>({
    state_ids: record.state_ids ?? [],
    city_ids: record.city_ids ?? [],
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const titleId = useId();
  const save = async () => {
    setFailure(null);
    try {
      await update(
        'administrators',
        { id: record.id, data: { role, ...limitsFor(role, limits) }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      setFailure(error);
      return;
    }
    onClose();
    notify('console.administrators.change.changed', {
      type: 'success',
      messageArgs: { email: record.email, role: translate(ROLE_NAMES[role]) },
    });
  };
  return (
    <Dialog open onClose={() => !isPending && onClose()} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('console.administrators.change.title', { name: who })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <SaveFailure
          failure={failure}
          onReload={refresh}
          fallbackMessage="console.administrators.change.failed"
        />
        <RoleSelect value={role} onChange={setRole} />
        {role === 'editor' && <EditorLimits value={limits} onChange={setLimits} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Revoke, after a confirmation: the administrator's sessions end at once. One's own row offers
 * none (the server refuses it): it says why instead.
 */
export function RevokeButton() {
  const record = useRecordContext();
  const own = useIsOwnRow(record);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  if (own) {
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
