import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What every table shows when it has no rows: "No data" (spec 000). With filters applied (a
 * search, a status, a letter, a date filter remembered from the dashboard) it also says that
 * nothing matches them and offers Clear filters, which shows the whole list again
 * (react-admin's ListNoResults); a list that is truly empty says "No data" alone.
 */
export function NoData() {
  const translate = useTranslate();
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
          {translate('console.shared.no_results.records')}
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
