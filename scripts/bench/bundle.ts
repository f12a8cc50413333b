import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BUNDLE_BUDGET_SCRIPT = 'scripts/bundle-budget.mjs';

export interface BundleRow {
  route: string;
  /** The script's other columns, each as "header: value" (its verdict column as the value alone). */
  detail: string;
}

export type BundleReport =
  | { kind: 'rows'; rows: BundleRow[]; passed: boolean }
  | { kind: 'missing'; reason: string };

function cellsOf(line: string): string[] {
  const cells = line.includes('|') ? line.split('|') : line.split(/\s{2,}|\t/);
  return cells.map((cell) => cell.trim()).filter((cell) => cell.length > 0);
}

/**
 * The per-route figures of scripts/bundle-budget.mjs over `distDir`, taken from the table it
 * prints (markdown or aligned columns: its first row of two or more cells is the header). Its
 * exit status says whether every budget held; the rows are shown either way.
 */
export function bundleReport(distDir: string): BundleReport {
  if (!existsSync(BUNDLE_BUDGET_SCRIPT)) {
    return { kind: 'missing', reason: `${BUNDLE_BUDGET_SCRIPT} is not in this checkout` };
  }
  const run = spawnSync(process.execPath, [BUNDLE_BUDGET_SCRIPT, distDir], { encoding: 'utf8' });
  const tableLines = run.stdout
    .split('\n')
    .filter((line) => line.trim() && !/^[\s|:+-]+$/.test(line))
    .map(cellsOf)
    .filter((cells) => cells.length >= 2);
  const [header, ...body] = tableLines;
  if (!header || body.length === 0) {
    return {
      kind: 'missing',
      reason: `${BUNDLE_BUDGET_SCRIPT} printed no table (exit ${run.status}): ${run.stderr.trim()}`,
    };
  }
  const rows = body.map(([route = '', ...values]) => ({
    route,
    detail: values
      .map((value, index) => [header[index + 1] ?? '', value] as const)
      .filter(([, value]) => value !== '-')
      .map(([name, value]) => (name === 'ok' ? value : `${name}: ${value}`))
      .join(', '),
  }));
  return { kind: 'rows', rows, passed: run.status === 0 };
}
