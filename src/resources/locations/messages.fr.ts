import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** An organization's locations' texts in French. */
export const fr: SameKeys<typeof en> = {
  one: 'Lieu',
  heading: 'Lieu : %{name}',
  list_title: 'Lieux',
  organization_list_title: 'Lieux de %{name}',
  create: 'Créer un lieu',
  edit_title: 'Modifier le lieu : %{name}',
  load_failed: "Le lieu n'a pas pu être chargé.",
  columns: {
    id: 'ID',
    name: 'NOM',
    address: 'ADRESSE',
    city: 'MUNICIPALITÉ',
    status: 'STATUT',
  },
  fields: {
    id: 'ID',
    name: 'Nom',
    publish: 'Publier',
    published: 'Publié?',
  },
};
