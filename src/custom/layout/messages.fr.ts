import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The header's, user menu's and sidebar's texts in French. */
export const fr: SameKeys<typeof en> = {
  header: {
    user_management: 'Gestion des utilisateurs',
    pending_content: 'Contenu en attente',
    settings: 'Paramètres',
  },
  user_menu: {
    profile: '%{name} (profil)',
    language: 'Langue',
    signed_in_as: 'Connecté en tant que %{name}',
    limited_to: 'limité à',
  },
  roles: {
    viewer: 'Lecteur',
    editor: 'Éditeur',
    administrator: 'Administrateur',
  },
  menu: {
    drawer: 'Menu',
    main: 'Principal',
    dashboard: 'Tableau de bord',
    review_queue: 'File de vérification',
    duplicates: 'Doublons possibles',
    organizations: 'Organismes',
    events: 'Événements',
    location: 'Lieux',
    unpublished: 'Non publiés',
    unpublished_organizations: 'Organismes',
    unpublished_events: 'Événements',
    activity: 'Activité',
    trash: 'Corbeille',
    settings: 'Paramètres',
  },
};
