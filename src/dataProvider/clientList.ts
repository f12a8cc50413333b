import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

function isTruthyFlag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** Exact match, where flags match across their spellings (true, 1, '1'). */
function matches(recordValue: unknown, filterValue: unknown): boolean {
  const recordFlag = isTruthyFlag(recordValue);
  const filterFlag = isTruthyFlag(filterValue);
  if (recordFlag !== null && filterFlag !== null) return recordFlag === filterFlag;
  return String(recordValue) === String(filterValue);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * A page of a list the server answers whole: `q` is a case-insensitive substring search on
 * `searchFields`, other filters match exactly; then sort, then slice.
 */
export function clientPage(
  records: RaRecord[],
  params: GetListParams,
  searchFields: readonly string[],
): GetListResult {
  const { q, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  const filtered = records.filter(
    (record) =>
      (needle === '' ||
        searchFields.some((field) =>
          String(record[field] ?? '')
            .toLowerCase()
            .includes(needle),
        )) &&
      Object.entries(exact).every(
        ([field, value]) => value === undefined || value === '' || matches(record[field], value),
      ),
  );
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: filtered.length };
  const start = (page - 1) * perPage;
  return { data: filtered.slice(start, start + perPage), total: filtered.length };
}
