import { useCreateSuggestionContext } from 'react-admin';
import { CreateRecordDialog } from '../shared/CreateRecordDialog';

const ROLE_FIELDS = [
  { source: 'name', label: 'console.participationRoles.fields.name', required: true },
] as const;

/**
 * The role select's "Create a role": a role named in a dialog, saved through the data
 * provider's role create; the participant form comes back with it selected. A refusal (a
 * duplicate name) shows in the dialog, which keeps what was typed.
 */
export function CreateRoleDialog() {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  return (
    <CreateRecordDialog
      open
      title="console.participationRoles.new"
      resource="participation-roles"
      fields={ROLE_FIELDS}
      initialValues={{ name: filter ?? '' }}
      fallback="console.participationRoles.create_failed"
      submitLabel="ra.action.save"
      maxWidth="xs"
      onCreated={onCreate}
      onCancel={onCancel}
    />
  );
}
