import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The sign-in screen's texts in French. */
export const fr: SameKeys<typeof en> = {
  logo: 'Logo de %{brand}',
  admin: 'ADMIN',
  loading: 'Chargement',
  loading_options: 'Chargement des options de connexion',
  retry: 'Réessayer',
  unreachable: 'Le serveur est injoignable.',
  connection_failed: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  local_sign_in: 'Se connecter comme administrateur local',
  email: 'Courriel',
  email_sign_in: 'Se connecter',
  unknown_person:
    'Personne ne peut se connecter en tant que %{email}\u00a0: ajoutez d’abord cette personne dans la gestion des utilisateurs.',
  signing_in: 'Connexion en cours',
  no_method: 'Aucune méthode de connexion n’est configurée sur le serveur.',
  session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden:
    'Votre compte n’a pas d’accès administrateur. Veuillez vous connecter avec un compte administrateur.',
  sign_in_failed: 'La connexion a échoué. Veuillez réessayer.',
  not_an_administrator: 'Ce compte n’est pas un administrateur de l’annuaire.',
  no_local_credential: 'Le serveur n’a pas fourni d’identifiant de connexion locale.',
  google_unavailable:
    'La connexion avec Google n’a pas pu être chargée. Vérifiez la connexion et rechargez la page.',
  google_no_credential: 'Google n’a renvoyé aucun identifiant. Veuillez réessayer.',
  google_failed: 'La connexion avec Google a échoué. Veuillez réessayer.',
};
