import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { isMenuGroup, type MenuTitle, menuEntries } from '../../src/custom/layout/menuEntries';
import { i18nProvider } from '../../src/i18n/provider';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { signInAsLocalAdmin } from './support/console';
import { apiSession, type RunningServer, startServer } from './support/server';

/*
 * axe-core on every main screen, signed in, in light and dark mode and at phone width: no
 * serious or critical violation. Then the keyboard: the skip link, Tab through the sidebar, the
 * focus indicator and the navigation landmark.
 */

let server: RunningServer;
let browser: Browser;
/** Record ids the screens' paths need, looked up once through the API. */
const ids = {
  organization: 0,
  event: 0,
  eventOrganization: 0,
  country: 0,
  state: 0,
  city: 0,
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  const api = await apiSession(server.url);
  type Match<K extends string> = Record<K, { id: number }>;
  const { organizations } = await api.get<{ organizations: { id: number }[] }>(
    '/api/admin/organization?status=Published&max_organizations=1',
  );
  ids.organization = organizations[0]?.id ?? 0;
  const { events } = await api.get<{ events: { id: number; organization_id: number }[] }>(
    '/api/admin/event?per_page=1',
  );
  ids.event = events[0]?.id ?? 0;
  ids.eventOrganization = events[0]?.organization_id ?? 0;
  ids.country = (
    await api.get<Match<'country'>>('/api/admin/lookup/country?name=Canada')
  ).country.id;
  ids.state = (
    await api.get<Match<'state'>>(`/api/admin/lookup/state?country_id=${ids.country}&name=Ontario`)
  ).state.id;
  ids.city = (
    await api.get<Match<'city'>>(`/api/admin/lookup/city?state_id=${ids.state}&name=Toronto`)
  ).city.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` in the console already loaded in `page`, as a click on a link would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the screen has drawn `ready`, no transition runs and, unless `spinners` are
 * expected, no spinner is left.
 */
async function settle(
  page: Page,
  ready?: Locator,
  { spinners = false }: { spinners?: boolean } = {},
): Promise<void> {
  if (ready) await ready.first().waitFor();
  if (!spinners) await page.locator('[role="progressbar"]').first().waitFor({ state: 'hidden' });
  // axe reads colours as drawn: halfway through a fade, text and background are alike.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Fails listing each serious or critical violation axe finds on the page (and those of the rules
 * always held, unless the screen is still loading and has no heading yet).
 */
async function expectNoSeriousViolations(page: Page, { loading = false } = {}): Promise<void> {
  const found = await seriousViolations(page, loading);
  expect(found, `axe on ${new URL(page.url()).pathname}:\n${found.join('\n')}`).toEqual([]);
}

interface Screen {
  name: string;
  path: () => string;
  /** What shows once the screen is drawn. */
  ready?: (page: Page) => Locator;
  /** Opens something on the screen (a popup) before the check. */
  open?: (page: Page) => Promise<void>;
}

/** A list's first record: a table row, or at phone width a line of the one-column list. */
const firstRecord = (page: Page) => {
  const main = page.getByRole('main');
  return main.getByRole('row').or(main.getByRole('listitem')).first();
};
const heading = (name: string) => (page: Page) => page.getByRole('heading', { name });
const text = (value: string) => (page: Page) => page.getByText(value, { exact: true });
const organizationPath = () => `/organization/${ids.organization}`;
const eventPath = () => `/organization/${ids.eventOrganization}/event/${ids.event}`;
const statePath = () => `/country/${ids.country}/state/${ids.state}`;

const screens: Screen[] = [
  { name: 'dashboard', path: () => '/', ready: heading('Dashboard') },
  { name: 'review queue', path: () => '/review-queue', ready: firstRecord },
  {
    name: 'possible duplicates',
    path: () => '/duplicate-pairs',
    ready: heading('Possible duplicates'),
  },
  { name: 'organizations list', path: () => '/organizations', ready: firstRecord },
  { name: 'organization overview', path: organizationPath, ready: text('Published?') },
  { name: 'organization edit', path: () => `${organizationPath()}/edit`, ready: text('Save') },
  {
    name: 'organization locations',
    path: () => `${organizationPath()}/locations`,
    ready: (p) => p.getByRole('tab', { name: 'Locations', selected: true }),
  },
  {
    name: 'organization events',
    path: () => `${organizationPath()}/events`,
    ready: (p) => p.getByRole('tab', { name: 'Events', selected: true }),
  },
  {
    name: 'organization archive',
    path: () => `${organizationPath()}/archive`,
    ready: (p) => p.getByRole('tab', { name: 'Archive', selected: true }),
  },
  { name: 'organization create', path: () => '/organization/new', ready: text('Save') },
  { name: 'countries', path: () => '/countries', ready: firstRecord },
  {
    name: "a country's states",
    path: () => `/country/${ids.country}/states`,
    ready: text('Ontario'),
  },
  {
    name: "a state's municipalities",
    path: () => `${statePath()}/municipalities`,
    ready: firstRecord,
  },
  {
    name: "a municipality's organizations",
    path: () => `${statePath()}/municipality/${ids.city}`,
    ready: heading('Canada - Ontario - Toronto'),
  },
  ...declaredResources.flatMap(({ name }) => [
    { name: `${name} list`, path: () => `/${name}`, ready: firstRecord },
    { name: `${name} create`, path: () => `/${name}/create`, ready: text('Save') },
  ]),
  {
    name: 'unpublished organizations',
    path: () => '/unpublished/organizations',
    ready: firstRecord,
  },
  {
    name: 'unpublished events',
    path: () => '/unpublished/events',
    ready: firstRecord,
  },
  { name: 'event page', path: eventPath, ready: text('Title') },
  { name: 'event edit', path: () => `${eventPath()}/edit`, ready: text('Save') },
  { name: 'settings', path: () => '/settings', ready: text('App Settings') },
  { name: 'activity', path: () => '/history', ready: firstRecord },
  { name: 'trash', path: () => '/trash', ready: text('No data') },
  {
    name: 'organization overview with its history',
    path: organizationPath,
    ready: (p) => p.getByRole('region', { name: 'History' }).getByRole('listitem').first(),
  },
  {
    name: 'user management',
    path: () => '/administrators',
    ready: (p) => p.getByText('admin@localhost').first(),
  },
  { name: 'not found', path: () => '/nonexistent', ready: text('Page not found') },
  {
    name: 'delete confirmation',
    path: () => '/blog',
    ready: firstRecord,
    async open(page) {
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).waitFor();
    },
  },
];

interface Mode {
  name: string;
  viewport: { width: number; height: number };
  dark: boolean;
}

const modes: Mode[] = [
  { name: 'light, 1280 px', viewport: { width: 1280, height: 860 }, dark: false },
  { name: 'dark, 1280 px', viewport: { width: 1280, height: 860 }, dark: true },
  { name: 'light, 390 × 844', viewport: { width: 390, height: 844 }, dark: false },
];

/** The contrast ratio of two computed CSS colours (`rgb()`/`rgba()`), as WCAG defines it. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The element that has the keyboard focus: its text, place, and how its focus is drawn. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      text: element.textContent?.trim() ?? '',
      top: element.getBoundingClientRect().top,
      inSidebar: element.closest('nav[aria-label="Main"]') !== null,
      current: element.getAttribute('aria-current'),
      outline:
        style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`,
    };
  });
}

