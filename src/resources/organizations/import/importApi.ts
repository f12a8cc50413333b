import { parse } from 'csv-parse/browser/esm/sync';
import type {
  ImportJob,
  ImportMapping,
  ImportOutcome,
  ImportRow,
} from '../../../../shared/schemas/organizationImport';
import { apiDownloadCsv } from '../../../dataProvider/download';
import { apiFetch } from '../../../dataProvider/http';

/** The API of an import of organizations (`/api/admin/organization/imports`). */

const BASE = '/admin/organization/imports';

type Answer<T> = { data: T };

/** The column names of a CSV file: its first line, read from its first 64 KB. */
export async function headerOf(file: File): Promise<string[]> {
  const start = (await file.slice(0, 65_536).text()).replace(/^\uFEFF/, '');
  const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const [header] = parse(firstLine, { delimiter, relax_quotes: true }) as string[][];
  return (header ?? []).map((column) => column.trim());
}

export async function offeredMapping(columns: string[]) {
  const answer = (await apiFetch(`${BASE}/mapping`, {
    query: { columns: JSON.stringify(columns) },
  })) as Answer<{ mapping: ImportMapping; fields: string[] }>;
  return answer.data;
}

export async function uploadFile(file: File, mapping: ImportMapping): Promise<ImportJob> {
  const answer = (await apiFetch(BASE, {
    method: 'POST',
    query: { file_name: file.name, mapping: JSON.stringify(mapping) },
    file: file.type ? file : new Blob([file], { type: 'text/csv' }),
  })) as Answer<{ import: ImportJob }>;
  return answer.data.import;
}

export async function importJob(id: number): Promise<ImportJob> {
  return ((await apiFetch(`${BASE}/${id}`)) as Answer<{ import: ImportJob }>).data.import;
}

export async function recentImports(): Promise<ImportJob[]> {
  return ((await apiFetch(BASE)) as Answer<{ imports: ImportJob[] }>).data.imports;
}

export async function importRows(id: number, outcome: ImportOutcome) {
  const answer = (await apiFetch(`${BASE}/${id}/rows`, {
    query: { outcome, per_page: 100 },
  })) as Answer<{ rows: ImportRow[]; total: number }>;
  return answer.data;
}

export async function confirmImport(id: number, includeDuplicates: boolean) {
  const answer = (await apiFetch(`${BASE}/${id}/confirm`, {
    method: 'POST',
    query: { include_duplicates: includeDuplicates },
  })) as Answer<{ import: ImportJob }>;
  return answer.data.import;
}

export async function revertImport(id: number) {
  const answer = (await apiFetch(`${BASE}/${id}/revert`, { method: 'POST' })) as Answer<{
    import: ImportJob;
  }>;
  return answer.data.import;
}

export const invalidRowsFile = async (id: number) =>
  (await apiDownloadCsv(`${BASE}/${id}/invalid.csv`, {})).blob;
