import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { HistoryAction, HistoryTable } from '../../shared/resources/history';
import type { RecordType } from '../../shared/resources/recordType';
import { recordTypeOf } from '../../shared/resources/references';
import { fieldErrors } from '../../shared/validation';
import type { Queryable } from '../db/database';
import { assertInRegion, assertRoleAllows, hiddenTables } from '../http/access';
import { HttpError, invalidFields, STALE_RECORD_MESSAGE, unauthorized } from '../http/errors';
import {
  defineRoutes,
  idParams,
  type RouteDefinition,
  type RouteInput,
  route,
} from '../http/routes';
import type { Services } from '../services';
import type { UploadedFile } from '../uploads/uploads';

/*
 * Revert from the history: an entry's changed fields are set back to their "before" values as a
 * new change, by the record type's own update (its PATCH route's body schema and handler), so
 * that validation, derived columns, the stale-write guard and the history behave as for an edit
 * by hand. Refused (409) while any of those fields changed again since, so that a later change
 * is never undone; a bulk action's entries go back together by its undo (bulkUndo.ts).
 */

interface Entry {
  id: string;
  resource: HistoryTable;
  record_id: number;
  action: HistoryAction;
  changes: Record<string, [unknown, unknown]>;
}

/** The record now: its concurrency token, whether it is deleted, and the entry's fields changed since. */
interface Current {
  updated_at: string;
  deleted: boolean;
  changed_since: string[];
}

/** What an entry that sets nothing back says to do instead. */
const NOT_REVERTIBLE: Partial<Record<HistoryAction, Parameters<typeof messageText>[0]>> = {
  create: 'revert_create',
  delete: 'revert_delete',
  restore: 'revert_restore',
};

async function entryOf(db: Queryable, id: number): Promise<Entry> {
  const [entry] = await db.query<Entry>(
    `SELECT id::text AS id, resource, record_id, action, changes
       FROM history_entries WHERE id = $1`,
    [id],
  );
  if (!entry) throw new HttpError(404, messageText('history_entry_unknown', { entry: id }));
  return entry;
}

async function currentOf(db: Queryable, entry: Entry): Promise<Current> {
  const [current] = await db.query<Current>(
    `SELECT r.updated_at, r.deleted_at IS NOT NULL AS deleted,
            ARRAY(SELECT c.key FROM jsonb_each($2::jsonb) c
                   WHERE to_jsonb(r) -> c.key IS DISTINCT FROM c.value -> 1
                   ORDER BY c.key) AS changed_since
       FROM ${entry.resource} r WHERE r.id = $1`,
    [entry.record_id, JSON.stringify(entry.changes)],
  );
  if (!current) {
    throw new HttpError(
      404,
      messageText('not_found', { what: recordTypeOf(entry.resource).label.one }),
    );
  }
  if (current.deleted) throw new HttpError(409, messageText('revert_record_deleted'));
  if (current.changed_since.length > 0) {
    throw new HttpError(
      409,
      messageText('revert_changed_since', { fields: current.changed_since.join(', ') }),
    );
  }
  return current;
}

/** The record type's own route at its record's path: `GET` or `PATCH <path>/{id}`. */
function recordRoute(
  routes: readonly RouteDefinition[],
  type: RecordType,
  method: 'get' | 'patch',
): RouteDefinition | undefined {
  const atRecord = routes.filter(
    (route) => route.method === method && route.path.endsWith('/{id}'),
  );
  // At the record type's own path first: other routes of its rule end in `/{id}` too (an
  // organizations' import's `/organization/imports/{id}`).
  const own = atRecord.find(
    (route) => type.api !== undefined && route.path === `/api${type.api.path}/{id}`,
  );
  return (
    own ??
    atRecord.find(({ access }) =>
      method === 'patch'
        ? typeof access === 'object' && 'change' in access && access.change === type
        : typeof access === 'object' && 'read' in access && access.read === type,
    )
  );
}

/** The file column of each upload field a route takes (`icon_file` -> `icon_file_id`). */
const fileColumnsOf = (update: RouteDefinition): [field: string, column: string][] =>
  Object.entries(update.files ?? {}).flatMap(([field, rule]) => {
    const { column } = rule as { column?: string };
    return column ? [[field, column] as [string, string]] : [];
  });

/**
 * The update's body that sets `entry`'s fields back, the stored files its uploads are to link
 * again, and the fields it cannot set.
 */
function setBack(entry: Entry, update: RouteDefinition) {
  const bodyFields = new Set(
    update.body instanceof z.ZodObject ? Object.keys(update.body.shape) : [],
  );
  const fileColumns = fileColumnsOf(update);
  const values: Record<string, unknown> = {};
  const kept = new Map<string, { field: string; id: number }>();
  const unsettable: string[] = [];
  for (const [column, [before]] of Object.entries(entry.changes)) {
    const upload = fileColumns.find(([, fileColumn]) => fileColumn === column);
    if (bodyFields.has(column)) values[column] = before;
    else if (upload && typeof before === 'number')
      kept.set(column, { field: upload[0], id: before });
    else unsettable.push(column);
  }
  return { values, kept: [...kept.values()], unsettable };
}

/** A stored file given back to an update as if uploaded again: the file store answers its id. */
interface KeptFile extends UploadedFile {
  keptId: number;
}

