import type { Page, Response, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  consoleForTestFile,
  consoleToken,
  signInAsLocalAdmin,
} from '../browser/support/console';
import { locatorsOf } from '../browser/support/locators';
import { type ApiSession, callApi } from '../browser/support/server';
import { consoleBesideSession, SHOTS } from './support/consoleCase';
import { report } from './support/report';
import { first, id, stored, type Target } from './support/tableRecords';
import { inSight, settlesTo, Violations } from './support/violations';

const API = '**/api/**';
/** How long the slow API holds every call before passing it on. */
const SLOW_MS = 10_000;
/** The body the server answers a fault with (server/app.ts). */
const SERVER_FAULT = 'Something went wrong on the server. Try again later.';
const CONNECTION_LOST = 'Cannot reach the server. Check your connection and try again.';
/** Marks the 500s this test makes up, so that the table counts only the server's own 5xx. */
const INJECTED = 'x-reliability-injected-fault';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

interface Fault {
  name: string;
  handle(route: Route): Promise<void>;
  /** What the screen must say while the fault lasts; null: the call is only slow. */
  message: string | null;
}

const faults: Fault[] = [
  {
    name: 'API unreachable',
    handle: (route) => route.abort('connectionrefused'),
    message: CONNECTION_LOST,
  },
  {
    name: `API slow (${SLOW_MS / 1000} s)`,
    async handle(route) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      // The page may have moved on (or closed) meanwhile.
      await route.continue().catch(() => undefined);
    },
    message: null,
  },
  {
    name: 'API answers 500',
    handle: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { [INJECTED]: '1' },
        body: JSON.stringify({ message: SERVER_FAULT }),
      }),
    message: SERVER_FAULT,
  },
];

/** A list screen: where it is, how to reach it inside the console, and a row it shows. */
interface ListScreenCase {
  name: string;
  /** The menu entry that opens it. */
  menuEntry: string;
  heading: string;
  /** A text one of its first rows shows (read through the API). */
  rowText(api: ApiSession): Promise<string>;
}

const listScreens: ListScreenCase[] = [
  {
    name: 'blog posts list',
    menuEntry: 'Blog posts',
    heading: 'Blog Posts List',
    rowText: async (api) => String((await first(api, 'blog')).title),
  },
];

/** An edit form: the record it edits (a data-provider resource), its URL and one text field. */
interface FormScreenCase {
  name: string;
  resource: string;
  find(api: ApiSession): Promise<Target>;
  path(target: Target): string;
  field: { label: string; source: string };
}

const formScreens: FormScreenCase[] = [
  {
    name: 'blog post edit form',
    resource: 'blog',
    find: async (api) => ({ id: id(await first(api, 'blog')), meta: {} }),
    path: ({ id }) => `/blog/${id}`,
    field: { label: 'Title', source: 'title' },
  },
  {
    name: 'organization edit form (with its place)',
    resource: 'organizations',
    find: async (api) => ({ id: id(await first(api, 'organizations')), meta: {} }),
    path: ({ id }) => `/organization/${id}/edit`,
    field: { label: 'Name', source: 'name' },
  },
];

let session: ConsoleSession;
let page: Page;
let api: ApiSession;
consoleForTestFile(consoleBesideSession, (opened) => {
  ({ session, page, api } = opened);
});

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Marks the loaded page; the mark survives anything but a reload or a navigation away. */
async function markPage(): Promise<() => Promise<boolean>> {
  const mark = `kept-${Date.now()}`;
  await page.evaluate((value) => {
    (window as unknown as { reliabilityMark: string }).reliabilityMark = value;
  }, mark);
  return async () =>
    (await page.evaluate(
      () => (window as unknown as { reliabilityMark?: string }).reliabilityMark,
    )) === mark;
}

