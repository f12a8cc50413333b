import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { fallbackLogger, type Logger } from '../logging';
import {
  cursorName,
  type Database,
  DatabaseBusyError,
  declareCursor,
  type Queryable,
  retryingConflicts,
  type SqlValue,
  type TransactionOptions,
} from './database';

/** What the main thread asks of the embedded database's thread (`pgliteWorker.ts`). */
export type EmbeddedCall =
  | { kind: 'statement'; sql: string; params: readonly SqlValue[] }
  | { kind: 'script'; sql: string }
  | { kind: 'close' };

export type EmbeddedRequest = EmbeddedCall & { id: number };

/** Its answer: the rows, or the error's message and PostgreSQL fields (code, constraint...). */
export interface EmbeddedReply {
  id: number;
  rows?: unknown[];
  error?: { message: string; [field: string]: string | number };
}

export interface EmbeddedWorkerData {
  dataDir: string | undefined;
}

export interface EmbeddedOptions {
  /** Directory of the file-backed database; undefined for in memory. */
  dataDir?: string | undefined;
  /**
   * How long a statement may run, or wait for the connection, before it fails with
   * DatabaseBusyError. A file-backed database's thread is then restarted: WebAssembly cannot be
   * interrupted, and PostgreSQL's recovery makes this as safe as a crash (nothing uncommitted
   * was acknowledged). An in-memory database cannot be restarted, so it has no timeout.
   */
  statementTimeoutMs?: number | undefined;
  logger?: Logger | undefined;
}

// Resolved rather than `new URL(…, import.meta.url)`, which Vitest's DOM environment rewrites to
// the page's address: a console test runs the real API server in its process.
const WORKER_URL = import.meta.resolve('./pgliteWorker.ts');

/**
 * The worker is TypeScript, and Node 20 does not apply the main thread's `--import tsx` to a
 * worker's entry: the worker registers tsx's loader itself, then loads its module.
 */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

function replyError(error: NonNullable<EmbeddedReply['error']>): Error {
  return Object.assign(new Error(error.message), error);
}

/** One thread running PGlite, and the replies it owes. */
class EmbeddedThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (reply: EmbeddedReply) => void>();
  private nextId = 1;
  readonly ready: Promise<void>;

  constructor(dataDir: string | undefined, onExit: (thread: EmbeddedThread) => void) {
    this.worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { dataDir } satisfies EmbeddedWorkerData,
    });
    this.ready = new Promise((resolve, reject) => {
      this.pending.set(0, (reply) => (reply.error ? reject(replyError(reply.error)) : resolve()));
    });
    this.worker.on('message', (reply: EmbeddedReply) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = (message: string) => {
      for (const settle of this.pending.values()) settle({ id: -1, error: { message } });
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(`The embedded database failed: ${error.message}`));
    this.worker.on('exit', () => {
      fail('The embedded database stopped.');
      onExit(this);
    });
  }

  /** Sends one request; answers its rows, or throws its error. */
  async send(request: EmbeddedCall): Promise<unknown[]> {
    await this.ready;
    const id = this.nextId++;
    const reply = await new Promise<EmbeddedReply>((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...request, id });
    });
    if (reply.error) throw replyError(reply.error);
    return reply.rows ?? [];
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * The one connection of the embedded database, shared in turn: a statement or a whole
 * transaction holds it, others wait in order (PGlite has a single session).
 */
class ConnectionTurns {
  private readonly waiting: (() => void)[] = [];
  private held = false;

  /** Whether someone waits for the connection. */
  get wanted(): boolean {
    return this.waiting.length > 0;
  }

