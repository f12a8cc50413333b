import type { Catalogue } from '../../i18n/messages';

/** The trash texts in English, under `console.trash`. */
export const en = {
  title: 'Trash',
  search_by_name: 'Search by name',
  resource: 'Resource',
  restore: 'Restore',
  restore_label: 'Restore %{name}',
  restored: '%{kind} “%{name}” restored.',
  restored_with:
    '%{kind} “%{name}” restored, with %{count} record deleted with it. |||| %{kind} “%{name}” restored, with %{count} records deleted with it.',
  no_answer: 'The server did not answer.',
  phone_deleted: 'deleted %{when}',
  columns: {
    resource: 'RESOURCE',
    name: 'NAME',
    deleted: 'DELETED',
    by: 'BY',
  },
} satisfies Catalogue;
