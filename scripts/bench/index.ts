/**
 * `node --import tsx scripts/bench/index.ts [--quick] [--skip-screens] [--fresh]`: the issue's
 * benchmark. Bundle per route, list/search endpoints and list screens at a small and a large
 * directory (1,000 and 100,000 organizations; 1,000 and 10,000 with --quick), the two servers
 * measured in turn in the same run, printed on stdout as one markdown table (progress on stderr).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../tests/browser/support/chromium';
import { bundleReport } from './bundle';
import { ENDPOINTS, type Latency, type LoadOptions, measureLatency, warmUp } from './endpoints';
import { type ExportFigures, exportCell, measureExport } from './exports';
import { type Fixtures, lookUpFixtures } from './fixtures';
import {
  analyseRequests,
  type RequestFindings,
  SCREENS,
  type ScreenVisit,
  signedInContext,
  visitScreen,
} from './screens';
import {
  type ApiSession,
  apiSession,
  type BenchServer,
  seededDataDir,
  startBenchServer,
} from './server';

const USAGE = `Usage: node --import tsx scripts/bench/index.ts [--quick] [--skip-screens] [--fresh]
  --quick         1,000 against 10,000 organizations, one short round (a fast check)
  --skip-screens  endpoints and bundle only, no Chromium
  --fresh         seed the cached databases again (they are kept in $BENCH_CACHE_DIR, default
                  <temp dir>/directory-bench, and reseeded when server/db/migrations or server/seed change)`;

/** The goal for large p50 / small p50, per endpoint and per screen. */
const RATIO_GOAL = 1.5;

