import { Box, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { VerifiedButton } from './VerifiedButton';

/** The verification's sentence: when and by whom, and when it is due (or since when overdue). */
export function verificationText(
  organization: RaRecord,
  translate: (key: string, options?: object) => string,
  now: Date = new Date(),
): string {
  const due = organization.review_due_at as string;
  const overdue = new Date(due).getTime() < now.getTime();
  const name = organization.verified_by_name as string | null;
  const key = `console.organizations.verification.line${name ? '' : '_anonymous'}${overdue ? '_overdue' : ''}`;
  return translate(key, {
    date: formatDate(organization.last_verified_at),
    name,
    due: formatDate(due),
  });
}

/**
 * The organization page's line on its verification, with the Verified action beside it (for
 * those who may change the organization). An overdue one says so in words and in the warning
 * colour.
 */
export function VerificationLine({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  if (!organization.last_verified_at) return null;
  const overdue = new Date(organization.review_due_at as string).getTime() < Date.now();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      data-testid="verification"
    >
      <Typography variant="body2" color={overdue ? 'warning.dark' : 'text.secondary'} role="status">
        {verificationText(organization, translate)}
      </Typography>
      <VerifiedButton record={organization} />
    </Box>
  );
}
