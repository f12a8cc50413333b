import frenchMessages from 'ra-language-french';
import type { declaredResources } from '../../shared/resources';
import { fr as auth } from '../custom/auth/messages.fr';
import { fr as dashboard } from '../custom/dashboard/messages.fr';
import { fr as geography } from '../custom/geography/messages.fr';
import { fr as layout } from '../custom/layout/messages.fr';
import { fr as location } from '../custom/location/messages.fr';
import { fr as login } from '../custom/login/messages.fr';
import { fr as shell } from '../custom/messages.fr';
import { fr as orders } from '../custom/orders/messages.fr';
import { fr as settings } from '../custom/settings/messages.fr';
import { frenchErrorCatalogue } from '../dataProvider/errors.fr';
import { fr as data } from '../dataProvider/messages.fr';
import { fr as administrators } from '../resources/administrators/messages.fr';
import { fr as cities } from '../resources/cities/messages.fr';
import { fr as countries } from '../resources/countries/messages.fr';
import { fr as declared } from '../resources/declared/messages.fr';
import { fr as eventParticipants } from '../resources/eventParticipants/messages.fr';
import { fr as eventSponsors } from '../resources/eventSponsors/messages.fr';
import { fr as events } from '../resources/events/messages.fr';
import { fr as history } from '../resources/history/messages.fr';
import { fr as locations } from '../resources/locations/messages.fr';
import { fr as organizations } from '../resources/organizations/messages.fr';
import { fr as participationRoles } from '../resources/participationRoles/messages.fr';
import { fr as shared } from '../resources/shared/messages.fr';
import { fr as states } from '../resources/states/messages.fr';
import { fr as trash } from '../resources/trash/messages.fr';
import type { consoleEnglish } from './en';
import { type Catalogue, type SameKeys, withConsoleWording } from './messages';

/** The console's own texts in French: each folder's `messages.fr.ts`, translated by meaning. */
export const consoleFrench: SameKeys<typeof consoleEnglish> = {
  console: {
    administrators,
    auth,
    cities,
    countries,
    dashboard,
    data,
    declared,
    eventParticipants,
    eventSponsors,
    events,
    geography,
    history,
    layout,
    location,
    locations,
    login,
    orders,
    organizations,
    participationRoles,
    settings,
    shared,
    shell,
    states,
    trash,
  },
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