/** An entry's name as the English console shows it. */
const englishTitle = ({ key, english }: MenuTitle) =>
  i18nProvider.translate(key, { _: english, smart_count: 2 });

/** The sidebar's entries in their order, a group's title before its entries, then Logout. */
const sidebarEntries = [
  ...menuEntries
    .flatMap((entry) =>
      isMenuGroup(entry) ? [entry.title, ...entry.items.map((item) => item.title)] : [entry.title],
    )
    .map(englishTitle),
  'Logout',
];

/** A browser context in `mode`: its viewport, and the theme choice the console stores. */
async function contextIn(mode: Mode): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: mode.viewport });
  if (mode.dark) {
    await context.addInitScript(() => {
      localStorage.setItem('mui-mode', 'dark');
      localStorage.setItem('mui-color-scheme', 'dark');
    });
  }
  return context;
}

describe.each(modes)('$name', (mode) => {
  const desktop = mode.viewport.width >= 600;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await contextIn(mode);
    page = await context.newPage();
    await page.goto(server.url);
    await signInAsLocalAdmin(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(contrast(background, 'rgb(255, 255, 255)') > 3, `body ${background}`).toBe(mode.dark);
  });

  afterAll(() => context?.close());

  it('axe: login screen (signed out)', async () => {
    const signedOut = await contextIn(mode);
    try {
      const loginPage = await signedOut.newPage();
      await loginPage.goto(server.url);
      await settle(loginPage, loginPage.getByRole('button', { name: 'Sign in as local admin' }));
      await expectNoSeriousViolations(loginPage);
    } finally {
      await signedOut.close();
    }
  });

  it.each(screens)('axe: $name', async (screen) => {
    await navigate(page, screen.path());
    await settle(page, screen.ready?.(page));
    if (screen.open) {
      await screen.open(page);
      await settle(page);
    }
    await expectNoSeriousViolations(page);
  });

  it("axe: a screen while it loads (react-admin's Loading and the header spinner)", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const organizationCalls = (url: URL) => url.pathname.startsWith('/api/admin/organization/');
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(organizationCalls, hold);
    try {
      await page.goto(`${server.url}/organization/${ids.eventOrganization}/edit`);
      // react-admin's Loading shows after a second.
      await page.getByText('Please wait').waitFor();
      await settle(page, undefined, { spinners: true });
      await expectNoSeriousViolations(page, { loading: true });
    } finally {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it.runIf(!desktop)('axe: the phone menu drawer', async () => {
    await navigate(page, '/');
    await settle(page, page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await settle(page, drawer.getByRole('navigation', { name: 'Main' }).getByText('Logout'));
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('keyboard: the skip link is the first Tab stop and can be seen', async () => {
    await page.goto(`${server.url}/blog`);
    await settle(page, firstRecord(page));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await settle(page);
    const box = await skip.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(mode.viewport.height);
    }
    const { color, background } = await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(background, 'an opaque background').toMatch(/^rgb\(/);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.runIf(desktop)(
    'keyboard: Tab reaches every sidebar entry in visual order, each with a focus ring; the current one is marked',
    async () => {
      await page.goto(`${server.url}/blog`);
      await settle(page, firstRecord(page));
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      const reached: NonNullable<Awaited<ReturnType<typeof focusedElement>>>[] = [];
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        if (focused?.inSidebar) reached.push(focused);
        else if (reached.length > 0) break;
      }
      expect(reached.map(({ text }) => text)).toEqual(sidebarEntries);
      const tops = reached.map(({ top }) => top);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      for (const entry of reached) expect(entry.outline, entry.text).toMatch(/^[2-9]px solid$/);
      expect(reached.filter(({ current }) => current === 'page').map(({ text }) => text)).toEqual([
        'Blog posts',
      ]);
    },
  );

  it('keyboard: a focused button, link or input is drawn differently from an unfocused one', async () => {
    await page.goto(`${server.url}/blog`);
    await settle(page, firstRecord(page));
    // A key press first: browsers draw a focus ring for focus moved by the keyboard.
    await page.keyboard.press('Tab');
    const controls = [
      page.getByRole('button', { name: 'Toggle light/dark mode' }),
      page.getByRole('link', { name: 'Edit' }).first(),
      page.getByRole('button', { name: 'Delete' }).first(),
      page.getByRole('textbox').first(),
    ];
    // A text field's ring is drawn around its box, not around the bare <input>.
    const look = (control: Locator) =>
      control.evaluate((element) => {
        const style = getComputedStyle(element.closest('.MuiInputBase-root') ?? element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow}`;
      });
    for (const control of controls) {
      const unfocused = await look(control);
      await control.focus();
      await settle(page);
      const focused = await look(control);
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerHTML());
      expect(focused, name).not.toBe(unfocused);
      expect(focused, name).toMatch(/^solid [2-9]px/);
      await control.blur();
    }
  });
});
