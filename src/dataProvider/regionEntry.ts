import { isReferenced } from '../../shared/resources/references';
import { type RegionDeclaration, updatableColumns } from '../../shared/resources/regions';
import { letterParam, underParent } from './query';
import { recordPath } from './resources/paths';
import type { ResourceEntry, WriteSpec } from './types';

/**
 * The data-provider entry of a geography level: its list (a country's states under its
 * parent's record, `/admin/country/{meta.countryId}/states`), which the server pages with `page_num` and the
 * level's page-size parameter, searches by name (`q`), matches by exact id (`id`) and filters
 * by first letter (`letter`, sent lower-cased as `<name>_start`, '#' for a digit) and sorts by
 * id, name or status (`sort`, `order`); its records
 * under `/admin/<name>`, written as multipart forms.
 */
export function regionEntry(region: RegionDeclaration): ResourceEntry {
  const name = region.recordName;
  const { path: base, listKey, recordKey } = region.api;
  const write = (path: WriteSpec['path'], fields: readonly string[]): WriteSpec => ({
    path,
    body: { type: 'multipart' },
    fields,
    record: recordKey,
  });
  return {
    list: {
      mode: 'server',
      path: underParent(region) ?? base,
      records: listKey,
      perPageParam: region.perPageParam,
      filters: { q: name, id: 'id', letter: letterParam(`${name}_start`) },
      sort: { columns: region.list.sortable },
    },
    bulk: { path: `${base}/bulk`, actions: region.bulk },
    getOne: { path: recordPath(base), record: recordKey },
    create: write(base, region.fields),
    update: write(recordPath(base), updatableColumns(region)),
    delete: {
      path: recordPath(base),
      record: recordKey,
      refusedWhileUsed: isReferenced(region.table),
    },
  };
}
