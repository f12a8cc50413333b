import frenchMessages from 'ra-language-french';
import { declaredResources } from '../../shared/resources';
import type { consoleEnglish } from './en';
import type { Catalogue } from './messages';

type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** The console's own texts in French: the English catalogue's keys, each translated by meaning. */
export const consoleFrench: SameKeys<typeof consoleEnglish> = {
  console: {
    header: {
      user_management: 'Gestion des utilisateurs',
      pending_content: 'Contenu en attente',
      settings: 'Paramètres',
    },
    user_menu: {
      profile: '%{name} (profil)',
      language: 'Langue',
    },
    menu: {
      main: 'Principal',
      dashboard: 'Tableau de bord',
      organizations: 'Organismes',
      location: 'Lieux',
      unpublished: 'Non publiés',
      unpublished_organizations: 'Organismes',
      unpublished_events: 'Événements',
      activity: 'Activité',
      trash: 'Corbeille',
      settings: 'Paramètres',
    },
  },
};

/** The declared resources' names in French, by resource name: `singular |||| plural`. */
export const frenchResourceNames: Record<(typeof declaredResources)[number]['name'], string> = {
  blog: 'Article de blogue |||| Articles de blogue',
  categories: 'Catégorie |||| Catégories',
  slides: 'Diapositive |||| Diapositives',
  sponsors: 'Commanditaire |||| Commanditaires',
};

const resources = Object.fromEntries(
  declaredResources.map(({ name }) => [name, { name: frenchResourceNames[name] }]),
);

/**
 * Where the console words a react-admin text otherwise, as in English: a sort button names its
 * column, the bulk toolbar counts records, Select all selects every match.
 */
const reactAdminFrench = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    sort: { ...frenchMessages.ra.sort, sort_by: 'Trier par %{field} %{order}' },
    action: {
      ...frenchMessages.ra.action,
      bulk_actions: '%{smart_count} élément sélectionné |||| %{smart_count} éléments sélectionnés',
      select_all_button: 'Tout sélectionner',
    },
  },
};

export const french: Catalogue = { ...reactAdminFrench, ...consoleFrench, resources } as Catalogue;
