import englishMessages from 'ra-language-english';
import { en as auth } from '../custom/auth/messages.en';
import { en as dashboard } from '../custom/dashboard/messages.en';
import { en as geography } from '../custom/geography/messages.en';
import { en as layout } from '../custom/layout/messages.en';
import { en as location } from '../custom/location/messages.en';
import { en as login } from '../custom/login/messages.en';
import { en as shell } from '../custom/messages.en';
import { en as orders } from '../custom/orders/messages.en';
import { en as settings } from '../custom/settings/messages.en';
import { englishErrors } from '../dataProvider/errors.en';
import { en as data } from '../dataProvider/messages.en';
import { en as administrators } from '../resources/administrators/messages.en';
import { en as cities } from '../resources/cities/messages.en';
import { en as countries } from '../resources/countries/messages.en';
import { en as declared } from '../resources/declared/messages.en';
import { en as eventParticipants } from '../resources/eventParticipants/messages.en';
import { en as eventSponsors } from '../resources/eventSponsors/messages.en';
import { en as events } from '../resources/events/messages.en';
import { en as history } from '../resources/history/messages.en';
import { en as locations } from '../resources/locations/messages.en';
import { en as organizations } from '../resources/organizations/messages.en';
import { en as participationRoles } from '../resources/participationRoles/messages.en';
import { en as shared } from '../resources/shared/messages.en';
import { en as states } from '../resources/states/messages.en';
import { en as trash } from '../resources/trash/messages.en';
import { type Catalogue, withConsoleWording } from './messages';

/**
 * The console's own English texts, exactly as the spec writes them, beside react-admin's. Each
 * folder of the console keeps its texts in its `messages.en.ts`, under `console.<folder>`. A
 * declared resource's names and field labels are not repeated here: its declaration
 * (shared/resources) gives them, and the `resources.<name>` keys of other languages translate them.
 */
export const consoleEnglish = {
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
} satisfies Catalogue;

export const english: Catalogue = {
  ...withConsoleWording(englishMessages, {
    sortBy: 'Sort by %{field} %{order}',
    bulkActions: '1 record selected |||| %{smart_count} records selected',
    selectAll: 'Select every match',
  }),
  ...consoleEnglish,
  errors: englishErrors,
};
