import { declareResource } from './declaration';

/** The homepage slides: every text of a slide and its two buttons. */
export const slides = declareResource({
  name: 'slides',
  label: { one: 'Slide', many: 'Slides' },
  icon: 'ViewCarousel',
  recordName: 'title',
  table: 'slides',
  api: { path: '/slide', listKey: 'slide', recordKey: 'slide', tag: 'homepage slides' },
  fields: {
    title: { kind: 'text', label: 'Title', max: 200, section: 'texts' },
    head_title: { kind: 'text', label: 'Head title', max: 200, section: 'texts' },
    subtitle: { kind: 'text', label: 'Subtitle', max: 500, section: 'texts' },
    button1_content: {
      kind: 'text',
      label: 'Button 1 content',
      max: 100,
      section: 'buttons',
      width: 'half',
    },
    button1_url: { kind: 'url', label: 'Button 1 URL', section: 'buttons', width: 'half' },
    button2_content: {
      kind: 'text',
      label: 'Button 2 content',
      max: 100,
      section: 'buttons',
      width: 'half',
    },
    button2_url: { kind: 'url', label: 'Button 2 URL', section: 'buttons', width: 'half' },
    image_url: { kind: 'url', label: 'Image URL', section: 'image' },
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
