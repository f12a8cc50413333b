import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The review queue's texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'File de vérification',
  start: 'Commencer la vérification',
  filters: {
    province: 'Province',
    municipality: 'Municipalité',
    municipality_hint: "Choisissez d'abord une province",
    category: 'Catégorie',
    finding: 'Constat',
    none_found: 'Aucune municipalité trouvée',
    no_province: 'Aucune province ni aucun État trouvé',
  },
  columns: {
    name: 'NOM',
    city: 'MUNICIPALITÉ',
    state: 'PROVINCE',
    category: 'CATÉGORIE',
    last_verified: 'DERNIÈRE VÉRIFICATION',
    findings: 'CONSTATS',
  },
  findings: {
    overdue: 'Vérification en retard',
    due_soon: 'Vérification bientôt due',
    no_coordinates: 'Sans coordonnées',
    far_from_municipality: 'Loin de sa municipalité',
    no_contact: 'Ni site Web, ni courriel, ni téléphone',
    old_events: 'Événements publiés terminés depuis longtemps',
    long_unpublished: 'Non publié depuis longtemps',
  },
  details: {
    overdue: 'Vérification en retard depuis le %{date}',
    due_soon: 'Vérification due le %{date}',
    far_from_municipality: 'À %{km} km de sa municipalité',
    old_events: "Un événement publié s'est terminé le %{date}",
  },
  open_findings: 'Constats à régler',
  no_findings: 'Aucun constat à régler.',
  findings_failed: "Les constats n'ont pas pu être chargés.",
  phone_verified: 'vérifié le %{date}',
  edit: 'Modifier',
  unpublish: 'Dépublier',
  unpublish_label: 'Dépublier %{name}',
  unpublished: '« %{name} » dépublié.',
  unpublish_failed: 'Non dépublié : %{reason}',
  no_answer: "Le serveur n'a pas répondu.",
  empty: 'Rien à vérifier dans cette file.',
  done: "C'était la dernière fiche de la file.",
  bar: {
    label: 'Vérification',
    reviewing: 'Vérification de « %{name} »',
    next: 'Suivante',
    stop: 'Arrêter',
  },
};
