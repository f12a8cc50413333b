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
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type AuthConfig, loadAuthConfig } from '../../authProvider/authConfig';
import type { SignedOutReason } from '../../authProvider/session';
import { requestLocalCredential, signInWithCredential } from '../../authProvider/signIn';
import type { Locale } from '../../i18n/locale';
import { BRAND_NAME, COPYRIGHT_YEAR, LOGO_URL } from '../theme/brand';
import { createLoginTheme } from './loginTheme';
import { en } from './messages.en';
import { type SignInValues, useSignInText } from './signInText';

/**
 * The language of Google's sign-in widget (spec 000, section 1), unless the administrator chose
 * French: then the widget speaks French too.
 */
const GOOGLE_WIDGET_LOCALE = 'pt-BR';
const googleWidgetLocale = (locale: Locale) => (locale === 'fr' ? 'fr' : GOOGLE_WIDGET_LOCALE);

/** Sign-in by e-mail, offered in local mode only: its text field is downloaded only then. */
const LocalEmailSignIn = lazy(() => import('./LocalEmailSignIn'));

/** The local sign-in button's name in English, the browser tests' language. */
export const LOCAL_SIGN_IN_LABEL = en.local_sign_in;

const reasonMessages: Record<SignedOutReason, string | null> = {
  'signed-out': null,
  expired: 'console.login.session_expired',
  forbidden: 'console.login.forbidden',
};

type Text = (message: string, values?: SignInValues) => string;

type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: AuthConfig }
  | {
      status: 'failed';
      /** A message key, or the server's own words. */
      message: string;
    };

/**
 * What went wrong, as a message key or the server's own words: a call that never reached the
 * server (status 0) says so in the screen's language.
 */
function problemOf(error: unknown, fallback: string): string {
  if ((error as { status?: unknown } | null)?.status === 0)
    return 'console.login.connection_failed';
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface LoginScreenProps {
  /** Why the previous session ended, if it did. */
  reason: SignedOutReason | null;
  /** Drawn above a console that stays mounted underneath (expired or refused session). */
  overlay?: boolean;
}

export function LoginScreen({ reason, overlay = false }: LoginScreenProps) {
  const { locale, text } = useSignInText();
  const theme = useMemo(() => createLoginTheme(text('console.login.loading')), [text]);
  const [configState, setConfigState] = useState<ConfigState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  // A message key, or the server's own words.
  const [problem, setProblem] = useState<string | null>(null);

  const loadConfig = useCallback(() => {
    setConfigState({ status: 'loading' });
    loadAuthConfig().then(
      (config) => setConfigState({ status: 'ready', config }),
      (error: unknown) =>
        setConfigState({
          status: 'failed',
          message: problemOf(error, 'console.login.unreachable'),
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
      setProblem(problemOf(error, 'console.login.sign_in_failed'));
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
                alt={text('console.login.logo', { brand: BRAND_NAME })}
                sx={{ width: 72, height: 72 }}
              />
              <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
                {BRAND_NAME}{' '}
                <Box component="span" sx={{ color: 'primary.main', letterSpacing: '0.12em' }}>
                  {text('console.login.admin')}
                </Box>
              </Typography>
              {notice && (
                <Alert
                  severity={problem || reason === 'forbidden' ? 'error' : 'warning'}
                  sx={{ width: '100%', textAlign: 'left' }}
                >
                  {text(notice)}
                </Alert>
              )}
              <SignInControls
                text={text}
                googleLocale={googleWidgetLocale(locale)}
                configState={configState}
                busy={busy}
                onRetry={loadConfig}
                onCredential={(credential) => signIn(async () => credential)}
                onLocalSignIn={() => signIn(requestLocalCredential)}
                onSignIn={signIn}
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
  text: Text;
  googleLocale: string;
  configState: ConfigState;
  busy: boolean;
  onRetry: () => void;
  onCredential: (credential: string) => void;
  onLocalSignIn: () => void;
  /** Signs in with the credential `obtainCredential` gets (local sign-in by e-mail). */
  onSignIn: (obtainCredential: () => Promise<string>) => void;
  /** Called with a message key. */
  onGoogleProblem: (message: string) => void;
}

function SignInControls({
  text,
  googleLocale,
  configState,
  busy,
  onRetry,
  onCredential,
  onLocalSignIn,
  onSignIn,
  onGoogleProblem,
}: SignInControlsProps) {
  if (configState.status === 'loading') {
    return <CircularProgress size={32} aria-label={text('console.login.loading_options')} />;
  }
  if (configState.status === 'failed') {
    return (
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {text(configState.message)}
        </Alert>
        <Button variant="outlined" onClick={onRetry}>
          {text('console.login.retry')}
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
            locale={googleLocale}
            onScriptLoadError={() => onGoogleProblem('console.login.google_unavailable')}
          >
            <GoogleLogin
              onSuccess={({ credential }) => {
                if (credential) onCredential(credential);
                else onGoogleProblem('console.login.google_no_credential');
              }}
              onError={() => onGoogleProblem('console.login.google_failed')}
            />
          </GoogleOAuthProvider>
        </Box>
      )}
      {localSignIn && (
        <>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            onClick={onLocalSignIn}
          >
            {text('console.login.local_sign_in')}
          </Button>
          <Suspense fallback={null}>
            <LocalEmailSignIn text={text} busy={busy} onSignIn={onSignIn} />
          </Suspense>
        </>
      )}
      {!googleClientId && !localSignIn && (
        <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
          {text('console.login.no_method')}
        </Alert>
      )}
      {busy && <CircularProgress size={24} aria-label={text('console.login.signing_in')} />}
    </Stack>
  );
}
