import type { Catalogue } from '../../i18n/messages';

/** The settings screen's texts in English, under `console.settings`. */
export const en = {
  title: 'Settings',
  heading: 'App Settings',
  fields: {
    ios_current_version: 'Current Version (iOS)',
    android_current_version: 'Current Version (Android)',
    ios_min_version: 'Min Version (iOS)',
    android_min_version: 'Min Version (Android)',
  },
  loading: 'Loading settings',
  load_failed: 'Failed to load settings.',
  saving: 'Saving...',
  saved: 'Settings saved successfully!',
  save_failed: 'Failed to save settings.',
  /** The review interval's card (verification of listings). */
  review: {
    heading: 'Listing reviews',
    save: 'Save the review interval',
    interval: 'Review interval (months)',
    interval_hint:
      'An organization is due for review this many months after it was last verified, unless its category sets its own interval.',
    needs_settings:
      'Save the app settings above first. Until then, organizations are due 12 months after they were last verified.',
  },
} satisfies Catalogue;
