import type { Browser, BrowserContext, Page } from 'playwright-core';
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