interface Plan {
  sizes: [number, number];
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

function machineLines(browserVersion: string | undefined): string[] {
  const processors = cpus();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return [
    `Machine: ${processors[0]?.model ?? 'unknown CPU'}, ${processors.length} cores, ` +
      `${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM; Node ${process.version}` +
      (browserVersion ? `; Chromium ${browserVersion}` : ''),
    `Run: ${new Date().toISOString()} at commit ${commit}; embedded PGlite, one server at a time.`,
  ];
}

type Row = [
  area: string,
  what: string,
  small: string,
  large: string,
  ratio: string,
  detail: string,
];

async function startSide(organizations: number, fresh: boolean): Promise<Side> {
  const dataDir = await seededDataDir(organizations, fresh);
  log(`Starting the server on ${dataDir}...`);
  const server = await startBenchServer(dataDir);
  try {
    const api = await apiSession(server.url);
    return { organizations, server, api, fixtures: await lookUpFixtures(api) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function endpointRows(sides: [Side, Side], plan: Plan): Promise<Row[]> {
  const rows: Row[] = [];
  for (const endpoint of ENDPOINTS) {
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
    const [small, large] = rounds.map((measured) => ({
      p50: median(measured.map((latency) => latency.p50)),
      p99: median(measured.map((latency) => latency.p99)),
      requests: measured.reduce((sum, latency) => sum + latency.requests, 0),
      failures: measured.reduce((sum, latency) => sum + latency.failures, 0),
    })) as [Latency, Latency];
    const ratio = ratioCell(small.p50, large.p50);
    const notes = [
      ratio.met ? 'ok' : `**p50 ratio over ${RATIO_GOAL}**`,
      `${small.requests} / ${large.requests} requests measured`,
      ...(small.failures + large.failures > 0
        ? [`**${small.failures} / ${large.failures} failed**`]
        : []),
      `\`${endpoint.path(sides[1].fixtures)}\``,
    ];
    rows.push([
      'endpoint p50 / p99 ms',
      endpoint.name,
      `${milliseconds(small.p50)} / ${milliseconds(small.p99)}`,
      `${milliseconds(large.p50)} / ${milliseconds(large.p99)}`,
      ratio.text,
      notes.join('; '),
    ]);
  }
  return rows;
}

/** The CSV export of every organization at both sizes: time, rows a second, peak memory. */
async function exportRow(sides: [Side, Side]): Promise<Row> {
  log('Export: every organization as CSV');
  const figures = [];
  for (const side of sides) {
    figures.push(await measureExport(side.server.url, side.api.authorization, side.server.pid));
  }
  const [atSmall, atLarge] = figures as [ExportFigures, ExportFigures];
  const growth = atLarge.peakMb - atLarge.residentMb - (atSmall.peakMb - atSmall.residentMb);
  return [
    'export',
    'every organization as CSV',
    exportCell(atSmall),
    exportCell(atLarge),
    '',
    `${atSmall.rows} / ${atLarge.rows} rows; peak over resident grows by ${growth.toFixed(0)} MB from the small to the large directory`,
  ];
}

async function screenRows(browser: Browser, sides: [Side, Side], plan: Plan): Promise<Row[]> {
  const contexts = await Promise.all(
    sides.map((side) => signedInContext(browser, side.server.url)),
  );
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
      const [small, large] = visits.map((visited) =>
        median(visited.map((visit) => visit.milliseconds)),
      ) as [number, number];
      const ratio = ratioCell(small, large);
      // Every visit makes its own requests: the first measured one stands for the screen.
      const findings = sides.map((side, index) => {
        const requests = visits[index]?.[0]?.requests ?? [];
        log(`  at ${thousands(side.organizations)}: ${requests.join(', ')}`);
        return analyseRequests(requests);
      });
      const [smallFindings, largeFindings] = findings as [RequestFindings, RequestFindings];
      const duplicates = [...new Set(findings.flatMap((found) => found.duplicates))];
      const perRow = [...new Set(findings.flatMap((found) => found.perRow))];
      const notes = [
        ratio.met ? 'ok' : `**ratio over ${RATIO_GOAL}**`,
        `${smallFindings.total} / ${largeFindings.total} API requests`,
        duplicates.length ? `**duplicates: ${duplicates.join(', ')}**` : 'no duplicates',
        perRow.length ? `**per row: ${perRow.join(', ')}**` : 'none per row',
        `\`${screen.path(sides[1].fixtures)}\``,
      ];
      rows.push([
        'screen: rows shown, ms',
        screen.name,
        milliseconds(small),
        milliseconds(large),
        ratio.text,
        notes.join('; '),
      ]);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  return rows;
}

function bundleRows(): Row[] {
  const report = bundleReport('dist');
  if (report.kind === 'missing') {
    return [['bundle, gzipped', '(not measured)', '', '', '', report.reason]];
  }
  return [
    ...report.rows.map((row): Row => ['bundle, gzipped', row.route, '', '', '', row.detail]),
    [
      'bundle, gzipped',
      'budgets',
      '',
      '',
      '',
      report.passed ? 'all hold' : '**failed**: `node scripts/bundle-budget.mjs` says why',
    ],
  ];
}

function table(rows: Row[], sizes: [number, number]): string[] {
  const header: Row = [
    'Area',
    'What',
    `At ${thousands(sizes[0])}`,
    `At ${thousands(sizes[1])}`,
    'Ratio',
    'Notes',
  ];
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean' },
      'skip-screens': { type: 'boolean' },
      fresh: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const plan = values.quick ? QUICK : FULL;
  const withScreens = !values['skip-screens'];

  // The console the servers serve and the bundle figures are of: the current sources' build.
  const build = spawnSync(process.execPath, ['scripts/console-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The console build failed');
  const rows: Row[] = bundleRows();

  // Seeded one after the other: two seeds at once would share the two cores.
  const small = await startSide(plan.sizes[0], Boolean(values.fresh));
  let large: Side | undefined;
  let browser: Browser | undefined;
  try {
    large = await startSide(plan.sizes[1], Boolean(values.fresh));
    const sides: [Side, Side] = [small, large];
    rows.push(...(await endpointRows(sides, plan)), await exportRow(sides));
    if (withScreens) {
      browser = await launchChromium();
      rows.push(...(await screenRows(browser, sides, plan)));
    }
    const lines = [
      ...machineLines(browser?.version()),
      `Endpoints: ${plan.load.connections} connections, ${plan.load.warmUpSeconds} s warm-up, ` +
        `median of ${plan.rounds} round(s) of ${plan.load.seconds} s per size, sizes alternating. ` +
        (withScreens
          ? `Screens: a full load in a signed-in tab, median of ${plan.screenRounds} visit(s) after one warm-up. `
          : 'Screens: skipped. ') +
        `Goal: ratio <= ${RATIO_GOAL}.`,
      '',
      ...table(rows, plan.sizes),
    ];
    console.log(lines.join('\n'));
  } finally {
    await browser?.close();
    await Promise.all([small.server.stop(), large?.server.stop()]);
  }
}

main().catch((error: unknown) => {
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
