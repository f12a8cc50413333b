import { declareResource } from './declaration';

/** The sponsors catalogue shown on the public site, by tier. */
export const sponsors = declareResource({
  name: 'sponsors',
  label: { one: 'Sponsor', many: 'Sponsors' },
  fr: {
    one: 'Commanditaire',
    many: 'Commanditaires',
    gender: 'masculine',
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
    columns: { id: 'ID', sponsor_type: 'Type' },
    messages: { 'missing.sponsor_type': 'Veuillez choisir un type de commanditaire' },
  },
  icon: 'Handshake',
  recordName: 'name',
  table: 'sponsors',
  api: { path: '/sponsor', listKey: 'sponsor', recordKey: 'sponsor', tag: 'sponsors catalogue' },
  fields: {
    name: { kind: 'name', label: 'Name', max: 200 },
    image_url: { kind: 'url', label: 'Image URL' },
    sponsor_url: { kind: 'url', label: 'Sponsor URL' },
    sponsor_type: {
      kind: 'choice',
      label: 'Sponsor type',
      choices: { GOLD: 'Gold Sponsor', SILVER: 'Silver Sponsor', THANK: 'Special Thank you' },
      placeholder: 'Select Type',
      missing: 'Please select a sponsor type',
    },
  },
  list: {
    columns: [
      { source: 'id', label: 'ID', sortable: true },
      { source: 'name', label: 'Name', sortable: true },
      { source: 'sponsor_type', label: 'Type', sortable: true },
      { source: 'sponsor_url', label: 'Sponsor URL' },
    ],
    search: ['name'],
    perPage: 10,
  },
  legacyName: 'sponsor',
});
