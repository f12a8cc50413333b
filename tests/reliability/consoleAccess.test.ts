import type { Browser, Response as PageResponse } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../server/routes';
import { LOCAL_SIGN_IN_LABEL } from '../../src/custom/login/LoginScreen';
import { consoleRoutes, noLayoutRoutes } from '../../src/custom/routes';
import { resources as dataProviderResources } from '../../src/dataProvider/resources';
import { consoleResources } from '../../src/resources';
import { pathTo, scopedPrefixPattern } from '../../src/resources/paths';
import { launchChromium } from '../browser/support/chromium';
import { apiSession, type RunningServer, startServer } from '../browser/support/server';
import { report } from './support/report';

/**
 * Every URL the console declares, by where App takes it from: the dashboard at / and each
 * react-admin resource's views at react-admin's URLs, the custom routes (src/custom/routes.tsx),
 * and the routes drawn without the layout.
 */
const consoleRouteFamilies: { family: string; patterns: string[] }[] = [
  {
    family: 'dashboard and resources',
    patterns: [
      '/',
      ...consoleResources.flatMap((resource) =>
        [
          resource.list && `/${resource.name}`,
          resource.create && `/${resource.name}/create`,
          resource.edit && `/${resource.name}/:id`,
          resource.show && `/${resource.name}/:id/show`,
        ].filter((pattern): pattern is string => typeof pattern === 'string'),
      ),
    ],
  },
  {
    family: 'custom routes',
    patterns: consoleRoutes
      .map((route) => route.path)
      .filter((path) => !path.startsWith(`${scopedPrefixPattern}/`)),
  },
  {
    family: 'custom routes under a municipality',
    patterns: consoleRoutes
      .map((route) => route.path)
      .filter((path) => path.startsWith(`${scopedPrefixPattern}/`)),
  },
  { family: 'routes without the layout', patterns: noLayoutRoutes.map((route) => route.path) },
];
const consolePatterns = consoleRouteFamilies.flatMap(({ patterns }) => patterns);
/** Pages opened at once: each in its own context, so no session or cache is shared. */
const PARALLEL_PAGES = 3;

/** The API calls a page may answer without a session: the public routes (auth config...). */
const publicApiCalls = new Set(
  routeTable
    .filter((definition) => definition.public)
    .map((definition) => `${definition.method.toUpperCase()} ${definition.path}`),
);

/** Keys whose values name a record in API answers. */
const NAME_KEYS = new Set(['name', 'title', 'country', 'state', 'city']);
/** Shorter names could match a word of the login screen by chance. */
const MIN_NAME_LENGTH = 5;

function collectNames(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectNames(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (NAME_KEYS.has(key) && typeof item === 'string' && item.length >= MIN_NAME_LENGTH) {
        into.add(item);
      } else {
        collectNames(item, into);
      }
    }
  }
}

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface SeededValues {
  /** A live id per route parameter (`:countryId`, ...; `:id` per resource name). */
  parameters: Map<string, string>;
  /** Names and titles of the records those pages would show. */
  names: string[];
  /** The seeded organization whose screens are opened: its name shows once signed in. */
  organizationName: string;
}

/** Real, related ids from the seeded server, and the names of what their pages would show. */
async function seededValues(): Promise<SeededValues> {
  const api = await apiSession(server.url);
  const names = new Set<string>();
  const read = async <T>(path: string): Promise<T> => {
    const data = await api.get<T>(`/api${path}`);
    collectNames(data, names);
    return data;
  };
  type Row = { id: number } & Record<string, unknown>;

  const { events } = await read<{ events: Row[] }>('/admin/event');
  let chosen: { event: Row; sponsorship: Row; participant: Row } | undefined;
  for (const event of events) {
    const { sponsorships } = await read<{ sponsorships: Row[] }>(
      `/admin/event/${event.id}/sponsorships`,
    );
    const { event_participants } = await read<{ event_participants: Row[] }>(
      `/admin/event/${event.id}/event-participants`,
    );
    const [sponsorship] = sponsorships;
    const [participant] = event_participants;
    if (sponsorship && participant) {
      chosen = { event, sponsorship, participant };
      break;
    }
  }
  if (!chosen) throw new Error('No seeded event has both a sponsor and a participant');
  const { event, sponsorship, participant } = chosen;
  const { location } = await read<{ location: Row }>(`/admin/location/${event.location_id}`);
  const { organization } = await read<{ organization: { name: string } }>(
    `/admin/organization/${event.organization_id}`,
  );
  await read(`/admin/event/${event.id}`);
  await read('/admin/organization');
  await read(`/admin/organization/${event.organization_id}/locations`);
  await read('/admin/participation-role');
  await read('/admin/country');
  await read(`/admin/country/${location.country_id}/states`);
  await read(`/admin/state/${location.state_id}/cities`);

  const parameters = new Map<string, string>(
    Object.entries({
      countryId: location.country_id,
      stateId: location.state_id,
      municipalityId: location.city_id,
      organizationId: event.organization_id,
      locationId: location.id,
      eventId: event.id,
      sponsorId: sponsorship.id,
      participantId: participant.id,
      roleId: participant.participant_role_id,
      // The merge screen's other organization (`/organizations/:id/merge/:otherId`).
      otherId: sponsorship.sponsor_id,
    }).map(([name, id]) => [name, String(id)]),
  );
  // A resource's `:id`: the first record of its list, read through the data provider's table.
  for (const resource of consoleResources) {
    const list = dataProviderResources[resource.name]?.list;
    if (!list || typeof list.path !== 'string' || typeof list.records !== 'string') continue;
    const data = await read<Record<string, Row[]>>(list.path);
    const first = data[list.records]?.[0];
    if (first) parameters.set(`${resource.name}:id`, String(first.id));
  }
  return { parameters, names: [...names], organizationName: organization.name };
}

