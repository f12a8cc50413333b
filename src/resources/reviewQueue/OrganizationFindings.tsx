import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Identifier, useTranslate } from 'react-admin';
import { type OpenFinding, organizationFindings } from '../../dataProvider/resources/reviewQueue';
import { formatDate } from '../../i18n/format';
import { FINDING_DETAILS, FINDING_LABELS } from './findingTexts';

/** A finding in words, with its detail (a date, a distance) where it has one. */
function findingText(finding: OpenFinding, translate: (key: string, options?: object) => string) {
  const { code, detail } = finding;
  const withDetail = FINDING_DETAILS[code];
  if (detail === undefined || withDetail === undefined) return translate(FINDING_LABELS[code]);
  return translate(withDetail, {
    date: formatDate(detail),
    km: detail,
  });
}

/**
 * The organization page's open data-quality findings (the reasons it is in the review queue),
 * read again whenever the page is (after a save or a verification).
 */
export function OrganizationFindings({
  organizationId,
  version,
}: {
  organizationId: Identifier;
  /** The organization's `updated_at`: a change of it reads the findings again. */
  version?: unknown;
}) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['organization-findings', String(organizationId), version],
    queryFn: () => organizationFindings(organizationId),
  });
  const headingId = `findings-${organizationId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h2">
        {translate('console.reviewQueue.open_findings')}
      </Typography>
      {query.isError ? (
        <Alert severity="error">{translate('console.reviewQueue.findings_failed')}</Alert>
      ) : query.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.reviewQueue.no_findings')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {(query.data ?? []).map((finding) => (
            <ListItem key={finding.code} disableGutters sx={{ py: 0 }}>
              <Typography variant="body2">{findingText(finding, translate)}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
