import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The event sponsors texts in French. */
export const fr: SameKeys<typeof en> = {
  list_title: 'Commanditaires de l’événement\u00a0: %{title}',
  new: 'Nouveau commanditaire',
  show_title: 'Commanditaire\u00a0: %{name}',
  noun: 'Commanditaire',
  created: 'Création effectuée\u00a0: Commanditaire avec l’ID %{id}',
  load_failed: 'Le commanditaire n’a pas pu être chargé.',
  columns: {
    sponsor: 'COMMANDITAIRE',
  },
  fields: {
    id: 'ID',
    sponsor: 'Commanditaire',
    sponsor_id: 'ID du commanditaire',
    event_id: 'ID de l’événement',
  },
};
