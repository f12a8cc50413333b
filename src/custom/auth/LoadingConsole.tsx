import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSignInText } from '../login/signInText';

/** Shown for the moment the console's code takes to arrive after sign-in. */
export function LoadingConsole() {
  const { text } = useSignInText();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={text('console.auth.loading_console')} />
    </Box>
  );
}
