/**
 * `npm run bench -- [--database pglite|postgres] [--huge] [--quick] [--skip-screens] [--fresh]
 * [--prepare]`: bundle per route, list/search/history endpoints, the export and list screens at
 * each size of the directory (1,000 and 100,000 organizations, and 1,000,000 with --huge; 1,000
 * and 10,000 with --quick), the servers measured in turn in the same run, each size's p50 against
 * the 1,000's, printed on stdout as one markdown table (progress on stderr).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { runCommand, UsageError } from '../../server/commandLine';
import { launchChromium } from '../../tests/browser/support/chromium';
import { bundleReport } from './bundle';
import { benchDatabase, type Engine } from './databases';
import { ENDPOINTS, type Latency, type LoadOptions, measureLatency, warmUp } from './endpoints';
import {
  CSV_EXPORT,
  type ExportFigures,
  exportCell,
  HSDS_EXPORT,
  type MeasuredExport,
  measureExport,
} from './exports';
import { type Fixtures, lookUpFixtures } from './fixtures';
import { DEFAULT_IMPORT_ROWS, importBench } from './imports';
import {
  analyseRequests,
  type RequestFindings,
  SCREENS,
  type ScreenVisit,
  signedInContext,
  visitScreen,
} from './screens';
import { type ApiSession, apiSession, type BenchServer, startBenchServer } from './server';

const USAGE = `Usage: npm run bench -- [--database pglite|postgres] [--huge] [--quick] [--skip-screens] [--only TEXT] [--fresh] [--prepare] [--import ROWS [--into SIZES]]
  --database      the engine every size runs on: pglite (the embedded one, the default) or
                  postgres (new databases on the server of $BENCH_DATABASE_URL or $DATABASE_URL,
                  whose role may create databases)
  --huge          adds 1,000,000 organizations (PostgreSQL only: implies --database postgres)
  --quick         1,000 against 10,000 organizations, one short round (a fast check)
  --skip-screens  endpoints, export and bundle only, no Chromium
  --only TEXT     only the endpoints whose name contains TEXT (no export, no screens): to measure
                  one row again
  --fresh         seed the cached databases again (kept in $BENCH_CACHE_DIR, default
                  <temp dir>/directory-bench, or on the PostgreSQL server, and reseeded when
                  server/db/migrations or server/seed change)
  --prepare       seed the databases the run needs, then stop
  --import ROWS   only an import of ROWS new organizations (e.g. ${DEFAULT_IMPORT_ROWS}; 100000 for the
                  largest file) through its job, into a copy of each size's seeded directory:
                  rows a second of the check and of the apply, and the server's peak memory
  --into SIZES    the sizes --import runs in, comma-separated (e.g. 1000): by default every
                  size of the run`;

/** The goal for large p50 / small p50, per endpoint and per screen. */
const RATIO_GOAL = 1.5;

interface Plan {
  /** The first is the baseline the others' ratios are of. */
  sizes: number[];
  load: LoadOptions;
  /** Measured rounds, alternating the two sizes, so a neighbour's load hits both alike. */
  rounds: number;
  screenRounds: number;
}

const FULL: Plan = {
  sizes: [1_000, 100_000],
  load: { connections: 4, warmUpSeconds: 1, seconds: 2 },
  rounds: 3,
  screenRounds: 3,
};
const QUICK: Plan = {
  sizes: [1_000, 10_000],
  load: { connections: 4, warmUpSeconds: 1, seconds: 2 },
  rounds: 1,
  screenRounds: 1,
};

const HUGE = 1_000_000;

