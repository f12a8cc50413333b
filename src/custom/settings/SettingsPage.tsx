import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  LinearProgress,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Title, useCreate, useGetList, useNotify, useUpdate } from 'react-admin';
import type { ManagerVersion } from '../../../shared/schemas/managerVersion';
import { errorMessage, statusOf } from '../errorMessage';

type VersionField =
  | 'ios_current_version'
  | 'android_current_version'
  | 'ios_min_version'
  | 'android_min_version';
type VersionValues = Record<VersionField, string>;

const fields: { name: VersionField; label: string }[] = [
  { name: 'ios_current_version', label: 'Current Version (iOS)' },
  { name: 'android_current_version', label: 'Current Version (Android)' },
  { name: 'ios_min_version', label: 'Min Version (iOS)' },
  { name: 'android_min_version', label: 'Min Version (Android)' },
];

function valuesOf(record: ManagerVersion | undefined): VersionValues {
  return {
    ios_current_version: record?.ios_current_version ?? '',
    android_current_version: record?.android_current_version ?? '',
    ios_min_version: record?.ios_min_version ?? '',
    android_min_version: record?.android_min_version ?? '',
  };
}

/** /settings: the app version settings (spec 000, sections 2, 4 and 8). */
export function SettingsPage() {
  const { data, error, isPending, refetch } = useGetList<ManagerVersion>('manager-version');

  let content: ReactNode;
  if (error) {
    content = (
      <CardContent>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, 'Failed to load settings.')}
        </Alert>
      </CardContent>
    );
  } else if (isPending) {
    content = <LinearProgress aria-label="Loading settings" sx={{ m: 2 }} />;
  } else {
    const record = data?.[0];
    // A new version of the record (saved, or reloaded after a conflict) restarts the form.
    content = (
      <SettingsForm key={record?.updated_at ?? 'none'} record={record} reload={() => refetch()} />
    );
  }

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Settings" />
      <Card>
        <CardHeader
          title="App Settings"
          slotProps={{ title: { component: 'h1', variant: 'h6' } }}
        />
        {content}
      </Card>
    </Box>
  );
}

interface SettingsFormProps {
  record: ManagerVersion | undefined;
  reload: () => Promise<unknown>;
}

function SettingsForm({ record, reload }: SettingsFormProps) {
  const [values, setValues] = useState(() => valuesOf(record));
  const [conflict, setConflict] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate<ManagerVersion>();
  const [update, { isPending: updating }] = useUpdate<ManagerVersion>();
  const notify = useNotify();
  const saving = creating || updating;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setConflict(null);
    try {
      if (record) {
        await update(
          'manager-version',
          { id: record.id, data: values, previousData: record },
          { returnPromise: true },
        );
      } else {
        await create('manager-version', { data: values }, { returnPromise: true });
      }
    } catch (error) {
      const message = errorMessage(error, 'Failed to save settings.');
      // Someone else saved first: keep this input and let the user look at theirs.
      if (statusOf(error) === 409) setConflict(message);
      else notify(message, { type: 'error' });
      return;
    }
    notify('Settings saved successfully!', { type: 'success' });
    // useCreate reloads lists by itself; an update only patches the cache, so reload here.
    if (record) await reload();
  };

  return (
    <form onSubmit={save} noValidate>
      <CardContent sx={{ display: 'grid', gap: 1, pt: 0 }}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => reload()}>
                Reload
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {fields.map(({ name, label }) => (
            <TextField
              key={name}
              name={name}
              label={label}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </CardActions>
    </form>
  );
}
