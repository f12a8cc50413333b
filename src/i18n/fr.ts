import frenchMessages from 'ra-language-french';
import type { declaredResources } from '../../shared/resources';
import type { consoleEnglish } from './en';
import { type Catalogue, withConsoleWording } from './messages';

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
  Object.entries(frenchResourceNames).map(([name, names]) => [name, { name: names }]),
);

export const french: Catalogue = {
  ...withConsoleWording(frenchMessages, {
    sortBy: 'Trier par %{field} %{order}',
    bulkActions: '%{smart_count} élément sélectionné |||| %{smart_count} éléments sélectionnés',
    selectAll: 'Tout sélectionner',
  }),
  ...consoleFrench,
  resources,
};
