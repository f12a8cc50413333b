import type { RouteDefinition } from '../../../server/http/routes';
import type { Random } from '../../../server/seed/random';
import type { ApiSession } from '../../browser/support/server';
import { encodingOf, VALID_UPLOADS, validValues, writeRoutes } from './writeRoutes';

/**
 * The writes the durability and load checks send: a few record types written the way the
 * console writes them (JSON, or multipart with a file for categories), each body the route's
 * valid body (./writeRoutes). Each record carries a label in one text field, `<prefix> v<version>`,
 * so a reader can tell which write it holds.
 */
export interface WriteTarget {
  name: string;
  /** POST here creates one. */
  collectionPath: string;
  /** PATCH/GET one here (`{id}` filled in); null for a type that is never updated (company links). */
  itemPath: string | null;
  /** Key of the record in create, update and get answers. */
  recordKey: string;
  /** The text field holding the label. */
  labelField: string;
}

export const WRITE_TARGETS: readonly WriteTarget[] = [
  {
    name: 'blog post',
    collectionPath: '/api/blog',
    itemPath: '/api/blog/{id}',
    recordKey: 'blogpost',
    labelField: 'title',
  },
  {
    name: 'organization',
    collectionPath: '/api/admin/organization',
    itemPath: '/api/admin/organization/{id}',
    recordKey: 'organization',
    labelField: 'name',
  },
  {
    name: 'category',
    collectionPath: '/api/admin/category',
    itemPath: '/api/admin/category/{id}',
    recordKey: 'category',
    labelField: 'name',
  },
  {
    name: 'sponsor',
    collectionPath: '/api/sponsor',
    itemPath: '/api/sponsor/{id}',
    recordKey: 'sponsor',
    labelField: 'name',
  },
  {
    name: 'company link',
    collectionPath: '/api/admin/company-links',
    itemPath: null,
    recordKey: 'company_link',
    labelField: 'name',
  },
];

/** The route that creates (POST) or updates (PATCH) records of `target`. */
export function targetRoute(target: WriteTarget, method: 'post' | 'patch'): RouteDefinition {
  const path = method === 'post' ? target.collectionPath : target.itemPath;
  const route = writeRoutes().find(
    (candidate) => candidate.method === method && candidate.path === path,
  );
  if (!route) throw new Error(`${target.name}: no ${method.toUpperCase()} ${path} route`);
  return route;
}

/** Each target's valid bodies, worked out once: the load check builds thousands of requests. */
const baseBodies = new Map<string, Record<string, unknown>>();

/**
 * The valid body of `target`'s create or update route, required fields only (as small as the
 * route allows, so the load check measures the server rather than body sizes), with `label` in
 * its label field. It names no other record (the writer has none to point at).
 */
export function targetBody(
  target: WriteTarget,
  method: 'post' | 'patch',
  label: string,
): Record<string, unknown> {
  const key = `${method} ${target.name}`;
  let base = baseBodies.get(key);
  if (!base) {
    base = validValues(targetRoute(target, method), { requiredOnly: true });
    baseBodies.set(key, base);
  }
  return { ...base, [target.labelField]: label };
}

export const itemUrl = (target: WriteTarget, id: number): string => {
  if (!target.itemPath)
    throw new Error(`${target.name}: records are never read or updated one by one`);
  return target.itemPath.replace('{id}', String(id));
};

export const labelOf = (prefix: string, version: number) => `${prefix} v${version}`;

/** The version in a stored label, or undefined when it is not one of `prefix`'s labels. */
export function versionOf(prefix: string, label: unknown): number | undefined {
  if (typeof label !== 'string' || !label.startsWith(`${prefix} v`)) return undefined;
  const version = Number(label.slice(prefix.length + 2));
  return Number.isInteger(version) ? version : undefined;
}

const BOUNDARY = 'reliability-writer-boundary';

export interface EncodedBody {
  contentType: string;
  body: Buffer;
}

