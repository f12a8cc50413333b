import type { Catalogue } from '../../../i18n/messages';

/** The Views menu of every list and its dialogs, in English, under `console.savedViews`. */
export const en = {
  button: 'Views',
  title: 'Saved views',
  none: 'No saved views for this list yet.',
  load_failed: 'The saved views could not be loaded.',
  shared_by: 'Shared by %{email}',
  shared_by_you: 'Shared with everyone',
  only_you: 'Only you',
  shared_icon: 'Shared',
  applied: 'View “%{name}” applied',
  save: 'Save current view…',
  delete: 'Delete the view “%{name}”',
  delete_title: 'Delete a saved view',
  delete_question: 'Delete the view “%{name}”? The list’s records stay as they are.',
  deleted: 'View “%{name}” deleted',
  delete_failed: 'The view could not be deleted.',
  dialog: {
    title: 'Save current view',
    explanation: 'The list’s search, filters and order are saved under this name.',
    name: 'Name',
    share: 'Share with everyone',
    share_help: 'Everyone who signs in sees it in this list’s Views menu.',
    saved: 'View “%{name}” saved',
  },
} satisfies Catalogue;
