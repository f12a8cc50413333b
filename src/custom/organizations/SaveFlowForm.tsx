import { Box } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Title,
  useNavigate,
  useNotificationContext,
  useNotify,
  type ValidateForm,
} from 'react-admin';
import { FormHeading } from '../../resources/shared/ContentForm';
import { FormToolbar } from '../../resources/shared/FormToolbar';
import { ConsoleForm, FieldLabels } from '../../resources/shared/formFields';
import { SaveFailure } from '../../resources/shared/SaveFailure';
import { fieldErrorsOf } from '../errorMessage';

type Values = Record<string, unknown>;

export interface SaveFlowFormProps {
  title: string;
  /** Above the heading (breadcrumbs, tabs). */
  lead?: ReactNode;
  /** Where Back leads. */
  backTo: string;
  /** What the form starts with. */
  defaultValues: Values;
  validate: ValidateForm;
  /**
   * Saves the values and answers the success text and where to go next; throws the failure
   * to show.
   */
  save: (values: Values) => Promise<{ message: string; to: string }>;
  /** On a 409: reload the stored version (the form is then rebuilt from it). */
  reload?: () => void;
  children: ReactNode;
}

/**
 * A form whose Save is a call of the screen's own (an organization or an event with its
 * location, a location's address): a refusal shows the server's message in a banner above the
 * kept input, clears any success banner, and puts the server's per-field messages on the
 * fields; a 409 offers Reload when the screen can reload.
 */
export function SaveFlowForm({
  title,
  lead,
  backTo,
  defaultValues,
  validate,
  save,
  reload,
  children,
}: SaveFlowFormProps) {
  const [failure, setFailure] = useState<unknown>(null);
  const { resetNotifications } = useNotificationContext();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async (values: Values) => {
    setFailure(null);
    let next: { message: string; to: string };
    try {
      next = await save(values);
    } catch (error) {
      resetNotifications();
      setFailure(error);
      const errors = fieldErrorsOf(error);
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
    const { message, to } = next;
    notify(message, { type: 'success' });
    // The saved form takes the place of the form in the history: Back leads to where the
    // administrator came from, not to a form whose work is done (and whose scope is lost).
    navigate(to, { replace: true });
    return undefined;
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      {lead && <Box sx={{ py: 1.5 }}>{lead}</Box>}
      <FieldLabels>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
          <FormHeading title={title} />
          <SaveFailure
            failure={failure}
            onReload={
              reload &&
              (() => {
                setFailure(null);
                reload();
              })
            }
          />
          <ConsoleForm
            defaultValues={defaultValues}
            validate={validate}
            onSubmit={submit}
            toolbar={<FormToolbar backTo={backTo} alwaysEnable />}
          >
            {children}
          </ConsoleForm>
        </Box>
      </FieldLabels>
    </Box>
  );
}
