import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The place search's, location picker's and address inputs' texts in French. */
export const fr: SameKeys<typeof en> = {
  search: {
    label: 'Rechercher une adresse',
    not_set_up:
      "La recherche d'adresse n'est pas configurée : saisissez l'adresse dans les champs ci-dessous.",
    not_loaded:
      "La recherche d'adresse n'a pas pu être chargée : saisissez l'adresse dans les champs ci-dessous.",
  },
  fields: {
    address_1: 'Adresse 1',
    address_2: 'Adresse 2',
    country: 'Pays',
    state: 'Province',
    city: 'Municipalité',
    zip: 'Code postal',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  prompt: {
    country: 'Veuillez rechercher et choisir un pays',
    state: 'Veuillez choisir un pays avant de choisir une province',
    city: 'Veuillez choisir une province avant de choisir une municipalité',
  },
  picker: {
    clear: 'Effacer',
    loading: 'Chargement…',
    no_options: 'Aucune option',
  },
};
