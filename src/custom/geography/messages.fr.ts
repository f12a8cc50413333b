import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The geography breadcrumbs' texts in French. */
export const fr: SameKeys<typeof en> = {
  breadcrumbs: {
    label: "Fil d'Ariane",
    countries: 'Pays',
  },
};
