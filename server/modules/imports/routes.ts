import { Readable } from 'node:stream';
import { z } from 'zod';
import { messageText } from '../../../shared/messages';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import { flag } from '../../../shared/schemas/fields';
import { IMPORT_FIELDS, IMPORT_OUTCOMES } from '../../../shared/schemas/organizationImport';
import { pageNumber, pageSize } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { defineRoutes, idParams, route } from '../../http/routes';
import { callersJob, invalidRowsCsv, recentJobs, rowsPage } from './jobs';
import { rememberedMapping, sentMapping } from './mapping';
import { startRevert } from './revert';
import { MAX_IMPORT_ROWS, uploadImport } from './upload';
import { importWorkerOf } from './worker';

/*
 * `/api/admin/organization/imports`: an import of organizations from CSV, as a job (see
 * worker.ts): the upload stages the file's rows and the worker checks them (the dry run);
 * the preview reads the job and its rows; a confirm has the worker apply them; a revert undoes
 * the whole import, again by the worker. Each person sees their own imports.
 */

const BASE = '/api/admin/organization/imports';

/** Content types a CSV file is sent with (browsers and spreadsheets differ). */
const CSV_TYPES =
  /^(text\/(csv|plain|comma-separated-values)|application\/(csv|vnd\.ms-excel|octet-stream))\b/i;

const uploadQuery = z.object({
  file_name: z.string().trim().min(1).max(255).default('import.csv'),
  mapping: z.string().max(20_000).optional(),
});

const mappingQuery = z.object({
  columns: z.string().max(20_000),
});

const rowsQuery = z.object({
  outcome: z
    .enum(IMPORT_OUTCOMES)
    .optional()
    .describe('Only the rows of this outcome; without it, every row checked so far'),
  page_num: pageNumber,
  per_page: pageSize(25),
});

const confirmQuery = z.object({ include_duplicates: flag.default(false) });

/** The file's columns, as the `columns` parameter sends them: a JSON list of names. */
function columnsOf(text: string): string[] {
  try {
    const columns: unknown = JSON.parse(text);
    if (Array.isArray(columns) && columns.every((column) => typeof column === 'string')) {
      return columns;
    }
  } catch {
    // Answered below as any other unreadable list.
  }
  throw new HttpError(400, messageText('invalid_fields', { fields: 'columns' }), {
    columns: messageText('must_be_list'),
  });
}

