import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The auth texts in French. */
export const fr: SameKeys<typeof en> = {
  loading_console: 'Chargement de la console',
  load_failed:
    'La console n’a pas pu être chargée. Vérifiez votre connexion, puis rechargez la page.',
  reload: 'Recharger',
  session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  not_an_administrator: 'Ce compte n’est pas un administrateur de l’annuaire.',
};
