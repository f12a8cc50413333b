import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { BulkAction, BulkResult, BulkUndoResult } from '../../shared/resources/bulk';
import { sentValues, writeBody } from './body';
import { clientPage } from './clientList';
import { apiDownload, apiDownloadCsv } from './download';
import { apiFetch, translatedFieldErrors, translatedMessage } from './http';
import { DEFAULT_PER_PAGE, resolvePath, serverFilterQuery, serverListQuery } from './query';
import { asRecord, asRecordList, defaultTotal, locate, lowerBoundMeta, unwrap } from './response';
import type {
  CallContext,
  ConsoleDataProvider,
  ExportListParams,
  ListSpec,
  Locator,
  RecordUsage,
  ResourceEntry,
  ResourceTable,
  Transform,
  Values,
} from './types';

type Operation = keyof ResourceEntry;

/** The largest page the API answers (`per_page`, `max_*`). */
const MAX_API_PER_PAGE = 100;

function toRecord(
  raw: Values,
  body: unknown,
  context: CallContext,
  transform?: Transform,
): RaRecord {
  return transform ? transform(raw, unwrap(body), context) : (raw as RaRecord);
}

/**
 * The record after a write: what the server answered (when it answered a record) over what
 * was sent, since some calls answer only the id and some only a message.
 */
function savedRecord(body: unknown, locator: Locator | undefined, sent: Values): Values {
  const answered = locator ? asRecord(locate(body, locator)) : null;
  return { ...sent, ...answered };
}

/**
 * Builds the one data provider of the console from the resource table: each react-admin
 * call is translated by the resource's entry into an HTTP call and its answer read back.
 */
