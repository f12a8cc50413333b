import type { RaRecord } from 'react-admin';
import type { Locator, LowerBoundTotalMeta, RecordsShape, Values } from './types';

function isObject(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The body inside the `{ data: ... }` envelope, or the body itself when it has none. */
export function unwrap(body: unknown): Values {
  if (!isObject(body)) return {};
  return isObject(body.data) ? body.data : body;
}

function lookup(source: Values, path: string): { found: boolean; value: unknown } {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (!isObject(current) || !(key in current)) return { found: false, value: undefined };
    current = current[key];
  }
  return { found: true, value: current };
}

/** Reads a located value from an answer, with or without the `{ data: ... }` envelope. */
export function locate(body: unknown, locator: Locator): unknown {
  const inner = unwrap(body);
  if (typeof locator === 'function') return locator(inner);
  const enveloped = lookup(inner, locator);
  if (enveloped.found) return enveloped.value;
  return isObject(body) ? lookup(body, locator).value : undefined;
}

/** The located value as a list of raw records, according to its declared shape. */
export function asRecordList(value: unknown, shape: RecordsShape): Values[] {
  if (value === null || value === undefined) return [];
  if (shape === 'single') return isObject(value) ? [value] : [];
  if (shape === 'keyed') return isObject(value) ? Object.values(value).filter(isObject) : [];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function asRecord(value: unknown): Values | null {
  return isObject(value) ? value : null;
}

function asCount(value: unknown): number | null {
  const count = typeof value === 'string' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/**
 * The list's total: total_items when the server counts; else total_pages times the page
 * size; else what has been seen so far (this page and the ones before it).
 */
export function defaultTotal(
  body: unknown,
  records: RaRecord[],
  page: number,
  perPage: number,
): number {
  const totalItems = asCount(locate(body, 'total_items'));
  if (totalItems !== null) return totalItems;
  const totalPages = asCount(locate(body, 'total_pages'));
  const pageSize = asCount(locate(body, 'per_page_items')) ?? perPage;
  if (totalPages !== null)
    return Math.max(totalPages * pageSize, (page - 1) * perPage + records.length);
  return (page - 1) * perPage + records.length;
}

/** The list result's meta when the answer's total is a lower bound (total_items_exact false). */
export function lowerBoundMeta(body: unknown): { meta: LowerBoundTotalMeta } | null {
  return locate(body, 'total_items_exact') === false ? { meta: { moreThanTotal: true } } : null;
}
