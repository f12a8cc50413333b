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

/** A fresh server and database, signed in as the local administrator, on the dashboard. */
export async function openSignedInConsole(): Promise<ConsoleSession> {
  const session = await openConsole();
  await session.page.goto(session.server.url);
  await signInAsLocalAdmin(session.page);
  await session.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return session;
}

/** A session token for calling the API directly (local sign-in), e.g. to look ids up. */
export async function apiSession(baseUrl: string) {
  const post = async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    return (await response.json()) as { data: Record<string, string> };
  };
  const { credential } = (await post('/admin/auth/local')).data;
  const { token } = (await post('/admin/auth/google', { token: credential })).data;
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(`${baseUrl}/api${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: T }).data;
    },
  };
}
