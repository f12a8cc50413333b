import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Create,
  Edit,
  ListButton,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useNotify,
  useRedirect,
  type ValidateForm,
} from 'react-admin';
import { errorMessage, statusOf } from '../../custom/errorMessage';
import type { ContentKind } from './contentKind';

function FormToolbar() {
  return (
    <Toolbar sx={{ gap: 2, justifyContent: 'flex-start' }}>
      <SaveButton />
      <ListButton label="Back" icon={<ArrowBackIcon />} variant="outlined" size="medium" />
    </Toolbar>
  );
}

function FormHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {children}
    </Typography>
  );
}

/** Why the last save failed: the server's message, above the form that keeps the input. */
function SaveFailure({ failure, action }: { failure: unknown; action?: ReactNode }) {
  if (failure === null) return null;
  return (
    <Alert severity="error" action={action} sx={{ mx: 2, mt: 2 }}>
      {errorMessage(failure, 'The changes could not be saved. Please try again.')}
    </Alert>
  );
}

/**
 * On an edit screen a 409 means someone saved the record meanwhile: Reload fetches their
 * version into the form (the input typed here is replaced, as the user asked).
 */
function EditSaveFailure({ failure, onReload }: { failure: unknown; onReload: () => void }) {
  const { refetch } = useEditContext();
  const reload =
    statusOf(failure) === 409 ? (
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          onReload();
          refetch();
        }}
      >
        Reload
      </Button>
    ) : undefined;
  return <SaveFailure failure={failure} action={reload} />;
}

export interface ContentFormProps {
  kind: ContentKind;
  title: string;
  validate: ValidateForm;
  children: ReactNode;
}

/**
 * The edit screen of a content record (/<resource>/<id>). Pessimistic: the form waits for the
 * server, so a refusal keeps the input, shows the server's message and its per-field errors.
 */
export function ContentEdit({ kind, title, validate, children }: ContentFormProps) {
  const [failure, setFailure] = useState<unknown>(null);
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource={kind.resource}
      title={title}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(kind.updated(record), { type: 'success' });
          redirect('list', kind.resource);
        },
        onError: setFailure,
      }}
    >
      <FormHeading>{title}</FormHeading>
      <EditSaveFailure failure={failure} onReload={() => setFailure(null)} />
      <SimpleForm validate={validate} toolbar={<FormToolbar />}>
        {children}
      </SimpleForm>
    </Edit>
  );
}

/** The create screen of a content record (/<resource>/create). */
export function ContentCreate({ kind, title, validate, children }: ContentFormProps) {
  const [failure, setFailure] = useState<unknown>(null);
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource={kind.resource}
      title={title}
      actions={false}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(kind.created(record), { type: 'success' });
          redirect('list', kind.resource);
        },
        onError: setFailure,
      }}
    >
      <FormHeading>{title}</FormHeading>
      <SaveFailure failure={failure} />
      <SimpleForm validate={validate} toolbar={<FormToolbar />}>
        {children}
      </SimpleForm>
    </Create>
  );
}
