import type { Catalogue } from '../../i18n/messages';

/** The template orders screen's texts in English, under `console.orders`. */
export const en = {
  title: 'Orders',
  new: 'New Order',
  not_addable: 'This is a template screen with sample data: orders cannot be added.',
  list_title: 'Orders List',
  search: 'Search orders',
  columns: {
    id: 'ID',
    date: 'DATE',
    status: 'STATUS',
    customer: 'COSTUMER',
    product: 'PRODUCT',
    revenue: 'REVENUE',
  },
  statuses: {
    paid: 'Paid',
    canceled: 'Canceled',
    refunded: 'Refunded',
  },
} satisfies Catalogue;
