import VerifiedIcon from '@mui/icons-material/Verified';
import { Button } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useNotify, useRefresh, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { useMayDo } from '../../authProvider/useMayDo';
import { verifyOrganization } from '../../dataProvider/resources/organizationsVerification';
import { errorMessage } from '../../ui/errorMessage';
import { useNotifyText } from '../shared/notifyText';

/**
 * The Verified action on an organization: records that it was checked and is still right, says
 * so, and refreshes what shows it; `onVerified` follows a success (the review queue moves on).
 * A refusal (changed by someone else since, or not the person's to change) is told in a
 * notification that stays until closed. Hidden from those who may not change the organization.
 */
export function VerifiedButton({
  record,
  onVerified,
}: {
  record: RaRecord;
  onVerified?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const mayChange = useMayDo('edit', { resource: organizations.name, record });
  if (!mayChange) return null;

  const verify = async () => {
    setSending(true);
    try {
      await verifyOrganization(record.id, record.updated_at as string | undefined);
      notify('console.organizations.verification.verified', { type: 'success' });
      onVerified?.();
    } catch (error) {
      notifyText(errorMessage(error, translate('console.organizations.verification.failed')), {
        type: 'error',
        autoHideDuration: null,
      });
    } finally {
      setSending(false);
      refresh();
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<VerifiedIcon />}
      onClick={() => void verify()}
      disabled={sending}
      title={translate('console.organizations.verification.verify_hint')}
    >
      {translate('console.organizations.verification.verify')}
    </Button>
  );
}
