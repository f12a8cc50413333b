import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The event participants texts in French. */
export const fr: SameKeys<typeof en> = {
  list_title: 'Participants de l’événement\u00a0: %{title}',
  new: 'Nouveau participant',
  show_title: 'Participant\u00a0: %{name}',
  noun: 'Participant',
  created: 'Création effectuée\u00a0: Participant avec l’ID %{id}',
  deleted: 'Suppression effectuée\u00a0: Participant «\u00a0%{name}\u00a0»',
  load_failed: 'Le participant n’a pas pu être chargé.',
  create_role: 'Créer un rôle',
  columns: {
    participant: 'PARTICIPANT',
    role: 'RÔLE',
  },
  fields: {
    id: 'ID',
    participant: 'Participant',
    role: 'Rôle',
    event_id: 'ID de l’événement',
  },
};
