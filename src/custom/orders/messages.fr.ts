import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The template orders screen's texts in French. */
export const fr: SameKeys<typeof en> = {
  title: 'Commandes',
  new: 'Nouvelle commande',
  not_addable:
    'Ceci est un écran modèle avec des données d’exemple\u00a0: on ne peut pas y ajouter de commandes.',
  list_title: 'Liste des commandes',
  search: 'Rechercher des commandes',
  columns: {
    id: 'ID',
    date: 'DATE',
    status: 'STATUT',
    customer: 'CLIENT',
    product: 'PRODUIT',
    revenue: 'REVENU',
  },
  statuses: {
    paid: 'Payée',
    canceled: 'Annulée',
    refunded: 'Remboursée',
  },
};
