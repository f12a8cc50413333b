import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The municipalities' texts in French. */
export const fr: SameKeys<typeof en> = {
  one: 'Municipalité',
  list_title: 'Municipalités',
  new: 'Nouvelle municipalité',
  edit_title: 'Modifier la municipalité : %{name}',
  edit_title_pending: 'Modifier la municipalité',
  organizations: {
    title: 'Organismes',
    events: 'Événements',
    columns: {
      id: 'ID',
      name: 'NOM',
    },
  },
};
