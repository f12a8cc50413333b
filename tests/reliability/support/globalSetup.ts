import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CATEGORIES, type ReportRow } from './report';

const COLUMNS: { title: string; value: (row: ReportRow) => string }[] = [
  { title: 'Category', value: (row) => row.category },
  { title: 'Check', value: (row) => row.check },
  { title: 'Tried', value: (row) => String(row.tried) },
  { title: '5xx', value: (row) => String(row.serverErrors) },
  { title: 'Violations', value: (row) => String(row.violations) },
  { title: 'Detail', value: (row) => row.detail ?? '' },
];

/** The rows as a Markdown table, so a full run's output can be pasted into docs/reliability.md. */
export function reportTable(rows: ReportRow[]): string {
  const cells = rows.map((row) =>
    COLUMNS.map((column) => column.value(row).replaceAll('|', '\\|')),
  );
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const totals = rows.reduce(
    (sum, row) => ({
      tried: sum.tried + row.tried,
      serverErrors: sum.serverErrors + row.serverErrors,
      violations: sum.violations + row.violations,
    }),
    { tried: 0, serverErrors: 0, violations: 0 },
  );
  return [
    line(COLUMNS.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    line([
      'Total',
      '',
      String(totals.tried),
      String(totals.serverErrors),
      String(totals.violations),
      '',
    ]),
  ].join('\n');
}

/** Collects every test file's rows in one file and prints them as one table when the run ends. */
export default function setup(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'reliability-report-'));
  const file = join(directory, 'rows.jsonl');
  writeFileSync(file, '');
  project.provide('reliabilityReportFile', file);
  return () => {
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReportRow);
    rows.sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
    console.log(
      `\nReliability and security: what was tried and what happened\n\n${reportTable(rows)}\n`,
    );
    if (process.env.RELIABILITY_REPORT)
      writeFileSync(process.env.RELIABILITY_REPORT, `${reportTable(rows)}\n`);
    rmSync(directory, { recursive: true, force: true });
  };
}
