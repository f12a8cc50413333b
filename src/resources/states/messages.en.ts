import type { Catalogue } from '../../i18n/messages';

/** The provinces' and states' texts in English, under `console.states`. */
export const en = {
  /** One record, as the shared texts about a record name it. */
  one: 'Province/State',
  list_title: 'Province/State',
  new: 'New Province/State',
  edit_title: 'Edit Province/State: %{name}',
  edit_title_pending: 'Edit Province/State',
} satisfies Catalogue;
