import type { RecordDeclaration } from '../../shared/resources/record';
import { isReferenced } from '../../shared/resources/references';
import { underParent } from './query';
import { recordPath } from './resources/paths';
import type { ResourceEntry, WriteSpec } from './types';

/**
 * The data-provider entry of a declared record type: its records under the declared path,
 * written as JSON, or as multipart forms when it has files; its list, when the server answers
 * it whole (the console then searches and pages it), under its parent's path with the parent's
 * id from meta. A resource whose list the server pages declares that list beside this entry.
 */
export function recordEntry(declaration: RecordDeclaration): ResourceEntry {
  const { path, listKey, recordKey, writeSuffix = '' } = declaration.api;
  const files = declaration.files ?? [];
  const write = (writePath: WriteSpec['path']): WriteSpec => ({
    path: writePath,
    body: files.length === 0 ? { type: 'json' } : { type: 'multipart', files },
    fields: [...declaration.fields, ...files],
    record: recordKey,
  });
  const onePath = recordPath(path);
  return {
    ...(declaration.search && {
      list: {
        mode: 'client',
        path: underParent(declaration) ?? path,
        records: listKey,
        searchFields: declaration.search,
      },
    }),
    ...(declaration.bulk && { bulk: { path: `${path}/bulk`, actions: declaration.bulk } }),
    getOne: { path: onePath, record: recordKey },
    create: write(`${path}${writeSuffix}`),
    ...(declaration.api.updates !== false && {
      update: write((context) => `${onePath(context)}${writeSuffix}`),
    }),
    delete: { path: onePath, record: recordKey, refusedWhileUsed: isReferenced(declaration.table) },
  };
}
