import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The dashboard's texts in French. */
export const fr: SameKeys<typeof en> = {
  load_failed: 'Le tableau de bord n’a pas pu être chargé.',
  counts: {
    blogs: 'Articles de blogue',
    organizations: 'Nouveaux organismes',
    events: 'Événements',
    users: 'Utilisateurs actifs',
  },
  pending: {
    title: 'En attente de publication',
    organizations: 'Organismes',
    events: 'Événements',
  },
  company_links: {
    title: 'Liens d’entreprise',
    new: 'Nouveau lien d’entreprise',
    load_failed: 'Les liens d’entreprise n’ont pas pu être chargés.',
    empty: 'Aucun lien',
    delete_named: 'Supprimer %{name}',
  },
  add_link: {
    title: 'Ajouter un lien d’entreprise',
    name: 'Nom',
    url: 'URL',
    adding: 'Ajout...',
    failed: 'Le lien n’a pas pu être ajouté.',
  },
  delete_link: {
    title: 'Veuillez confirmer la suppression',
    question: 'Voulez-vous vraiment supprimer %{name}?',
    failed: 'Le lien n’a pas pu être supprimé.',
  },
};
