import type { Catalogue } from '../../i18n/messages';

/** The dashboard's texts in English, under `console.dashboard`. */
export const en = {
  load_failed: 'The dashboard could not be loaded.',
  counts: {
    blogs: 'Blog posts',
    organizations: 'New Organizations',
    events: 'Events',
    users: 'Active users',
  },
  pending: {
    title: 'Waiting to be published',
    organizations: 'Organizations',
    events: 'Events',
  },
  company_links: {
    title: 'Company Links',
    new: 'New company link',
    load_failed: 'The company links could not be loaded.',
    empty: 'No links available',
    delete_named: 'Delete %{name}',
  },
  add_link: {
    title: 'Add New Company Link',
    name: 'Name',
    url: 'URL',
    adding: 'Adding...',
    failed: 'The link could not be added.',
  },
  delete_link: {
    title: 'Please confirm DELETE',
    question: 'Are you sure to delete %{name} ?',
    failed: 'The link could not be deleted.',
  },
} satisfies Catalogue;
