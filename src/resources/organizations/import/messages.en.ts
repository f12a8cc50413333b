import type { Catalogue } from '../../../i18n/messages';

/** The import screen's texts in English, under `console.import`. */
export const en = {
  button: 'Import',
  title: 'Import organizations',
  intro:
    'Import a CSV file: a file exported from the Organizations list imports back (rows with an id update those organizations; rows without one create new ones). Nothing is saved until you confirm.',
  choose_file: 'Choose a CSV file',
  chosen: 'File: %{name}',
  mapping: {
    title: 'Columns',
    hint: 'Choose the field each column of the file fills.',
    ignored: 'Not imported',
  },
  check: 'Check the file (dry run)',
  checking: 'Checking the file…',
  applying: 'Importing…',
  reverting: 'Reverting the import…',
  progress: '%{done} of %{total} rows, %{rate} rows a second, about %{seconds} s left',
  progress_starting: '%{done} of %{total} rows',
  counts: {
    title: 'Dry run: nothing has been saved',
    new: 'New rows',
    changed: 'Changed rows',
    unchanged: 'Unchanged rows',
    invalid: 'Invalid rows',
    duplicate: 'Possible duplicates',
  },
  invalid: {
    title: 'Invalid rows',
    line: 'Line',
    field: 'Field',
    message: 'Message',
    whole_row: 'Row',
    download: 'Download invalid rows',
  },
  duplicates: {
    title: 'Possible duplicates',
    row: 'Row of the file',
    resembles: 'Resembles',
  },
  include_duplicates: 'Also import the possible duplicates',
  confirm: 'Confirm import',
  done: {
    title: 'Import done',
    summary: '%{created} created, %{updated} updated, %{refused} refused.',
    history: 'See the changes in the history',
    revert: 'Revert import',
    reverted: 'The import was reverted.',
    reverted_refused:
      'The import was reverted, except one row whose organization changed while it was reverted: it was left as it is. |||| The import was reverted, except %{refused} rows whose organizations changed while it was reverted: they were left as they are.',
    revert_stopped: 'The revert stopped: %{error}',
  },
  failed: 'The import stopped: %{error}',
  another: 'Import another file',
  recent: {
    title: 'Your recent imports',
    none: 'No imports yet.',
    state: {
      uploading: 'Uploading',
      checking: 'Checking',
      checked: 'Checked, waiting for your confirmation',
      applying: 'Importing',
      done: 'Done',
      failed: 'Failed',
      reverting: 'Reverting',
      reverted: 'Reverted',
    },
  },
  /** The history's entries of an import. */
  history: {
    part_of: 'Part of import #%{id}',
    reverted: 'Part of import #%{id} (reverted)',
    revert: 'Revert import',
    revert_label: 'Revert import #%{id}',
    revert_title: 'Revert this import?',
    revert_question:
      'The organizations it created go to the Trash and those it changed get their fields back. Refused if any of them has changed since.',
    revert_answered: 'Import #%{id} is being reverted.',
    revert_failed: 'The import could not be reverted.',
  },
} satisfies Catalogue;
