import type { HttpBindings } from '@hono/node-server';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
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

export const neutraliseFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A cell as it was before neutraliseFormula: what an import of an exported file reads. */
export const restoreFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** How csv-stringify writes a CSV cell of an export: text neutralised, lists as JSON. */
export const CSV_CELLS = {
  cast: {
    boolean: (value: boolean) => String(value),
    string: neutraliseFormula,
    // Arrays and objects (ids of a list, a file's id and URL) as JSON, itself neutralised.
    object: (value: object) => neutraliseFormula(JSON.stringify(value)),
  },
};

/** How long an export waits for its client to take more, and how it then closes the connection. */
export interface SendIdleLimit {
  idleMs: number;
  closeConnection: () => void;
}

/**
 * An export's bytes as a response body, one chunk made per chunk the client takes. The first
 * chunk is made before answering, so a failure to start is an error answer, not a cut file. A
 * client that takes nothing for `idleMs` would hold the export's cursor and the connection for as
 * long as it likes: the chunks are then given up (which closes their cursor), and the
 * connection; the file is never ended as if whole.
 */
export async function streamedBody(
  chunks: AsyncIterator<Uint8Array>,
  limit: SendIdleLimit,
): Promise<ReadableStream<Uint8Array>> {
  let next = await chunks.next();
  let idle: NodeJS.Timeout | undefined;
  let abandoned = false;
  const waitForClient = () => {
    idle = setTimeout(() => {
      abandoned = true;
      void chunks.return?.();
      limit.closeConnection();
    }, limit.idleMs);
  };
  return new ReadableStream<Uint8Array>(
    {
      start() {
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
        controller.enqueue(next.value);
        next = await chunks.next();
        waitForClient();
      },
      async cancel() {
        clearTimeout(idle);
        await chunks.return?.();
      },
    },
    // Nothing made ahead of what the client has taken: memory stays one chunk whatever the size.
    { highWaterMark: 0 },
  );
}

/** The idle limit of an export answered to `c`: the configured wait, then the socket closed. */
export const exportIdleLimit = ({
  c,
  services,
}: Pick<RouteInput<unknown, unknown, unknown>, 'c' | 'services'>): SendIdleLimit => ({
  idleMs: services.config.exportIdleTimeoutMs,
  closeConnection() {
    requestLogger(c).info('export closed: its client took nothing for a while');
    (c.env as Partial<HttpBindings> | undefined)?.outgoing?.destroy();
  },
});

/**
 * Batches of rows as CSV: a header (after a byte-order mark, so that spreadsheets read the
 * accents of Québec as UTF-8) with the first batch, then one chunk per batch.
 */
export async function* csvChunks(
  batches: AsyncIterable<Record<string, unknown>[]>,
  columns: readonly string[],
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let header = stringify([], { bom: true, header: true, columns });
  for await (const rows of batches) {
    yield encoder.encode(header + stringify(rows, { ...CSV_CELLS, columns }));
    header = '';
  }
  if (header) yield encoder.encode(header);
}

/** An export's answer: `chunks` streamed as the client takes them, as `<base>-<day>.csv`. */
export async function csvAttachment(
  input: Pick<RouteInput<unknown, unknown, unknown>, 'c' | 'services'>,
  base: string,
  chunks: AsyncIterator<Uint8Array>,
): Promise<Response> {
  const body = await streamedBody(chunks, exportIdleLimit(input));
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${attachmentName(base)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** `organizations-2026-11-23.csv`: what the file holds and the day it was written (UTC). */
export const attachmentName = (base: string, extension = 'csv', day = new Date()) =>
  `${base}-${day.toISOString().slice(0, 10)}.${extension}`;

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
      const batches = input.services.db.rowBatches<Record<string, unknown>>(
        selection.sql,
        selection.params,
        EXPORT_BATCH_ROWS,
      );
      const chunks = csvChunks(batches, selection.columns);
      return csvAttachment(input, spec.plural.replaceAll(' ', '-'), chunks);
    },
  });
}
