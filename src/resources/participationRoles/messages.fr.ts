import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The participation roles texts in French. */
export const fr: SameKeys<typeof en> = {
  list_title: 'Rôles de participation',
  new: 'Nouveau rôle',
  show_title: 'Rôle de participation\u00a0: %{name}',
  noun: 'Rôle de participation',
  created: 'Création effectuée\u00a0: Rôle de participation «\u00a0%{name}\u00a0»',
  deleted: 'Suppression effectuée\u00a0: Rôle de participation «\u00a0%{name}\u00a0»',
  load_failed: 'Le rôle de participation n’a pas pu être chargé.',
  create_failed: 'Le rôle n’a pas pu être créé.',
  fields: {
    id: 'ID',
    name: 'Nom',
  },
};
