import { Box, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Create,
  Edit,
  type Identifier,
  Loading,
  type RaRecord,
  useCreatePath,
  useEditContext,
  useNotify,
  useRecordContext,
  useRedirect,
  type ValidateForm,
} from 'react-admin';
import type { ContentKind } from './contentKind';
import { FormToolbar } from './FormToolbar';
import { ConsoleForm, FieldLabels } from './formFields';
import { SaveFailure } from './SaveFailure';

/** The screen's title, which may name the record once it is loaded. */
function TitleText({ title }: { title: FormTitle }) {
  const record = useRecordContext();
  return typeof title === 'function' ? title(record) : title;
}

/** A form's heading, over its fields (content forms and the multi-call save-flow forms). */
export function FormHeading({ title }: { title: FormTitle }) {
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      <TitleText title={title} />
    </Typography>
  );
}

/** Where Back and a successful save lead: the given path, else the resource's list. */
function useListPath(kind: ContentKind, listPath?: string): string {
  const createPath = useCreatePath();
  return listPath ?? createPath({ resource: kind.resource, type: 'list' });
}

/** On an edit screen Reload (offered on a 409) refetches the record into the form. */
function EditSaveFailure({ failure, onReload }: { failure: unknown; onReload: () => void }) {
  const { refetch } = useEditContext();
  return (
    <SaveFailure
      failure={failure}
      onReload={() => {
        onReload();
        refetch();
      }}
    />
  );
}

/**
 * What a save screen shares: the last refusal (shown above the form), and on success the
 * kind's message and the way back to the list.
 */
function useSaveOutcome(
  kind: ContentKind,
  message: (record: RaRecord) => string,
  listPath?: string,
) {
  const [failure, setFailure] = useState<unknown>(null);
  const notify = useNotify();
  const redirect = useRedirect();
  const backTo = useListPath(kind, listPath);
  const mutationOptions = {
    onSuccess: (record: RaRecord) => {
      notify(message(record), { type: 'success' });
      redirect(backTo);
    },
    onError: setFailure,
  };
  return { failure, clearFailure: () => setFailure(null), backTo, mutationOptions };
}

type FormTitle = string | ((record: RaRecord | undefined) => string);

export interface ContentFormProps {
  kind: ContentKind;
  /** The heading; on an edit screen it may name the record once it is loaded. */
  title: FormTitle;
  validate: ValidateForm;
  children: ReactNode;
  /** Where Back and a successful save lead (default: the resource's list). */
  listPath?: string;
  /** Above the form (e.g. breadcrumbs). */
  lead?: ReactNode;
}

export interface ContentEditProps extends ContentFormProps {
  /** The record's id, when the route names it otherwise than `:id`. */
  id?: Identifier;
}

export interface ContentCreateProps extends ContentFormProps {
  /** Values the form starts with. */
  defaultValues?: Record<string, unknown>;
  /** Values sent beside the form's (e.g. the parent's id from the route). */
  sentWith?: Record<string, unknown>;
}

/** Above the form: its lead (breadcrumbs), or none of react-admin's default actions. */
const leadActions = (lead: ReactNode) => (lead ? <Box sx={{ py: 1.5 }}>{lead}</Box> : false);

/** The heading, the last refusal, then the form with Save and Back. */
function FormBody({
  title,
  failure,
  validate,
  defaultValues,
  backTo,
  children,
}: {
  title: FormTitle;
  failure: ReactNode;
  validate: ValidateForm;
  defaultValues?: Record<string, unknown>;
  backTo: string;
  children: ReactNode;
}) {
  return (
    <FieldLabels>
      <FormHeading title={title} />
      {failure}
      <ConsoleForm
        validate={validate}
        defaultValues={defaultValues}
        toolbar={<FormToolbar backTo={backTo} />}
      >
        {children}
      </ConsoleForm>
    </FieldLabels>
  );
}

/**
 * The edit screen of a content record (/<resource>/<id>). Pessimistic: the form waits for the
 * server, so a refusal keeps the input, shows the server's message and its per-field errors.
 */
export function ContentEdit({
  kind,
  title,
  validate,
  children,
  listPath,
  lead,
  id,
}: ContentEditProps) {
  const { failure, clearFailure, backTo, mutationOptions } = useSaveOutcome(
    kind,
    kind.updated,
    listPath,
  );
  return (
    <Edit
      resource={kind.resource}
      id={id}
      title={<TitleText title={title} />}
      actions={leadActions(lead)}
      mutationMode="pessimistic"
      loading={<Loading />}
      mutationOptions={mutationOptions}
    >
      <FormBody
        title={title}
        failure={<EditSaveFailure failure={failure} onReload={clearFailure} />}
        validate={validate}
        backTo={backTo}
      >
        {children}
      </FormBody>
    </Edit>
  );
}

/** The create screen of a content record (/<resource>/create). */
export function ContentCreate({
  kind,
  title,
  validate,
  children,
  listPath,
  lead,
  defaultValues,
  sentWith,
}: ContentCreateProps) {
  const { failure, backTo, mutationOptions } = useSaveOutcome(kind, kind.created, listPath);
  return (
    <Create
      resource={kind.resource}
      title={<TitleText title={title} />}
      actions={leadActions(lead)}
      transform={sentWith ? (data: RaRecord) => ({ ...data, ...sentWith }) : undefined}
      mutationOptions={mutationOptions}
    >
      <FormBody
        title={title}
        failure={<SaveFailure failure={failure} />}
        validate={validate}
        defaultValues={defaultValues}
        backTo={backTo}
      >
        {children}
      </FormBody>
    </Create>
  );
}
