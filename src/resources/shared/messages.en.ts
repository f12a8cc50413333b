import type { Catalogue } from '../../i18n/messages';

/** The shared list, form, detail and popup texts in English, under `console.shared`. */
export const en = {
  record_id: 'ID %{id}',
  no_data: 'No data',
  /** A list whose filters match nothing. */
  no_results: {
    records: 'No records match the current filters.',
    clear_filters: 'Clear filters',
  },
  back: 'Back',
  view: 'View',
  all: 'All',
  reload: 'Reload',
  /** A finished text shown as it is (a notification naming a record). */
  as_is: '%{text}',
  day_out_of_range: 'Choose a day between 1900 and 9999',
  please_confirm: 'Please confirm',
  status: {
    published: 'Published',
    pending: 'Pending',
  },
  columns: {
    id: 'ID',
    name: 'NAME',
    status: 'STATUS',
    actions: 'ACTIONS',
  },
  fields: {
    name: 'Name',
    publish: 'Publish',
    category: 'Category',
    description: 'Description',
    card_image: 'Card image',
    profile_image: 'Profile image',
  },
  /** The titles of the forms' sections (FormSection). */
  sections: {
    organization: 'Organization',
    event: 'Event',
    place: 'Place',
    address: 'Address',
    contact: 'Contact and social links',
    images: 'Images',
    publishing: 'Publishing',
  },
  image: {
    current: 'Current image',
    none: 'No image',
    none_label: '%{label}: none',
  },
  list: {
    load_failed: 'The list could not be loaded.',
    first_letter: 'First letter',
    search_placeholder: 'Search..',
    search_by_id: 'Search by ID',
    search_by_name: 'Search by name',
    sort_by: 'Sort by',
    sort_choice: '%{label}, %{order}',
    more_than: '%{first}-%{last} of more than %{total}',
  },
  export: {
    cancel: 'Cancel export',
    progress: 'Export progress',
    exporting: 'Exporting %{received}',
    exporting_of: 'Exporting %{received} of %{total}',
    done: 'Exported %{count} records to %{file}.',
    failed: 'The export failed: %{reason}',
  },
  bulk: {
    publish: 'Publish',
    unpublish: 'Unpublish',
    done: {
      publish: '%{count} record published |||| %{count} records published',
      unpublish: '%{count} record unpublished |||| %{count} records unpublished',
      delete: '%{count} record deleted |||| %{count} records deleted',
    },
    none: {
      publish: 'No record published',
      unpublish: 'No record unpublished',
      delete: 'No record deleted',
    },
    already: '; %{count} record already was |||| ; %{count} records already were',
    summary: '%{done}%{already}.',
    refused_title: 'Some records were not changed',
    refused: {
      publish:
        '%{summary} %{count} record could not be published: |||| %{summary} %{count} records could not be published:',
      unpublish:
        '%{summary} %{count} record could not be unpublished: |||| %{summary} %{count} records could not be unpublished:',
      delete:
        '%{summary} %{count} record could not be deleted: |||| %{summary} %{count} records could not be deleted:',
    },
    no_answer: 'The server did not answer.',
    nothing_changed: 'Nothing was changed: %{reason}',
    delete_question:
      'Are you sure to delete this record? |||| Are you sure to delete these %{count} records?',
    delete_button: 'Delete %{count} record |||| Delete %{count} records',
    publish_page: 'Publish this page',
    publish_page_question:
      'Publish the %{count} record shown on this page? |||| Publish the %{count} records shown on this page?',
    publish_page_button: 'Publish %{count} record |||| Publish %{count} records',
    undo: 'Undo',
    undo_label: {
      publish: 'Undo publishing %{count} record |||| Undo publishing %{count} records',
      unpublish: 'Undo unpublishing %{count} record |||| Undo unpublishing %{count} records',
      delete: 'Undo deleting %{count} record |||| Undo deleting %{count} records',
    },
    undone: {
      publish:
        'Undone: %{count} record unpublished again. |||| Undone: %{count} records unpublished again.',
      unpublish:
        'Undone: %{count} record published again. |||| Undone: %{count} records published again.',
      delete: 'Undone: %{count} record restored. |||| Undone: %{count} records restored.',
    },
    undo_failed: 'Not undone: %{reason}',
  },
  delete: {
    cannot: 'Cannot delete',
    failed: 'The %{noun} could not be deleted.',
    question: 'are you sure to delete the %{noun}, id : %{id} ?',
  },
  form: {
    load_failed: 'The %{noun} could not be loaded.',
    save_failed: 'The changes could not be saved. Please try again.',
    read_only: 'You can read this record but your role does not let you change it.',
  },
  kind: {
    with_id: {
      created: '%{label} with ID %{id} has been created',
      updated: '%{label} with ID %{id} has been edited',
      deleted: '%{label} with ID %{id} has been deleted',
    },
    with_name: {
      created: '%{label} "%{name}" has been created',
      updated: '%{label} "%{name}" has been updated',
      deleted: '%{label} "%{name}" has been deleted',
      delete_question: 'Are you sure to delete %{name} ?',
    },
  },
} satisfies Catalogue;
