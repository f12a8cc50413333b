/**
 * `node --import tsx scripts/bench/responsiveness.ts [--origin URL] [--busy PATH]`: what a
 * new installation feels like. Starts the real server on a fresh DATA_DIR (first start: migrate
 * and seed, as `npm start` does) unless --origin names a running one, then prints as markdown:
 * each city-name search's time, and the latency of health probes and of the console's page
 * while the slowest list query (or --busy) runs back to back on several connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiSession, startBenchServer } from './server';

const CITY_SEARCHES = [
  '/api/admin/organization?city=toron',
  '/api/admin/event?status=1&city=toronto',
  '/api/admin/event?title=al&city=al',
];
/** The slowest list query of a freshly seeded installation (measured over every list). */
const SLOWEST_LIST = '/api/admin/event?per_page=100';
const BUSY_CONNECTIONS = 4;
const BUSY_SECONDS = 10;
const PROBE_INTERVAL_MS = 100;

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;

async function main() {
  const { values } = parseArgs({
    options: { origin: { type: 'string' }, busy: { type: 'string', default: SLOWEST_LIST } },
  });
  const busyList = values.busy;
  let origin = values.origin;
  let stop = async () => {};
  if (!origin) {
    const dataDir = mkdtempSync(join(tmpdir(), 'responsiveness-'));
    const started = performance.now();
    const server = await startBenchServer({ dataDir });
    console.error(`Fresh installation started in ${ms(performance.now() - started)}`);
    origin = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const { authorization } = await apiSession(origin);
    const auth = { Authorization: authorization };
    console.log('| request | time |\n|---|---|');
    for (const path of CITY_SEARCHES)
      console.log(`| ${path} | ${ms(await timed(`${origin}${path}`, auth))} |`);

    const probe = async (path: string, until: () => boolean) => {
      const latencies: number[] = [];
      while (!until()) {
        latencies.push(await timed(`${origin}${path}`));
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
      }
      return latencies;
    };
    const idleUntil = Date.now() + 3000;
    const [idleHealth, idlePage] = await Promise.all([
      probe('/api/health', () => Date.now() > idleUntil),
      probe('/', () => Date.now() > idleUntil),
    ]);
    const busyUntil = Date.now() + BUSY_SECONDS * 1000;
    const busy = () => Date.now() > busyUntil;
    const listTimes: number[] = [];
    const [busyHealth, busyPage] = await Promise.all([
      probe('/api/health', busy),
      probe('/', busy),
      ...Array.from({ length: BUSY_CONNECTIONS }, async () => {
        while (!busy()) listTimes.push(await timed(`${origin}${busyList}`, auth));
      }),
    ]);
    console.log(
      `\n${busyList} on ${BUSY_CONNECTIONS} connections for ${BUSY_SECONDS} s: ${listTimes.length} answers, p50 ${ms(percentile(listTimes, 0.5))}, p95 ${ms(percentile(listTimes, 0.95))}\n`,
    );
    console.log('| probe | while | p50 | p95 | max |\n|---|---|---|---|---|');
    const row = (name: string, when: string, latencies: number[]) =>
      console.log(
        `| ${name} | ${when} | ${ms(percentile(latencies, 0.5))} | ${ms(percentile(latencies, 0.95))} | ${ms(Math.max(...latencies))} |`,
      );
    row('GET /api/health', 'idle', idleHealth);
    row('GET /api/health', 'slowest list running', busyHealth);
    row('GET / (console page)', 'idle', idlePage);
    row('GET / (console page)', 'slowest list running', busyPage);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
