import type { Catalogue } from '../../i18n/messages';

/** The declared resources' screens' own texts in English, under `console.declared`. */
export const en = {
  icon: {
    alt: '%{name} icon',
    chosen_alt: 'Chosen icon (%{name})',
    choose: 'Choose SVG file',
    replace: 'Replace %{label}',
    none_chosen: 'No file chosen',
    hint_new: 'An SVG file.',
    hint_replace: 'Choose a file only to replace the current icon.',
  },
} satisfies Catalogue;
