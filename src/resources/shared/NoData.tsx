import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

/** What a list's resource says when its filters match nothing; others say "No records match". */
const NO_RESULTS: Readonly<Record<string, MessageKey>> = {
  organizations: 'console.shared.no_results.organizations',
  'municipality-organizations': 'console.shared.no_results.organizations',
  events: 'console.shared.no_results.events',
  'organization-events': 'console.shared.no_results.events',
  locations: 'console.shared.no_results.locations',
  countries: 'console.shared.no_results.countries',
  states: 'console.shared.no_results.states',
  cities: 'console.shared.no_results.cities',
  'event-sponsors': 'console.shared.no_results.sponsors',
  'event-participants': 'console.shared.no_results.participants',
  history: 'console.shared.no_results.activity',
  trash: 'console.shared.no_results.trash',
};

/**
 * What every table shows when it has no rows: "No data" (spec 000). With filters applied (a
 * search, a status, a letter, a date filter remembered from the dashboard) it also says that
 * nothing matches them and offers Clear filters, which shows the whole list again
 * (react-admin's ListNoResults); a list that is truly empty says "No data" alone.
 */
export function NoData() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const noData = (
    <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
      {translate('console.shared.no_data')}
    </Typography>
  );
  if (!filtered) return <Box sx={{ p: 4 }}>{noData}</Box>;
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box role="status">
        {noData}
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate((resource && NO_RESULTS[resource]) ?? 'console.shared.no_results.records')}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<FilterAltOffIcon />}
        // Every filter goes, and the filter buttons react-admin shows with them.
        onClick={() => setFilters({}, [])}
      >
        {translate('console.shared.no_results.clear_filters')}
      </Button>
    </Box>
  );
}
