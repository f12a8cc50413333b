import { Button } from '@mui/material';
import { useState } from 'react';
import { useDelete, useTranslate } from 'react-admin';
import type { CompanyLink } from '../../../shared/schemas/companyLink';
import { asIs } from '../../i18n/text';
import { ConfirmDialog } from '../../resources/shared/ConfirmDialog';
import { errorMessage } from '../../ui/errorMessage';

export interface DeleteCompanyLinkDialogProps {
  /** Kept while the dialog fades out after `open` turns false. */
  link: CompanyLink | null;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCompanyLinkDialog({
  link,
  open,
  onClose,
  onDeleted,
}: DeleteCompanyLinkDialogProps) {
  const translate = useTranslate();
  const [remove, { isPending }] = useDelete();
  const [failure, setFailure] = useState<unknown>(null);

  const confirm = async () => {
    if (!link || isPending) return;
    try {
      await remove('company-links', { id: link.id, previousData: link }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    onDeleted();
  };

  return (
    <ConfirmDialog
      open={open && link !== null}
      onClose={isPending ? () => undefined : onClose}
      title="console.dashboard.delete_link.title"
      failure={
        failure === null
          ? null
          : errorMessage(failure, translate('console.dashboard.delete_link.failed'))
      }
      question={asIs(translate('console.dashboard.delete_link.question', { name: link?.name }))}
      actions={
        <>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
            {translate('ra.action.confirm')}
          </Button>
        </>
      }
    />
  );
}
