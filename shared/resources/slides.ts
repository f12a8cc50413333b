import { declareResource } from './declaration';

/** The homepage slides: every text of a slide and its two buttons. */
export const slides = declareResource({
  name: 'slides',
  label: { one: 'Slide', many: 'Slides' },
  fr: {
    one: 'Diapositive',
    many: 'Diapositives',
    gender: 'feminine',
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
  },
  icon: 'ViewCarousel',
  recordName: 'title',
  table: 'slides',
  api: { path: '/slide', listKey: 'slide', recordKey: 'slide', tag: 'homepage slides' },
  fields: {
    title: { kind: 'text', label: 'Title', max: 200 },
    head_title: { kind: 'text', label: 'Head title', max: 200 },
    subtitle: { kind: 'text', label: 'Subtitle', max: 500 },
    button1_content: {
      kind: 'text',
      label: 'Button 1 content',
      max: 100,
    },
    button1_url: { kind: 'url', label: 'Button 1 URL' },
    button2_content: {
      kind: 'text',
      label: 'Button 2 content',
      max: 100,
    },
    button2_url: { kind: 'url', label: 'Button 2 URL' },
    image_url: { kind: 'url', label: 'Image URL' },
  },
  form: {
    texts: { title: 'full', head_title: 'full', subtitle: 'full' },
    buttons: {
      button1_content: 'half',
      button1_url: 'half',
      button2_content: 'half',
      button2_url: 'half',
    },
    image: { image_url: 'full' },
  },
  formSections: { texts: 'Texts', buttons: 'Buttons', image: 'Image' },
  list: {
    columns: [
      { source: 'id', label: 'ID', sortable: true },
      { source: 'title', label: 'Title', sortable: true },
      { source: 'head_title', label: 'Head title', sortable: true },
      { source: 'subtitle', label: 'Subtitle' },
    ],
    // The spec says "on name", but slides have none: their visible texts stand in for it.
    search: ['title', 'head_title', 'subtitle'],
    perPage: 10,
  },
  legacyName: 'slide',
});
