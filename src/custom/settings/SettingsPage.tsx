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
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Title, useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { type ManagerVersion, managerVersionInput } from '../../../shared/schemas/managerVersion';
import { type FieldErrors, validateWith } from '../../../shared/validation';
import type { MessageKey } from '../../i18n/text';
import { FieldLabels } from '../../resources/shared/formFields';
import { SaveFailure } from '../../resources/shared/SaveFailure';
import { useWarnWhenLeaving } from '../../resources/shared/useWarnWhenLeaving';
import { errorMessage, fieldErrorsOf } from '../../ui/errorMessage';
import { ReviewIntervalCard } from './ReviewIntervalCard';

type VersionField =
  | 'ios_current_version'
  | 'android_current_version'
  | 'ios_min_version'
  | 'android_min_version';
type VersionValues = Record<VersionField, string>;

/** The fields with their labels. */
const fields: { name: VersionField; label: MessageKey }[] = [
  { name: 'ios_current_version', label: 'console.settings.fields.ios_current_version' },
  { name: 'android_current_version', label: 'console.settings.fields.android_current_version' },
  { name: 'ios_min_version', label: 'console.settings.fields.ios_min_version' },
  { name: 'android_min_version', label: 'console.settings.fields.android_min_version' },
];

function valuesOf(record: ManagerVersion | undefined): VersionValues {
  return {
    ios_current_version: record?.ios_current_version ?? '',
    android_current_version: record?.android_current_version ?? '',
    ios_min_version: record?.ios_min_version ?? '',
    android_min_version: record?.android_min_version ?? '',
  };
}

/** The loaded version the form edits; a new generation restarts the form with its values. */
interface EditedVersion {
  record: ManagerVersion | undefined;
  generation: number;
}

/**
 * /settings: the app version settings (spec 000, sections 2, 4 and 8). The form takes the
 * loaded values only on the first load, after a save and on an explicit Reload, never from a
 * background refetch, so typed input survives (for instance a session that ends and resumes).
 */
export function SettingsPage() {
  const translate = useTranslate();
  const { data, error, isFetching, dataUpdatedAt, refetch } =
    useGetList<ManagerVersion>('manager-version');
  const [edited, setEdited] = useState<EditedVersion | null>(null);
  // One blocker for the page (react-router runs one at a time): either card's unsaved input.
  const [versionsUnsaved, setVersionsUnsaved] = useState(false);
  const [reviewUnsaved, setReviewUnsaved] = useState(false);
  useWarnWhenLeaving(versionsUnsaved || reviewUnsaved);
  // When a load was asked for (0: the first one); null: the form keeps its own values.
  const [loadRequestedAt, setLoadRequestedAt] = useState<number | null>(0);

  if (loadRequestedAt !== null && data && !isFetching && dataUpdatedAt >= loadRequestedAt) {
    setLoadRequestedAt(null);
    setEdited({ record: data[0], generation: (edited?.generation ?? 0) + 1 });
  }

  const reload = () => {
    setLoadRequestedAt(Date.now());
    refetch();
  };

  const loadFailure = error && (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('console.ui.retry')}
        </Button>
      }
    >
      {errorMessage(error, translate('console.settings.load_failed'))}
    </Alert>
  );

  let content: ReactNode;
  if (edited) {
    content = (
      <SettingsForm
        key={edited.generation}
        record={edited.record}
        reload={reload}
        notice={loadFailure}
        onUnsavedChange={setVersionsUnsaved}
      />
    );
  } else if (loadFailure) {
    content = <CardContent>{loadFailure}</CardContent>;
  } else {
    content = <LinearProgress aria-label={translate('console.settings.loading')} sx={{ m: 2 }} />;
  }

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="console.settings.title" />
      <Card>
        <CardHeader
          title={translate('console.settings.heading')}
          slotProps={{ title: { component: 'h1', variant: 'h6' } }}
        />
        {content}
      </Card>
      {edited && (
        <ReviewIntervalCard
          key={edited.generation}
          record={edited.record}
          reload={reload}
          onUnsavedChange={setReviewUnsaved}
        />
      )}
    </Box>
  );
}

interface SettingsFormProps {
  record: ManagerVersion | undefined;
  reload: () => void;
  notice: ReactNode;
  /** Told whether the form holds input not saved yet (the page asks before leaving it). */
  onUnsavedChange: (unsaved: boolean) => void;
}

function SettingsForm({ record, reload, notice, onUnsavedChange }: SettingsFormProps) {
  const [values, setValues] = useState(() => valuesOf(record));
  const [failure, setFailure] = useState<unknown>(null);
  // The server's schema, checked here first: what is wrong shows under its field, unsaved.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { isPending: creating }] = useCreate<ManagerVersion>();
  const [update, { isPending: updating }] = useUpdate<ManagerVersion>();
  const notify = useNotify();
  const translate = useTranslate();
  const saving = creating || updating;
  const loaded = valuesOf(record);
  const unsaved = fields.some(({ name }) => values[name] !== loaded[name]);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const problems = validateWith(managerVersionInput, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
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
      setFailure(error);
      setErrors(fieldErrorsOf(error));
      return;
    }
    notify('console.settings.saved', { type: 'success' });
    reload();
  };

  return (
    <form onSubmit={save} noValidate>
      <CardContent sx={{ display: 'grid', gap: 1, pt: 0 }}>
        {notice}
        <FieldLabels labels={fields.map(({ name, label }) => [name, translate(label)])}>
          <SaveFailure
            failure={failure}
            onReload={reload}
            fallbackMessage="console.settings.save_failed"
          />
        </FieldLabels>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {fields.map(({ name, label }) => (
            <TextField
              key={name}
              name={name}
              label={translate(label)}
              value={values[name]}
              onChange={(event) => {
                setValues({ ...values, [name]: event.target.value });
                setErrors(({ [name]: _edited, ...others }) => others);
              }}
              error={name in errors}
              helperText={errors[name]}
            />
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(saving ? 'console.settings.saving' : 'ra.action.save')}
        </Button>
      </CardActions>
    </form>
  );
}
