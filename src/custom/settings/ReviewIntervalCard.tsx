import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { z } from 'zod';
import { type ManagerVersion, reviewIntervalMonths } from '../../../shared/schemas/managerVersion';
import { validateWith } from '../../../shared/validation';
import { FieldLabels } from '../../resources/shared/formFields';
import { SaveFailure } from '../../resources/shared/SaveFailure';
import { fieldErrorsOf } from '../../ui/errorMessage';

const FIELD = 'review_interval_months';
const intervalInput = z.object({ [FIELD]: reviewIntervalMonths });

/**
 * The settings screen's review interval (months): when an organization is due for verification,
 * unless its category sets its own. Saved alone into the app settings record, which must exist
 * first (its versions are required); until then the server counts 12 months.
 */
export function ReviewIntervalCard({
  record,
  reload,
  onUnsavedChange,
}: {
  record: ManagerVersion | undefined;
  reload: () => void;
  /** Told whether the interval typed is not saved yet (the page asks before leaving it). */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const stored = String(record?.review_interval_months ?? 12);
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [update, { isPending: saving }] = useUpdate<ManagerVersion>();
  const unsaved = value !== stored;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const label = translate('console.settings.review.interval');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !record) return;
    setFailure(null);
    const problem = validateWith(intervalInput, { [FIELD]: value })[FIELD];
    setError(problem);
    if (problem) return;
    try {
      await update(
        'manager-version',
        { id: record.id, data: { [FIELD]: Number(value) }, previousData: record },
        { returnPromise: true },
      );
    } catch (caught) {
      setFailure(caught);
      setError(fieldErrorsOf(caught)[FIELD]);
      return;
    }
    notify('console.settings.saved', { type: 'success' });
    reload();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader
        title={translate('console.settings.review.heading')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <form onSubmit={save} noValidate>
        <CardContent sx={{ display: 'grid', gap: 1, pt: 0 }}>
          {record ? (
            <FieldLabels labels={[[FIELD, label]]}>
              <SaveFailure
                failure={failure}
                onReload={reload}
                fallbackMessage="console.settings.save_failed"
              />
            </FieldLabels>
          ) : (
            <Alert severity="info">{translate('console.settings.review.needs_settings')}</Alert>
          )}
          <TextField
            name={FIELD}
            label={label}
            value={value}
            disabled={!record}
            onChange={(change) => {
              setValue(change.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error ?? translate('console.settings.review.interval_hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 320 }}
          />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || !record}
            aria-label={translate('console.settings.review.save')}
          >
            {translate(saving ? 'console.settings.saving' : 'ra.action.save')}
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}
