import { Agent } from 'node:http';
import { describe, expect, test } from 'vitest';
import { routeTable } from '../../server/routes';
import { createRandom } from '../../server/seed/random';
import {
  apiSession,
  type DatabaseKind,
  type DataStore,
  freshDataStore,
  type ServerProcess,
  startServerProcess,
} from '../browser/support/server';
import { type InFlight, onNewConnection, send } from './support/connections';
import { postgresChecksRun, report } from './support/report';
import {
  createRequest,
  emptyWriteLog,
  labelOf,
  lostWrites,
  targetBody,
  targetRoute,
  WRITE_TARGETS,
  type WriteTarget,
  type WrittenRecord,
  writeStream,
} from './support/writer';

const SEED = Number(process.env.RELIABILITY_SEED ?? 20261121);
const KILL_ROUNDS = 3;
const WRITERS = 6;
const DATABASES: DatabaseKind[] = ['embedded PGlite', 'PostgreSQL'];

test('every write target is a declared route, written with a valid body', () => {
  const declared = new Set(routeTable.map((route) => `${route.method} ${route.path}`));
  for (const target of WRITE_TARGETS) {
    const methods = target.itemPath ? (['post', 'patch'] as const) : (['post'] as const);
    for (const method of methods) {
      const body = {
        ...targetBody(target, method, labelOf(target.name, 1)),
        ...(method === 'patch' ? { updated_at: '2030-01-01T00:00:00.000000Z' } : {}),
      };
      expect(targetRoute(target, method).body?.safeParse(body).success, target.name).toBe(true);
    }
    if (target.itemPath) expect(declared).toContain(`get ${target.itemPath}`);
  }
});

/** Runs `work` on a fresh store of `kind` and drops the store afterwards, the server killed. */
async function withStore(
  kind: DatabaseKind,
  work: (store: DataStore, running: { server?: ServerProcess }) => Promise<void>,
) {
  const store = await freshDataStore(kind);
  const running: { server?: ServerProcess } = {};
  try {
    await work(store, running);
  } finally {
    await running.server?.kill();
    await store.drop();
  }
}

