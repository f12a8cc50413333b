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
} satisfies Catalogue;
