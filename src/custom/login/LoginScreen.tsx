import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { requestLocalCredential, signInWithCredential } from '../../authProvider';
import type { SignedOutReason } from '../../authProvider/session';
import { type AuthConfig, loadAuthConfig } from '../../config';
import { BRAND_NAME, COPYRIGHT_YEAR, LOGO_URL } from '../theme/brand';
import { createLoginTheme } from './loginTheme';

/** The language of Google's sign-in widget (spec 000, section 1). */
const GOOGLE_WIDGET_LOCALE = 'pt-BR';

export const LOCAL_SIGN_IN_LABEL = 'Sign in as local admin';

const reasonMessages: Record<SignedOutReason, string | null> = {
  'signed-out': null,
  expired: 'Your session has expired. Please sign in again.',
  forbidden:
    'Your account does not have administrator access. Please sign in with an administrator account.',
};

type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: AuthConfig }
  | { status: 'failed'; message: string };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface LoginScreenProps {
  /** Why the previous session ended, if it did. */
  reason: SignedOutReason | null;
  /** Drawn above a console that stays mounted underneath (expired or refused session). */
  overlay?: boolean;
}

export function LoginScreen({ reason, overlay = false }: LoginScreenProps) {
  const theme = useMemo(createLoginTheme, []);
  const [configState, setConfigState] = useState<ConfigState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const loadConfig = useCallback(() => {
    setConfigState({ status: 'loading' });
    loadAuthConfig().then(
      (config) => setConfigState({ status: 'ready', config }),
      (error: unknown) =>
        setConfigState({
          status: 'failed',
          message: messageOf(error, 'The server cannot be reached.'),
        }),
    );
  }, []);
  useEffect(loadConfig, [loadConfig]);

  const signIn = async (obtainCredential: () => Promise<string>) => {
    setBusy(true);
    setProblem(null);
    try {
      await signInWithCredential(await obtainCredential());
    } catch (error) {
      setProblem(messageOf(error, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  };

  const notice = problem ?? (reason ? reasonMessages[reason] : null);

  return (
    <ThemeProvider theme={theme}>
      {!overlay && <CssBaseline />}
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          bgcolor: 'background.default',
          color: 'text.primary',
          ...(overlay && { position: 'fixed', inset: 0, zIndex: 2000, overflow: 'auto' }),
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
          <CardContent sx={{ p: 4 }}>
            <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Box
                component="img"
                src={LOGO_URL}
                alt={`${BRAND_NAME} logo`}
                sx={{ width: 72, height: 72 }}
              />
              <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
                {BRAND_NAME}{' '}
                <Box component="span" sx={{ color: 'primary.main', letterSpacing: '0.12em' }}>
                  ADMIN
                </Box>
              </Typography>
              {notice && (
                <Alert
                  severity={problem || reason === 'forbidden' ? 'error' : 'warning'}
                  sx={{ width: '100%', textAlign: 'left' }}
                >
                  {notice}
                </Alert>
              )}
              <SignInControls
                configState={configState}
                busy={busy}
                onRetry={loadConfig}
                onCredential={(credential) => signIn(async () => credential)}
                onLocalSignIn={() => signIn(requestLocalCredential)}
                onGoogleProblem={setProblem}
              />
              <Typography variant="caption" color="text.secondary">
                © {COPYRIGHT_YEAR} {BRAND_NAME}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}

interface SignInControlsProps {
  configState: ConfigState;
  busy: boolean;
  onRetry: () => void;
  onCredential: (credential: string) => void;
  onLocalSignIn: () => void;
  onGoogleProblem: (message: string) => void;
}

function SignInControls({
  configState,
  busy,
  onRetry,
  onCredential,
  onLocalSignIn,
  onGoogleProblem,
}: SignInControlsProps) {
  if (configState.status === 'loading') {
    return <CircularProgress size={32} aria-label="Loading sign-in options" />;
  }
  if (configState.status === 'failed') {
    return (
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {configState.message}
        </Alert>
        <Button variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    );
  }
  const { googleClientId, localSignIn } = configState.config;
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center' }} aria-busy={busy}>
      {googleClientId && (
        <Box
          sx={{ minHeight: 44, ...(busy && { pointerEvents: 'none', opacity: 0.5 }) }}
          aria-disabled={busy}
        >
          {/* GoogleLogin takes its language from the provider's locale. */}
          <GoogleOAuthProvider
            clientId={googleClientId}
            locale={GOOGLE_WIDGET_LOCALE}
            onScriptLoadError={() =>
              onGoogleProblem(
                'Google sign-in could not be loaded. Check the connection and reload the page.',
              )
            }
          >
            <GoogleLogin
              onSuccess={({ credential }) => {
                if (credential) onCredential(credential);
                else onGoogleProblem('Google did not return a credential. Please try again.');
              }}
              onError={() => onGoogleProblem('Google sign-in failed. Please try again.')}
            />
          </GoogleOAuthProvider>
        </Box>
      )}
      {localSignIn && (
        <Button variant="contained" size="large" fullWidth disabled={busy} onClick={onLocalSignIn}>
          {LOCAL_SIGN_IN_LABEL}
        </Button>
      )}
      {!googleClientId && !localSignIn && (
        <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
          No sign-in method is configured on the server.
        </Alert>
      )}
      {busy && <CircularProgress size={24} aria-label="Signing in" />}
    </Stack>
  );
}
