import { Alert, Box, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import {
  Create,
  Edit,
  type Identifier,
  Loading,
  type RaRecord,
  useCreatePath,
  useEditContext,
  useNavigate,
  useNotificationContext,
  useRecordContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import { useParams } from 'react-router';
import type { HistoryTable } from '../../../shared/resources/history';
import { useMayNotDo } from '../../authProvider/useMayDo';
import { type Text, useText } from '../../i18n/text';
import { LoadError } from '../../ui/LoadError';
import { ChildRecords } from '../declared/ChildRecords';
import { RecordHistory } from '../history/RecordHistory';
import type { ContentKind, KindText } from './contentKind';
import { FormToolbar } from './FormToolbar';
import { ConsoleForm, FieldLabels } from './formFields';
import { useNotifyText } from './notifyText';
import { SaveFailure } from './SaveFailure';

/** The screen's title, which may name the record once it is loaded. */
function TitleText({ title }: { title: FormTitle }) {
  const record = useRecordContext();
  const show = useText();
  return show(typeof title === 'function' ? title(record) : title);
}

/** A form's heading, over its fields. */
function FormHeading({ title }: { title: FormTitle }) {
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      <TitleText title={title} />
    </Typography>
  );
}

type Values = Record<string, unknown>;

/** Where Back leads: the given path, else the resource's list. */
function useListPath(kind: ContentKind, listPath?: string): string {
  const createPath = useCreatePath();
  return listPath ?? createPath({ resource: kind.resource, type: 'list' });
}

/**
 * What a save screen shares: the last refusal (shown above the form, with any success banner
 * cleared), on success the kind's message and the way on, and the props of react-admin's
 * screen and of the form body. The saved form takes the place of the form in the history: Back
 * then leads to where the administrator came from, not to a form whose work is done.
 */
function useSaveScreen(form: ContentFormProps, message: KindText) {
  const { kind, title, validate, children, listPath, savedPath, meta, saveAlwaysEnabled, lead } =
    form;
  const [failure, setFailure] = useState<unknown>(null);
  const notify = useNotifyText();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const backTo = useListPath(kind, listPath);
  const screen = {
    resource: kind.resource,
    title: <TitleText title={title} />,
    actions: leadActions(lead),
    mutationOptions: {
      meta,
      onSuccess: (record: RaRecord) => {
        notify(message(record, translate), { type: 'success' });
        navigate(savedPath?.(record) ?? backTo, { replace: true });
      },
      onError: (error: unknown) => {
        resetNotifications();
        setFailure(error);
      },
    },
  };
  const body = { title, validate, backTo, saveAlwaysEnabled, children };
  return { failure, clearFailure: () => setFailure(null), screen, body };
}

/** Why a form cannot be saved: the person's role, or their region, does not let them change it. */
function ReadOnlyNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
      {translate('console.shared.form.read_only')}
    </Alert>
  );
}

/** The title, or the title from the record once it is loaded. */
type FormTitle = Text | ((record: RaRecord | undefined) => Text);

export interface ContentFormProps {
  kind: ContentKind;
  /** The heading; on an edit screen it may name the record once it is loaded. */
  title: FormTitle;
  validate: ValidateForm;
  children: ReactNode;
  /** Where Back leads, and a save unless `savedPath` says (default: the resource's list). */
  listPath?: string;
  /** Where a save leads, from the saved record. */
  savedPath?: (record: RaRecord) => string;
  /** What is sent, from the form's values (and on an edit screen the record as loaded). */
  transform?: (values: Values, previousData?: RaRecord) => Values;
  /** The data provider's `meta` (a nested resource's parent ids). */
  meta?: Values;
  /** Save even when untouched, so that it says what is missing rather than doing nothing. */
  saveAlwaysEnabled?: boolean;
  /** Above the form (breadcrumbs, tabs, a warning). */
  lead?: ReactNode;
}

export interface ContentEditProps extends ContentFormProps {
  /** The record's id, when the route names it otherwise than `:id`. */
  id?: Identifier;
  /** The form's values from the record as loaded (its place's address, local times). */
  formValues?: (record: RaRecord) => Values;
  /** On Reload (offered on a 409), besides the record: what else the form was built from. */
  onReload?: () => unknown;
  /** The table of the record's history, shown under the form, when no other screen shows it. */
  history?: HistoryTable;
}

export interface ContentCreateProps extends ContentFormProps {
  /** Values the form starts with. */
  defaultValues?: Values;
}

/** Above the form: its lead (breadcrumbs), or none of react-admin's default actions. */
const leadActions = (lead: ReactNode) => (lead ? <Box sx={{ py: 1.5 }}>{lead}</Box> : false);

