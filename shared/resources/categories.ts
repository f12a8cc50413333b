import { declareResource } from './declaration';

/** Categories of organizations and events, each with its SVG icon. */
export const categories = declareResource({
  name: 'categories',
  label: { one: 'Category', many: 'Categories' },
  fr: {
    one: 'Catégorie',
    many: 'Catégories',
    gender: 'feminine',
    fields: {
      name: 'Nom',
      is_event: 'Événement',
      is_organization: 'Organisme',
      icon_file: 'Icône',
      review_interval_months: 'Intervalle de révision (mois)',
    },
    hints: {
      review_interval_months:
        'Mois entre deux vérifications de ses organismes; vide : l’intervalle des paramètres de l’application',
    },
    texts: {
      created: 'La catégorie a été créée',
      updated: 'La catégorie «\u00a0{name}\u00a0» a été modifiée',
    },
    messages: {
      unique: 'Une catégorie porte déjà ce nom.',
      in_use:
        '%{name} est utilisée par des organismes ou des événements; donnez-leur d’abord une autre catégorie.',
      'rule.is_organization':
        'La catégorie doit être une catégorie d’événement, d’organisme ou les deux',
    },
  },
  uniqueName: true,
  icon: 'Category',
  recordName: 'name',
  table: 'categories',
  api: { path: '/admin/category', listKey: 'categories', recordKey: 'category' },
  fields: {
    name: { kind: 'name', label: 'Name', max: 100 },
    is_event: { kind: 'flag', label: 'Event' },
    is_organization: { kind: 'flag', label: 'Organization' },
    icon_file: { kind: 'svgIcon', label: 'Icon', column: 'icon_file_id', key: 'icon' },
    review_interval_months: {
      kind: 'wholeNumber',
      label: 'Review interval (months)',
      min: 1,
      max: 120,
      hint: "Months between verifications of its organizations; empty: the app settings' interval",
    },
  },
  rules: [
    {
      anyOf: ['is_event', 'is_organization'],
      message: 'It should be event or organization category or both',
      path: 'is_organization',
    },
  ],
  list: {
    columns: [
      { source: 'id', label: 'ID', sortable: true },
      { source: 'icon_file', label: 'Icon' },
      { source: 'name', label: 'Name', sortable: true },
      { source: 'is_event', label: 'Event' },
      { source: 'is_organization', label: 'Organization' },
    ],
    search: ['name'],
    // Spec 000, section 9: 50 categories a page, without a pager when they fit one.
    perPage: 50,
    hidePagerOnOnePage: true,
    sort: { field: 'name', order: 'ASC' },
  },
  uniqueMessage: 'A category with this name already exists.',
  inUseMessage: '{name} is used by {uses}; give them another category first.',
  legacyName: 'category',
  texts: {
    created: 'Category has been created',
    updated: "Category '{name}' has been updated successfully",
  },
});
