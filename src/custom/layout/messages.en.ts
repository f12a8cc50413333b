import type { Catalogue } from '../../i18n/messages';

/** The header's, user menu's and sidebar's texts in English, under `console.layout`. */
export const en = {
  header: {
    user_management: 'User management',
    pending_content: 'Pending content',
    settings: 'Settings',
  },
  user_menu: {
    profile: '%{name} (profile)',
    language: 'Language',
    signed_in_as: 'Signed in as %{name}',
    limited_to: 'limited to',
  },
  roles: {
    viewer: 'Viewer',
    editor: 'Editor',
    administrator: 'Administrator',
  },
  menu: {
    drawer: 'Menu',
    main: 'Main',
    dashboard: 'Dashboard',
    review_queue: 'Review queue',
    duplicates: 'Possible duplicates',
    organizations: 'Organizations',
    events: 'Events',
    location: 'Location',
    unpublished: 'Unpublished',
    unpublished_organizations: 'Organizations',
    unpublished_events: 'Events',
    activity: 'Activity',
    trash: 'Trash',
    settings: 'Settings',
  },
} satisfies Catalogue;
