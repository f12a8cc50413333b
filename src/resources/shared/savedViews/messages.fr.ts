import type { SameKeys } from '../../../i18n/messages';
import type { en } from './messages.en';

/** Le menu Vues de chaque liste et ses fenêtres, en français, sous `console.savedViews`. */
export const fr: SameKeys<typeof en> = {
  button: 'Vues',
  title: 'Vues enregistrées',
  none: 'Aucune vue enregistrée pour cette liste.',
  load_failed: 'Impossible de charger les vues enregistrées.',
  shared_by: 'Partagée par %{email}',
  shared_by_you: 'Partagée avec tout le monde',
  only_you: 'Vous seulement',
  shared_icon: 'Partagée',
  applied: 'Vue «\u00a0%{name}\u00a0» appliquée',
  save: 'Enregistrer la vue actuelle…',
  delete: 'Supprimer la vue «\u00a0%{name}\u00a0»',
  delete_title: 'Supprimer une vue enregistrée',
  delete_question:
    'Supprimer la vue «\u00a0%{name}\u00a0»? Les fiches de la liste restent telles quelles.',
  deleted: 'Vue «\u00a0%{name}\u00a0» supprimée',
  delete_failed: 'Impossible de supprimer la vue.',
  dialog: {
    title: 'Enregistrer la vue actuelle',
    explanation: 'La recherche, les filtres et l’ordre de la liste sont enregistrés sous ce nom.',
    name: 'Nom',
    share: 'Partager avec tout le monde',
    share_help: 'Toute personne connectée la voit dans le menu Vues de cette liste.',
    saved: 'Vue «\u00a0%{name}\u00a0» enregistrée',
  },
};
