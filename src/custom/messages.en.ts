import type { Catalogue } from '../i18n/messages';

/** The shell texts in English, under `console.custom`. */
export const en = {
  not_found: {
    title: 'Page not found',
    explanation:
      'There is no page at this address. Check the address, or go back to the dashboard.',
    back: 'Back to the dashboard',
  },
} satisfies Catalogue;
