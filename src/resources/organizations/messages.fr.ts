import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The organizations texts in French. */
export const fr: SameKeys<typeof en> = {
  one: 'Organisme',
  heading: 'Organisme : %{name}',
  list_title: 'Organismes',
  unpublished_title: 'Organismes non publiés',
  new: 'Nouvel organisme',
  edit_title: "Modifier l'organisme : %{name}",
  load_failed: "L'organisme n'a pas pu être chargé.",
  corkboard_location_failed: "Le lieu de l'organisme du babillard n'a pas pu être chargé",
  filters: {
    search_name: 'Rechercher par nom',
    search_city: 'Rechercher par municipalité',
    created_within: 'Créés au cours du dernier jour |||| Créés au cours des %{days} derniers jours',
    status: 'Statut',
  },
  status: {
    all: 'Tous',
    published: 'Publiés',
    unpublished: 'Non publiés',
  },
  columns: {
    id: 'ID',
    name: 'NOM',
    city: 'MUNICIPALITÉ',
    status: 'STATUT',
  },
  fields: {
    id: 'ID',
    name: 'Nom',
    category: 'Catégorie',
    description: 'Description',
    website_url: 'Site Web',
    email_address: 'Courriel',
    twitter_name: 'Twitter',
    facebook_name: 'Facebook',
    instagram_name: 'Instagram',
    linkedin_name: 'LinkedIn',
    phone_number: 'Téléphone',
    is_published: 'Publier',
    published: 'Publié?',
    is_corkboard: 'Babillard',
    card_image: 'Image de la carte',
    profile_image: 'Image de profil',
    optional_for_corkboard: 'Facultatif pour les organismes du babillard',
  },
  tabs: {
    overview: 'Aperçu',
    locations: 'Lieux',
    events: 'Événements',
    archive: 'Archives',
  },
};
