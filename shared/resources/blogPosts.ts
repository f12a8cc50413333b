import { declareResource } from './declaration';

/** Blog posts of the public site, published or pending. */
export const blogPosts = declareResource({
  name: 'blog',
  label: { one: 'Blog post', many: 'Blog posts' },
  fr: {
    one: 'Article de blogue',
    many: 'Articles de blogue',
    gender: 'masculine',
    fields: { title: 'Titre', body: 'Contenu', is_published: 'Publié' },
    columns: { created_at: 'Créé le' },
  },
  icon: 'Article',
  recordName: 'title',
  table: 'blog_posts',
  api: {
    path: '/blog',
    listKey: 'blogposts',
    recordKey: 'blogpost',
    alsoAnswers: ['event_id', 'organization_id', 'created_by', 'deleted_by'],
  },
  fields: {
    title: { kind: 'text', label: 'Title', max: 200 },
    body: { kind: 'text', label: 'Body', max: 50_000, rows: 25 },
    is_published: { kind: 'flag', label: 'Published' },
  },
  list: {
    columns: [
      { source: 'id', label: 'ID', sortable: true },
      { source: 'title', label: 'Title', sortable: true },
      { source: 'is_published', label: 'Published', display: 'publishState', sortable: true },
      { source: 'created_at', label: 'Created', display: 'dateTime', sortable: true },
    ],
    search: ['title', 'body'],
    perPage: 10,
    sort: { field: 'id', order: 'DESC' },
  },
  legacyName: 'blog',
  texts: {
    listTitle: 'Blog Posts List',
    createTitle: 'New Blog Post',
    editTitle: 'Edit Blog Post',
  },
});
