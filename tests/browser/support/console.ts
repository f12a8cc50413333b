import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { type RunningServer, startServer } from './server';

export interface ConsoleSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh server and database, and a Chromium page on its console (not signed in yet). */
export async function openConsole(): Promise<ConsoleSession> {
  const [server, browser] = await Promise.all([startServer(), launchChromium()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

export async function signInAsLocalAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in as local admin' }).click();
}

/** A fresh server and database, signed in as the local administrator, on the dashboard. */
export async function openSignedInConsole(): Promise<ConsoleSession> {
  const session = await openConsole();
  await session.page.goto(session.server.url);
  await signInAsLocalAdmin(session.page);
  await session.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return session;
}

/** A signed-in console (openSignedInConsole) and its page. */
export async function signedInConsolePage(): Promise<{ session: ConsoleSession; page: Page }> {
  const session = await openSignedInConsole();
  return { session, page: session.page };
}

/**
 * Opens a console with `open` before the calling file's tests and closes it after them; `keep`
 * receives what `open` answered, for the file's own variables.
 */
export function consoleForTestFile<Opened extends { session: ConsoleSession }>(
  open: () => Promise<Opened>,
  keep: (opened: Opened) => void,
): void {
  let opened: Opened | undefined;
  beforeAll(async () => {
    opened = await open();
    keep(opened);
  });
  afterAll(() => opened?.session.close());
}

/** The session token the console in `page` keeps in its storage (src/authProvider/session.ts). */
export async function consoleToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('directory-admin.session'));
  const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('The console holds no session token.');
  return token;
}
