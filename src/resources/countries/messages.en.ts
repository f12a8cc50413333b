import type { Catalogue } from '../../i18n/messages';

/** The countries' texts in English, under `console.countries`. */
export const en = {
  /** One record, as the shared texts about a record name it. */
  one: 'Country',
  list_title: 'Countries',
  new: 'New Country',
  edit_title: 'Edit Country: %{name}',
  edit_title_pending: 'Edit Country',
  code_column: 'CODE',
  code: 'Country code',
} satisfies Catalogue;
