import type { ResourceEntry } from '../types';
import { contentList } from './contentList';
import { recordPath } from './paths';

const fields = ['title', 'body', 'is_published'] as const;

/** Blog posts under /blog, written as JSON. */
export const blog: ResourceEntry = {
  list: contentList('/blog', 'blogposts'),
  getOne: { path: recordPath('/blog'), record: 'blogpost' },
  create: { path: '/blog', body: { type: 'json' }, fields, record: 'blogpost' },
  update: { path: recordPath('/blog'), body: { type: 'json' }, fields, record: 'blogpost' },
  delete: { path: recordPath('/blog'), record: 'blogpost' },
};
