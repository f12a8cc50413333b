import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The possible duplicates' texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'Doublons possibles',
  filters: {
    province: 'Province',
    no_province: 'Aucune province ni aucun État trouvé',
  },
  columns: {
    organization: 'ORGANISME',
    other: 'DOUBLON POSSIBLE',
    reasons: 'RAISONS',
    score: 'SCORE',
  },
  not_duplicates: 'Pas des doublons',
  not_duplicates_named: 'Pas des doublons : %{name} et %{other}',
  not_duplicates_title: 'Pas des doublons?',
  not_duplicates_question:
    '%{name} et %{other} ne seront plus présentés comme doublons possibles, même s’ils changent.',
  dismissed: '%{name} et %{other} sont marqués comme n’étant pas des doublons.',
  merge: 'Fusionner…',
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
