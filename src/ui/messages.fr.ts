import type { SameKeys } from '../i18n/messages';
import type { en } from './messages.en';

/** The texts of the pieces the shell and every screen share, in French. */
export const fr: SameKeys<typeof en> = {
  retry: 'Réessayer',
};
