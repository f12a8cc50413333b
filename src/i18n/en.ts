import englishMessages from 'ra-language-english';
import { type Catalogue, withConsoleWording } from './messages';

/**
 * The console's own English texts, exactly as the spec writes them, beside react-admin's. A
 * declared resource's names and field labels are not repeated here: its declaration
 * (shared/resources) gives them, and the `resources.<name>` keys of other languages translate them.
 */
export const consoleEnglish = {
  console: {
    header: {
      user_management: 'User management',
      pending_content: 'Pending content',
      settings: 'Settings',
    },
    user_menu: {
      profile: '%{name} (profile)',
      language: 'Language',
    },
    menu: {
      main: 'Main',
      dashboard: 'Dashboard',
      organizations: 'Organizations',
      location: 'Location',
      unpublished: 'Unpublished',
      unpublished_organizations: 'Organizations',
      unpublished_events: 'Events',
      activity: 'Activity',
      trash: 'Trash',
      settings: 'Settings',
    },
  },
} satisfies Catalogue;

export const english: Catalogue = {
  ...withConsoleWording(englishMessages, {
    sortBy: 'Sort by %{field} %{order}',
    bulkActions: '1 record selected |||| %{smart_count} records selected',
    selectAll: 'Select every match',
  }),
  ...consoleEnglish,
};
