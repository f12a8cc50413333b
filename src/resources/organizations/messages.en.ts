import type { Catalogue } from '../../i18n/messages';

/** The organizations texts in English, under `console.organizations`. */
export const en = {
  /** One record, as titles and the shared texts about a record name it. */
  one: 'Organization',
  heading: 'Organization: %{name}',
  list_title: 'Organizations',
  unpublished_title: 'Unpublished Organizations',
  new: 'New Organization',
  edit_title: 'Edit Organization: %{name}',
  load_failed: 'The organization could not be loaded.',
  corkboard_location_failed: 'Failed to load corkboard location',
  filters: {
    search_name: 'Search by name',
    search_city: 'Search by municipality',
    /** The spec's text has no singular ("1 days"); French has one. */
    created_within: 'Created in the last %{days} days',
    status: 'Status',
    review: 'Review',
  },
  /** The review filter's choices (verification/dueDate.ts). */
  review: {
    all: 'All',
    overdue: 'Overdue',
    due_soon: 'Due within 30 days',
    current: 'Current',
  },
  /** The status choice of the main list. */
  status: {
    all: 'All',
    published: 'Published',
    unpublished: 'Unpublished',
  },
  columns: {
    id: 'ID',
    name: 'NAME',
    city: 'MUNICIPALITY',
    status: 'STATUS',
    last_verified: 'LAST VERIFIED',
  },
  fields: {
    id: 'ID',
    name: 'Name',
    category: 'Category',
    description: 'Description',
    website_url: 'Website',
    email_address: 'Email',
    twitter_name: 'Twitter',
    facebook_name: 'Facebook',
    instagram_name: 'Instagram',
    linkedin_name: 'LinkedIn',
    phone_number: 'Phone',
    is_published: 'Publish',
    published: 'Published?',
    is_corkboard: 'Corkboard',
    card_image: 'Card image',
    profile_image: 'Profile image',
    optional_for_corkboard: 'Optional for corkboard organizations',
  },
  /** When the organization was last checked to be still right (verification/dueDate.ts). */
  verification: {
    line: 'Last verified %{date} by %{name}; due %{due}',
    line_overdue: 'Last verified %{date} by %{name}; overdue since %{due}',
    line_anonymous: 'Last verified %{date}; due %{due}',
    line_anonymous_overdue: 'Last verified %{date}; overdue since %{due}',
    verify: 'Verified',
    verify_hint: 'Record that this organization was checked and is still right',
    verified: 'Verified',
    failed: 'The verification could not be recorded.',
  },
  /** The directory in Open Referral's HSDS (docs/hsds.md), from the list's actions. */
  hsds_export: {
    label: 'Export HSDS',
    hint: "The published directory in Open Referral's HSDS: a ZIP of CSV files",
    cancel: 'Cancel HSDS export',
    progress: 'HSDS export progress',
    received: '%{kilobytes} KB received',
    done: 'Exported the directory in HSDS to %{file}.',
  },
  tabs: {
    overview: 'Overview',
    locations: 'Locations',
    events: 'Events',
    archive: 'Archive',
  },
} satisfies Catalogue;
