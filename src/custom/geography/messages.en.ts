import type { Catalogue } from '../../i18n/messages';

/** The geography breadcrumbs' texts in English, under `console.geography`. */
export const en = {
  breadcrumbs: {
    label: 'Breadcrumb',
    countries: 'Countries',
  },
} satisfies Catalogue;