/** The screen shows words, not a blank page, and no raw error or stack trace. */
async function showsNoRawError(): Promise<boolean> {
  const text = (await page.locator('body').textContent()) ?? '';
  return text.trim().length > 0 && !/(TypeError|ReferenceError|\n\s*at \S+ \(|Uncaught)/.test(text);
}

function record(check: string, violations: Violations, responses: Response[], detail: string) {
  report({
    category: 'Faults',
    check,
    tried: 1,
    serverErrors: responses.filter(
      (response) => response.status() >= 500 && !(INJECTED in response.headers()),
    ).length,
    violations: violations.list.length,
    detail: violations.first ?? detail,
  });
}

/** The API answers the page saw (those Playwright fulfilled with a 500 included). */
function watchApi(): { responses: Response[]; stop(): void } {
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) responses.push(response);
  };
  page.on('response', collect);
  return { responses, stop: () => page.off('response', collect) };
}

describe('Faults seen by the console', () => {
  describe.each(listScreens)('$name', (screen) => {
    it.each(faults)('$name: says so, then recovers without a reload', async (fault) => {
      const violations = new Violations();
      const watch = watchApi();
      await violations.during(
        async () => {
          const rowText = await screen.rowText(api);
          await page.goto(session.server.url);
          await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
          const marked = await markPage();
          await page.route(API, fault.handle);
          await page.getByRole('menuitem', { name: screen.menuEntry, exact: true }).click();
          await violations.check('the screen keeps its heading', () =>
            page.getByRole('main').getByRole('heading', { name: screen.heading }).waitFor(),
          );
          if (fault.message) {
            const message = page.getByRole('alert').filter({ hasText: fault.message });
            await violations.check(`it says "${fault.message}"`, () =>
              message.first().waitFor({ timeout: 60_000 }),
            );
            await violations.check(
              'it does not claim the list is empty',
              async () => (await page.getByText('No data', { exact: true }).count()) === 0,
            );
            await page.screenshot({
              path: `${SHOTS}/fault-${slug(screen.name)}-${slug(fault.name)}.png`,
            });
            await violations.check('no blank page or raw error', showsNoRawError);
            await page.unroute(API, fault.handle);
            const retry = message.first().getByRole('button', { name: 'Retry' });
            await violations.check('Retry is offered', () => retry.waitFor({ timeout: 5_000 }));
            if (await retry.isVisible()) await retry.click();
          } else {
            await violations.check('it shows that the list is loading', () =>
              // In the page, not the header's refresh spinner (named Loading too).
              page
                .getByRole('main')
                .getByRole('progressbar', { name: 'Loading' })
                .waitFor({ timeout: 5_000 }),
            );
            await page.screenshot({
              path: `${SHOTS}/fault-${slug(screen.name)}-${slug(fault.name)}.png`,
            });
            await violations.check('no blank page or raw error', showsNoRawError);
          }
          await violations.check('the rows come (back) once the API answers', () =>
            page
              .getByRole('cell', { name: rowText, exact: true })
              .first()
              .waitFor({ timeout: 60_000 }),
          );
          await violations.check('no reload or navigation away happened', marked);
        },
        async () => {
          await page.unroute(API, fault.handle);
          watch.stop();
        },
      );
      record(
        `${screen.name}: ${fault.name}`,
        violations,
        watch.responses,
        fault.message ? 'message shown, Retry shows the rows' : 'loading shown, rows arrive',
      );
      expect(violations.list).toEqual([]);
    });
  });

  describe.each(formScreens)('$name', (screen) => {
    /** Opens the form on its record, marks the page and types `typed` into the field. */
    async function openAndType(typed: string) {
      const target = await screen.find(api);
      await page.goto(`${session.server.url}${screen.path(target)}`);
      const input = locatorsOf(() => page).field(screen.field.label);
      await input.waitFor();
      const loaded = String((await stored(api, screen.resource, target))[screen.field.source]);
      await settlesTo(() => input.inputValue(), loaded);
      const marked = await markPage();
      await input.fill(typed);
      return { target, input, marked };
    }

    const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });

    /** Saves and checks that the save went through: a 2xx write and the value stored. */
    async function savesOnceBack(violations: Violations, target: Target, typed: string) {
      const written = page.waitForResponse(
        (response) =>
          response.request().method() !== 'GET' &&
          new URL(response.url()).pathname.startsWith('/api/') &&
          response.status() < 300,
        { timeout: 60_000 },
      );
      await saveButton().click();
      await violations.check('saving again succeeds', async () => {
        await written;
        return (
          (await settlesTo(
            async () => (await stored(api, screen.resource, target))[screen.field.source],
            typed,
          )) === typed
        );
      });
    }

    it.each(faults)(
      '$name while saving: says so, keeps the input, saves once back',
      async (fault) => {
        const violations = new Violations();
        const watch = watchApi();
        const typed = `${slug(fault.name)} ${Date.now() % 100000}`;
        await violations.during(
          async () => {
            const { target, input, marked } = await openAndType(typed);
            await page.route(API, fault.handle);
            await saveButton().click();
            if (fault.message) {
              const message = page.getByRole('alert').filter({ hasText: fault.message });
              await violations.check(`it says "${fault.message}"`, () =>
                message.first().waitFor({ timeout: 30_000 }),
              );
              await violations.check('the message is in sight', () => inSight(message.first()));
              await page.screenshot({
                path: `${SHOTS}/fault-${slug(screen.name)}-${slug(fault.name)}.png`,
              });
              await violations.check('no blank page or raw error', showsNoRawError);
              await violations.check(
                'the typed input is kept',
                async () => (await input.inputValue()) === typed,
              );
              await page.unroute(API, fault.handle);
              await savesOnceBack(violations, target, typed);
            } else {
              await violations.check(
                'Save shows that it is saving',
                async () =>
                  (await settlesTo(() => saveButton().isDisabled(), true, 5_000)) === true,
              );
              await page.screenshot({
                path: `${SHOTS}/fault-${slug(screen.name)}-${slug(fault.name)}.png`,
              });
              await violations.check(
                'the typed input is kept while it waits',
                async () => (await input.inputValue()) === typed,
              );
              await violations.check(
                'the slow save completes',
                async () =>
                  (await settlesTo(
                    async () => (await stored(api, screen.resource, target))[screen.field.source],
                    typed,
                    60_000,
                  )) === typed,
              );
            }
            await violations.check('no reload or navigation away happened', marked);
          },
          async () => {
            await page.unroute(API, fault.handle);
            watch.stop();
          },
        );
        record(
          `${screen.name}: ${fault.name} while saving`,
          violations,
          watch.responses,
          fault.message
            ? 'message shown, input kept, saved once back'
            : 'saving shown, input kept, saved',
        );
        expect(violations.list).toEqual([]);
      },
    );

    it('session ended while the form is open: sign in again, back on the form with the input', async () => {
      const violations = new Violations();
      const watch = watchApi();
      const typed = `resumed ${Date.now() % 100000}`;
      await violations.during(
        async () => {
          const { target, input, marked } = await openAndType(typed);
          const path = new URL(page.url()).pathname;
          const token = await consoleToken(page);
          const logout = await callApi(session.server.url, token, '/api/admin/auth/logout', {
            method: 'POST',
          });
          if (logout.status !== 200) throw new Error(`POST /admin/auth/logout -> ${logout.status}`);
          await saveButton().click();
          const signIn = page.getByRole('button', { name: 'Sign in as local admin' });
          await violations.check('it asks to sign in again', () =>
            signIn.waitFor({ timeout: 30_000 }),
          );
          await violations.check(`it says "${SESSION_EXPIRED}"`, () =>
            page.getByText(SESSION_EXPIRED).first().waitFor(),
          );
          await page.screenshot({ path: `${SHOTS}/fault-${slug(screen.name)}-session-ended.png` });
          await signInAsLocalAdmin(page);
          await violations.check('back on the same form', async () => {
            await input.waitFor();
            return new URL(page.url()).pathname === path;
          });
          await violations.check(
            'the typed input is kept',
            async () => (await settlesTo(() => input.inputValue(), typed, 5_000)) === typed,
          );
          await page.screenshot({
            path: `${SHOTS}/fault-${slug(screen.name)}-session-resumed.png`,
          });
          await savesOnceBack(violations, target, typed);
          await violations.check('no reload or navigation away happened', marked);
        },
        async () => {
          watch.stop();
        },
      );
      record(
        `${screen.name}: session ended, then saved`,
        violations,
        watch.responses,
        'sign-in asked, form and input back, saved',
      );
      expect(violations.list).toEqual([]);
    });
  });
});
