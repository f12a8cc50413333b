import type { Catalogue } from '../../i18n/messages';

/** The event participants texts in English, under `console.eventParticipants`. */
export const en = {
  list_title: 'Participants of the event: %{title}',
  new: 'New Participant',
  show_title: 'Participant: %{name}',
  noun: 'Participant',
  created: 'Participant with ID %{id} has been created',
  deleted: 'Participant: "%{name}" has been deleted',
  load_failed: 'The participant could not be loaded.',
  create_role: 'Create a role',
  columns: {
    participant: 'PARTICIPANT',
    role: 'ROLE',
  },
  fields: {
    id: 'ID',
    participant: 'Participant',
    role: 'Role',
    event_id: 'Event ID',
  },
} satisfies Catalogue;
