import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The provinces' and states' texts in French: "province ou État" for "Province/State". */
export const fr: SameKeys<typeof en> = {
  one: 'Province ou État',
  list_title: 'Province ou État',
  new: 'Nouvelle province ou nouvel État',
  edit_title: "Modifier la province ou l'État : %{name}",
  edit_title_pending: "Modifier la province ou l'État",
};
