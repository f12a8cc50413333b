import type { Catalogue } from '../i18n/messages';

/** The texts of the pieces the shell and every screen share, in English, under `console.ui`. */
export const en = {
  retry: 'Retry',
} satisfies Catalogue;