/** `values` (and, on create, the route's valid uploads) encoded as the route takes them. */
function encodeBody(
  route: RouteDefinition,
  values: Record<string, unknown>,
  withFiles: boolean,
): EncodedBody {
  const files = withFiles ? Object.entries(route.files ?? {}) : [];
  if (encodingOf(route, files.length > 0) === 'json') {
    return { contentType: 'application/json', body: Buffer.from(JSON.stringify(values)) };
  }
  const parts = Object.entries(values).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'boolean' ? (value ? '1' : '0') : String(value)}\r\n`,
    ),
  );
  for (const [field, rule] of files) {
    const { name, type, bytes } = VALID_UPLOADS[rule.kind];
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat(parts) };
}

/** The request that creates a record of `target` labelled `label`, with its uploads. */
export const createRequest = (target: WriteTarget, label: string): EncodedBody =>
  encodeBody(targetRoute(target, 'post'), targetBody(target, 'post', label), true);

/** The request that updates a record of `target` to `label`, over the version of `updatedAt`. */
export const updateRequest = (target: WriteTarget, label: string, updatedAt: string): EncodedBody =>
  encodeBody(
    targetRoute(target, 'patch'),
    { ...targetBody(target, 'patch', label), updated_at: updatedAt },
    false,
  );

/** What the writer knows of one record it created: what was acknowledged and what was sent. */
export interface WrittenRecord {
  target: WriteTarget;
  id: number;
  prefix: string;
  /** Version of the last acknowledged write (0 = the create). */
  acknowledged: number;
  /** Version of the last write sent (acknowledged or not). */
  sent: number;
  updatedAt: string;
}

export interface WriteLog {
  records: WrittenRecord[];
  /** Acknowledged creates and updates. */
  acknowledged: number;
  /** Writes sent and not answered yet. */
  inFlight: number;
  /** Answers that were not the expected 2xx (with a 5xx counted apart). */
  unexpected: string[];
  serverErrors: number;
}

export const emptyWriteLog = (): WriteLog => ({
  records: [],
  acknowledged: 0,
  inFlight: 0,
  unexpected: [],
  serverErrors: 0,
});

type Answer = { status: number; record?: Record<string, unknown> };

async function send(
  log: WriteLog,
  baseUrl: string,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: EncodedBody,
  target: WriteTarget,
): Promise<Answer> {
  log.inFlight += 1;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': body.contentType },
      body: new Uint8Array(body.body),
    });
    const json = (await response.json()) as { data?: Record<string, Record<string, unknown>> };
    return { status: response.status, record: json.data?.[target.recordKey] };
  } finally {
    log.inFlight -= 1;
  }
}

/**
 * Runs `workers` writers until `stop()` says so or the server goes away: each creates a record
 * of a random type, then updates it 0 to 3 times (each update carries the updated_at of the
 * previous answer), then moves on. A write counts as acknowledged once its 2xx answer is read.
 * `onAcknowledged` runs after each one (e.g. to kill the server at a chosen count).
 */
export async function writeStream(options: {
  baseUrl: string;
  token: string;
  random: Random;
  workers: number;
  /** Distinguishes this stream's labels from earlier rounds'. */
  round: string;
  log: WriteLog;
  stop: () => boolean;
  onAcknowledged?: () => void;
}): Promise<void> {
  const { baseUrl, token, random, log } = options;
  const acknowledge = () => {
    log.acknowledged += 1;
    options.onAcknowledged?.();
  };
  const unexpected = (what: string, status: number) => {
    if (status >= 500) log.serverErrors += 1;
    log.unexpected.push(`${what} -> ${status}`);
  };

  const worker = async (workerIndex: number) => {
    for (let sequence = 1; !options.stop(); sequence++) {
      const target = random.pick(WRITE_TARGETS);
      const prefix = `${options.round} w${workerIndex} #${sequence} ${target.name}`;
      const created = await send(
        log,
        baseUrl,
        token,
        'POST',
        target.collectionPath,
        createRequest(target, labelOf(prefix, 0)),
        target,
      );
      if (created.status !== 201 || typeof created.record?.id !== 'number') {
        unexpected(`POST ${target.collectionPath}`, created.status);
        return;
      }
      const record: WrittenRecord = {
        target,
        id: created.record.id,
        prefix,
        acknowledged: 0,
        sent: 0,
        updatedAt: String(created.record.updated_at),
      };
      log.records.push(record);
      acknowledge();
      if (!target.itemPath) continue;
      const updates = random.int(4);
      for (let version = 1; version <= updates && !options.stop(); version++) {
        record.sent = version;
        const path = itemUrl(target, record.id);
        const updated = await send(
          log,
          baseUrl,
          token,
          'PATCH',
          path,
          updateRequest(target, labelOf(prefix, version), record.updatedAt),
          target,
        );
        if (updated.status !== 200 || !updated.record) {
          unexpected(`PATCH ${target.itemPath}`, updated.status);
          return;
        }
        record.acknowledged = version;
        record.updatedAt = String(updated.record.updated_at);
        acknowledge();
      }
    }
  };

  await Promise.all(
    Array.from({ length: options.workers }, (_, index) =>
      // A dropped connection (the server was killed) ends a worker; its write is unacknowledged.
      worker(index + 1).catch((error: unknown) => {
        if (!isConnectionFailure(error)) throw error;
      }),
    ),
  );
}

/**
 * fetch's errors when the connection was refused or dropped ("fetch failed"), or dropped while
 * the answer was being read ("terminated"), as opposed to a bug in the test.
 */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    (error.message === 'fetch failed' || error.message === 'terminated')
  );
}

/**
 * Reads back every record of `records` through the API and answers the lost writes: a record
 * missing, or holding an older version than its last acknowledged write (a later version that
 * was in flight is fine).
 */
export async function lostWrites(
  api: ApiSession,
  records: readonly WrittenRecord[],
): Promise<string[]> {
  const lost: string[] = [];
  const listed = new Map<WriteTarget, Record<string, Record<string, unknown>>>();
  for (const record of records) {
    const { target } = record;
    let stored: Record<string, unknown> | undefined;
    if (target.itemPath) {
      const answer = await api.call(itemUrl(target, record.id));
      if (answer.status !== 200 && answer.status !== 404) {
        throw new Error(`GET ${target.itemPath} answered ${answer.status}`);
      }
      stored = answer.body.data?.[target.recordKey] as Record<string, unknown> | undefined;
    } else {
      if (!listed.has(target)) {
        const [list] = Object.values(await api.get<Record<string, unknown>>(target.collectionPath));
        listed.set(target, list as Record<string, Record<string, unknown>>);
      }
      stored = listed.get(target)?.[record.id];
    }
    const version = versionOf(record.prefix, stored?.[target.labelField]);
    if (version === undefined) {
      lost.push(`${target.name} ${record.id} ("${record.prefix}") is missing`);
    } else if (version < record.acknowledged || version > record.sent) {
      lost.push(
        `${target.name} ${record.id} holds v${version}, acknowledged v${record.acknowledged}`,
      );
    }
  }
  return lost;
}
