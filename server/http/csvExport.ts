import type { HttpBindings } from '@hono/node-server';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { requestLogger } from '../logging';
import type { ListSelection } from '../store/selection';
import type { RouteDefinition, RouteInput } from './routes';
import { route } from './routes';

/** Rows read from the database per batch of an export: one batch is all it holds in memory. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * Text a spreadsheet would run as a formula (OWASP's "CSV injection"): such a cell is written with
 * a leading apostrophe, which spreadsheets read as "this is text".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const CSV_CELLS = {
  cast: {
    boolean: (value: boolean) => String(value),
    string: neutraliseFormula,
    // Arrays and objects (ids of a list, a file's id and URL) as JSON, itself neutralised.
    object: (value: object) => neutraliseFormula(JSON.stringify(value)),
  },
};

/** How long an export waits for its client to take more, and how it then closes the connection. */
interface SendIdleLimit {
  idleMs: number;
  closeConnection: () => void;
}

/**
 * The selection as a CSV stream: a header (after a byte-order mark, so that spreadsheets read the
 * accents of Québec as UTF-8), then the rows, one batch read per batch the client takes. The first
 * batch is read before answering, so a failure to start is an error answer, not a cut file. A
 * client that takes nothing for `idleMs` would hold the cursor and the connection for as long as
 * it likes: the cursor is then closed, and the connection; the file is never ended as if whole.
 */
async function csvBody(
  db: Database,
  selection: ListSelection,
  limit: SendIdleLimit,
): Promise<ReadableStream<Uint8Array>> {
  const { columns } = selection;
  const batches = db
    .rowBatches<Record<string, unknown>>(selection.sql, selection.params, EXPORT_BATCH_ROWS)
    [Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let next = await batches.next();
  let idle: NodeJS.Timeout | undefined;
  let abandoned = false;
  const waitForClient = () => {
    idle = setTimeout(() => {
      abandoned = true;
      void batches.return?.();
      limit.closeConnection();
    }, limit.idleMs);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(stringify([], { bom: true, header: true, columns })));
        waitForClient();
      },
      async pull(controller) {
        clearTimeout(idle);
        if (abandoned) {
          controller.error(
            new Error('The export was closed: its client took nothing for a while.'),
          );
          return;
        }
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(stringify(next.value, { ...CSV_CELLS, columns })));
        next = await batches.next();
        waitForClient();
      },
      async cancel() {
        clearTimeout(idle);
        await batches.return?.();
      },
    },
    // Nothing read ahead of what the client has taken: memory stays one batch whatever the size.
    { highWaterMark: 0 },
  );
}

/** `organizations-2026-11-23.csv`: what the file holds and the day it was written (UTC). */
const attachmentName = (base: string, day = new Date()) =>
  `${base}-${day.toISOString().slice(0, 10)}.csv`;

/** A list's query without its paging parameters: the query of its export. */
export const withoutPaging = <Q extends z.ZodObject>(
  listQuery: Q,
  pagingKeys: readonly string[] = ['page_num', 'per_page'],
) =>
  listQuery.omit(
    Object.fromEntries(
      pagingKeys.filter((key) => key in listQuery.shape).map((key) => [key, true]),
      // zod types a mask by literal keys; these are known only at run time.
    ) as never,
  ) as unknown as Q;

export interface CsvExportSpec<P extends z.ZodType, Q extends z.ZodObject> {
  /** The list's path; the export is `<path>.csv`. */
  listPath: string;
  /** What the rows are, for the docs and the file name: "organizations". */
  plural: string;
  params?: P;
  /** The list's query without its paging parameters (`withoutPaging`). */
  query: Q;
  /** Every match of the list for these parameters, in the list's order. */
  selection: (
    input: RouteInput<z.output<P>, z.output<Q>, undefined>,
  ) => Promise<ListSelection> | ListSelection;
}

/**
 * `GET <list path>.csv`: every match of the list for the same filters and order, as a CSV
 * streamed from a database cursor, whatever their number.
 */
export function csvExportRoute<P extends z.ZodType, Q extends z.ZodObject>(
  spec: CsvExportSpec<P, Q>,
): Omit<RouteDefinition, 'tag'> {
  return route({
    method: 'get',
    path: `${spec.listPath}.csv`,
    summary: `Every matching ${spec.plural} as CSV (the list's filters and order, no paging), streamed; formula-like cells begin with an apostrophe`,
    params: spec.params,
    query: spec.query,
    async handler(input) {
      const selection = await spec.selection(
        input as unknown as RouteInput<z.output<P>, z.output<Q>, undefined>,
      );
      const { c, services } = input;
      const body = await csvBody(services.db, selection, {
        idleMs: services.config.exportIdleTimeoutMs,
        closeConnection() {
          requestLogger(c).info('export closed: its client took nothing for a while');
          (c.env as Partial<HttpBindings> | undefined)?.outgoing?.destroy();
        },
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${attachmentName(spec.plural.replaceAll(' ', '-'))}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  });
}
