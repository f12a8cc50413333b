import { randomUUID } from 'node:crypto';
import { messageText } from '../../../shared/messages';
import { type Database, isDatabaseBusy, isTransactionConflict } from '../../db/database';
import type { Logger } from '../../logging';
import type { Services } from '../../services';
import { workBatch } from './batches';
import { RUNNING_STATES_SQL } from './jobs';
import { RowFailure } from './rowFailure';

/*
 * The worker of an API instance: it takes one import job at a time whose phase (check, apply
 * or revert) is under way and that no live instance holds (`FOR UPDATE SKIP LOCKED`, then a lease
 * renewed by every batch's heartbeat), works it batch after batch, and gives way to requests
 * waiting for the database (the embedded one has one connection): a batch commits after its turn
 * (turns.ts) and the next waits for them. It polls only while some job is under way; an upload,
 * a confirm or a revert wakes it.
 */

export interface ImportWorkerOptions {
  /** Rows per batch (each one transaction). */
  batchRows?: number;
  /** A job whose heartbeat is older than this is taken by another instance. */
  leaseMs?: number;
  /** Off: the worker works only when told (`workOnce`), as tests step it. */
  autoRun?: boolean;
}

const DEFAULT_BATCH_ROWS = 200;
const DEFAULT_LEASE_MS = 30_000;
/** How long the worker waits for requests to go first when some are waiting. */
const GIVE_WAY_MS = 20;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ImportWorker {
  readonly id = randomUUID();
  private readonly batchRows: number;
  private readonly leaseMs: number;
  private readonly autoRun: boolean;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly services: Services,
    private readonly logger: Logger,
    options: ImportWorkerOptions = {},
  ) {
    this.batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.autoRun = options.autoRun ?? true;
  }

  private get db(): Database {
    return this.services.db;
  }

  /**
   * Takes a job to work: its own, or one nobody holds or whose holder's lease ran out. An upload
   * staged by nobody for longer than the lease (its server stopped mid-file) is marked failed.
   */
  async take(): Promise<number | undefined> {
    await this.db.query(
      `UPDATE import_jobs SET state = 'failed', error = $2, finished_at = now()
        WHERE state = 'uploading' AND heartbeat_at < now() - make_interval(secs => $1)`,
      [this.leaseMs / 1000, messageText('import_upload_cut')],
    );
    const [job] = await this.db.query<{ id: number }>(
      `UPDATE import_jobs SET taken_by = $1, heartbeat_at = now()
        WHERE id = (SELECT id FROM import_jobs
                     WHERE state IN ${RUNNING_STATES_SQL}
                       AND (taken_by IS NULL OR taken_by = $1
                            OR heartbeat_at < now() - make_interval(secs => $2))
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [this.id, this.leaseMs / 1000],
    );
    return job?.id;
  }

  /**
   * One batch of the job this worker holds or can take: 'idle' when there is none. A batch
   * failing unexpectedly marks its job failed, with the line and what was done before it; a
   * revert's goes back to done, saying where it stopped, to be asked again.
   */
  async workOnce(): Promise<'worked' | 'idle'> {
    const jobId = await this.take();
    if (jobId === undefined) return 'idle';
    try {
      await workBatch(this.services, jobId, this.id, this.batchRows);
    } catch (error) {
      if (isDatabaseBusy(error) || isTransactionConflict(error)) return 'worked';
      const line = error instanceof RowFailure ? error.line : 0;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, import_id: jobId, line }, 'An import failed.');
      await this.db.query(
        `UPDATE import_jobs
            SET state = CASE state WHEN 'reverting' THEN 'done' ELSE 'failed' END,
                error = CASE state WHEN 'reverting' THEN $4 ELSE $2 END,
                finished_at = CASE state WHEN 'reverting' THEN finished_at ELSE now() END,
                taken_by = NULL
          WHERE id = $1 AND taken_by = $3`,
        [
          jobId,
          messageText('import_failed', { line, reason }),
          this.id,
          messageText('import_revert_stopped', { line, reason }),
        ],
      );
    }
    return 'worked';
  }

  /** Works while there is work, giving way to waiting requests between batches. */
  private async runWhileWork() {
    while (!this.stopping && (await this.workOnce()) === 'worked') {
      await pause(this.db.othersWaiting() ? GIVE_WAY_MS : 0);
    }
    if (!this.stopping && (await this.othersUnderWay())) this.later(this.leaseMs / 2);
  }

  /** Whether a job is under way that another instance holds (to take over if it stops). */
  private async othersUnderWay() {
    const [row] = await this.db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM import_jobs WHERE state IN ${RUNNING_STATES_SQL}) AS any`,
    );
    return row?.any === true;
  }

  private later(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }

  /** Starts working unless already at work (an upload or a confirm made a job to work). */
  wake() {
    if (!this.autoRun || this.stopping || this.running) return;
    this.running = this.runWhileWork()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'The import worker stopped on an error.');
        this.later(this.leaseMs / 2);
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Stops after the batch under way; the job it held is left for any instance to take. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
    await this.db.query('UPDATE import_jobs SET taken_by = NULL WHERE taken_by = $1', [this.id]);
  }
}

/** Each database's worker (one per app), so that the app's owner stops it before the database. */
const workers = new WeakMap<Database, ImportWorker>();

export function startImportWorker(
  services: Services,
  logger: Logger,
  options: ImportWorkerOptions = {},
): ImportWorker {
  const worker = new ImportWorker(services, logger, options);
  workers.set(services.db, worker);
  worker.wake();
  return worker;
}

export const importWorkerOf = (db: Database) => workers.get(db);

/** Stops the database's worker, if any, after its batch under way. */
export async function stopImportWorker(db: Database) {
  await workers.get(db)?.stop();
  workers.delete(db);
}
