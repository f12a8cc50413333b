import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  type Identifier,
  LinkBase,
  type RaRecord,
  Title,
  type UseGetOneHookValue,
} from 'react-admin';
import { LoadError } from '../LoadError';
import { OrganizationLead } from '../organizations/OrganizationTabs';

export interface MemberDetailProps {
  organizationId: Identifier;
  organizationName?: string;
  /** The heading, given the loaded record. */
  title: (record: RaRecord) => string;
  query: UseGetOneHookValue<RaRecord>;
  /** Label and value of each shown field. */
  fields: (record: RaRecord) => [string, unknown][];
  backTo: string;
  /** How a failed load is named. */
  noun: string;
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** One sponsor, participant or role of an event: its fields and Back to its list. */
export function MemberDetail({
  organizationId,
  organizationName,
  title,
  query,
  fields,
  backTo,
  noun,
}: MemberDetailProps) {
  const record = query.data;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={record ? title(record) : noun} />
      <Box sx={{ py: 1.5 }}>
        <OrganizationLead organizationId={organizationId} name={organizationName} />
      </Box>
      <Card>
        <CardContent>
          {query.isError ? (
            <LoadError
              error={query.error}
              fallback={`The ${noun.toLowerCase()} could not be loaded.`}
              onRetry={() => query.refetch()}
            />
          ) : !record ? (
            <Typography>Loading...</Typography>
          ) : (
            <>
              <Typography component="h1" variant="h6" gutterBottom>
                {title(record)}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: 1.5, m: 0 }}
              >
                {fields(record).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary" variant="body2">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {text(value)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Button
            component={LinkBase}
            to={backTo}
            startIcon={<ArrowBackIcon />}
            variant="outlined"
            sx={{ mt: 3 }}
          >
            Back
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
