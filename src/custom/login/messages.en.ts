import type { Catalogue } from '../../i18n/messages';

/**
 * The sign-in screen's texts in English, under `console.login`. It shows before the console's code
 * arrives, so it reads them itself (signInText.ts); keep this catalogue small.
 */
export const en = {
  logo: '%{brand} logo',
  admin: 'ADMIN',
  loading: 'Loading',
  loading_options: 'Loading sign-in options',
  retry: 'Retry',
  unreachable: 'The server cannot be reached.',
  connection_failed: 'Cannot reach the server. Check your connection and try again.',
  local_sign_in: 'Sign in as local admin',
  email: 'E-mail',
  email_sign_in: 'Sign in',
  unknown_person: 'No one may sign in as %{email}: add them in User management first.',
  signing_in: 'Signing in',
  no_method: 'No sign-in method is configured on the server.',
  session_expired: 'Your session has expired. Please sign in again.',
  forbidden:
    'Your account does not have administrator access. Please sign in with an administrator account.',
  sign_in_failed: 'Sign-in failed. Please try again.',
  not_an_administrator: 'This account is not an administrator of the directory.',
  no_local_credential: 'The server did not provide a local sign-in credential.',
  google_unavailable:
    'Google sign-in could not be loaded. Check the connection and reload the page.',
  google_no_credential: 'Google did not return a credential. Please try again.',
  google_failed: 'Google sign-in failed. Please try again.',
} satisfies Catalogue;
