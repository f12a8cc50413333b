import type { Catalogue } from '../../i18n/messages';

/** An organization's locations' texts in English, under `console.locations`. */
export const en = {
  /** One record, as titles and the shared texts about a record name it. */
  one: 'Location',
  heading: 'Location: %{name}',
  list_title: 'Locations',
  organization_list_title: 'Locations of %{name}',
  create: 'Create Location',
  edit_title: 'Edit Location: %{name}',
  load_failed: 'The location could not be loaded.',
  columns: {
    id: 'ID',
    name: 'NAME',
    address: 'ADDRESS',
    city: 'MUNICIPALITY',
    status: 'STATUS',
  },
  fields: {
    id: 'ID',
    name: 'Name',
    publish: 'Publish',
    published: 'Published?',
  },
} satisfies Catalogue;
