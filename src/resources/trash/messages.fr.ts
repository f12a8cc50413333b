import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The trash texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'Corbeille',
  search_by_name: 'Rechercher par nom',
  resource: 'Ressource',
  restore: 'Restaurer',
  restore_label: 'Restaurer %{name}',
  restored: 'Restauration effectuée\u00a0: %{kind} «\u00a0%{name}\u00a0».',
  restored_with:
    'Restauration effectuée\u00a0: %{kind} «\u00a0%{name}\u00a0», avec %{count} enregistrement supprimé en même temps. |||| Restauration effectuée\u00a0: %{kind} «\u00a0%{name}\u00a0», avec %{count} enregistrements supprimés en même temps.',
  no_answer: 'Le serveur n’a pas répondu.',
  phone_deleted: 'supprimé le %{when}',
  columns: {
    resource: 'RESSOURCE',
    name: 'NOM',
    deleted: 'SUPPRIMÉ LE',
    by: 'PAR',
  },
};
