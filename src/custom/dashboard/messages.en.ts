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
  charts: {
    loading: 'Loading the charts…',
    load_failed: 'The charts could not be loaded.',
    show_table: 'Show as table',
    hide_table: 'Hide the table',
    by_province: {
      title: 'Organizations by province',
      summary: '%{provinces} provinces: %{published} published, %{pending} pending.',
      province: 'Province/State',
      published: 'Published',
      pending: 'Pending',
      link: 'Organizations',
    },
    freshness: {
      title: 'Verification freshness',
      summary: '%{recent} recent, %{aging} aging, %{overdue} overdue.',
      band: 'Freshness',
      count: 'Organizations',
      recent: 'Recent',
      aging: 'Aging',
      overdue: 'Overdue',
      recent_long: 'Recent: verified within the last 6 months',
      aging_long: 'Aging: verified more than 6 months ago, not yet due',
      overdue_long: 'Overdue: past the date of its next review',
      review: {
        overdue: 'Overdue organizations',
        due_soon: 'Due soon',
        current: 'Current',
      },
    },
    upcoming_events: {
      title: 'Upcoming events per week',
      summary: '%{count} events in the next 12 weeks.',
      day: 'Week of',
      count: 'Events',
      link: 'Events',
    },
    changes: {
      title: 'Changes per day, last 30 days',
      summary: '%{count} changes in 30 days.',
      summary_capped: 'At least %{count} changes in 30 days (a day is counted up to %{cap}).',
      day: 'Day',
      count: 'Changes',
      link: 'Activity',
    },
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
