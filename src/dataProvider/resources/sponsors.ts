import type { ResourceEntry } from '../types';
import { contentList } from './contentList';
import { recordPath } from './paths';

const fields = ['name', 'image_url', 'sponsor_url', 'sponsor_type'] as const;

/** The sponsors catalogue under /sponsor: the list and the single record answer `sponsor`. */
export const sponsors: ResourceEntry = {
  list: contentList('/sponsor', 'sponsor'),
  getOne: { path: recordPath('/sponsor'), record: 'sponsor' },
  create: { path: '/sponsor', body: { type: 'json' }, fields, record: 'sponsor' },
  update: { path: recordPath('/sponsor'), body: { type: 'json' }, fields, record: 'sponsor' },
  delete: { path: recordPath('/sponsor'), record: 'sponsor' },
};
