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
  review: {
    heading: 'Révision des fiches',
    save: 'Enregistrer l’intervalle de révision',
    interval: 'Intervalle de révision (mois)',
    interval_hint:
      'Un organisme est à revoir ce nombre de mois après sa dernière vérification, à moins que sa catégorie ne fixe son propre intervalle.',
    needs_settings:
      'Enregistrez d’abord les paramètres de l’application ci-dessus. D’ici là, les organismes sont à revoir 12 mois après leur dernière vérification.',
  },
};
