import type { z } from 'zod';
import { messageText } from '../../../shared/messages';
import type { MergeResult, mergeInput } from '../../../shared/schemas/merge';
import type { Queryable } from '../../db/database';
import { assertMayChange } from '../../http/access';
import type { SignedInAdministrator } from '../../http/auth';
import {
  HttpError,
  invalidFields,
  notFound,
  pgErrorCode,
  STALE_RECORD_MESSAGE,
} from '../../http/errors';
import type { Services } from '../../services';
import { CARD_AND_PROFILE_IMAGES } from '../images';
import { organizationRecordType as organizations } from '../organizations';
import { deletePlacedRecord } from '../placedRecords/routes';
import { saveRecord } from '../placedRecords/save';
import { keepingFiles, keptFiles } from '../revert';
import { MOVED_TABLES, moveRecords } from './movedRecords';

/*
 * A merge of organization `other` into organization `kept`, in one transaction, both locked: the
 * other's records are moved to the kept one (movedRecords.ts), the fields chosen from the other
 * are saved on the kept one by the organization's own update (its rules, references and
 * images), then the other is deleted as its delete route deletes it (to the Trash, with what
 * was not moved). The merge keeps each record it changed with the history entry of that change
 * (migration 029): the history shows them as one merge, which is reverted as a whole.
 */

type Body = z.output<typeof mergeInput>;

interface Locked {
  id: number;
  name: string;
  deleted: boolean;
  current: boolean;
}

/** Both organizations, row-locked in id order, each with whether its token is the stored one. */
async function lockBoth(tx: Queryable, keptId: number, body: Body): Promise<Locked[]> {
  try {
    return await tx.query<Locked>(
      `SELECT id, name, deleted_at IS NOT NULL AS deleted,
              updated_at = CASE WHEN id = $1 THEN $3::timestamptz ELSE $4::timestamptz END AS current
         FROM organizations WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`,
      [keptId, body.other_id, body.updated_at ?? null, body.other_updated_at ?? null],
    );
  } catch (error) {
    // 22007/22008: a token PostgreSQL cannot read as a time.
    if (!['22007', '22008'].includes(pgErrorCode(error) ?? '')) throw error;
    throw invalidFields({ updated_at: messageText('stale_token') });
  }
}

/** 404 for the kept record, 400 for the other, 409 when either changed since it was read. */
function refuseUnlessMergeable(keptId: number, body: Body, locked: Locked[]) {
  const kept = locked.find((row) => row.id === keptId);
  const other = locked.find((row) => row.id === body.other_id);
  if (!kept || kept.deleted) throw notFound(organizations.declaration.label.one);
  if (!other || other.deleted) {
    throw invalidFields({ other_id: messageText('merge_other_unknown', { id: body.other_id }) });
  }
  if (!kept.current) throw new HttpError(409, STALE_RECORD_MESSAGE);
  if (!other.current) {
    throw new HttpError(409, messageText('merge_other_changed', { name: other.name }));
  }
}

const IMAGE_FIELDS: Record<string, { column: string; label: string }> = CARD_AND_PROFILE_IMAGES;

/** The kept record's save taking the other's chosen fields: its body, and its images as kept files. */
async function takenFields(tx: Queryable, otherId: number, keep: Body['keep']) {
  const taken = Object.entries(keep)
    .filter(([, choice]) => choice === 'other')
    .map(([field]) => field);
  if (taken.length === 0) return undefined;
  const other = await organizations.repository.get(tx, otherId);
  const values: Record<string, unknown> = {};
  const images: { field: string; id: number }[] = [];
  for (const field of taken) {
    const image = IMAGE_FIELDS[field];
    if (!image) {
      values[field] = (other as Record<string, unknown>)[field];
      continue;
    }
    const id = (other as Record<string, unknown>)[image.column];
    // An organization's image is replaced, never emptied: there is none of the other's to take.
    if (typeof id !== 'number') {
      throw invalidFields({
        [`keep.${field}`]: messageText('merge_no_image', { image: image.label.toLowerCase() }),
      });
    }
    images.push({ field, id });
  }
  return { values, files: await keptFiles(tx, images) };
}

/** The newest history entry of each of the records, by id; 0 when it has none. */
const RECORD_ENTRIES = `
  SELECT $1::int, t.resource, t.record_id, t.role, t.column_name,
         coalesce((SELECT max(h.id) FROM history_entries h
                    WHERE h.resource = t.resource AND h.record_id = t.record_id), 0)
    FROM unnest($2::text[], $3::int[], $4::text[], $5::text[])
         AS t(resource, record_id, role, column_name)`;

