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
import { type RaRecord, useCreate, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { fieldErrorsOf, labelledErrorMessage } from '../../ui/errorMessage';

export interface DialogField {
  source: string;
  /** The input's label, which also names the field in a refusal (`Invalid fields: URL`). */
  label: MessageKey;
  type?: 'text' | 'url';
  required?: boolean;
}

export interface CreateRecordDialogProps {
  open: boolean;
  title: MessageKey;
  resource: string;
  fields: readonly DialogField[];
  initialValues?: Record<string, string>;
  /** The message when the server's refusal says nothing. */
  fallback: MessageKey;
  submitLabel: MessageKey;
  /** Shown on the submit button while saving. */
  pendingLabel?: MessageKey;
  maxWidth: 'xs' | 'sm';
  transitionDuration?: number;
  /** Whether the values may be sent: without them, submitting does nothing. */
  canSubmit?: (values: Record<string, string>) => boolean;
  onCreated: (record: RaRecord) => void;
  onCancel: () => void;
}

/**
 * A record created from a small dialog over the page: its fields, Cancel and the submit
 * button. A refusal from the server shows inside the dialog, its field errors under their
 * inputs, and what was typed is kept so that it can be corrected.
 */
export function CreateRecordDialog({
  open,
  title,
  resource,
  fields,
  initialValues = {},
  fallback,
  submitLabel,
  pendingLabel = submitLabel,
  maxWidth,
  transitionDuration,
  canSubmit = () => true,
  onCreated,
  onCancel,
}: CreateRecordDialogProps) {
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [failure, setFailure] = useState<unknown>(null);
  const [create, { isPending }] = useCreate();
  const titleId = useId();
  const translate = useTranslate();
  const labelOf = (source: string) => {
    const label = fields.find((field) => field.source === source)?.label;
    return label === undefined ? source : translate(label);
  };

  const submit = async (event: FormEvent) => {
    // The dialog may sit in another form's page: its submit must not submit that form.
    event.preventDefault();
    event.stopPropagation();
    if (isPending || !canSubmit(values)) return;
    setFailure(null);
    let record: RaRecord;
    try {
      record = await create(resource, { data: values }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setValues(initialValues);
    onCreated(record);
  };

  const cancel = () => {
    if (isPending) return;
    setFailure(null);
    onCancel();
  };

  const fieldErrors = fieldErrorsOf(failure);
  return (
    <Dialog
      open={open}
      onClose={cancel}
      transitionDuration={transitionDuration}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {failure !== null && (
              <Alert severity="error">
                {labelledErrorMessage(failure, translate(fallback), labelOf, translate)}
              </Alert>
            )}
            {fields.map((field, index) => (
              <TextField
                key={field.source}
                label={translate(field.label)}
                type={field.type}
                value={values[field.source] ?? ''}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.source]: event.target.value }))
                }
                error={field.source in fieldErrors}
                helperText={fieldErrors[field.source]}
                required={field.required}
                autoFocus={index === 0}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate(isPending ? pendingLabel : submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
