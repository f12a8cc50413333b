import type { SameKeys } from '../i18n/messages';
import type { en } from './messages.en';

/** The shell texts in French. */
export const fr: SameKeys<typeof en> = {
  not_found: {
    title: 'Page introuvable',
    explanation:
      'Il n’y a aucune page à cette adresse. Vérifiez l’adresse ou retournez au tableau de bord.',
    back: 'Retour au tableau de bord',
  },
};
