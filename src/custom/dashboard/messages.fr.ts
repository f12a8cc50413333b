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
  charts: {
    loading: 'Chargement des graphiques…',
    load_failed: 'Les graphiques n’ont pas pu être chargés.',
    show_table: 'Afficher en tableau',
    hide_table: 'Masquer le tableau',
    by_province: {
      title: 'Organismes par province',
      summary: '%{provinces} provinces : %{published} publiés, %{pending} en attente.',
      province: 'Province/État',
      published: 'Publiés',
      pending: 'En attente',
      link: 'Organismes',
    },
    freshness: {
      title: 'Fraîcheur des vérifications',
      summary: '%{recent} récents, %{aging} vieillissants, %{overdue} en retard.',
      band: 'Fraîcheur',
      count: 'Organismes',
      recent: 'Récents',
      aging: 'Vieillissants',
      overdue: 'En retard',
      recent_long: 'Récents : vérifiés au cours des 6 derniers mois',
      aging_long: 'Vieillissants : vérifiés il y a plus de 6 mois, pas encore dus',
      overdue_long: 'En retard : la date de leur prochaine vérification est passée',
      review: {
        overdue: 'Organismes en retard',
        due_soon: 'À vérifier bientôt',
        current: 'À jour',
      },
    },
    upcoming_events: {
      title: 'Événements à venir par semaine',
      summary: '%{count} événements dans les 12 prochaines semaines.',
      day: 'Semaine du',
      count: 'Événements',
      link: 'Événements',
    },
    changes: {
      title: 'Modifications par jour, 30 derniers jours',
      summary: '%{count} modifications en 30 jours.',
      summary_capped:
        'Au moins %{count} modifications en 30 jours (un jour est compté jusqu’à %{cap}).',
      day: 'Jour',
      count: 'Modifications',
      link: 'Activité',
    },
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
