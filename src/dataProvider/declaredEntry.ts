import { bulkActionsFor } from '../../shared/resources/bulk';
import {
  type ResourceDeclaration,
  sortableColumns,
  uploadFields,
} from '../../shared/resources/declaration';
import { isReferenced } from '../../shared/resources/references';
import { underParent } from './query';
import { recordPath } from './resources/paths';
import type { ResourceEntry, ServerListSpec, Transform, WriteSpec } from './types';

/**
 * The declared resources' lists page, search and sort on the server alike: `page_num`,
 * `per_page`, `search` (the console's `q`), and `sort` and `order` for the sortable columns.
 */
const contentList = (declaration: ResourceDeclaration): ServerListSpec => ({
  mode: 'server',
  // Under its parent's record, the parent's id named as react-admin's getManyReference target.
  path: underParent(declaration, declaration.parent?.column ?? '') ?? declaration.api.path,
  records: declaration.api.listKey,
  pageParam: 'page_num',
  perPageParam: 'per_page',
  filters: { q: 'search' },
  sort: { columns: sortableColumns(declaration) },
});

/**
 * The data-provider entry of a declared resource: its list, record and write calls under the
 * declared path, JSON bodies, or multipart forms when it has uploads.
 */
export function declaredEntry(declaration: ResourceDeclaration): ResourceEntry {
  const { path, recordKey } = declaration.api;
  const uploads = uploadFields(declaration);
  const fields = Object.keys(declaration.fields);
  // Single-record answers carry each upload beside the record (`{ category, icon }`); the file
  // the form chose is not part of the saved record.
  const withUploads: Transform | undefined =
    uploads.length === 0
      ? undefined
      : (answered, body) => {
          const record: Record<string, unknown> = { ...answered };
          for (const [name, field] of uploads) {
            delete record[name];
            record[field.key] = body[field.key] ?? answered[field.key] ?? null;
          }
          return record as ReturnType<Transform>;
        };
  const write = (writePath: WriteSpec['path']): WriteSpec => ({
    path: writePath,
    body:
      uploads.length === 0
        ? { type: 'json' }
        : { type: 'multipart', files: uploads.map(([name]) => name) },
    fields,
    record: recordKey,
    transform: withUploads,
  });
  return {
    list: contentList(declaration),
    bulk: {
      path: `${path}/bulk`,
      actions: bulkActionsFor('is_published' in declaration.fields),
    },
    getOne: { path: recordPath(path), record: recordKey, transform: withUploads },
    create: write(path),
    update: write(recordPath(path)),
    delete: {
      path: recordPath(path),
      record: recordKey,
      refusedWhileUsed: isReferenced(declaration.table),
    },
  };
}