  /** Waits for the connection (at most `maxWaitMs`); answers the function that hands it on. */
  async take(maxWaitMs: number | undefined): Promise<() => void> {
    if (this.held) {
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer =
          maxWaitMs === undefined
            ? undefined
            : setTimeout(() => {
                this.waiting.splice(this.waiting.indexOf(turn), 1);
                reject(new DatabaseBusyError());
              }, maxWaitMs);
        this.waiting.push(turn);
      });
    }
    this.held = true;
    let handedOn = false;
    return () => {
      if (handedOn) return;
      handedOn = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

export async function openPglite(options: EmbeddedOptions = {}): Promise<Database> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const timeoutMs = dataDir ? options.statementTimeoutMs : undefined;
  const turns = new ConnectionTurns();
  const log = options.logger ?? fallbackLogger;
  let closing = false;

  const start = (): EmbeddedThread =>
    new EmbeddedThread(dataDir, (stopped) => {
      // A thread that stops on its own (out of memory, a WebAssembly fault) is replaced, so the
      // next request finds a database again.
      if (!closing && thread === stopped && dataDir) {
        log.error('The embedded database stopped unexpectedly; restarting it.');
        thread = start();
      }
    });
  let thread = start();
  await thread.ready;

  /** Runs one request on the thread, failing it and restarting the thread after the timeout. */
  const run = async (request: EmbeddedCall, bounded: boolean): Promise<unknown[]> => {
    const current = thread;
    // A thread still starting (after a restart) is not a statement overrunning.
    await current.ready;
    if (!bounded || timeoutMs === undefined) return current.send(request);
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        log.error(
          {
            statement:
              'sql' in request ? request.sql.replace(/\s+/g, ' ').slice(0, 200) : request.kind,
          },
          `A database statement ran longer than ${timeoutMs} ms; restarting the embedded database.`,
        );
        thread = start();
        void current.terminate();
        reject(new DatabaseBusyError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([current.send(request), overrun]);
    } finally {
      clearTimeout(timer);
    }
  };

  const statementOn =
    (bounded: boolean): Queryable['query'] =>
    async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      (await run({ kind: 'statement', sql, params }, bounded)) as Row[];

  const withConnection = async <T>(bounded: boolean, work: () => Promise<T>): Promise<T> => {
    const handOn = await turns.take(bounded ? timeoutMs : undefined);
    try {
      return await work();
    } finally {
      handOn();
    }
  };

  const query = <Row>(sql: string, params?: readonly SqlValue[]) =>
    withConnection(true, () => statementOn(true)<Row>(sql, params));

  return {
    kind: 'pglite',
    query,
    // A cursor kept past its statement (WITH HOLD) holds the matches in the database, spilling to
    // disk beyond work_mem; each batch is then one statement, so other requests take their turns
    // on the one connection between batches instead of waiting for the whole read.
    async *rowBatches<Row>(sql: string, params: readonly SqlValue[], batchRows: number) {
      const cursor = cursorName();
      await query(declareCursor(cursor, sql, { hold: true }), params);
      try {
        for (;;) {
          const rows = await query<Row>(`FETCH FORWARD ${batchRows} FROM ${cursor}`);
          if (rows.length > 0) yield rows;
          if (rows.length < batchRows) return;
        }
      } finally {
        // After a restart of the database's thread the cursor is already gone.
        await query(`CLOSE ${cursor}`).catch(() => undefined);
      }
    },
    // One session: no other transaction deadlocks with this one, but a conflict a statement
    // raises is run again as on PostgreSQL, so that both engines answer it alike.
    transaction: <T>(work: (tx: Queryable) => Promise<T>, txOptions?: TransactionOptions) => {
      const bounded = !txOptions?.unbounded;
      const query = statementOn(bounded);
      return retryingConflicts(() =>
        withConnection(bounded, async () => {
          await query('BEGIN');
          try {
            const result = await work({ query });
            await query('COMMIT');
            return result;
          } catch (error) {
            // After a restart there is no transaction left to roll back; the statement is harmless.
            await query('ROLLBACK').catch(() => undefined);
            throw error;
          }
        }),
      );
    },
    othersWaiting: () => turns.wanted,
    exec: (sql) =>
      withConnection(false, async () => {
        await run({ kind: 'script', sql }, false);
      }),
    close: () =>
      withConnection(false, async () => {
        closing = true;
        await thread.send({ kind: 'close' });
        await thread.terminate();
      }),
  };
}
