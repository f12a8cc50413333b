import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown for the moment the console's code takes to arrive after sign-in. */
export function LoadingConsole() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading the console" />
    </Box>
  );
}
