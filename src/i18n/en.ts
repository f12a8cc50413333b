import englishMessages from 'ra-language-english';
import type { Catalogue } from './messages';

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

/**
 * Where the console words a react-admin text otherwise: a sort button names its column as the
 * header does ("Sort by ID descending"; react-admin lower-cases the first letter: "iD"); the
 * bulk toolbar counts records, as the console's messages do, and its Select all button, which
 * selects beyond the page, is not named like the header's box that selects the page.
 */
const reactAdminEnglish = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
    action: {
      ...englishMessages.ra.action,
      bulk_actions: '1 record selected |||| %{smart_count} records selected',
      select_all_button: 'Select every match',
    },
  },
};

export const english: Catalogue = { ...reactAdminEnglish, ...consoleEnglish } as Catalogue;
