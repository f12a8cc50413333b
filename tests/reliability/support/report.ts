import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';
import { postgresServerUrl } from '../../browser/support/server';

/** The table's sections, in the order it prints them. */
export const CATEGORIES = [
  'Access',
  'Bad input',
  'Inert content',
  'Concurrent edits',
  'Durability',
  'Load',
  'Faults',
  'Instances',
  'Lifecycle',
] as const;

/** One line of the suite's table: a kind of attempt, how many were tried and what went wrong. */
export interface ReportRow {
  category: (typeof CATEGORIES)[number];
  /** What was tried, e.g. "POST /api/admin/company-link: malformed JSON bodies". */
  check: string;
  /** How many attempts (requests, payloads, pages, kills) were made. */
  tried: number;
  /** Answers with a 5xx status among them. */
  serverErrors: number;
  /** Attempts that broke a rule (wrong status, data leaked, row changed, write lost...). */
  violations: number;
  /** Figures or the first violation, shown as is. */
  detail?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityReportFile: string;
  }
}

/** Adds a row to the table printed at the end of `npm run test:reliability`. */
export function report(row: ReportRow): void {
  appendFileSync(inject('reliabilityReportFile'), `${JSON.stringify(row)}\n`);
}

/**
 * Whether checks that need PostgreSQL can run (DATABASE_URL is set); when they cannot, `check`
 * is reported as skipped, so the table says so.
 */
export function postgresChecksRun(category: ReportRow['category'], check: string): boolean {
  if (postgresServerUrl()) return true;
  report({
    category,
    check,
    tried: 0,
    serverErrors: 0,
    violations: 0,
    detail: 'skipped: DATABASE_URL not set',
  });
  return false;
}
