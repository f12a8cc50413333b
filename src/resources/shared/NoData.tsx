import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What every table shows when it has no rows (spec 000: "No data"). */
export function NoData() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      {translate('console.shared.no_data')}
    </Typography>
  );
}