interface MergeRecord {
  resource: string;
  record_id: number;
  role: 'moved' | 'kept' | 'merged' | 'removed';
  column_name: string | null;
}

/** Writes the merge and each record it changed with its newest entry: the entry of that change. */
async function recordMerge(
  tx: Queryable,
  adminId: number,
  keptId: number,
  otherId: number,
  fields: Record<string, unknown>,
  records: MergeRecord[],
) {
  const [merge] = await tx.query<{ id: number }>(
    `INSERT INTO organization_merges (administrator_id, kept_id, merged_id, fields)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [adminId, keptId, otherId, JSON.stringify(fields)],
  );
  const mergeId = (merge as { id: number }).id;
  await tx.query(
    `INSERT INTO organization_merge_records (merge_id, resource, record_id, role, column_name, entry_id)
     ${RECORD_ENTRIES}`,
    [
      mergeId,
      records.map((record) => record.resource),
      records.map((record) => record.record_id),
      records.map((record) => record.role),
      records.map((record) => record.column_name),
    ],
  );
  return mergeId;
}

/** The newest history entry of the kept organization (0 when none): a later one is the merge's. */
async function newestEntry(tx: Queryable, id: number): Promise<number> {
  const [row] = await tx.query<{ id: string | null }>(
    `SELECT max(id)::text AS id FROM history_entries WHERE resource = 'organizations' AND record_id = $1`,
    [id],
  );
  return Number(row?.id ?? 0);
}

/** The kept organization's changes by the merge (its entry after `before`), if it changed. */
async function takenChanges(tx: Queryable, keptId: number, before: number) {
  const [entry] = await tx.query<{ changes: Record<string, unknown> }>(
    `SELECT changes FROM history_entries
      WHERE resource = 'organizations' AND record_id = $1 AND id > $2 ORDER BY id DESC LIMIT 1`,
    [keptId, before],
  );
  return entry?.changes;
}

/** The records the other's delete took with it (what was not moved), at the transaction's moment. */
async function removedWithIt(tx: Queryable, otherId: number): Promise<MergeRecord[]> {
  const removed: MergeRecord[] = [];
  for (const moved of MOVED_TABLES) {
    const rows = await tx.query<{ id: number }>(
      `SELECT id FROM ${moved.table} WHERE ${moved.column} = $1 AND deleted_at = now()`,
      [otherId],
    );
    for (const row of rows) {
      removed.push({
        resource: moved.table,
        record_id: row.id,
        role: 'removed',
        column_name: null,
      });
    }
  }
  return removed;
}

export async function mergeOrganizations(
  services: Services,
  caller: SignedInAdministrator,
  keptId: number,
  body: Body,
): Promise<MergeResult> {
  if (body.other_id === keptId) throw invalidFields({ other_id: messageText('merge_self') });
  const adminId = caller.id;
  return services.db.transaction(async (tx) => {
    await assertMayChange(tx, caller, organizations.declaration, [body.other_id]);
    refuseUnlessMergeable(keptId, body, await lockBoth(tx, keptId, body));
    const before = await newestEntry(tx, keptId);
    const records: MergeRecord[] = [];
    for (const moved of MOVED_TABLES) {
      const ids = await moveRecords(tx, moved, body.other_id, keptId, adminId);
      for (const id of ids) {
        records.push({
          resource: moved.table,
          record_id: id,
          role: 'moved',
          column_name: moved.column,
        });
      }
    }
    const taken = await takenFields(tx, body.other_id, body.keep);
    if (taken) {
      await saveRecord(tx, organizations, {
        services: keepingFiles(services),
        adminId,
        id: keptId,
        body: { ...taken.values, updated_at: body.updated_at },
        files: taken.files,
      });
    }
    await deletePlacedRecord(tx, organizations, adminId, body.other_id);
    records.push(...(await removedWithIt(tx, body.other_id)));
    records.push({
      resource: 'organizations',
      record_id: body.other_id,
      role: 'merged',
      column_name: null,
    });
    const fields = await takenChanges(tx, keptId, before);
    if (fields) {
      records.push({
        resource: 'organizations',
        record_id: keptId,
        role: 'kept',
        column_name: null,
      });
    }
    const mergeId = await recordMerge(tx, adminId, keptId, body.other_id, fields ?? {}, records);
    const organization = (await organizations.answer?.(
      tx,
      services,
      keptId,
    )) as MergeResult['organization'];
    return { organization, merge_id: mergeId };
  });
}
