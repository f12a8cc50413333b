import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The countries' texts in French. */
export const fr: SameKeys<typeof en> = {
  one: 'Pays',
  list_title: 'Pays',
  new: 'Nouveau pays',
  edit_title: 'Modifier le pays : %{name}',
  edit_title_pending: 'Modifier le pays',
  code_column: 'CODE',
  code: 'Code du pays',
};
