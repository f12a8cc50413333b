import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The shared list, form, detail and popup texts in French. */
export const fr: SameKeys<typeof en> = {
  record_id: 'ID %{id}',
  no_data: 'Aucune donnée',
  /** A list whose filters match nothing. */
  no_results: {
    records: 'Aucun enregistrement ne correspond aux filtres actuels.',
    clear_filters: 'Effacer les filtres',
  },
  back: 'Retour',
  view: 'Voir',
  all: 'Tous',
  reload: 'Recharger',
  /** A finished text shown as it is (a notification naming a record). */
  as_is: '%{text}',
  day_out_of_range: 'Choisissez un jour entre 1900 et 9999',
  please_confirm: 'Veuillez confirmer',
  status: {
    published: 'Publié',
    pending: 'En attente',
  },
  columns: {
    id: 'ID',
    name: 'NOM',
    status: 'STATUT',
    actions: 'ACTIONS',
  },
  fields: {
    name: 'Nom',
    publish: 'Publier',
    category: 'Catégorie',
    description: 'Description',
    card_image: 'Image de la carte',
    profile_image: 'Image de profil',
  },
  sections: {
    organization: 'Organisme',
    event: 'Événement',
    place: 'Lieu',
    address: 'Adresse',
    contact: 'Coordonnées et réseaux sociaux',
    images: 'Images',
    publishing: 'Publication',
  },
  image: {
    current: 'Image actuelle',
    none: 'Aucune image',
    none_label: '%{label}\u00a0: aucune',
  },
  list: {
    load_failed: 'Impossible de charger la liste.',
    first_letter: 'Première lettre',
    search_placeholder: 'Rechercher…',
    search_by_id: 'Rechercher par ID',
    search_by_name: 'Rechercher par nom',
    sort_by: 'Trier par',
    sort_choice: '%{label}, %{order}',
    more_than: '%{first} à %{last} sur plus de %{total}',
  },
  export: {
    cancel: 'Annuler l’exportation',
    progress: 'Progression de l’exportation',
    exporting: 'Exportation\u00a0: %{received}',
    exporting_of: 'Exportation\u00a0: %{received} sur %{total}',
    done: '%{count} élément exporté dans %{file}. |||| %{count} éléments exportés dans %{file}.',
    failed: 'L’exportation a échoué\u00a0: %{reason}',
  },
  bulk: {
    publish: 'Publier',
    unpublish: 'Dépublier',
    done: {
      publish: '%{count} élément publié |||| %{count} éléments publiés',
      unpublish: '%{count} élément dépublié |||| %{count} éléments dépubliés',
      delete: '%{count} élément supprimé |||| %{count} éléments supprimés',
    },
    none: {
      publish: 'Aucun élément publié',
      unpublish: 'Aucun élément dépublié',
      delete: 'Aucun élément supprimé',
    },
    already: '; %{count} élément l’était déjà |||| ; %{count} éléments l’étaient déjà',
    summary: '%{done}%{already}.',
    refused_title: 'Certains éléments n’ont pas été modifiés',
    refused: {
      publish:
        '%{summary} %{count} élément n’a pas pu être publié\u00a0: |||| %{summary} %{count} éléments n’ont pas pu être publiés\u00a0:',
      unpublish:
        '%{summary} %{count} élément n’a pas pu être dépublié\u00a0: |||| %{summary} %{count} éléments n’ont pas pu être dépubliés\u00a0:',
      delete:
        '%{summary} %{count} élément n’a pas pu être supprimé\u00a0: |||| %{summary} %{count} éléments n’ont pas pu être supprimés\u00a0:',
    },
    no_answer: 'Le serveur n’a pas répondu.',
    nothing_changed: 'Rien n’a été modifié\u00a0: %{reason}',
    delete_question:
      'Voulez-vous vraiment supprimer cet élément? |||| Voulez-vous vraiment supprimer ces %{count} éléments?',
    delete_button: 'Supprimer %{count} élément |||| Supprimer %{count} éléments',
    publish_page: 'Publier cette page',
    publish_page_question:
      'Publier l’élément affiché sur cette page? |||| Publier les %{count} éléments affichés sur cette page?',
    publish_page_button: 'Publier %{count} élément |||| Publier %{count} éléments',
    undo: 'Annuler',
    undo_label: {
      publish:
        'Annuler la publication de %{count} élément |||| Annuler la publication de %{count} éléments',
      unpublish:
        'Annuler la dépublication de %{count} élément |||| Annuler la dépublication de %{count} éléments',
      delete:
        'Annuler la suppression de %{count} élément |||| Annuler la suppression de %{count} éléments',
    },
    undone: {
      publish:
        'Annulé\u00a0: %{count} élément dépublié de nouveau. |||| Annulé\u00a0: %{count} éléments dépubliés de nouveau.',
      unpublish:
        'Annulé\u00a0: %{count} élément publié de nouveau. |||| Annulé\u00a0: %{count} éléments publiés de nouveau.',
      delete:
        'Annulé\u00a0: %{count} élément restauré. |||| Annulé\u00a0: %{count} éléments restaurés.',
    },
    undo_failed: 'Annulation impossible\u00a0: %{reason}',
  },
  delete: {
    cannot: 'Suppression impossible',
    failed: 'Impossible de supprimer cet élément (%{noun}).',
    question: 'Voulez-vous vraiment supprimer cet élément (%{noun}, ID %{id})?',
  },
  form: {
    load_failed: 'Impossible de charger cet élément (%{noun}).',
    save_failed: 'Impossible d’enregistrer les modifications. Veuillez réessayer.',
    read_only:
      'Vous pouvez consulter cet élément, mais votre rôle ne vous permet pas de le modifier.',
  },
  kind: {
    with_id: {
      created: 'Création effectuée\u00a0: %{label} avec l’ID %{id}',
      updated: 'Modification enregistrée\u00a0: %{label} avec l’ID %{id}',
      deleted: 'Suppression effectuée\u00a0: %{label} avec l’ID %{id}',
    },
    with_name: {
      created: 'Création effectuée\u00a0: %{label} «\u00a0%{name}\u00a0»',
      updated: 'Modification enregistrée\u00a0: %{label} «\u00a0%{name}\u00a0»',
      deleted: 'Suppression effectuée\u00a0: %{label} «\u00a0%{name}\u00a0»',
      delete_question: 'Voulez-vous vraiment supprimer «\u00a0%{name}\u00a0»?',
    },
  },
};