describe.each(DATABASES)('%s', (kind) => {
  // A PostgreSQL store needs DATABASE_URL; without it, its checks are skipped (and say so).
  const unavailable =
    kind === 'PostgreSQL' &&
    !postgresChecksRun('Durability', `${kind}: SIGKILL and SIGTERM checks`);

  test.skipIf(unavailable)(
    'every acknowledged write survives SIGKILL and a restart on the same data',
    async () => {
      const check = `${kind}: SIGKILL during ${WRITERS} concurrent writers, restart on the same data`;
      await withStore(kind, async (store, running) => {
        const random = createRandom(SEED);
        const log = emptyWriteLog();
        const lost: string[] = [];
        const kills: string[] = [];
        const earlyEnds: string[] = [];
        running.server = await startServerProcess(store);
        for (let round = 1; round <= KILL_ROUNDS; round++) {
          const server = running.server;
          const { token } = await apiSession(server.url);
          // Drawn before the stream starts, so the kill points follow from the seed alone.
          const killAt = log.acknowledged + random.between(50, 250);
          const delayMs = random.int(50);
          let killed = false;
          let inFlightAtKill = 0;
          await writeStream({
            baseUrl: server.url,
            token,
            random: createRandom(SEED + round),
            workers: WRITERS,
            round: `kill ${round}`,
            log,
            stop: () => killed,
            onAcknowledged: () => {
              if (log.acknowledged !== killAt) return;
              setTimeout(() => {
                killed = true;
                inFlightAtKill = log.inFlight;
                server.signal('SIGKILL');
              }, delayMs);
            },
          });
          const exit = await server.kill();
          if (!killed && log.unexpected.length === 0) {
            earlyEnds.push(
              `round ${round}: the server went away before the kill:\n${server.output()}`,
            );
          }
          kills.push(
            `${exit.signal ?? exit.code} at ack ${killAt} +${delayMs} ms with ${inFlightAtKill} writes in flight`,
          );
          running.server = await startServerProcess(store);
          lost.push(...(await lostWrites(await apiSession(running.server.url), log.records)));
          if (lost.length > 0 || log.unexpected.length > 0 || earlyEnds.length > 0) break;
        }
        const updates = log.acknowledged - log.records.length;
        const violations = [...log.unexpected, ...earlyEnds, ...lost];
        report({
          category: 'Durability',
          check,
          tried: log.acknowledged,
          serverErrors: log.serverErrors,
          violations: violations.length,
          detail:
            violations[0] ??
            `seed ${SEED}; kills: ${kills.join(', ')}; ${log.records.length} creates + ${updates} updates acknowledged (${WRITE_TARGETS.map((target) => target.name).join(', ')}); lost 0`,
        });
        expect(violations).toEqual([]);
      });
    },
  );

  test.skipIf(unavailable)(
    'SIGTERM finishes the requests in flight, refuses new ones and exits 0',
    async () => {
      const check = `${kind}: SIGTERM with slow lists and writes in flight`;
      await withStore(kind, async (store, running) => {
        const server = await startServerProcess(store);
        running.server = server;
        const { token } = await apiSession(server.url);
        const agent = new Agent({ keepAlive: true });
        const lists = [
          '/api/admin/event?per_page=100',
          '/api/admin/organization?max_organizations=100',
          '/api/blog?per_page=100',
        ];
        const inFlight: InFlight[] = [];
        const creates: { request: InFlight; target: WriteTarget; prefix: string }[] = [];
        for (let round = 0; round < 5; round++) {
          for (const path of lists) {
            inFlight.push(send(server.port, agent, { method: 'GET', path, token }));
          }
          for (const target of WRITE_TARGETS) {
            const prefix = `sigterm ${round} ${target.name}`;
            const body = createRequest(target, labelOf(prefix, 0));
            const request = send(server.port, agent, {
              method: 'POST',
              path: target.collectionPath,
              token,
              ...body,
            });
            inFlight.push(request);
            creates.push({ request, target, prefix });
          }
        }
        await Promise.all(inFlight.map((request) => request.started));
        // Connections are accepted in order: once a later, new one is answered (without touching
        // the database), the server has read the start of every request above.
        expect(await onNewConnection(server.port, '/api/admin/auth/config')).toBe('answered 200');
        const pendingAtSignal = inFlight.filter((request) => !request.settled()).length;
        server.signal('SIGTERM');
        await server.waitForOutput(/SIGTERM received: no longer accepting connections/);
        const afterSignal = await onNewConnection(server.port, '/api/health');
        for (const request of inFlight) request.finish();
        const answers = await Promise.all(
          inFlight.map((request) =>
            request.answer.then(
              (answer) => `${request.label} -> ${answer.status}`,
              (error: unknown) => `${request.label} -> ${String(error)}`,
            ),
          ),
        );
        const exit = await server.exited;
        agent.destroy();
        const records: WrittenRecord[] = [];
        for (const { request, target, prefix } of creates) {
          const answer = await request.answer.catch(() => undefined);
          if (answer?.status !== 201) continue;
          const json = JSON.parse(answer.body) as { data: Record<string, ApiRecord> };
          const record = json.data[target.recordKey];
          if (!record) continue;
          records.push({
            target,
            id: record.id,
            prefix,
            acknowledged: 0,
            sent: 0,
            updatedAt: record.updated_at,
          });
        }
        running.server = await startServerProcess(store);
        const lost = await lostWrites(await apiSession(running.server.url), records);

        const violations = [
          ...answers.filter((answer) => !/ -> 20[01]$/.test(answer)),
          ...(afterSignal === 'ECONNREFUSED'
            ? []
            : [`a new connection after SIGTERM: ${afterSignal}`]),
          ...(exit.code === 0 ? [] : [`exit ${exit.signal ?? exit.code}`]),
          ...lost,
        ];
        report({
          category: 'Durability',
          check,
          tried: inFlight.length,
          serverErrors: answers.filter((answer) => / -> 5\d\d$/.test(answer)).length,
          violations: violations.length,
          detail:
            violations[0] ??
            `${pendingAtSignal} of ${inFlight.length} requests in flight at SIGTERM all answered; new connection refused; exit 0; ${records.length} acknowledged creates kept`,
        });
        expect(violations).toEqual([]);
        expect(pendingAtSignal).toBeGreaterThan(0);
      });
    },
  );
});

type ApiRecord = { id: number; updated_at: string };
