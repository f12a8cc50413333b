import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { resources } from '../../src/dataProvider/resources';
import { pathsUnder, pathTo } from '../../src/resources/paths';
import { type ConsoleSession, openSignedInConsole } from '../browser/support/console';
import { apiSession } from '../browser/support/server';
import { report } from './support/report';
import {
  type CreatedRecord,
  createOneOfEach,
  sendBody,
  urlCarrying,
  withXss,
  XSS_PAYLOADS,
} from './support/storedContent';
import { updateRoutes } from './support/writeRoutes';

const FIXED_API_PATHS = {
  company: '/api/admin/company-links',
  country: '/api/admin/country',
  state: '/api/admin/state',
  city: '/api/admin/city',
  organization: '/api/admin/organization',
  location: '/api/admin/location',
  event: '/api/admin/event',
  sponsorship: '/api/admin/sponsorships',
  participant: '/api/admin/event-participants',
  role: '/api/admin/participation-role',
};
const API_PATHS: Record<string, string> = {
  ...FIXED_API_PATHS,
  ...Object.fromEntries(declaredResources.map(({ name, api }) => [name, `/api${api.path}`])),
};

/** The ids of the records made for this run, by kind: one for each API path above. */
type Ids = Record<keyof typeof FIXED_API_PATHS, number> & Record<string, number>;

/**
 * The console screens that show each creatable resource of the data provider's table: its list,
 * its edit or detail screen, and where its name appears (dashboard, breadcrumbs, scoped screens).
 */
const SCREENS: Record<string, (ids: Ids) => string[]> = {
  'company-links': () => ['/'],
  'manager-version': () => ['/settings'],
  administrators: () => ['/administrators', '/history'],
  ...Object.fromEntries(
    declaredResources.map(({ name }) => [
      name,
      (ids: Ids) => [`/${name}`, `/${name}/${ids[name]}`],
    ]),
  ),
  countries: (ids) => [
    pathTo('countries', 'list'),
    pathTo('countries', 'edit', ids.country),
    pathTo('states', 'list', ids.country),
  ],
  states: (ids) => [
    pathTo('states', 'list', ids.country),
    pathTo('states', 'edit', ids.country, ids.state),
    pathTo('cities', 'list', ids.country, ids.state),
  ],
  cities: (ids) => [
    pathTo('cities', 'list', ids.country, ids.state),
    pathTo('cities', 'edit', ids.country, ids.state, ids.city),
    pathTo('cities', 'show', ids.country, ids.state, ids.city),
  ],
  organizations: (ids) => [
    '/organizations',
    pathTo('organizations', 'show', ids.organization),
    pathTo('organizations', 'edit', ids.organization),
    pathsUnder(scope(ids))('organizations', 'show', ids.organization),
  ],
  locations: (ids) => [
    pathTo('locations', 'list', ids.organization),
    pathTo('locations', 'show', ids.organization, ids.location),
    pathTo('locations', 'edit', ids.organization, ids.location),
    pathsUnder(scope(ids))('locations', 'show', ids.organization, ids.location),
  ],
  events: (ids) => [
    pathTo('events', 'list', ids.organization),
    pathTo('events', 'show', ids.organization, ids.event),
    pathTo('events', 'edit', ids.organization, ids.event),
    pathsUnder(scope(ids))('events', 'show', ids.organization, ids.event),
  ],
  'event-sponsors': (ids) => [
    pathTo('event-sponsors', 'list', ids.organization, ids.event),
    pathTo('event-sponsors', 'show', ids.organization, ids.event, ids.sponsorship),
  ],
  'event-participants': (ids) => [
    pathTo('event-participants', 'list', ids.organization, ids.event),
    pathTo('event-participants', 'show', ids.organization, ids.event, ids.participant),
  ],
  // A view's name is shown in its list's Views menu, opened by a click (the stored view's list
  // is text of the payload's, so no list has it), and in Activity.
  'saved-views': () => [`/history?filter=${encodeURIComponent('{"resource":"saved_views"}')}`],
  'participation-roles': (ids) => [
    pathTo('participation-roles', 'list', ids.organization, ids.event),
    pathTo('participation-roles', 'show', ids.organization, ids.event, ids.role),
  ],
};

/** Resources whose fields take no free text: version numbers, an e-mail address. */
const NO_FREE_TEXT = new Set(['manager-version', 'administrators']);

/** The municipality page the scoped organization screens sit under. */
const scope = (ids: Ids) => pathTo('cities', 'show', ids.country, ids.state, ids.city);

const creatable = Object.entries(resources)
  .filter(([, entry]) => entry.create)
  .map(([name]) => name);

