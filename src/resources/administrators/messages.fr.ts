import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The administrators texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'Gestion des utilisateurs',
  export_title: 'Administrateurs',
  how_to_add_title: 'Ajouter des personnes',
  how_to_add:
    'Ajoutez une personne par l’adresse courriel de son compte Google, avec un rôle\u00a0: un lecteur consulte et exporte tout sans rien modifier\u00a0; un éditeur modifie le contenu du répertoire, seulement les organismes de certaines provinces ou municipalités s’il y est limité\u00a0; un administrateur gère aussi les personnes et les paramètres. La personne peut se connecter aussitôt, et son nom et sa photo proviennent de Google à sa première connexion. Révoquer la déconnecte aussitôt. Le paramètre ADMIN_EMAILS du serveur ne crée que les premiers administrateurs, tant qu’il n’y en a aucun.',
  none_yet: 'Aucun administrateur pour l’instant',
  last_sign_in: 'Dernière connexion\u00a0: %{when}',
  never_signed_in: 'Jamais connecté',
  never: 'Jamais',
  role: 'Rôle',
  columns: {
    picture: 'Photo',
    email: 'Courriel',
    name: 'Nom',
    last_sign_in: 'Dernière connexion',
    role: 'Rôle',
  },
  limits: {
    help: 'Facultatif\u00a0: un éditeur limité à des provinces ou à des municipalités ne modifie que les organismes qui s’y trouvent. Aucune limite\u00a0: il modifie partout.',
    country: 'Pays',
    provinces: 'Provinces',
    municipalities_in: 'Municipalités de',
    municipalities: 'Municipalités',
    none_found: 'Aucun résultat',
    none: 'Aucune limite',
  },
  change: {
    button: 'Changer le rôle',
    label: 'Changer le rôle de %{name}',
    title: 'Rôle de %{name}',
    changed: 'Le rôle de %{email} est maintenant\u00a0: %{role}.',
    failed: 'Le rôle n’a pas pu être changé.',
  },
  add: {
    email: 'Adresse courriel',
    email_help: 'L’adresse de son compte Google',
    invalid_email: 'Doit être une adresse courriel valide',
    submit: 'Ajouter un administrateur',
    submit_editor: 'Ajouter un éditeur',
    submit_viewer: 'Ajouter un lecteur',
    added: '%{email} est maintenant administrateur.',
    added_editor: '%{email} est maintenant éditeur.',
    added_viewer: '%{email} est maintenant lecteur.',
    failed: 'L’administrateur n’a pas pu être ajouté.',
  },
  revoke: {
    yourself: 'Vous ne pouvez pas vous révoquer',
    button: 'Révoquer',
    label: 'Révoquer %{name}',
    title: 'Révoquer l’administrateur',
    question: '%{name} (%{email}) sera déconnecté aussitôt et ne pourra plus se connecter.',
    revoked: '%{email} ne peut plus se connecter.',
    failed: 'L’administrateur n’a pas pu être révoqué.',
  },
};
