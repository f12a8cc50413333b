import type { Catalogue } from '../../i18n/messages';

/**
 * The auth texts in English, under `console.auth`. The loading and load-failure texts show before
 * the console's code (and its i18n provider) arrive: the sign-in screen's catalogue brings them.
 */
export const en = {
  loading_console: 'Loading the console',
  load_failed: 'The console could not be loaded. Check your connection, then reload the page.',
  reload: 'Reload',
  session_expired: 'Your session has expired. Please sign in again.',
  not_an_administrator: 'This account is not an administrator of the directory.',
} satisfies Catalogue;
