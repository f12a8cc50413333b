import type { Catalogue } from '../../i18n/messages';

/** The participation roles texts in English, under `console.participationRoles`. */
export const en = {
  list_title: 'Participant Roles',
  new: 'New Role',
  show_title: 'Participant Role: %{name}',
  noun: 'Participant Role',
  created: 'Participant Role: "%{name}" has been created',
  deleted: 'Participant Role: "%{name}" has been deleted',
  load_failed: 'The participant role could not be loaded.',
  create_failed: 'The role could not be created.',
  fields: {
    id: 'ID',
    name: 'Name',
  },
} satisfies Catalogue;
