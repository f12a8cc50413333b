import type { Catalogue } from '../../i18n/messages';

/** The municipalities' texts in English, under `console.cities`. */
export const en = {
  /** One record, as the shared texts about a record name it. */
  one: 'Municipality',
  list_title: 'Cities',
  new: 'New Municipality',
  edit_title: 'Edit Municipality: %{name}',
  edit_title_pending: 'Edit Municipality',
  /** The municipality page: its organizations. */
  organizations: {
    title: 'Organizations',
    events: 'Events',
    columns: {
      id: 'ID',
      name: 'NAME',
    },
  },
} satisfies Catalogue;
