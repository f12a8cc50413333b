import { CreateRecordDialog } from '../../resources/shared/CreateRecordDialog';

/** Spec 000, section 9: the modal fades in 150 ms. */
const MODAL_FADE_MS = 150;

export interface AddCompanyLinkDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * The Add New Company Link modal. A refusal from the server is shown inside the modal and the
 * input is kept, so that the administrator can correct it (the spec only logs it).
 */
export function AddCompanyLinkDialog({ open, onClose, onAdded }: AddCompanyLinkDialogProps) {
  return (
    <CreateRecordDialog
      open={open}
      title="console.dashboard.add_link.title"
      resource="company-links"
      fields={[
        { source: 'name', label: 'console.dashboard.add_link.name' },
        { source: 'url', label: 'console.dashboard.add_link.url', type: 'url' },
      ]}
      initialValues={{ name: '', url: '' }}
      fallback="console.dashboard.add_link.failed"
      submitLabel="ra.action.add"
      pendingLabel="console.dashboard.add_link.adding"
      maxWidth="sm"
      transitionDuration={MODAL_FADE_MS}
      // Spec 000, section 5: without both fields, or while saving, nothing happens.
      canSubmit={({ name = '', url = '' }) => name.trim() !== '' && url.trim() !== ''}
      onCreated={onAdded}
      onCancel={onClose}
    />
  );
}
