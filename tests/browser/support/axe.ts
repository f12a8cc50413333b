import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/* axe-core in a console page: what the accessibility suite and the screens' own tests run. */

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules held to on every screen whatever axe's impact: each screen names itself with an h1. */
const ALWAYS_HELD = new Set(['page-has-heading-one', 'empty-table-header']);

/**
 * Runs axe on the page and answers its serious and critical violations (and those of the rules
 * always held), one line each.
 */
export async function seriousViolations(page: Page, loading = false): Promise<string[]> {
  // A button enabled the moment its list arrives is still fading from grey: axe would judge the
  // colours halfway. Finite animations and transitions end first; spinners never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    // The console's CSP refuses inline script tags; evaluating the source string is allowed.
    await page.evaluate(axeSource);
  }
  const results = (await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values } },
      ),
    AXE_TAGS,
  )) as AxeResults;
  return results.violations
    .filter(
      ({ id, impact }) =>
        impact === 'serious' || impact === 'critical' || (!loading && ALWAYS_HELD.has(id)),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
          }`,
      ),
    );
}