export function createDataProvider(table: ResourceTable): ConsoleDataProvider {
  function spec<K extends Operation>(
    resource: string,
    operation: K,
  ): NonNullable<ResourceEntry[K]> {
    const entry = table[resource];
    if (!entry) throw new Error(`Unknown resource "${resource}".`);
    const found = entry[operation];
    if (!found) throw new Error(`The "${resource}" resource has no ${operation} operation.`);
    return found as NonNullable<ResourceEntry[K]>;
  }

  /**
   * A page larger than the API answers (react-admin's select all asks for up to 1,000 records):
   * read as the API's pages that cover it, in turn, until one comes back short.
   */
  async function fetchLargePage(list: ListSpec, params: GetListParams): Promise<GetListResult> {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? DEFAULT_PER_PAGE;
    const start = (page - 1) * perPage;
    const firstApiPage = Math.floor(start / MAX_API_PER_PAGE) + 1;
    const records: RaRecord[] = [];
    let first: GetListResult | undefined;
    for (
      let apiPage = firstApiPage;
      (apiPage - 1) * MAX_API_PER_PAGE < start + perPage;
      apiPage++
    ) {
      const result = await fetchList(list, {
        ...params,
        pagination: { page: apiPage, perPage: MAX_API_PER_PAGE },
      });
      first ??= result;
      records.push(...result.data);
      if (result.data.length < MAX_API_PER_PAGE) break;
    }
    const offset = start - (firstApiPage - 1) * MAX_API_PER_PAGE;
    return { ...first, data: records.slice(offset, offset + perPage) } as GetListResult;
  }

  async function fetchList(list: ListSpec, params: GetListParams): Promise<GetListResult> {
    if (
      list.mode === 'server' &&
      list.perPageParam &&
      (params.pagination?.perPage ?? DEFAULT_PER_PAGE) > MAX_API_PER_PAGE
    ) {
      return fetchLargePage(list, params);
    }
    const context: CallContext = { meta: params.meta ?? {}, filter: params.filter ?? {} };
    const path = resolvePath(list.path, context);
    const query = list.mode === 'server' ? serverListQuery(list, params) : list.query;
    const body = await apiFetch(path, { query, signal: params.signal });
    const records = asRecordList(locate(body, list.records), list.shape ?? 'array').map((raw) =>
      toRecord(raw, body, context, list.transform),
    );
    if (list.mode === 'client') return clientPage(records, params, list.searchFields);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? DEFAULT_PER_PAGE;
    const total = list.total
      ? list.total(unwrap(body), records)
      : defaultTotal(body, records, page, perPage);
    return { data: records, total, ...lowerBoundMeta(body) };
  }

  async function getOne(resource: string, params: GetOneParams): Promise<{ data: RaRecord }> {
    const entry = table[resource];
    if (!entry?.getOne && entry?.list?.mode === 'client') {
      // A resource the server answers whole has no single-record call: read it from the list.
      const { data } = await fetchList(entry.list, { meta: params.meta, signal: params.signal });
      const found = data.find((record) => String(record.id) === String(params.id));
      if (!found) throw new Error(`No ${resource} record with id ${params.id}.`);
      return { data: found };
    }
    const one = spec(resource, 'getOne');
    const context: CallContext = { id: params.id, meta: params.meta ?? {}, filter: {} };
    const body = await apiFetch(resolvePath(one.path, context), { signal: params.signal });
    const raw = asRecord(locate(body, one.record));
    if (!raw) throw new Error(`The server's answer holds no ${resource} record.`);
    return { data: toRecord(raw, body, context, one.transform) };
  }

  async function create(resource: string, params: CreateParams): Promise<{ data: RaRecord }> {
    const write = spec(resource, 'create');
    const data = (params.data ?? {}) as Values;
    const sent = sentValues(write, data);
    const context: CallContext = { meta: params.meta ?? {}, filter: {}, data };
    const body = await apiFetch(resolvePath(write.path, context), {
      method: write.method ?? 'POST',
      ...writeBody(write, sent),
    });
    const saved = savedRecord(body, write.record, sent);
    return { data: toRecord(saved, body, context, write.transform) };
  }

  async function update(resource: string, params: UpdateParams): Promise<{ data: RaRecord }> {
    const write = spec(resource, 'update');
    const previousData = (params.previousData ?? {}) as Values;
    // The stored version the user started from, so that the server refuses lost updates (409).
    const data: Values = {
      ...params.data,
      updated_at: previousData.updated_at ?? params.data.updated_at,
    };
    const context: CallContext = {
      id: params.id,
      meta: params.meta ?? {},
      filter: {},
      data,
      previousData,
    };
    const body = await apiFetch(resolvePath(write.path, context), {
      method: write.method ?? 'PATCH',
      ...writeBody(write, sentValues(write, data)),
    });
    const saved = savedRecord(body, write.record, { ...previousData, ...data, id: params.id });
    return { data: toRecord(saved, body, context, write.transform) };
  }

  async function remove(resource: string, params: DeleteParams): Promise<{ data: RaRecord }> {
    const deletion = spec(resource, 'delete');
    const previousData = (params.previousData ?? {}) as Values;
    const context: CallContext = {
      id: params.id,
      meta: params.meta ?? {},
      filter: {},
      previousData,
    };
    const body = await apiFetch(resolvePath(deletion.path, context), { method: 'DELETE' });
    const data = savedRecord(body, deletion.record, { ...previousData, id: params.id });
    return { data: data as RaRecord };
  }

  async function getUsage(
    resource: string,
    params: { id: Identifier; meta?: Values; signal?: AbortSignal },
  ): Promise<{ data: RecordUsage | null }> {
    const deletion = spec(resource, 'delete');
    if (!deletion.refusedWhileUsed) return { data: null };
    const context: CallContext = { id: params.id, meta: params.meta ?? {}, filter: {} };
    const body = await apiFetch(`${resolvePath(deletion.path, context)}/usage`, {
      signal: params.signal,
    });
    const usage = asRecord(locate(body, 'usage')) as RecordUsage | null;
    return {
      data: usage?.message ? { ...usage, message: translatedMessage(usage.message) } : usage,
    };
  }

  async function exportList(resource: string, params: ExportListParams) {
    const list = spec(resource, 'list');
    const context: CallContext = { meta: params.meta ?? {}, filter: params.filter ?? {} };
    const query =
      list.mode === 'server'
        ? serverFilterQuery(list, params)
        : { q: typeof params.filter?.q === 'string' ? params.filter.q : undefined };
    // The path may carry fixed parameters of its own (`/admin/organization?status=0`).
    const [listPath, fixed] = resolvePath(list.path, context).split('?');
    return apiDownloadCsv(`${listPath}.csv${fixed ? `?${fixed}` : ''}`, {
      query,
      signal: params.signal,
      onRecords: params.onRecords,
    });
  }

  function exportHsds({ signal, onBytes }: Parameters<ConsoleDataProvider['exportHsds']>[0]) {
    let bytes = 0;
    return apiDownload('/admin/hsds/export', 'application/zip', {
      signal,
      onChunk(chunk) {
        bytes += chunk.length;
        onBytes?.(bytes);
      },
    });
  }

  async function bulkAction(
    resource: string,
    params: { action: BulkAction; ids: readonly Identifier[] },
  ): Promise<{ data: BulkResult }> {
    const bulk = spec(resource, 'bulk');
    const body = await apiFetch(bulk.path, {
      method: 'POST',
      json: { action: params.action, ids: params.ids.map(Number) },
    });
    const result = unwrap(body) as unknown as BulkResult;
    if (!Array.isArray(result.refused)) return { data: result };
    // Each refusal is the server's message, shown in the console's language.
    const refused = result.refused.map((refusal) => ({
      ...refusal,
      message: translatedMessage(refusal.message),
      ...(refusal.errors ? { errors: translatedFieldErrors(refusal.errors) } : {}),
    }));
    return { data: { ...result, refused } };
  }

  /** Undoes the bulk action the server recorded as `batchId`: the records changed back. */
  async function bulkUndo(batchId: number): Promise<{ data: BulkUndoResult }> {
    const body = await apiFetch(`/admin/bulk/${batchId}/undo`, { method: 'POST', json: {} });
    return { data: unwrap(body) as unknown as BulkUndoResult };
  }

  /** Reverts one history entry: its fields set back as a new change of the record. */
  async function revertEntry(entryId: Identifier): Promise<{ data: Values }> {
    const body = await apiFetch(`/admin/history/${entryId}/revert`, { method: 'POST', json: {} });
    return { data: unwrap(body) };
  }

  /** Restores a deleted record (`previousData`); answers what the server says came back. */
  async function restore(
    resource: string,
    params: { id: Identifier; previousData: RaRecord },
  ): Promise<{ data: Values }> {
    const restoring = spec(resource, 'restore');
    const context: CallContext = {
      id: params.id,
      meta: {},
      filter: {},
      previousData: params.previousData,
    };
    const body = await apiFetch(resolvePath(restoring.path, context), { method: 'POST', json: {} });
    return { data: unwrap(body) };
  }

  return {
    supportAbortSignal: true,

    exportList,

    exportHsds,

    bulkAction,

    bulkUndo,

    revertEntry,

    restore,

    getList: (resource, params) => fetchList(spec(resource, 'list'), params),

    getOne,

    async getMany(resource, params) {
      const records = await Promise.all(
        params.ids.map((id) => getOne(resource, { id, meta: params.meta, signal: params.signal })),
      );
      return { data: records.map((result) => result.data) };
    },

    getManyReference(resource, params) {
      const { target, id, ...listParams } = params;
      return fetchList(spec(resource, 'list'), {
        ...listParams,
        filter: { ...params.filter, [target]: id },
        meta: { ...params.meta, [target]: id },
      });
    },

    create,

    update,

    async updateMany(resource, params) {
      const ids = await Promise.all(
        params.ids.map(async (id: Identifier) => {
          const { data: previousData } = await getOne(resource, { id, meta: params.meta });
          await update(resource, { id, data: params.data, previousData, meta: params.meta });
          return id;
        }),
      );
      return { data: ids };
    },

    delete: remove,

    getUsage,

    async deleteMany(resource, params) {
      const ids = await Promise.all(
        params.ids.map(async (id: Identifier) => {
          await remove(resource, { id, meta: params.meta });
          return id;
        }),
      );
      return { data: ids };
    },
  } as ConsoleDataProvider;
}
