import type { SameKeys } from '../i18n/messages';
import type { en } from './messages.en';

/** The data texts in French. */
export const fr: SameKeys<typeof en> = {
  connection: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  download_cut:
    'Le téléchargement s’est arrêté avant la fin. Vérifiez votre connexion et réessayez.',
  status: 'Le serveur a répondu par une erreur (%{status}).',
  with_reference: '%{message} (Référence : %{reference})',
};
