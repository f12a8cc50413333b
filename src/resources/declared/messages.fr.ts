import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The declared resources' screens' own texts in French. */
export const fr: SameKeys<typeof en> = {
  icon: {
    alt: 'Icône de %{name}',
    chosen_alt: 'Icône choisie (%{name})',
    choose: 'Choisir un fichier SVG',
    replace: 'Remplacer le fichier (%{label})',
    none_chosen: 'Aucun fichier choisi',
    hint_new: 'Un fichier SVG.',
    hint_replace: 'Choisissez un fichier seulement pour remplacer l’icône actuelle.',
  },
};