/** The record as the form starts from it. */
function useFormRecord(formValues?: (record: RaRecord) => Values) {
  const record = useRecordContext();
  return useMemo(
    () => (record && formValues ? { ...record, ...formValues(record) } : record),
    [record, formValues],
  );
}

/**
 * The heading, the last refusal, then the form with Save and Back. On an edit screen, for a
 * person who may not change the record (a viewer, or an editor outside their region), the form
 * is read-only: its fields disabled, Back alone, and a line saying why.
 */
function FormBody({
  title,
  failure,
  validate,
  defaultValues,
  formValues,
  backTo,
  saveAlwaysEnabled,
  editing = false,
  children,
}: {
  title: FormTitle;
  editing?: boolean;
  failure: ReactNode;
  validate: ValidateForm;
  defaultValues?: Values;
  formValues?: (record: RaRecord) => Values;
  backTo: string;
  saveAlwaysEnabled?: boolean;
  children: ReactNode;
}) {
  const record = useFormRecord(formValues);
  const refused = useMayNotDo('edit', { record });
  const readOnly = editing && refused;
  return (
    <FieldLabels>
      <FormHeading title={title} />
      {readOnly && <ReadOnlyNotice />}
      {failure}
      <ConsoleForm
        record={record}
        validate={validate}
        defaultValues={defaultValues}
        disabled={readOnly}
        toolbar={
          <FormToolbar backTo={backTo} alwaysEnable={saveAlwaysEnabled} readOnly={readOnly} />
        }
      >
        {children}
      </ConsoleForm>
    </FieldLabels>
  );
}

/**
 * The edit screen of a record. Pessimistic: the form waits for the server, so a refusal keeps
 * the input, shows the server's message and its per-field errors; on a 409, Reload rebuilds
 * the form from the stored version.
 */
export function ContentEdit({ id, formValues, onReload, history, ...form }: ContentEditProps) {
  const { failure, clearFailure, screen, body } = useSaveScreen(form, form.kind.updated);
  const [version, setVersion] = useState(0);
  const { id: routeId } = useParams();
  const { transform } = form;
  const recordId = id ?? routeId;
  return (
    <>
      <Edit
        {...screen}
        // Whoever may read the record sees its form, read-only when they may not change it
        // (FormBody): not react-admin's access-denied page. The auth gate owns signing in.
        disableAuthentication
        id={id}
        mutationMode="pessimistic"
        loading={<Loading />}
        error={<RecordLoadError kind={form.kind} />}
        // The error is shown in place of the form, with Retry, instead of a notification.
        queryOptions={{ onError: () => undefined }}
        transform={
          transform &&
          ((data: RaRecord, options?: { previousData?: RaRecord }) =>
            transform(data, options?.previousData))
        }
      >
        <FormBody
          {...body}
          key={version}
          failure={
            <EditSaveFailure
              failure={failure}
              onReload={async () => {
                clearFailure();
                await onReload?.();
                setVersion((count) => count + 1);
              }}
            />
          }
          formValues={formValues}
          editing
        />
      </Edit>
      {history && recordId !== undefined && (
        <>
          <ChildRecords table={history} id={recordId} />
          <RecordHistory resource={history} id={recordId} />
        </>
      )}
    </>
  );
}

/** Why the record could not be loaded, in place of its form. */
function RecordLoadError({ kind }: { kind: ContentKind }) {
  const { error, refetch } = useEditContext();
  const translate = useTranslate();
  return (
    <LoadError
      error={error}
      fallback={translate('console.shared.form.load_failed', { noun: kind.noun(translate) })}
      onRetry={refetch}
    />
  );
}

/** On an edit screen Reload refetches the record, then the form is built anew from it. */
function EditSaveFailure({
  failure,
  onReload,
}: {
  failure: unknown;
  onReload: () => Promise<void>;
}) {
  const { refetch } = useEditContext();
  return (
    <SaveFailure
      failure={failure}
      onReload={async () => {
        await refetch();
        await onReload();
      }}
    />
  );
}

/** The create screen of a record. */
export function ContentCreate({ defaultValues, ...form }: ContentCreateProps) {
  const { failure, screen, body } = useSaveScreen(form, form.kind.created);
  const { transform } = form;
  return (
    <Create {...screen} transform={transform && ((data: RaRecord) => transform(data))}>
      <FormBody
        {...body}
        failure={<SaveFailure failure={failure} />}
        defaultValues={defaultValues}
      />
    </Create>
  );
}
