import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The events texts in French. */
export const fr: SameKeys<typeof en> = {
  organization_load_failed: 'L’organisme n’a pas pu être chargé.',
  load_failed: 'L’événement n’a pas pu être chargé.',
  loading: 'Chargement...',
  create_title: 'Créer un événement',
  edit_title: 'Modifier l’événement\u00a0: %{title}',
  show_title: 'Événement\u00a0: %{title}',
  noun: 'Événement',
  lists: {
    organization_events: 'Événements de l’organisme\u00a0: %{name}',
    organization_archive: 'Événements archivés de l’organisme\u00a0: %{name}',
    unpublished: 'Événements non publiés',
    all: 'Événements',
    tabs: 'Événements',
    events_tab: 'Événements',
    archive_tab: 'Événements archivés',
    search_by_name: 'Rechercher par nom',
    search_by_city: 'Rechercher par municipalité',
  },
  columns: {
    title: 'TITRE',
    organization: 'ORGANISME',
    city: 'MUNICIPALITÉ',
    start: 'DÉBUT',
  },
  fields: {
    title: 'Titre',
    website: 'Site Web',
    buy_ticket_url: 'URL d’achat de billets',
    start_time: 'Début',
    end_time: 'Fin',
    is_published: 'Publier',
    place: 'Choisir le lieu',
  },
  place: {
    own_location: 'L’adresse de l’organisme',
    another_address: 'Une autre adresse',
  },
  details: {
    id: 'ID',
    title: 'Titre',
    description: 'Description',
    start_time: 'Début',
    end_time: 'Fin',
    website: 'Site Web',
    card_image: 'Image de carte',
    profile_image: 'Image de profil',
    buy_ticket_url: 'URL d’achat de billets',
    published: 'Publié?',
    organization: 'Organisme',
    category: 'Catégorie',
    location: 'Lieu',
  },
  nav: {
    label: 'Événement',
    participants: 'Participants',
    participation_roles: 'Rôles de participation',
    sponsors: 'Commanditaires',
  },
  elsewhere: {
    other_organization: 'Cet événement appartient à un autre organisme.',
    open_there: 'L’ouvrir là-bas',
  },
};
