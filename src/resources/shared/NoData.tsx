import { Typography } from '@mui/material';

/** What every table shows when it has no rows (spec 000: "No data"). */
export function NoData() {
  return (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      No data
    </Typography>
  );
}
