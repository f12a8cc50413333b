import type { Catalogue } from '../../i18n/messages';

/** The event sponsors texts in English, under `console.eventSponsors`. */
export const en = {
  list_title: 'Sponsors of the event: %{title}',
  new: 'New Sponsor',
  show_title: 'Sponsor: %{name}',
  noun: 'Sponsor',
  created: 'Sponsor with ID %{id} has been created',
  load_failed: 'The sponsor could not be loaded.',
  columns: {
    sponsor: 'SPONSOR',
  },
  fields: {
    id: 'ID',
    sponsor: 'Sponsor',
    sponsor_id: 'Sponsor ID',
    event_id: 'Event ID',
  },
} satisfies Catalogue;
