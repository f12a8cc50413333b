import { Alert, Box, Button, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { errorMessage } from '../errorMessage';
import { CompanyLinks } from './CompanyLinks';
import { CountCards, type DashboardCounts } from './CountCards';

type CountsRecord = DashboardCounts & { id: string };

export function Dashboard() {
  const {
    data: counts,
    error,
    isPending,
    refetch,
  } = useGetOne<CountsRecord>('dashboard', {
    id: 'counts',
  });

  if (error) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Dashboard" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, 'The dashboard could not be loaded.')}
        </Alert>
      </Box>
    );
  }
  // Spec 000: the whole dashboard renders nothing until the counts have loaded.
  if (isPending || !counts) return null;

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 3 }}>
      <Title title="Dashboard" />
      <Typography component="h1" variant="h4">
        Dashboard
      </Typography>
      <CountCards counts={counts} />
      <CompanyLinks />
    </Box>
  );
}
