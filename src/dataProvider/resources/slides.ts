import type { ResourceEntry } from '../types';
import { contentList } from './contentList';
import { recordPath } from './paths';

const fields = [
  'title',
  'head_title',
  'subtitle',
  'button1_content',
  'button1_url',
  'button2_content',
  'button2_url',
  'image_url',
] as const;

/** Homepage slides under /slide: the list and the single record both answer `slide`. */
export const slides: ResourceEntry = {
  list: contentList('/slide', 'slide'),
  getOne: { path: recordPath('/slide'), record: 'slide' },
  create: { path: '/slide', body: { type: 'json' }, fields, record: 'slide' },
  update: { path: recordPath('/slide'), body: { type: 'json' }, fields, record: 'slide' },
  delete: { path: recordPath('/slide'), record: 'slide' },
};
