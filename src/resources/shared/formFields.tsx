import { Alert, Box } from '@mui/material';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  AddNotificationContext,
  type NotificationPayload,
  SimpleForm,
  type SimpleFormProps,
  useAddNotificationContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { invalidFieldsMessage } from '../../../shared/validation';
import { inFormOrder } from './formOrder';

type Values = Record<string, unknown>;

/**
 * The fields a form's rules refuse when left blank, with its switches (checkboxes, which are
 * never blank) as they are set: a corkboard organization needs no category. The rules are the
 * form's `validate`, built on the shared schemas the server checks, so the marks, the messages
 * after Save and the server agree.
 */
export function requiredFields(validate: ValidateForm, values: Values): Set<string> {
  const switches = Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'boolean'),
  );
  const errors = validate(switches as FieldValues);
  if (!errors || errors instanceof Promise) return new Set();
  return new Set(Object.keys(errors).filter((field) => !(field in switches)));
}

/** The labels the form's inputs show, by field name, as the inputs declare them (message keys). */
const LabelsContext = createContext<Map<string, string> | null>(null);
const RequiredContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Collects the labels of a screen's inputs (or takes a table of them), so that a message about
 * fields names them as the user sees them.
 */
export function FieldLabels({
  labels,
  children,
}: {
  labels?: Iterable<[string, string]>;
  children: ReactNode;
}) {
  const [registry] = useState(() => new Map(labels));
  return <LabelsContext.Provider value={registry}>{children}</LabelsContext.Provider>;
}

/** Names a field as the form shows it: its input's label, else the field's own name. */
export function useLabelOf(): (field: string) => string {
  const labels = useContext(LabelsContext);
  const translate = useTranslate();
  return useCallback(
    (field: string) => {
      const label = labels?.get(field);
      return label === undefined ? field : translate(label);
    },
    [labels, translate],
  );
}

/**
 * A form input's part: registers its label for messages, and answers whether the form's rules
 * require it now (the asterisk in its label).
 */
export function useFormField(source: string, label?: unknown): boolean {
  const labels = useContext(LabelsContext);
  useEffect(() => {
    if (labels && typeof label === 'string') labels.set(source, label);
  }, [labels, source, label]);
  return useContext(RequiredContext).has(source);
}

/** Gives a form's inputs their required marks from `validate`. */
function RequiredMarks({ validate, children }: { validate: ValidateForm; children: ReactNode }) {
  const values = useWatch() as Values;
  const required = requiredFields(validate, values);
  // A new set only when the marks change, so that typing does not re-render every input.
  const key = [...required].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the set
  const marks = useMemo(() => required, [key]);
  return <RequiredContext.Provider value={marks}>{children}</RequiredContext.Provider>;
}

/** react-admin's notification when a form's rules refuse a Save. */
const INVALID_FORM = 'ra.message.invalid_form';

/**
 * Which fields the rules refused at the last Save, named by their labels in the order the form
 * shows them, at the top of the form: in the page rather than a notification, which would float
 * over the fields it names (and on a phone over the Save bar). It goes once the rules pass.
 */
function InvalidFieldsBanner({ fields }: { fields: string[] }) {
  const labelOf = useLabelOf();
  const translate = useTranslate();
  if (fields.length === 0) return null;
  return (
    <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box', scrollMarginTop: 64 }}>
      {translate(invalidFieldsMessage(fields.map(labelOf)))}
    </Alert>
  );
}

/**
 * The console's form (inside `FieldLabels`): react-admin's SimpleForm whose inputs are marked
 * required from `validate`, and whose refusal on Save names the refused fields by their labels,
 * in form order, in a banner at the top of the form in place of react-admin's "Please check for
 * errors" notification. (Its `disableInvalidFormNotification` would reach the DOM through
 * SimpleForm, so that notification is caught on its way instead.)
 * Leaving it with unsaved changes (a sidebar link, Back) asks first, so typing is not lost
 * silently; a save does not ask.
 */
export function ConsoleForm({
  validate,
  children,
  ...props
}: Omit<SimpleFormProps, 'validate'> & { validate: ValidateForm }) {
  const refused = useRef<string[]>([]);
  const [invalidFields, setInvalidFields] = useState<string[]>([]);
  const top = useRef<HTMLDivElement>(null);
  const remembered = useCallback(
    (values: FieldValues) => {
      const errors = validate(values);
      if (!(errors instanceof Promise)) {
        refused.current = Object.keys(errors ?? {});
        if (refused.current.length === 0) setInvalidFields((shown) => (shown.length ? [] : shown));
      }
      return errors;
    },
    [validate],
  );
  const addNotification = useAddNotificationContext();
  const caught = useCallback(
    (notification: NotificationPayload) => {
      if (notification.message !== INVALID_FORM || refused.current.length === 0) {
        addNotification(notification);
        return;
      }
      setInvalidFields(inFormOrder(refused.current, top.current?.closest('form') ?? null));
    },
    [addNotification],
  );
  return (
    <AddNotificationContext.Provider value={caught}>
      <SimpleForm warnWhenUnsavedChanges {...props} validate={remembered}>
        <Box ref={top} sx={{ width: '100%', '&:empty': { display: 'none' } }}>
          <InvalidFieldsBanner fields={invalidFields} />
        </Box>
        <RequiredMarks validate={validate}>{children}</RequiredMarks>
      </SimpleForm>
    </AddNotificationContext.Provider>
  );
}
