import { z } from 'zod';
import { messageText } from '../../shared/messages';
import {
  BULK_ACTIONS,
  type BulkAction,
  type BulkResult,
  MAX_BULK_IDS,
} from '../../shared/resources/bulk';
import { REQUIRED } from '../../shared/schemas/fields';
import { orList } from '../../shared/validation';
import type { Database, Queryable } from '../db/database';
import { turnClock } from '../db/turns';
import type { Services } from '../services';
import type { RecordRepository } from '../store/records';
import { HttpError } from './errors';
import { type RouteDefinition, route } from './routes';

/*
 * Bulk actions: `POST <collection>/bulk` publishes, unpublishes or deletes several records in one
 * request and one transaction. Each record's change is its single-record route's own code, run in
 * a savepoint, so that a record the rules refuse is rolled back alone and the others still change.
 * A transaction locks its records first, in id order whatever the order sent, so that two bulk
 * actions over the same records never deadlock.
 *
 * On the embedded database, whose one connection a transaction holds to the end, a long action
 * gives way: when other requests wait, it commits the records done so far and lets them go
 * first, then goes on in a new transaction. Each record's change stays whole (with what goes
 * with it and its history entry, in one transaction); the answer (200) comes only once every
 * record is committed; a failure after a commit answers its error and keeps the records
 * committed before it, as if they had been sent in an earlier request.
 *
 * A request that changes records is recorded as a batch (its id answered as `batch_id`) with the
 * records it changed, so that `POST /api/admin/bulk/{id}/undo` can change them back (bulkUndo.ts).
 */

/** What a collection's path ends with for its bulk actions. */
export const BULK_SUFFIX = '/bulk';

/** The path of a collection's bulk actions: declared before `<collection>/{id}` routes. */
const bulkPath = (collection: string) => `${collection}${BULK_SUFFIX}`;

/**
 * Each record type's bulk actions by table, as its bulk route declares them: an undo (see
 * server/modules/bulkUndo.ts) changes a batch's records back by the same steps.
 */
const bulkResources = new Map<string, BulkResource>();

/** The bulk actions of the records of `table`, declared by its bulk route. */
export const bulkResourceOf = (table: string): BulkResource | undefined => bulkResources.get(table);

/** One record of a bulk request, as its change sees it: the request's transaction and author. */
export interface BulkRecord {
  tx: Queryable;
  services: Services;
  /** The signed-in administrator: the updated_by / deleted_by of every write. */
  adminId: number;
  id: number;
}

/** A record changed, or was already in the state asked for (publish, unpublish). */
export type BulkOutcome = 'changed' | 'unchanged';

/** One action on one record; a refusal (400, 404, 409) is thrown as the single-record route throws it. */
export type BulkStep = (record: BulkRecord) => Promise<BulkOutcome>;

/** A record type's bulk actions: what `bulkRoute` declares its route from. */
export interface BulkResource {
  /** Collection path: `/api/admin/organization`. */
  collection: string;
  /** The records' table, whose rows the action locks first, in id order. */
  table: string;
  /** How the summary names the records: "organizations". */
  plural: string;
  /** The actions the records take (every record type's delete), each as its single-record route. */
  actions: Partial<Record<BulkAction, BulkStep>> & { delete: BulkStep };
}

/**
 * A record the rules refused, with the single-record route's answer: its message, and the field
 * errors of a refused update (a stored record that no longer passes the rules).
 */
type BulkRefusal = BulkResult['refused'][number];

/** Refusals of a record's change; anything else (a fault, a busy database) fails the request. */
const REFUSED_STATUSES: readonly number[] = [400, 404, 409];

/**
 * The delete of one record, as its single-record DELETE route does it (its usage check, what
 * goes with it); a record that is not live is refused with the route's not-found message.
 */
export const deleteStep =
  (remove: (record: BulkRecord) => Promise<unknown>): BulkStep =>
  async (record) => {
    await remove(record);
    return 'changed';
  };

/**
 * Publish and unpublish of one record: locked, then, unless it already is in that state, saved
 * by `save` as its single-record update saves it with only `is_published` changed.
 */
export function publishSteps<Stored extends { is_published: boolean }>(
  repository: Pick<RecordRepository<Stored>, 'get'>,
  save: (record: BulkRecord, stored: Stored, sent: { is_published: boolean }) => Promise<unknown>,
): Record<'publish' | 'unpublish', BulkStep> {
  const step =
    (published: boolean): BulkStep =>
    async (record) => {
      const stored = await repository.get(record.tx, record.id, 'FOR UPDATE');
      if (stored.is_published === published) return 'unchanged';
      await save(record, stored, { is_published: published });
      return 'changed';
    };
  return { publish: step(true), unpublish: step(false) };
}

/**
 * Runs one record's step in a savepoint of the request's transaction: refused, the record's
 * writes are rolled back alone and the refusal is answered.
 */