export async function keptFiles(db: Queryable, files: { field: string; id: number }[]) {
  if (files.length === 0) return {};
  const rows = await db.query<{
    id: number;
    filename: string;
    content_type: string;
    live: boolean;
  }>(
    'SELECT id, filename, content_type, deleted_at IS NULL AS live FROM files WHERE id = ANY($1)',
    [files.map((file) => file.id)],
  );
  const uploads: Record<string, KeptFile> = {};
  for (const { field, id } of files) {
    const row = rows.find((stored) => stored.id === id);
    if (!row?.live) {
      throw new HttpError(
        409,
        messageText('revert_file_gone', { file: row?.filename ?? `#${id}` }),
      );
    }
    uploads[field] = {
      filename: row.filename,
      contentType: row.content_type,
      bytes: new Uint8Array(),
      keptId: id,
    };
  }
  return uploads;
}

/** The services an update runs with: storing a kept file answers the file it already is. */
export const keepingFiles = (services: Services): Services => ({
  ...services,
  files: {
    ...services.files,
    store: (db, adminId, file) =>
      'keptId' in file
        ? Promise.resolve((file as KeptFile).keptId)
        : services.files.store(db, adminId, file),
  },
});

/**
 * Sets a verification back (an organization's `last_verified_at`), by whom it was made then: the
 * entry of the change that made it, written at that instant. Writing the time itself, the
 * statement is not a new verification (migration 023); the history records it as `verify`.
 */
async function revertVerification(db: Queryable, entry: Entry, adminId: number, token: string) {
  const [before] = entry.changes.last_verified_at ?? [];
  const rows = await db.query(
    `UPDATE ${entry.resource} r
        SET last_verified_at = $2::timestamptz, updated_at = now(), updated_by = $3,
            verified_by = (SELECT h.administrator_id FROM history_entries h
                            WHERE h.resource = $5 AND h.record_id = $1 AND h.at = $2::timestamptz
                              AND h.action IN ('create', 'update', 'verify')
                            ORDER BY h.id DESC LIMIT 1)
      WHERE r.id = $1 AND r.deleted_at IS NULL AND r.updated_at = $4::timestamptz
      RETURNING r.id`,
    [entry.record_id, before as string, adminId, token, entry.resource],
  );
  if (rows.length === 0) throw new HttpError(409, STALE_RECORD_MESSAGE);
}

type Input = RouteInput<{ id: number }, unknown, unknown>;

/** Calls one of the record type's own routes on the entry's record, as the caller. */
const callRoute = (route: RouteDefinition, input: Input, entry: Entry, extra: Partial<Input>) =>
  route.handler({ ...input, params: { id: entry.record_id }, query: {}, files: {}, ...extra });

async function revertEntry(input: Input, routes: readonly RouteDefinition[]) {
  const { services, params, administrator } = input;
  if (!administrator) throw unauthorized();
  const { db } = services;
  const entry = await entryOf(db, params.id);
  // People and app settings: their entries are the administrators' alone, as their history is.
  hiddenTables(administrator, entry.resource);
  const type = recordTypeOf(entry.resource);
  const limitedTo = assertRoleAllows(administrator, { change: type });
  const refusal = NOT_REVERTIBLE[entry.action];
  if (refusal) throw new HttpError(400, messageText(refusal));
  const update = recordRoute(routes, type, 'patch');
  if (!update) {
    throw new HttpError(400, messageText('revert_not_settable', { fields: entry.resource }));
  }
  const { values, kept, unsettable } =
    entry.action === 'verify' ? { values: {}, kept: [], unsettable: [] } : setBack(entry, update);
  if (limitedTo) {
    await assertInRegion(db, administrator, limitedTo, {
      params: { id: entry.record_id },
      body: values,
    });
  }
  if (unsettable.length > 0) {
    throw new HttpError(400, messageText('revert_not_settable', { fields: unsettable.join(', ') }));
  }
  const current = await currentOf(db, entry);
  const files = await keptFiles(db, kept);
  const fields = Object.keys(entry.changes);
  const reverted = {
    reverted: entry.id,
    resource: entry.resource,
    record_id: entry.record_id,
    fields,
  };
  if (entry.action === 'verify') {
    // Answered as the record's own GET answers it (a verification is only an organization's).
    const read = recordRoute(routes, type, 'get');
    if (!read) throw new Error(`${type.table} has no GET route of its record`);
    await db.transaction((tx) =>
      revertVerification(tx, entry, administrator.id, current.updated_at),
    );
    return { ...reverted, ...((await callRoute(read, input, entry, {})) as object) };
  }
  const parsed = (update.body ?? z.object({})).safeParse({
    ...values,
    updated_at: current.updated_at,
  });
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
  const answer = await callRoute(update, input, entry, {
    services: keepingFiles(services),
    body: parsed.data,
    files,
  });
  return { ...reverted, ...(answer as object) };
}

/** The revert route; `routes` answers the route table, whose record routes it calls. */
export const revertRoutes = (routes: () => readonly RouteDefinition[]) =>
  defineRoutes(
    'history',
    [
      route({
        method: 'post',
        path: '/api/admin/history/{id}/revert',
        summary:
          "Reverts one history entry (an update, publish, unpublish or verification): its fields are set back to their earlier values as a new change, by the record type's own update (validation, derived columns and the history as for an edit by hand); the caller needs the record type's change rule, a limited editor's region included. Answers the entry reverted, its fields, and the record as its update answers it",
        params: idParams,
        errors: {
          400: 'A create, delete or restore (say what to do instead), or a field its update cannot set',
          404: 'No history entry with this id',
          409: 'A field changed again since, the record is deleted, a file it replaced is gone, or the record changed meanwhile',
        },
        handler: (input) => revertEntry(input as Input, routes()),
      }),
    ],
    'signed-in',
  );
