import type { Catalogue } from '../../i18n/messages';

/** The possible duplicates' texts in English, under `console.duplicates`. */
export const en = {
  title: 'Possible duplicates',
  filters: {
    province: 'Province',
    no_province: 'No province or state found',
  },
  columns: {
    organization: 'ORGANIZATION',
    other: 'POSSIBLE DUPLICATE',
    reasons: 'REASONS',
    score: 'SCORE',
  },
  not_duplicates: 'Not duplicates',
  not_duplicates_named: 'Not duplicates: %{name} and %{other}',
  not_duplicates_title: 'Not duplicates?',
  not_duplicates_question:
    '%{name} and %{other} will no longer be listed as possible duplicates, even when they change.',
  dismissed: '%{name} and %{other} are marked not duplicates.',
  merge: 'Merge…',
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
