import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The settings screen's texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'Paramètres',
  heading: 'Paramètres de l’application',
  fields: {
    ios_current_version: 'Version actuelle (iOS)',
    android_current_version: 'Version actuelle (Android)',
    ios_min_version: 'Version minimale (iOS)',
    android_min_version: 'Version minimale (Android)',
  },
  loading: 'Chargement des paramètres',
  load_failed: 'Impossible de charger les paramètres.',
  saving: 'Enregistrement...',
  saved: 'Paramètres enregistrés avec succès!',
  save_failed: 'Impossible d’enregistrer les paramètres.',
};