interface Side {
  organizations: number;
  server: BenchServer;
  api: ApiSession;
  fixtures: Fixtures;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const thousands = (count: number) =>
  count >= 1_000 && count % 1_000 === 0 ? `${count / 1_000}k` : String(count);

const milliseconds = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

function ratioCell(small: number, large: number): { text: string; met: boolean } {
  const ratio = large / small;
  return { text: ratio.toFixed(2), met: ratio <= RATIO_GOAL };
}

function machineLines(engine: Engine, browserVersion: string | undefined): string[] {
  const processors = cpus();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return [
    `Machine: ${processors[0]?.model ?? 'unknown CPU'}, ${processors.length} cores, ` +
      `${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM; Node ${process.version}` +
      (browserVersion ? `; Chromium ${browserVersion}` : ''),
    `Run: ${new Date().toISOString()} at commit ${commit}; ` +
      `${engine.kind === 'postgres' ? 'PostgreSQL (one database per size)' : 'embedded PGlite'}, one server at a time.`,
  ];
}

/** Area, what, a cell per size, a ratio per size after the first, notes. */
type Row = string[];

const row = (area: string, what: string, cells: string[], ratios: string[], notes: string) => [
  area,
  what,
  ...cells,
  ...ratios,
  notes,
];

async function startSide(organizations: number, engine: Engine, fresh: boolean): Promise<Side> {
  const database = await benchDatabase(organizations, engine, fresh);
  log(`Starting the server on ${database.dataDir ?? 'PostgreSQL'}...`);
  const server = await startBenchServer(database);
  try {
    const api = await apiSession(server.url);
    return { organizations, server, api, fixtures: await lookUpFixtures(api) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Each size's p50 over the first size's, and whether every one meets the goal. */
function ratioCells(values: number[]): { texts: string[]; met: boolean } {
  const [base, ...others] = values as [number, ...number[]];
  const ratios = others.map((value) => ratioCell(base, value));
  return { texts: ratios.map((ratio) => ratio.text), met: ratios.every((ratio) => ratio.met) };
}

async function endpointRows(sides: Side[], plan: Plan, only?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const largest = sides[sides.length - 1] as Side;
  for (const endpoint of ENDPOINTS.filter(({ name }) => !only || name.includes(only))) {
    log(`Endpoint: ${endpoint.name}`);
    const urls = sides.map((side) => `${side.server.url}${endpoint.path(side.fixtures)}`);
    const rounds: Latency[][] = sides.map(() => []);
    for (const [index, side] of sides.entries()) {
      await warmUp(urls[index] as string, side.api.authorization, plan.load);
    }
    for (let round = 0; round < plan.rounds; round++) {
      for (const [index, side] of sides.entries()) {
        rounds[index]?.push(
          await measureLatency(urls[index] as string, side.api.authorization, plan.load),
        );
      }
    }
    const measured: Latency[] = rounds.map((latencies) => ({
      p50: median(latencies.map((latency) => latency.p50)),
      p99: median(latencies.map((latency) => latency.p99)),
      requests: latencies.reduce((sum, latency) => sum + latency.requests, 0),
      failures: latencies.reduce((sum, latency) => sum + latency.failures, 0),
    }));
    const ratios = ratioCells(measured.map((latency) => latency.p50));
    const failures = measured.map((latency) => latency.failures);
    const notes = [
      ratios.met ? 'ok' : `**p50 ratio over ${RATIO_GOAL}**`,
      `${measured.map((latency) => latency.requests).join(' / ')} requests measured`,
      ...(failures.some((count) => count > 0) ? [`**${failures.join(' / ')} failed**`] : []),
      `\`${endpoint.path(largest.fixtures)}\``,
    ];
    rows.push(
      row(
        'endpoint p50 / p99 ms',
        endpoint.name,
        measured.map((latency) => `${milliseconds(latency.p50)} / ${milliseconds(latency.p99)}`),
        ratios.texts,
        notes.join('; '),
      ),
    );
  }
  return rows;
}

/** An export of the whole directory at each size: time, rows a second, peak memory. */
async function exportRow(sides: Side[], measured: MeasuredExport): Promise<Row> {
  log(`Export: ${measured.name}`);
  const figures: ExportFigures[] = [];
  for (const side of sides) {
    figures.push(
      await measureExport(measured, side.server.url, side.api.authorization, side.server.pid),
    );
  }
  const [first] = figures as [ExportFigures];
  const last = figures[figures.length - 1] as ExportFigures;
  const growth = last.peakMb - last.residentMb - (first.peakMb - first.residentMb);
  return row(
    'export',
    measured.name,
    figures.map(exportCell),
    figures.slice(1).map(() => ''),
    `${figures.map((figure) => figure.rows).join(' / ')} rows; peak over resident grows by ${growth.toFixed(0)} MB from the smallest to the largest directory`,
  );
}

async function screenRows(browser: Browser, sides: Side[], plan: Plan): Promise<Row[]> {
  const contexts = await Promise.all(
    sides.map((side) => signedInContext(browser, side.server.url)),
  );
  const largest = sides[sides.length - 1] as Side;
  const rows: Row[] = [];
  try {
    for (const screen of SCREENS) {
      log(`Screen: ${screen.name}`);
      const visits: ScreenVisit[][] = sides.map(() => []);
      // The first visit fills the browser's cache with the console's code, as on any later day.
      for (const [index, side] of sides.entries()) {
        await visitScreen(contexts[index] as BrowserContext, screen.path(side.fixtures));
      }
      for (let round = 0; round < plan.screenRounds; round++) {
        for (const [index, side] of sides.entries()) {
          const context = contexts[index] as BrowserContext;
          visits[index]?.push(await visitScreen(context, screen.path(side.fixtures)));
        }
      }
      const times = visits.map((visited) => median(visited.map((visit) => visit.milliseconds)));
      const ratios = ratioCells(times);
      // Every visit makes its own requests: the first measured one stands for the screen.
      const findings: RequestFindings[] = sides.map((side, index) => {
        const requests = visits[index]?.[0]?.requests ?? [];
        log(`  at ${thousands(side.organizations)}: ${requests.join(', ')}`);
        return analyseRequests(requests);
      });
      const duplicates = [...new Set(findings.flatMap((found) => found.duplicates))];
      const perRow = [...new Set(findings.flatMap((found) => found.perRow))];
      const notes = [
        ratios.met ? 'ok' : `**ratio over ${RATIO_GOAL}**`,
        `${findings.map((found) => found.total).join(' / ')} API requests`,
        duplicates.length ? `**duplicates: ${duplicates.join(', ')}**` : 'no duplicates',
        perRow.length ? `**per row: ${perRow.join(', ')}**` : 'none per row',
        `\`${screen.path(largest.fixtures)}\``,
      ];
      rows.push(
        row(
          'screen: rows shown, ms',
          screen.name,
          times.map(milliseconds),
          ratios.texts,
          notes.join('; '),
        ),
      );
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  return rows;
}

function bundleRows(sizes: number[]): Row[] {
  const blank = (notes: string, what: string) =>
    row(
      'bundle, gzipped',
      what,
      sizes.map(() => ''),
      sizes.slice(1).map(() => ''),
      notes,
    );
  const report = bundleReport('dist');
  if (report.kind === 'missing') return [blank(report.reason, '(not measured)')];
  return [
    ...report.rows.map((bundle) => blank(bundle.detail, bundle.route)),
    blank(
      report.passed ? 'all hold' : '**failed**: `node scripts/bundle-budget.mjs` says why',
      'budgets',
    ),
  ];
}

function table(rows: Row[], sizes: number[]): string[] {
  const [base, ...others] = sizes.map(thousands);
  const header: Row = [
    'Area',
    'What',
    ...sizes.map((size) => `At ${thousands(size)}`),
    ...others.map((size) => `Ratio ${size} / ${base}`),
    'Notes',
  ];
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)];
}

/** The engine every size runs on, from `--database` and `--huge`. */
function engineOf(database: string | undefined, huge: boolean): Engine {
  const kind = database ?? (huge ? 'postgres' : 'pglite');
  if (kind === 'pglite') {
    if (huge) throw new UsageError('--huge runs on PostgreSQL: leave out --database pglite');
    return { kind };
  }
  if (kind !== 'postgres') {
    throw new UsageError(`--database is pglite or postgres, not "${database}"`);
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new UsageError(
      'PostgreSQL needs BENCH_DATABASE_URL (or DATABASE_URL): a database on the server, whose role may create databases',
    );
  }
  return { kind, serverUrl };
}

/** The directory sizes `--into` names, each one of the run's sizes. */
function importSizes(into: string | undefined, sizes: number[]): number[] {
  if (into === undefined) return sizes;
  const named = into.split(',').map(Number);
  const unknown = named.filter((size) => !sizes.includes(size));
  if (unknown.length > 0) {
    throw new UsageError(`--into takes sizes among ${sizes.join(', ')}, not "${into}"`);
  }
  return named;
}

runCommand({
  usage: USAGE,
  options: {
    database: { type: 'string' },
    huge: { type: 'boolean' },
    quick: { type: 'boolean' },
    'skip-screens': { type: 'boolean' },
    only: { type: 'string' },
    fresh: { type: 'boolean' },
    prepare: { type: 'boolean' },
    import: { type: 'string' },
    into: { type: 'string' },
  },
  async run(values) {
    const huge = Boolean(values.huge);
    const engine = engineOf(values.database, huge);
    const base = values.quick ? QUICK : FULL;
    const plan: Plan = { ...base, sizes: huge ? [...base.sizes, HUGE] : base.sizes };
    if (values.import !== undefined) {
      const rows = Number(values.import || DEFAULT_IMPORT_ROWS);
      if (!Number.isInteger(rows) || rows < 1) {
        throw new UsageError(`--import takes a number of rows, not "${values.import}"`);
      }
      for (const size of importSizes(values.into, plan.sizes)) {
        console.log((await importBench(engine, size, rows)).join('\n'));
      }
      return;
    }
    if (values.into !== undefined) throw new UsageError('--into goes with --import');
    const { only } = values;
    const withScreens = !values['skip-screens'] && !only;
    const fresh = Boolean(values.fresh);

    if (values.prepare) {
      // Seeded one after the other: two seeds at once would share the two cores.
      for (const size of plan.sizes) await benchDatabase(size, engine, fresh);
      log(`Seeded or found: ${plan.sizes.map(thousands).join(', ')}`);
      return;
    }

    // The console the servers serve and the bundle figures are of: the current sources' build.
    const build = spawnSync(process.execPath, ['scripts/console-build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The console build failed');
    const rows: Row[] = bundleRows(plan.sizes);

    const sides: Side[] = [];
    let browser: Browser | undefined;
    try {
      for (const size of plan.sizes) sides.push(await startSide(size, engine, fresh));
      rows.push(...(await endpointRows(sides, plan, only)));
      if (!only) {
        for (const measured of [CSV_EXPORT, HSDS_EXPORT]) {
          rows.push(await exportRow(sides, measured));
        }
      }
      if (withScreens) {
        browser = await launchChromium();
        rows.push(...(await screenRows(browser, sides, plan)));
      }
      const lines = [
        ...machineLines(engine, browser?.version()),
        `Endpoints: ${plan.load.connections} connections, ${plan.load.warmUpSeconds} s warm-up, ` +
          `median of ${plan.rounds} round(s) of ${plan.load.seconds} s per size, sizes alternating. ` +
          (withScreens
            ? `Screens: a full load in a signed-in tab, median of ${plan.screenRounds} visit(s) after one warm-up. `
            : 'Screens: skipped. ') +
          (only ? `Only the endpoints named with "${only}". ` : '') +
          `Goal: ratio <= ${RATIO_GOAL}.`,
        '',
        ...table(rows, plan.sizes),
      ];
      console.log(lines.join('\n'));
    } finally {
      await browser?.close();
      await Promise.all(sides.map((side) => side.server.stop()));
    }
  },
});
