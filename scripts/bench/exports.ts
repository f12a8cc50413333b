import { readFileSync, writeFileSync } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

/**
 * An export of the whole directory, measured on a bench server: how long it takes, how many rows
 * a second it writes, and the server process's peak resident memory while it runs (Linux's
 * VmHWM, reset just before), against its resident memory before: however many rows it writes,
 * an export should hold one batch, so the peak should not grow with the directory.
 */

/** What is measured: the export's path, and how its rows are counted from its bytes. */
export interface MeasuredExport {
  name: string;
  path: string;
  rowsOf: (body: AsyncIterable<Uint8Array>) => Promise<number>;
}

/** Line breaks in `bytes` (a CSV's rows and header; no description here holds a line break). */
function lineBreaks(bytes: Uint8Array): number {
  let breaks = 0;
  for (const byte of bytes) if (byte === 10) breaks += 1;
  return breaks;
}

/** The organizations list's CSV: its lines but the header. */
export const CSV_EXPORT: MeasuredExport = {
  name: 'every organization as CSV',
  path: '/api/admin/organization.csv',
  async rowsOf(body) {
    let lines = 0;
    for await (const chunk of body) lines += lineBreaks(chunk);
    return lines - 1;
  },
};

/** The HSDS ZIP: the lines of its CSV files but their headers, read as the ZIP arrives. */
export const HSDS_EXPORT: MeasuredExport = {
  name: 'the directory in HSDS (ZIP of CSV files)',
  path: '/api/admin/hsds/export',
  async rowsOf(body) {
    let rows = 0;
    const unzip = new Unzip((file) => {
      if (!file.name.endsWith('.csv')) return;
      rows -= 1;
      file.ondata = (error, chunk) => {
        if (error) throw error;
        rows += lineBreaks(chunk);
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    for await (const chunk of body) unzip.push(chunk);
    unzip.push(new Uint8Array(0), true);
    return rows;
  },
};

export interface ExportFigures {
  seconds: number;
  rows: number;
  residentMb: number;
  peakMb: number;
}

export const kilobytesOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN);
};

export async function measureExport(
  measured: MeasuredExport,
  baseUrl: string,
  authorization: string,
  pid: number,
): Promise<ExportFigures> {
  // Writing 5 to clear_refs resets the process's peak resident memory to its current one.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const residentMb = kilobytesOf(pid, 'VmRSS') / 1024;
  const started = performance.now();
  const response = await fetch(`${baseUrl}${measured.path}`, {
    headers: { Authorization: authorization },
  });
  if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
  const rows = await measured.rowsOf(response.body as AsyncIterable<Uint8Array>);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, rows, residentMb, peakMb: kilobytesOf(pid, 'VmHWM') / 1024 };
}

/** "2.1 s, 48,000 rows/s; peak 310 MB (+12 over 298)". */
export function exportCell({ seconds, rows, residentMb, peakMb }: ExportFigures): string {
  const perSecond = Math.round(rows / seconds).toLocaleString('en');
  return `${seconds.toFixed(1)} s, ${perSecond} rows/s; peak ${peakMb.toFixed(0)} MB (+${(peakMb - residentMb).toFixed(0)} over ${residentMb.toFixed(0)})`;
}
