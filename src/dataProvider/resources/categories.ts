import type { ResourceEntry, Transform, WriteSpec } from '../types';
import { contentList } from './contentList';
import { recordPath } from './paths';

/**
 * The single-category calls answer `{ category, icon }`: the icon joins the record, as in the
 * list's rows. The chosen file (icon_file) is not part of the saved record.
 */
const withIcon: Transform = ({ icon_file: _chosenFile, ...category }, body) => ({
  ...category,
  id: category.id as number,
  icon: body.icon ?? category.icon ?? null,
});

const write = (path: WriteSpec['path']): WriteSpec => ({
  path,
  body: { type: 'multipart', files: ['icon_file'] },
  fields: ['name', 'is_event', 'is_organization', 'icon_file'],
  record: 'category',
  transform: withIcon,
});

/** Categories under /admin/category, written as multipart forms with an optional SVG icon. */
export const categories: ResourceEntry = {
  list: contentList('/admin/category', 'categories'),
  getOne: { path: recordPath('/admin/category'), record: 'category', transform: withIcon },
  create: write('/admin/category'),
  update: write(recordPath('/admin/category')),
  delete: { path: recordPath('/admin/category'), record: 'category', refusedWhileUsed: true },
};
