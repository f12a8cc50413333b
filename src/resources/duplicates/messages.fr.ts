import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The possible duplicates' texts in French. */
export const fr: SameKeys<typeof en> = {
  warning: {
    title: 'Doublons possibles',
    lead: 'Ces organismes sont peut-être celui que vous saisissez. Vous pouvez tout de même enregistrer.',
    new_tab: "s'ouvre dans un nouvel onglet",
  },
  reasons: {
    name: 'nom semblable',
    phone: 'même téléphone',
    email: 'même courriel',
    website: 'même site Web',
  },
  no_place: 'Aucune municipalité',
};