export const importRoutes = defineRoutes(
  'imports',
  [
    route({
      method: 'get',
      path: BASE,
      summary:
        "The caller's 20 latest imports of organizations, newest first, each with its state, counts and progress",
      async handler({ services, adminId }) {
        return { imports: await recentJobs(services.db, adminId, 20) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/mapping`,
      summary:
        "The mapping offered for a file's columns (`columns`: their names as a JSON list): the one the caller used last for the same columns, else the organizations export's own columns by name; with the fields a column may fill",
      query: mappingQuery,
      async handler({ services, adminId, query }) {
        const header = columnsOf(query.columns);
        return {
          mapping: await rememberedMapping(services.db, adminId, header),
          fields: IMPORT_FIELDS,
        };
      },
    }),
    route({
      method: 'post',
      path: BASE,
      summary: `Uploads a CSV file of organizations (the request's body, \`text/csv\`, UTF-8 with or without a byte-order mark, comma- or semicolon-separated; at most ${MAX_IMPORT_ROWS} rows) and starts its dry run: each row is checked as the API's saves check it and classified new (no id), changed, unchanged, invalid or possible duplicate; nothing is saved until \`confirm\`. Columns named as the export's fill those fields; \`mapping\` (JSON: column to field, or null) maps others. Answers the import`,
      query: uploadQuery,
      status: 201,
      errors: {
        400: 'Not a CSV file, no header line, too many rows, or a mapping naming no field',
      },
      async handler({ c, services, adminId, query }) {
        const type = c.req.header('content-type') ?? '';
        if (!CSV_TYPES.test(type)) throw new HttpError(400, messageText('import_not_csv'));
        const id = await uploadImport(services.db, {
          adminId,
          fileName: query.file_name,
          sentMapping: sentMapping(query.mapping),
          body: c.req.raw.body,
        });
        importWorkerOf(services.db)?.wake();
        return { import: await callersJob(services.db, id, adminId) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/{id}`,
      summary:
        "One of the caller's imports: its state (uploading, checking, checked, applying, done, failed, reverting, reverted), its rows' counts by outcome, the progress of its phase under way (rows done, rows a second, seconds left), what its apply did and what its revert did",
      params: idParams,
      errors: { 404: 'No import of the caller with this id' },
      async handler({ services, adminId, params }) {
        return { import: await callersJob(services.db, params.id, adminId) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/{id}/rows`,
      summary:
        "One page of an import's rows (of one outcome, or all those checked so far), in line order: each row's line, name, errors (field and message) and, for a possible duplicate, the live organizations it resembles",
      params: idParams,
      query: rowsQuery,
      errors: { 404: 'No import of the caller with this id' },
      async handler({ services, adminId, params, query }) {
        const job = await callersJob(services.db, params.id, adminId);
        return rowsPage(services.db, job, query.outcome, query.page_num, query.per_page);
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/{id}/invalid.csv`,
      summary:
        "An import's invalid rows as CSV: the file's own columns and an `errors` column, to fix and import again",
      params: idParams,
      errors: { 404: 'No import of the caller with this id' },
      async handler({ services, adminId, params }) {
        const job = await callersJob(services.db, params.id, adminId);
        const body = Readable.toWeb(Readable.from(invalidRowsCsv(services.db, job)));
        const name = job.file_name.replace(/\.csv$/i, '').replace(/["\\\r\n]/g, '');
        return new Response(body as ReadableStream, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${name}-invalid-rows.csv"`,
            'Cache-Control': 'no-store',
          },
        });
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/{id}/confirm`,
      summary:
        'Confirms a checked import: its new and changed rows (and its possible duplicates, with `include_duplicates=true`) are saved in batches by the worker, each batch in a transaction, invalid rows skipped; every change is in the history, grouped by the import. Answers the import',
      params: idParams,
      query: confirmQuery,
      errors: {
        404: 'No import of the caller with this id',
        409: 'The import is not checked (still checking, or already confirmed)',
      },
      async handler({ services, adminId, params, query }) {
        const job = await services.db.transaction(async (tx) => {
          const job = await callersJob(tx, params.id, adminId, 'FOR UPDATE');
          if (job.state !== 'checked') {
            throw new HttpError(409, messageText('import_not_confirmable', { state: job.state }));
          }
          await tx.query(
            `UPDATE import_jobs SET state = 'applying', include_duplicates = $2, rows_done = 0,
                    phase_started_at = now(), taken_by = NULL
              WHERE id = $1`,
            [params.id, query.include_duplicates],
          );
          return callersJob(tx, params.id, adminId);
        });
        importWorkerOf(services.db)?.wake();
        return { import: job };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/{id}/revert`,
      summary:
        'Reverts a whole applied import: refused at once (409, naming the record) when any record it touched changed since; otherwise the import turns `reverting` and the worker sets its rows back in batches, each in a transaction with the progress: the organizations it created go to the trash, the ones it changed get their values back, all in the history. A record changed while the revert runs is left as it is and counted in `reverted.refused`; the import ends `reverted`. A revert that stopped (the import back to `done` with an `error`) goes on from where it stopped. Answers the import',
      params: idParams,
      errors: {
        404: 'No import of the caller with this id',
        409: 'Not applied, or a record it touched changed since',
      },
      async handler({ services, adminId, params }) {
        const job = await startRevert(services.db, params.id, adminId);
        importWorkerOf(services.db)?.wake();
        return { import: job };
      },
    }),
  ],
  organizationDeclaration,
);
