import type { SameKeys } from '../../../i18n/messages';
import type { en } from './messages.en';

/** Les textes de l’écran d’importation en français, sous `console.import`. */
export const fr: SameKeys<typeof en> = {
  button: 'Importer',
  title: 'Importer des organismes',
  intro:
    'Importez un fichier CSV : un fichier exporté de la liste des organismes se réimporte (les lignes avec un identifiant mettent à jour ces organismes; les lignes sans identifiant en créent de nouveaux). Rien n’est enregistré avant votre confirmation.',
  choose_file: 'Choisir un fichier CSV',
  chosen: 'Fichier : %{name}',
  mapping: {
    title: 'Colonnes',
    hint: 'Choisissez le champ que remplit chaque colonne du fichier.',
    ignored: 'Non importée',
  },
  check: 'Vérifier le fichier (essai)',
  checking: 'Vérification du fichier…',
  applying: 'Importation…',
  reverting: 'Annulation de l’importation…',
  progress:
    '%{done} lignes sur %{total}, %{rate} lignes par seconde, environ %{seconds} s restantes',
  progress_starting: '%{done} lignes sur %{total}',
  counts: {
    title: 'Essai : rien n’a été enregistré',
    new: 'Nouvelles lignes',
    changed: 'Lignes modifiées',
    unchanged: 'Lignes inchangées',
    invalid: 'Lignes non valides',
    duplicate: 'Doublons possibles',
  },
  invalid: {
    title: 'Lignes non valides',
    line: 'Ligne',
    field: 'Champ',
    message: 'Message',
    whole_row: 'Ligne entière',
    download: 'Télécharger les lignes non valides',
  },
  duplicates: {
    title: 'Doublons possibles',
    row: 'Ligne du fichier',
    resembles: 'Ressemble à',
  },
  include_duplicates: 'Importer aussi les doublons possibles',
  confirm: 'Confirmer l’importation',
  done: {
    title: 'Importation terminée',
    summary: '%{created} créés, %{updated} mis à jour, %{refused} refusés.',
    history: 'Voir les modifications dans l’historique',
    revert: 'Défaire l’importation',
    reverted: 'L’importation a été annulée.',
    reverted_refused:
      'L’importation a été annulée, sauf une ligne dont l’organisme a changé pendant l’annulation : il a été laissé tel quel. |||| L’importation a été annulée, sauf %{refused} lignes dont les organismes ont changé pendant l’annulation : ils ont été laissés tels quels.',
    revert_stopped: 'L’annulation s’est arrêtée : %{error}',
  },
  failed: 'L’importation s’est arrêtée : %{error}',
  another: 'Importer un autre fichier',
  recent: {
    title: 'Vos importations récentes',
    none: 'Aucune importation pour l’instant.',
    state: {
      uploading: 'Téléversement',
      checking: 'Vérification',
      checked: 'Vérifiée, en attente de votre confirmation',
      applying: 'Importation en cours',
      done: 'Terminée',
      failed: 'Échouée',
      reverting: 'Annulation en cours',
      reverted: 'Annulée',
    },
  },
  history: {
    part_of: 'Fait partie de l’importation n° %{id}',
    reverted: 'Fait partie de l’importation n° %{id} (annulée)',
    revert: 'Défaire l’importation',
    revert_label: 'Défaire l’importation n° %{id}',
    revert_title: 'Défaire cette importation?',
    revert_question:
      'Les organismes qu’elle a créés vont à la corbeille et ceux qu’elle a modifiés reprennent leurs valeurs. Refusé si l’un d’eux a été modifié depuis.',
    revert_answered: 'L’importation n° %{id} est en cours d’annulation.',
    revert_failed: 'L’importation n’a pas pu être défaite.',
  },
};
