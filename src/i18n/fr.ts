import frenchMessages from 'ra-language-french';
import type { declaredResources } from '../../shared/resources';
import { frenchErrorCatalogue } from '../dataProvider/errors.fr';
import { byFolder, type Catalogue, withConsoleWording } from './messages';

/** The console's own texts in French: each folder's `messages.fr.ts`, translated by meaning. */
export const consoleFrench: Catalogue = {
  console: byFolder(
    import.meta.glob<Catalogue>('../**/messages.fr.ts', { eager: true, import: 'fr' }),
  ),
};

/**
 * The declared resources in French, under react-admin's `resources.<name>` keys: each one's name
 * (`singular |||| plural`) and every text its declaration gives in English (see
 * src/resources/declared/declaredTexts.ts). `{field}` in a message is the record's value.
 */
export const frenchResources: Record<(typeof declaredResources)[number]['name'], Catalogue> = {
  blog: {
    name: 'Article de blogue |||| Articles de blogue',
    fields: { title: 'Titre', body: 'Contenu', is_published: 'Publié' },
    columns: { id: 'ID', title: 'Titre', is_published: 'Publié', created_at: 'Créé le' },
    texts: {
      listTitle: 'Liste des articles de blogue',
      createTitle: 'Nouvel article de blogue',
      editTitle: 'Modifier l’article de blogue',
      created: 'L’article de blogue avec l’ID {id} a été créé',
      updated: 'L’article de blogue avec l’ID {id} a été modifié',
      deleted: 'L’article de blogue avec l’ID {id} a été supprimé',
    },
  },
  categories: {
    name: 'Catégorie |||| Catégories',
    fields: {
      name: 'Nom',
      is_event: 'Événement',
      is_organization: 'Organisme',
      icon_file: 'Icône',
    },
    columns: {
      id: 'ID',
      icon_file: 'Icône',
      name: 'Nom',
      is_event: 'Événement',
      is_organization: 'Organisme',
    },
    texts: {
      listTitle: 'Liste des catégories',
      createTitle: 'Nouvelle catégorie',
      editTitle: 'Modifier la catégorie',
      created: 'La catégorie a été créée',
      updated: 'La catégorie «\u00a0{name}\u00a0» a été modifiée',
      deleted: 'La catégorie avec l’ID {id} a été supprimée',
    },
  },
  slides: {
    name: 'Diapositive |||| Diapositives',
    fields: {
      title: 'Titre',
      head_title: 'Surtitre',
      subtitle: 'Sous-titre',
      button1_content: 'Texte du bouton 1',
      button1_url: 'URL du bouton 1',
      button2_content: 'Texte du bouton 2',
      button2_url: 'URL du bouton 2',
      image_url: 'URL de l’image',
    },
    sections: { texts: 'Textes', buttons: 'Boutons', image: 'Image' },
    columns: { id: 'ID', title: 'Titre', head_title: 'Surtitre', subtitle: 'Sous-titre' },
    texts: {
      listTitle: 'Liste des diapositives',
      createTitle: 'Nouvelle diapositive',
      editTitle: 'Modifier la diapositive',
      created: 'La diapositive avec l’ID {id} a été créée',
      updated: 'La diapositive avec l’ID {id} a été modifiée',
      deleted: 'La diapositive avec l’ID {id} a été supprimée',
    },
  },
  sponsors: {
    name: 'Commanditaire |||| Commanditaires',
    fields: {
      name: 'Nom',
      image_url: 'URL de l’image',
      sponsor_url: 'URL du commanditaire',
      sponsor_type: 'Type de commanditaire',
    },
    choices: {
      sponsor_type: {
        GOLD: 'Commanditaire Or',
        SILVER: 'Commanditaire Argent',
        THANK: 'Remerciement spécial',
      },
    },
    placeholders: { sponsor_type: 'Choisir le type' },
    columns: { id: 'ID', name: 'Nom', sponsor_type: 'Type', sponsor_url: 'URL du commanditaire' },
    texts: {
      listTitle: 'Liste des commanditaires',
      createTitle: 'Nouveau commanditaire',
      editTitle: 'Modifier le commanditaire',
      created: 'Le commanditaire avec l’ID {id} a été créé',
      updated: 'Le commanditaire avec l’ID {id} a été modifié',
      deleted: 'Le commanditaire avec l’ID {id} a été supprimé',
    },
  },
};

export const french: Catalogue = {
  ...withConsoleWording(frenchMessages, {
    sortBy: 'Trier par %{field} %{order}',
    bulkActions: '%{smart_count} élément sélectionné |||| %{smart_count} éléments sélectionnés',
    selectAll: 'Tout sélectionner',
  }),
  ...consoleFrench,
  errors: frenchErrorCatalogue,
  resources: frenchResources,
};
