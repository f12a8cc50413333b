import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { type ConsoleSession, openSignedInConsole } from '../../browser/support/console';
import { type ApiSession, apiSession } from '../../browser/support/server';

/** Where the console cases leave their screenshots. */
export const SHOTS = '/tmp/rel-shots';

/**
 * A signed-in console on a fresh server, and a second administrator session beside it (another
 * person at another desk) that reads and writes the same records.
 */
export async function consoleBesideSession(): Promise<{
  session: ConsoleSession;
  page: Page;
  api: ApiSession;
}> {
  mkdirSync(SHOTS, { recursive: true });
  const session = await openSignedInConsole();
  return { session, page: session.page, api: await apiSession(session.server.url) };
}
