import VerifiedIcon from '@mui/icons-material/Verified';
import { type RaRecord, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { verifyOrganization } from '../../dataProvider/resources/organizationsVerification';
import { RecordActionButton } from '../shared/RecordActionButton';

/**
 * The Verified action on an organization: records that it was checked and is still right (over
 * a change made since it was shown, the server refuses it); `onVerified` follows a success (the
 * review queue moves on).
 */
export function VerifiedButton({
  record,
  onVerified,
}: {
  record: RaRecord;
  onVerified?: () => void;
}) {
  const translate = useTranslate();
  return (
    <RecordActionButton
      resource={organizations.name}
      record={record}
      run={() => verifyOrganization(record.id, record.updated_at as string | undefined)}
      icon={<VerifiedIcon />}
      text={translate('console.organizations.verification.verify')}
      hint={translate('console.organizations.verification.verify_hint')}
      done={translate('console.organizations.verification.verified')}
      noReason={translate('console.organizations.verification.failed')}
      onDone={onVerified}
    />
  );
}
