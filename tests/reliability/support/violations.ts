import type { Locator } from 'playwright-core';

/**
 * The rules one browser case checks, each recorded as a violation instead of stopping the case,
 * so that its report row says everything that went wrong (the first one in `detail`).
 */
export class Violations {
  readonly list: string[] = [];

  /** Checks `rule` (false or a throw breaks it); answers whether it held. */
  async check(rule: string, holds: () => Promise<unknown>): Promise<boolean> {
    try {
      if ((await holds()) === false) {
        this.list.push(rule);
        return false;
      }
      return true;
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      this.list.push(`${rule} (${reason})`);
      return false;
    }
  }

  /**
   * Runs a case's steps; a throw ends them and is recorded as `case broke: <reason>`. `cleanup`
   * runs in any case.
   */
  async during(steps: () => Promise<void>, cleanup?: () => unknown): Promise<void> {
    try {
      await steps();
    } catch (error) {
      this.list.push(`case broke: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await cleanup?.();
    }
  }

  get first(): string | undefined {
    return this.list[0];
  }
}

/** Polls `read` until it answers `expected` or the time is up; answers the last value read. */
export async function settlesTo<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/**
 * Whether the user sees `target` without scrolling: its top and bottom edges are inside the
 * viewport and not covered (by the app bar, say).
 */
export async function inSight(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const edges = [box.top + 2, box.bottom - 2];
    return edges.every((y) => {
      const seen = y >= 0 && y <= window.innerHeight ? document.elementFromPoint(x, y) : null;
      return seen !== null && element.contains(seen);
    });
  });
}