/** Set before any page script runs: what the payload would leave behind if it ran. */
function watchPage() {
  const watched = window as unknown as { __cspViolations: string[] };
  watched.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    watched.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

interface PageFindings {
  xss: unknown;
  injected: string[];
  cspViolations: string[];
  shown: string[];
}

/** What the page shows now: payload effects, and which of `texts` appear literally. */
function inspectPage(texts: string[]): PageFindings {
  const watched = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
  const injected = [...document.querySelectorAll('img, script, [onerror], [onload]')]
    .filter((element) =>
      element.tagName === 'SCRIPT'
        ? (element.textContent ?? '').includes('__xss')
        : element.getAttribute('src') === 'x' ||
          ['onerror', 'onload'].some((name) => element.getAttribute(name)?.includes('__xss')),
    )
    .map((element) => element.outerHTML.slice(0, 80));
  const values = [...document.querySelectorAll('input, textarea')].map(
    (element) => (element as HTMLInputElement).value,
  );
  const text = document.body.textContent ?? '';
  return {
    xss: watched.__xss,
    injected,
    cspViolations: watched.__cspViolations ?? [],
    shown: texts.filter((candidate) => text.includes(candidate) || values.includes(candidate)),
  };
}

/** True once any of `texts` is on the page, as text or as a field's value. */
function showsAny(texts: string[]): boolean {
  const values = [...document.querySelectorAll('input, textarea')].map(
    (element) => (element as HTMLInputElement).value,
  );
  return texts.some(
    (text) => (document.body.textContent ?? '').includes(text) || values.includes(text),
  );
}

let session: ConsoleSession;
let page: Page;
let created: Map<string, CreatedRecord>;
let ids: Ids;
const dialogs: string[] = [];
/** API answers with a 5xx while the screens load. */
const serverErrors: string[] = [];

const apiPathOf = (resource: string) => {
  const path = resources[resource]?.create?.path;
  if (typeof path !== 'string') throw new Error(`${resource} has no fixed create path`);
  return `/api${path}`;
};

beforeAll(async () => {
  session = await openSignedInConsole();
  page = session.page;
  const origin = session.server.url;
  // Payload URLs point elsewhere: refuse them at once rather than wait on closed networks.
  await session.context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await session.context.addInitScript(watchPage);
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const client = await apiSession(origin);
  created = await createOneOfEach(client, 'xss', withXss);
  const idOf = (key: string) => {
    const record = created.get(API_PATHS[key] ?? '');
    if (!record) throw new Error(`Nothing was created at ${API_PATHS[key]}`);
    return record.record.id;
  };
  ids = Object.fromEntries(Object.keys(API_PATHS).map((key) => [key, idOf(key)])) as unknown as Ids;
  // Place the organization at its location, so its municipality's screens list it.
  const organization = created.get(FIXED_API_PATHS.organization);
  const update = updateRoutes().find(
    (route) => route.path === `${FIXED_API_PATHS.organization}/{id}`,
  );
  if (!organization || !update) throw new Error('No organization to place');
  const placed = await sendBody(
    client,
    update,
    `${FIXED_API_PATHS.organization}/${ids.organization}`,
    {
      ...organization.body,
      location_id: ids.location,
    },
  );
  if (placed.status !== 200) throw new Error(`Placing the organization -> ${placed.status}`);
}, 240_000);

afterAll(() => session?.close());

describe('Stored content is inert: the console in Chromium', () => {
  it('has screens for every resource the console can create', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...creatable].sort());
  });

  it.each(creatable)(
    'shows %s records holding script as text, running none of it',
    async (resource) => {
      const screens = SCREENS[resource]?.(ids) ?? [];
      const own = created.get(apiPathOf(resource));
      const ownTexts = Object.values(own?.body ?? {}).filter(
        (value): value is string =>
          typeof value === 'string' &&
          XSS_PAYLOADS.some((payload) => value === payload || value === urlCarrying(payload)),
      );
      // Sponsorships and participants have no text of their own: they show the organization's.
      // App settings take version numbers only, and an administrator an e-mail address (the
      // server refuses any other text), so their screens are looked for showing those, and still
      // checked for anything run or injected.
      const versions = NO_FREE_TEXT.has(resource)
        ? Object.values(own?.body ?? {}).filter(
            (value): value is string => typeof value === 'string',
          )
        : [];
      const fallback = versions.length > 0 ? versions : XSS_PAYLOADS;
      const texts = [...new Set(ownTexts.length > 0 ? ownTexts : fallback)];
      const violations: string[] = [];
      const seen = new Set<string>();
      const errorsAtStart = serverErrors.length;
      for (const screen of screens) {
        const dialogsBefore = dialogs.length;
        const errorsBefore = serverErrors.length;
        await page.goto(`${session.server.url}${screen}`);
        await page.waitForLoadState('networkidle');
        // Wait until the record's text is on screen (or give up and say so below).
        await page
          .waitForFunction(showsAny, texts, { timeout: 15_000, polling: 250 })
          .catch(() => undefined);
        const findings = await page.evaluate(inspectPage, texts);
        for (const text of findings.shown) seen.add(text);
        const problems = [
          findings.xss !== undefined && `window.__xss = ${String(findings.xss)}`,
          findings.injected.length > 0 && `injected ${findings.injected[0]}`,
          findings.cspViolations.length > 0 && `CSP violation ${findings.cspViolations[0]}`,
          dialogs.length > dialogsBefore && `dialog "${dialogs[dialogsBefore]}"`,
          serverErrors.length > errorsBefore && `API ${serverErrors[errorsBefore]}`,
        ].filter(Boolean);
        if (problems.length > 0) violations.push(`${screen}: ${problems.join(', ')}`);
      }
      if (seen.size === 0)
        violations.push(`no screen shows the stored text (${screens.join(', ')})`);
      report({
        category: 'Inert content',
        check: `Console, ${resource}: XSS text in every field shown as text, never run`,
        tried: screens.length,
        serverErrors: serverErrors.length - errorsAtStart,
        violations: violations.length,
        detail: violations[0] ?? `${seen.size} of ${texts.length} stored texts seen`,
      });
      expect(violations).toEqual([]);
    },
  );
});
