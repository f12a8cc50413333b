import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { chosenLocale } from '../../i18n/locale';
import { signInText } from '../login/signInText';

interface State {
  failed: boolean;
}

/**
 * The console's code is fetched after sign-in; if that download fails (offline, or a new
 * release replaced the files), say so and offer a reload instead of a blank page. The console's
 * texts come with that code, so this one is in the sign-in screen's catalogue.
 */
export class ConsoleLoadBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const locale = chosenLocale();
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {signInText('console.auth.reload', locale)}
            </Button>
          }
        >
          {signInText('console.auth.load_failed', locale)}
        </Alert>
      </Box>
    );
  }
}