/** The pattern with real ids, or the parameters no id is known for. */
function urlOf(pattern: string, parameters: Map<string, string>): string | { missing: string[] } {
  const missing: string[] = [];
  const resourceName = pattern.split('/')[1] ?? '';
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = parameters.get(name === 'id' ? `${resourceName}:id` : name);
    if (value === undefined) missing.push(name);
    return value ?? '';
  });
  return missing.length ? { missing } : url;
}

interface RouteOutcome {
  violations: string[];
  serverErrors: number;
}

/** Opens `url` in a fresh context with no session; answers what went wrong. */
async function openWithoutSession(
  url: string,
  names: string[],
): Promise<Omit<RouteOutcome, 'family'>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  const apiAnswers: Promise<void>[] = [];
  let serverErrors = 0;
  page.on('response', (response: PageResponse) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    if (response.status() >= 500) serverErrors += 1;
    apiAnswers.push(
      (async () => {
        const method = response.request().method();
        const body = await response.text().catch(() => '');
        const leaked = names.find((name) => body.includes(name));
        const call = `${method} ${pathname}`;
        if (response.ok() && !publicApiCalls.has(call)) {
          violations.push(`${url}: ${call} answered ${response.status()}`);
        } else if (leaked) {
          violations.push(`${url}: ${call} carried "${leaked}"`);
        }
      })(),
    );
  });
  try {
    await page.goto(`${server.url}${url}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: LOCAL_SIGN_IN_LABEL }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const text = (await page.locator('body').textContent()) ?? '';
    const shown = names.find((name) => text.includes(name));
    if (shown) violations.push(`${url}: the page shows "${shown}"`);
  } catch (error) {
    violations.push(`${url}: no login screen (${(error as Error).message.split('\n')[0]})`);
  } finally {
    await Promise.all(apiAnswers);
    await context.close();
  }
  return { violations, serverErrors };
}

describe('console routes without a session', () => {
  it('show the login screen and no record data at every declared route', async () => {
    const { parameters, names, organizationName } = await seededValues();
    expect(names.length, 'names of seeded records to look for').toBeGreaterThan(50);
    const unfillable = consolePatterns.flatMap((pattern) => {
      const url = urlOf(pattern, parameters);
      return typeof url === 'string' ? [] : [`${pattern}: ${url.missing.join(', ')}`];
    });
    expect(unfillable, 'route parameters without a seeded id').toEqual([]);

    // The control: signed in, the organization's page does show its name, so the same page
    // opened without a session would be caught showing it.
    const control = await browser.newContext();
    const signedIn = await control.newPage();
    await signedIn.goto(
      `${server.url}${pathTo('organizations', 'show', parameters.get('organizationId') ?? '')}`,
    );
    await signedIn.getByRole('button', { name: LOCAL_SIGN_IN_LABEL }).click();
    await signedIn.getByText(organizationName).first().waitFor({ timeout: 60_000 });
    expect(names).toContain(organizationName);
    await control.close();

    const outcomes = new Map<string, RouteOutcome>();
    const queue = [...consolePatterns];
    const openNext = async (): Promise<void> => {
      for (let pattern = queue.shift(); pattern !== undefined; pattern = queue.shift()) {
        outcomes.set(
          pattern,
          await openWithoutSession(urlOf(pattern, parameters) as string, names),
        );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, openNext));

    for (const { family, patterns } of consoleRouteFamilies) {
      const ofFamily = patterns.map((pattern) => outcomes.get(pattern) as RouteOutcome);
      const violations = ofFamily.flatMap((outcome) => outcome.violations);
      report({
        category: 'Access',
        check: `Console ${family} opened without a session`,
        tried: ofFamily.length,
        serverErrors: ofFamily.reduce((sum, outcome) => sum + outcome.serverErrors, 0),
        violations: ofFamily.filter((outcome) => outcome.violations.length > 0).length,
        detail: violations[0] ?? 'login screen, no record data',
      });
    }
    expect([...outcomes.values()].flatMap((outcome) => outcome.violations)).toEqual([]);
  }, 600_000);
});
