import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { LoadError } from '../../ui/LoadError';
import { CompanyLinks } from './CompanyLinks';
import { CountCards, type DashboardCounts } from './CountCards';
import { PendingCounts } from './PendingCounts';

/** The charts' code (the chart library) and request come after the cards, in a chunk of their own. */
const DashboardCharts = lazy(() =>
  import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })),
);

type CountsRecord = DashboardCounts & { id: string };

/**
 * react-admin answers an empty record for a call refused because the session ended; the counts
 * shown are the last ones loaded, so that the page survives under the sign-in overlay.
 */
function hasCounts(record: Partial<DashboardCounts> | undefined): record is DashboardCounts {
  return (['blogs', 'organizations', 'events', 'users'] as const).every(
    (key) => typeof record?.[key] === 'number',
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const { data, error, refetch } = useGetOne<CountsRecord>('dashboard', { id: 'counts' });
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  if (hasCounts(data) && data !== counts) setCounts(data);

  if (error && !counts) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="ra.page.dashboard" />
        <LoadError
          error={error}
          fallback={translate('console.dashboard.load_failed')}
          onRetry={() => refetch()}
        />
      </Box>
    );
  }
  // Spec 000: the whole dashboard renders nothing until the counts have loaded.
  if (!counts) return null;

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 3 }}>
      <Title title="ra.page.dashboard" />
      <Typography component="h1" variant="h4">
        {translate('ra.page.dashboard')}
      </Typography>
      <CountCards counts={counts} />
      <PendingCounts />
      <CompanyLinks />
      <Suspense fallback={null}>
        <DashboardCharts />
      </Suspense>
    </Box>
  );
}