async function inSavepoint(
  tx: Queryable,
  id: number,
  step: () => Promise<BulkOutcome>,
): Promise<BulkOutcome | BulkRefusal> {
  await tx.query('SAVEPOINT bulk_record');
  try {
    const outcome = await step();
    await tx.query('RELEASE SAVEPOINT bulk_record');
    return outcome;
  } catch (error) {
    if (!(error instanceof HttpError && REFUSED_STATUSES.includes(error.status))) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT bulk_record');
    await tx.query('RELEASE SAVEPOINT bulk_record');
    return { id, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  }
}

/**
 * `change` of every id of `table`, in ascending id order: in one transaction, or, on the embedded
 * database when other requests wait for its connection, in several, committed in turn between
 * records (turns.ts). Each transaction first locks the rows it may change, in id order: a
 * record's change also locks rows every change of its type shares (the list totals, updated by
 * triggers), so two actions that each locked their records one at a time as they went could
 * each hold a record the other waits for. `changed`, before each transaction commits, is given
 * the ids it changed. Answers each id's outcome.
 */
async function changeInIdOrder(
  db: Database,
  table: string,
  ids: readonly number[],
  change: (tx: Queryable, id: number) => Promise<BulkOutcome | BulkRefusal>,
  changed: (tx: Queryable, ids: number[]) => Promise<void>,
): Promise<Map<number, BulkOutcome | BulkRefusal>> {
  const order = [...ids].sort((a, b) => a - b);
  const outcomes = new Map<number, BulkOutcome | BulkRefusal>();
  let done = 0;
  while (done < order.length) {
    // A transaction run again after a deadlock starts again at its first record.
    done = await db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [
        order.slice(done),
      ]);
      const givesWay = turnClock(db);
      let next = done;
      do {
        const id = order[next] as number;
        outcomes.set(id, await change(tx, id));
        next += 1;
      } while (next < order.length && !givesWay());
      await changed(
        tx,
        order.slice(done, next).filter((id) => outcomes.get(id) === 'changed'),
      );
      return next;
    });
  }
  return outcomes;
}

const recordId = z
  .number()
  .int(messageText('not_whole'))
  .positive(messageText('positive_id'))
  .max(2_147_483_647, messageText('invalid_id'));

/** A bulk request's batch: its id, drawn before any record changes, and what it records. */
interface Batch {
  id: number;
  adminId: number;
  table: string;
  action: BulkAction;
}

/**
 * The id of a bulk request's batch, drawn from its sequence before any record changes (a
 * sequence is not rolled back, so each transaction of the request, and each run again after a
 * deadlock, writes the same batch); the batch itself is written with its first changed record.
 */
async function batchId(db: Queryable): Promise<number> {
  const [next] = await db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('bulk_batches', 'id'))::int AS id",
  );
  return (next as { id: number }).id;
}

/**
 * Adds the records a transaction of the request changed to its batch (written with the first
 * ones), each with the history entry of its change: the records are locked, so each one's newest
 * entry is that one, and an entry after it means the record changed since.
 */
async function recordInBatch(tx: Queryable, batch: Batch, ids: number[]) {
  if (ids.length === 0) return;
  await tx.query(
    `WITH batch AS (
       INSERT INTO bulk_batches (id, administrator_id, resource, action) OVERRIDING SYSTEM VALUE
       VALUES ($1, $4, $3, $5) ON CONFLICT (id) DO NOTHING
     )
     INSERT INTO bulk_batch_records (batch_id, record_id, entry_id)
     SELECT $1, changed.id, coalesce(max(h.id), 0)
       FROM unnest($2::int[]) AS changed(id)
       LEFT JOIN history_entries h ON h.resource = $3 AND h.record_id = changed.id
      GROUP BY changed.id`,
    [batch.id, ids, batch.table, batch.adminId, batch.action],
  );
}

/** The body of a bulk request: one of the offered actions and 1 to 1,000 ids (repeats count once). */
function bulkBody(actions: readonly BulkAction[]) {
  return z.object({
    action: z
      .enum(actions, {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? REQUIRED
            : `Must be ${orList(actions)}`,
      })
      .describe(`What to do to every record: ${orList(actions)}`),
    ids: z
      .array(recordId)
      .min(1, messageText('choose_record'))
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS.toLocaleString('en')} records at once`)
      .transform((ids) => [...new Set(ids)])
      .describe(
        `The records' ids, 1 to ${MAX_BULK_IDS}; answered in this order, an id sent twice once`,
      ),
  });
}

/**
 * `POST <collection>/bulk`: the action on every record named, in one transaction (see above for
 * the embedded database), each record's change in its own savepoint. Answers which changed, which already were in the state asked
 * for, and which the rules refused, with the single-record route's message; bad input (an
 * action the records do not take, no ids, too many) is a 400 that changes nothing.
 */
export function bulkRoute(resource: BulkResource): Omit<RouteDefinition, 'tag'> {
  const actions = BULK_ACTIONS.filter((action) => resource.actions[action]);
  bulkResources.set(resource.table, resource);
  return route({
    method: 'post',
    path: bulkPath(resource.collection),
    summary: `Bulk ${orList(actions)} of ${resource.plural}, in one transaction (on the embedded database, committed in turns while other requests wait), each record as its single-record route does it; answers the batch (to undo it), the ids that changed, those already so, and those refused with the reason`,
    body: bulkBody(actions),
    async handler({ services, body, adminId }) {
      // The body takes only the actions the records have a step for.
      const step = resource.actions[body.action] as BulkStep;
      const batch: Batch = {
        id: await batchId(services.db),
        adminId,
        table: resource.table,
        action: body.action,
      };
      const outcomes = await changeInIdOrder(
        services.db,
        resource.table,
        body.ids,
        (tx, id) => inSavepoint(tx, id, () => step({ tx, services, adminId, id })),
        (tx, changed) => recordInBatch(tx, batch, changed),
      );
      const changed: number[] = [];
      const unchanged: number[] = [];
      const refused: BulkRefusal[] = [];
      // Answered in the order sent.
      for (const id of body.ids) {
        const outcome = outcomes.get(id);
        if (outcome === 'changed') changed.push(id);
        else if (outcome === 'unchanged') unchanged.push(id);
        else if (outcome) refused.push(outcome);
      }
      // A request that changed nothing recorded no batch: there is nothing to undo.
      const batchAnswer = changed.length > 0 ? batch.id : null;
      return { action: body.action, batch_id: batchAnswer, changed, unchanged, refused };
    },
  });
}
