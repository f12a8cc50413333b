import autocannon from 'autocannon';
import { expect, test } from 'vitest';
import { declaredResources } from '../../shared/resources';
import {
  apiSession,
  type DatabaseKind,
  freshDataStore,
  postgresServerUrl,
  startServerProcess,
} from '../browser/support/server';
import { report } from './support/report';
import {
  createRequest,
  itemUrl,
  labelOf,
  lostWrites,
  updateRequest,
  WRITE_TARGETS,
  type WriteTarget,
  type WrittenRecord,
} from './support/writer';

const CONNECTIONS = 50;
const FULL_RUN = process.env.RELIABILITY_FULL === '1';
const DURATION_SECONDS = FULL_RUN ? 60 : 10;
/** Updates each connection sends to each record it created, per pass over the mix. */
const UPDATES_PER_RECORD = 2;
/** An answer slower than this counts as an error (a timeout). */
const TIMEOUT_SECONDS = 10;

/** What one connection remembers during one pass over the mix: the records it created. */
type ConnectionContext = Partial<Record<string, WrittenRecord>>;

type Json = { data?: Record<string, unknown> };

const idsOf = (list: unknown) => (list as { id: number }[]).map((record) => record.id);

test('50 connections of mixed lists, reads, searches and writes: no errors, no lost writes', async () => {
  const kind: DatabaseKind = postgresServerUrl() ? 'PostgreSQL' : 'embedded PGlite';
  const store = await freshDataStore(kind);
  const server = await startServerProcess(store);
  try {
    const api = await apiSession(server.url);
    type Lists = { events: unknown; organizations: unknown };
    const events = idsOf((await api.get<Lists>('/api/admin/event?per_page=20')).events);
    const organizations = idsOf(
      (await api.get<Lists>('/api/admin/organization?max_organizations=20')).organizations,
    );
    expect(events.length).toBeGreaterThan(0);
    expect(organizations.length).toBeGreaterThan(0);

    const headers = { Authorization: `Bearer ${api.token}` };
    const written: WrittenRecord[] = [];
    const unexpected: string[] = [];
    let labels = 0;
    const expect2xx = (label: string) => (status: number) => {
      if (status < 200 || status > 299) unexpected.push(`${label} -> ${status}`);
    };
    const get = (path: string): autocannon.Request => ({
      method: 'GET',
      path,
      headers,
      onResponse: expect2xx(`GET ${path}`),
    });

    // Each connection writes only the records it created, so its updates never race another
    // connection's: a 409 here would be a lost-update false alarm, hence a violation.
    const writes = (target: WriteTarget): autocannon.Request[] => {
      const create: autocannon.Request = {
        method: 'POST',
        path: target.collectionPath,
        setupRequest(request, context) {
          const prefix = `load #${++labels} ${target.name}`;
          (context as ConnectionContext)[target.name] = {
            target,
            id: 0,
            prefix,
            acknowledged: 0,
            sent: 0,
            updatedAt: '',
          };
          const { contentType, body } = createRequest(target, labelOf(prefix, 0));
          return { ...request, headers: { ...headers, 'content-type': contentType }, body };
        },
        onResponse(status, body, context) {
          const record = (context as ConnectionContext)[target.name];
          const stored = (JSON.parse(body) as Json).data?.[target.recordKey] as
            | { id: number; updated_at: string }
            | undefined;
          if (status !== 201 || !record || !stored) {
            unexpected.push(`POST ${target.collectionPath} -> ${status}`);
            delete (context as ConnectionContext)[target.name];
            return;
          }
          record.id = stored.id;
          record.updatedAt = stored.updated_at;
          written.push(record);
        },
      };
      if (!target.itemPath) return [create];
      const ownRecord = (context: object) => (context as ConnectionContext)[target.name];
      const update: autocannon.Request = {
        method: 'PATCH',
        setupRequest(request, context) {
          const record = ownRecord(context);
          // Its create failed (counted already): start the pass again.
          if (!record) return undefined as unknown as autocannon.Request;
          record.sent += 1;
          const { contentType, body } = updateRequest(
            target,
            labelOf(record.prefix, record.sent),
            record.updatedAt,
          );
          return {
            ...request,
            path: itemUrl(target, record.id),
            headers: { ...headers, 'content-type': contentType },
            body,
          };
        },
        onResponse(status, body, context) {
          const record = ownRecord(context);
          const stored = (JSON.parse(body) as Json).data?.[target.recordKey] as
            | { updated_at: string }
            | undefined;
          if (status !== 200 || !record || !stored) {
            unexpected.push(`PATCH ${target.itemPath} -> ${status}`);
            return;
          }
          record.acknowledged = record.sent;
          record.updatedAt = stored.updated_at;
        },
      };
      const read: autocannon.Request = {
        method: 'GET',
        setupRequest(request, context) {
          const record = ownRecord(context);
          if (!record) return undefined as unknown as autocannon.Request;
          return { ...request, path: itemUrl(target, record.id), headers };
        },
        onResponse: expect2xx(`GET ${target.itemPath}`),
      };
      return [create, ...Array.from({ length: UPDATES_PER_RECORD }, () => update), read];
    };

    const reads: autocannon.Request[] = [
      get('/api/admin/dashboard'),
      get('/api/admin/event?per_page=10'),
      get('/api/admin/event?title=a&per_page=10'),
      get(`/api/admin/event/${events[0]}`),
      get('/api/admin/organization?max_organizations=10'),
      get('/api/admin/organization?name=e&max_organizations=10'),
      get(`/api/admin/organization/${organizations[0]}`),
      get(`/api/admin/organization/${organizations[0]}/events`),
      ...declaredResources.map(({ api }) => get(`/api${api.path}?search=a`)),
      get('/api/admin/country?country=a'),
      get('/api/admin/lookup/countries?q=C'),
      get('/api/admin/participation-role?q=o'),
    ];
    // Reads and writes interleaved: each target's writes, then a share of the reads.
    const writeGroups = WRITE_TARGETS.map(writes);
    const readsPerGroup = Math.ceil(reads.length / writeGroups.length);
    const mix = writeGroups.flatMap((group, index) => [
      ...group,
      ...reads.slice(index * readsPerGroup, (index + 1) * readsPerGroup),
    ]);

    // One pass on one connection first, so the measured run starts on a warm server (query
    // plans and the engine's code compiled), as a server in service is. Its answers count too.
    const warmUp = await autocannon({
      url: server.url,
      connections: 1,
      amount: mix.length,
      timeout: TIMEOUT_SECONDS,
      requests: mix,
    });
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      timeout: TIMEOUT_SECONDS,
      requests: mix,
    });

    const lost = await lostWrites(api, written);
    const updates = written.reduce((sum, record) => sum + record.acknowledged, 0);
    const latency = result.latency;
    const errors = [
      ...unexpected,
      ...[warmUp, result].flatMap((run) => [
        ...(run.errors > 0 ? [`${run.errors} socket errors (${run.timeouts} timeouts)`] : []),
        ...(run.non2xx > 0 && unexpected.length === 0 ? [`${run.non2xx} non-2xx`] : []),
      ]),
    ];
    const violations = [...errors, ...lost];
    report({
      category: 'Load',
      check: `${kind}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s, mixed list/read/search/write after a 1-connection warm-up pass; each connection updates only its own records, so a 409 counts as an error; timeout ${TIMEOUT_SECONDS} s`,
      tried: result.requests.total,
      serverErrors: result['5xx'],
      violations: violations.length,
      detail:
        violations[0] ??
        `p50 ${latency.p50} ms, p99 ${latency.p99} ms, p99.9 ${latency.p99_9} ms, ${Math.round(result.requests.average)} req/s; ${result.non2xx} non-2xx, ${result.errors} errors; ${written.length} creates + ${updates} updates acknowledged, 0 lost`,
    });
    console.log(
      `Load (${kind}): ${result.requests.total} requests, p50 ${latency.p50} ms, p99 ${latency.p99} ms, p99.9 ${latency.p99_9} ms, ${result.requests.average} req/s`,
    );
    expect(violations).toEqual([]);
    expect(result['2xx']).toBe(result.requests.total);
    expect(warmUp['2xx']).toBe(warmUp.requests.total);
  } finally {
    await server.kill();
    await store.drop();
  }
});
