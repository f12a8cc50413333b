import type { Catalogue } from '../i18n/messages';

/** The data texts in English, under `console.dataProvider`. */
export const en = {
  connection: 'Cannot reach the server. Check your connection and try again.',
  download_cut: 'The download stopped before the end. Check your connection and try again.',
  status: 'The server answered with an error (%{status}).',
  with_reference: '%{message} (Reference: %{reference})',
} satisfies Catalogue;
