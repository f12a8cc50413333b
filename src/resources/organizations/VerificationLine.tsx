import { Box, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { VerifiedButton } from './VerifiedButton';

/** The sentence's wording, [due, overdue], with and without the name of who verified it. */
const LINES = {
  named: [
    'console.organizations.verification.line',
    'console.organizations.verification.line_overdue',
  ],
  anonymous: [
    'console.organizations.verification.line_anonymous',
    'console.organizations.verification.line_anonymous_overdue',
  ],
} as const;

/** The verification's sentence: when and by whom, and when it is due (or since when overdue). */
export function verificationText(
  organization: RaRecord,
  translate: (key: string, options?: object) => string,
  now: Date = new Date(),
): string {
  const due = organization.review_due_at as string;
  const overdue = new Date(due).getTime() < now.getTime();
  const name = organization.verified_by_name as string | null;
  const key = name ? LINES.named[overdue ? 1 : 0] : LINES.anonymous[overdue ? 1 : 0];
  return translate(key, {
    date: formatDate(organization.last_verified_at),
    name,
    due: formatDate(due),
  });
}

const isOverdue = (organization: RaRecord) =>
  new Date(organization.review_due_at as string).getTime() < Date.now();

/** A list's Last verified cell: the day, and "overdue" in words when it is. */
export function LastVerified({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  const day = formatDate(organization.last_verified_at);
  if (!isOverdue(organization)) return <>{day}</>;
  return (
    <>
      {day}{' '}
      <Typography component="span" variant="body2" color="warning.dark">
        ({translate('console.organizations.review.overdue').toLowerCase()})
      </Typography>
    </>
  );
}

/**
 * The organization page's line on its verification, with the Verified action beside it (for
 * those who may change the organization). An overdue one says so in words and in the warning
 * colour.
 */
export function VerificationLine({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  if (!organization.last_verified_at) return null;
  const overdue = isOverdue(organization);
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
