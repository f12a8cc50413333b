import { sentValues, writeBody } from '../../../src/dataProvider/body';
import { resolvePath } from '../../../src/dataProvider/query';
import { resources } from '../../../src/dataProvider/resources/index';
import { asRecord, asRecordList, locate } from '../../../src/dataProvider/response';
import type { CallContext, ResourceEntry, Values } from '../../../src/dataProvider/types';
import type { ApiSession } from '../../browser/support/server';

/*
 * Records read and written through the API the way the console's data-provider table
 * (src/dataProvider/resources) says: its list, getOne and update paths, keys and encodings.
 */

export type Ids = Record<string, string | number>;

/** The record a case edits: its id and the parent ids its paths need (react-admin's meta). */
export interface Target {
  id: string | number;
  meta: Ids;
}

/** The data provider's entry of `resource`, which every path and key below is read from. */
function entryOf(resource: string): ResourceEntry {
  const entry = resources[resource];
  if (!entry) throw new Error(`No data-provider entry for ${resource}`);
  return entry;
}

const context = (meta: Ids, id?: string | number): CallContext => ({ id, meta, filter: {} });

/** The records of the first page of `resource`'s list, as the console would ask for them. */
export async function listed(api: ApiSession, resource: string, meta: Ids = {}): Promise<Values[]> {
  const { list } = entryOf(resource);
  if (!list) throw new Error(`${resource} has no list`);
  const path = resolvePath(list.path, context(meta));
  const answer = await api.call(`/api${path}`);
  if (answer.status !== 200) throw new Error(`GET ${path} -> ${answer.status}`);
  return asRecordList(locate(answer.body, list.records), list.shape ?? 'array');
}

export async function first(api: ApiSession, resource: string, meta: Ids = {}): Promise<Values> {
  const [record] = await listed(api, resource, meta);
  if (!record) throw new Error(`The seeded ${resource} list is empty`);
  return record;
}

/** The stored record as the API answers it (the list's single record when there is no getOne). */
export async function stored(api: ApiSession, resource: string, target: Target): Promise<Values> {
  const { getOne } = entryOf(resource);
  if (!getOne) {
    const record = (await listed(api, resource, target.meta)).find(
      (candidate) => String(candidate.id) === String(target.id),
    );
    if (!record) throw new Error(`${resource} ${target.id} is not listed`);
    return record;
  }
  const path = resolvePath(getOne.path, context(target.meta, target.id));
  const answer = await api.call(`/api${path}`);
  const record = asRecord(locate(answer.body, getOne.record));
  if (answer.status !== 200 || !record) throw new Error(`GET ${path} -> ${answer.status}`);
  return record;
}

/** The second session saves `record` with one field changed, encoded as the console encodes it. */
export async function saveElsewhere(
  api: ApiSession,
  resource: string,
  target: Target,
  record: Values,
  change: Values,
): Promise<number> {
  const { update } = entryOf(resource);
  if (!update) throw new Error(`${resource} has no update`);
  const path = resolvePath(update.path, context(target.meta, target.id));
  const answer = await api.call(`/api${path}`, {
    method: update.method ?? 'PATCH',
    ...writeBody(update, sentValues(update, { ...record, ...change })),
  });
  return answer.status;
}

export const id = (record: Values) => record.id as string | number;
