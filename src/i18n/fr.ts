import frenchMessages from 'ra-language-french';
import type { declaredResources } from '../../shared/resources';
import { fr as auth } from '../custom/auth/messages.fr';
import { fr as dashboard } from '../custom/dashboard/messages.fr';
import { fr as geography } from '../custom/geography/messages.fr';
import { fr as layout } from '../custom/layout/messages.fr';
import { fr as location } from '../custom/location/messages.fr';
import { fr as login } from '../custom/login/messages.fr';
import { fr as shell } from '../custom/messages.fr';
import { fr as orders } from '../custom/orders/messages.fr';
import { fr as settings } from '../custom/settings/messages.fr';
import { fr as data } from '../dataProvider/messages.fr';
import { fr as administrators } from '../resources/administrators/messages.fr';
import { fr as cities } from '../resources/cities/messages.fr';
import { fr as countries } from '../resources/countries/messages.fr';
import { fr as declared } from '../resources/declared/messages.fr';
import { fr as eventParticipants } from '../resources/eventParticipants/messages.fr';
import { fr as eventSponsors } from '../resources/eventSponsors/messages.fr';
import { fr as events } from '../resources/events/messages.fr';
import { fr as history } from '../resources/history/messages.fr';
import { fr as locations } from '../resources/locations/messages.fr';
import { fr as organizations } from '../resources/organizations/messages.fr';
import { fr as participationRoles } from '../resources/participationRoles/messages.fr';
import { fr as shared } from '../resources/shared/messages.fr';
import { fr as states } from '../resources/states/messages.fr';
import { fr as trash } from '../resources/trash/messages.fr';
import type { consoleEnglish } from './en';
import { type Catalogue, type SameKeys, withConsoleWording } from './messages';

/** The console's own texts in French: each folder's `messages.fr.ts`, translated by meaning. */
export const consoleFrench: SameKeys<typeof consoleEnglish> = {
  console: {
    administrators,
    auth,
    cities,
    countries,
    dashboard,
    data,
    declared,
    eventParticipants,
    eventSponsors,
    events,
    geography,
    history,
    layout,
    location,
    locations,
    login,
    orders,
    organizations,
    participationRoles,
    settings,
    shared,
    shell,
    states,
    trash,
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
