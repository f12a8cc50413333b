import type { Catalogue } from '../../i18n/messages';

/** The possible duplicates' texts in English, under `console.duplicates`. */
export const en = {
  /** The organization form's warning, shown while what is typed resembles live organizations. */
  warning: {
    title: 'Possible duplicates',
    lead: 'These organizations may be the one you are entering. You can still save.',
    new_tab: 'opens in a new tab',
  },
  /** Why two organizations may be one (DUPLICATE_REASONS). */
  reasons: {
    name: 'similar name',
    phone: 'same phone',
    email: 'same e-mail',
    website: 'same website',
  },
  no_place: 'No municipality',
} satisfies Catalogue;
