/**
 * The embedded database's own thread. PGlite runs PostgreSQL as WebAssembly on the thread that
 * calls it, so a long statement there would stall every request, health probe and static file
 * of the server; here it stalls only this thread. The main thread (`pglite.ts`) sends one
 * statement at a time and decides about transactions and timeouts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { textTypeParsers } from './database';
import type { EmbeddedReply, EmbeddedRequest, EmbeddedWorkerData } from './pglite';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread only.');
const { dataDir } = workerData as EmbeddedWorkerData;

/** The fields of a PostgreSQL error the server reads (code, constraint, detail...): plain values only. */
function describeError(error: unknown): EmbeddedReply['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, message: error.message };
}

async function main() {
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, {
      extensions: { btree_gist, pg_trgm },
      parsers: textTypeParsers,
    });
    await pg.exec(`SET TIME ZONE 'UTC'`);
  } catch (error) {
    port?.postMessage({ id: 0, error: describeError(error) } satisfies EmbeddedReply);
    return;
  }
  port?.on('message', async (request: EmbeddedRequest) => {
    let reply: EmbeddedReply;
    try {
      if (request.kind === 'close') {
        await pg.close();
        reply = { id: request.id, rows: [] };
      } else if (request.kind === 'script') {
        await pg.exec(request.sql);
        reply = { id: request.id, rows: [] };
      } else {
        const result = await pg.query(request.sql, request.params as unknown[]);
        reply = { id: request.id, rows: result.rows as unknown[] };
      }
    } catch (error) {
      reply = { id: request.id, error: describeError(error) };
    }
    port?.postMessage(reply);
  });
  port?.postMessage({ id: 0, rows: [] } satisfies EmbeddedReply);
}

void main();
