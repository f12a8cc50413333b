import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { messageText } from '../../../shared/messages';
import type { ImportMapping } from '../../../shared/schemas/organizationImport';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { mappingOf } from './mapping';

/*
 * An upload: the CSV body is parsed as it arrives, and its rows are staged in import_rows a
 * batch at a time, so that a file of 100,000 rows takes the memory of one batch.
 */

/** Rows staged per statement. */
const STAGED_ROWS = 500;

/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 100_000;

const notCsv = () => new HttpError(400, messageText('import_not_csv'));

/** `;` when the header line has more semicolons than commas (a French spreadsheet's CSV). */
function delimiterOf(firstChunk: string): ',' | ';' {
  const line = firstChunk.split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => line.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The body's text as it arrives, and the delimiter its first line uses. A body beginning with
 * a NUL byte (a spreadsheet's binary file, an image) is not CSV.
 */
async function csvText(body: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  const first = await reader.read();
  const firstText = first.done ? '' : decoder.decode(first.value, { stream: true });
  if (firstText.includes('\u0000')) throw notCsv();
  async function* chunks() {
    let text = firstText;
    let done = first.done;
    while (true) {
      if (text) yield text;
      if (done) break;
      const next = await reader.read();
      done = next.done;
      text = next.done ? decoder.decode() : decoder.decode(next.value, { stream: true });
    }
  }
  return { chunks: chunks(), delimiter: delimiterOf(firstText.replace(/^\uFEFF/, '')) };
}

/** The line a parse failure names, for its message. */
const failedLine = (error: unknown) =>
  error instanceof CsvError ? Number((error as CsvError & { lines?: number }).lines ?? 0) : 0;

interface Upload {
  adminId: number;
  fileName: string;
  sentMapping: ImportMapping;
  body: ReadableStream<Uint8Array> | null;
}

/** The id cell of a row, as the organization it updates; anything else is checked later. */
function targetOf(cells: string[], idColumn: number) {
  const text = idColumn < 0 ? '' : (cells[idColumn] ?? '').trim();
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

async function stage(
  db: Database,
  jobId: number,
  rows: { line: number; cells: string[] }[],
  idColumn: number,
) {
  await db.query(
    `INSERT INTO import_rows (job_id, line, cells, target_id)
     SELECT $1, r.line, r.cells, r.target_id
       FROM jsonb_to_recordset($2::jsonb) AS r(line integer, cells jsonb, target_id integer)`,
    [
      jobId,
      JSON.stringify(
        rows.map(({ line, cells }) => ({ line, cells, target_id: targetOf(cells, idColumn) })),
      ),
    ],
  );
  // The upload is still arriving: a worker marks one that stopped (its server died) failed.
  await db.query('UPDATE import_jobs SET heartbeat_at = now() WHERE id = $1', [jobId]);
}

/**
 * Reads the CSV body into a new import (state `checking` once whole, for the worker to check):
 * its header names the columns, the sent mapping (over the export's own columns) says which
 * field each fills. 400, with nothing kept, for a body that is not CSV, has no header or more
 * than MAX_IMPORT_ROWS rows, or a mapping naming no field of an import.
 */
export async function uploadImport(db: Database, upload: Upload): Promise<number> {
  if (!upload.body) throw new HttpError(400, messageText('import_no_header'));
  const { chunks, delimiter } = await csvText(upload.body);
  const parser = Readable.from(chunks).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let jobId: number | undefined;
  try {
    let header: string[] | undefined;
    let idColumn = -1;
    let batch: { line: number; cells: string[] }[] = [];
    let total = 0;
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = record.map((column) => column.trim());
        if (header.every((column) => column === ''))
          throw new HttpError(400, messageText('import_no_header'));
        const mapping = mappingOf(header, upload.sentMapping);
        idColumn = header.findIndex((column) => mapping[column] === 'id');
        const [job] = await db.query<{ id: number }>(
          `INSERT INTO import_jobs (created_by, file_name, header, mapping, heartbeat_at)
           VALUES ($1, $2, $3::jsonb, $4::jsonb, now()) RETURNING id`,
          [upload.adminId, upload.fileName, JSON.stringify(header), JSON.stringify(mapping)],
        );
        jobId = (job as { id: number }).id;
        continue;
      }
      total += 1;
      if (total > MAX_IMPORT_ROWS) {
        throw new HttpError(400, messageText('import_too_many_rows', { max: MAX_IMPORT_ROWS }));
      }
      batch.push({ line: info.lines, cells: record });
      if (batch.length === STAGED_ROWS) {
        await stage(db, jobId as number, batch, idColumn);
        batch = [];
      }
    }
    if (jobId === undefined) throw new HttpError(400, messageText('import_no_header'));
    if (batch.length > 0) await stage(db, jobId, batch, idColumn);
    await db.query(
      `UPDATE import_jobs SET state = 'checking', rows_total = $2, phase_started_at = now()
        WHERE id = $1`,
      [jobId, total],
    );
    return jobId;
  } catch (error) {
    if (jobId !== undefined) await db.query('DELETE FROM import_jobs WHERE id = $1', [jobId]);
    if (error instanceof HttpError) throw error;
    if (error instanceof CsvError) {
      throw new HttpError(400, messageText('import_unreadable', { line: failedLine(error) }));
    }
    throw error;
  }
}
