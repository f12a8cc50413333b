import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pathTo } from '../../src/resources/paths';
import type { Fixtures } from './fixtures';

/** One console screen that shows a list. The two fixed paths are the sidebar's (menuEntries.tsx). */
export interface Screen {
  name: string;
  path: (fixtures: Fixtures) => string;
}

export const SCREENS: Screen[] = [
  { name: 'organizations list', path: () => '/organizations' },
  {
    name: "a municipality's organizations",
    path: (f) => pathTo('cities', 'show', f.countryId, f.stateId, f.cityId),
  },
  {
    name: "an organization's events",
    path: (f) => pathTo('events', 'list', f.organizationId),
  },
  { name: 'unpublished events', path: () => '/unpublished/events' },
];

/** How long after the rows show that the screen's later API requests are still counted. */
const SETTLE_MS = 1_000;
const ROWS_TIMEOUT_MS = 60_000;

export interface ScreenVisit {
  /** From the start of the navigation to the first table row with text, in the page's clock. */
  milliseconds: number;
  /** Every API request the screen made, in order ("GET /api/..."). */
  requests: string[];
}

/** A browser context at `baseUrl` signed in as the local administrator. */
export async function signedInContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in as local admin' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.close();
  return context;
}

async function firstRowsAt(page: Page): Promise<number> {
  // Loading skeletons are rows too, but without text: wait for a row that shows a record.
  const shown = await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('tbody tr')).some(
        // biome-ignore lint/performance/useDomNodeTextContent: only text that is rendered counts as shown
        (row) => (row as HTMLElement).innerText.trim().length > 0,
      ) && performance.now(),
    undefined,
    { polling: 'raf', timeout: ROWS_TIMEOUT_MS },
  );
  return (await shown.jsonValue()) as number;
}

/** Opens `path` in a new tab (a full load, as from a bookmark) and times its rows. */
export async function visitScreen(context: BrowserContext, path: string): Promise<ScreenVisit> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      requests.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const milliseconds = await firstRowsAt(page);
    await page.waitForTimeout(SETTLE_MS);
    return { milliseconds, requests: [...requests] };
  } finally {
    await page.close();
  }
}

export interface RequestFindings {
  total: number;
  /** Requests made more than once, with their count ("2× GET /api/..."). */
  duplicates: string[];
  /** Paths that differ only by an id, asked three times or more: a request per row. */
  perRow: string[];
}

export function analyseRequests(requests: string[]): RequestFindings {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  const duplicates = [...counts]
    .filter(([, count]) => count > 1)
    .map(([request, count]) => `${count}× ${request}`);

  const urlsByShape = new Map<string, Set<string>>();
  for (const request of counts.keys()) {
    const shape = request.replace(/\/\d+(?=[/?]|$)/g, '/:id').replace(/\?.*$/, '');
    const urls = urlsByShape.get(shape) ?? new Set<string>();
    urls.add(request);
    urlsByShape.set(shape, urls);
  }
  const perRow = [...urlsByShape]
    .filter(([, urls]) => urls.size >= 3)
    .map(([shape, urls]) => `${urls.size}× ${shape}`);
  return { total: requests.length, duplicates, perRow };
}
