import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '../../shared/resources';
import { textsOf } from '../../shared/resources/declaration';
import { type ConsoleSession, openSignedInConsole, signInAsLocalAdmin } from './support/console';
import { canadianMunicipality } from './support/regions';
import { apiSession } from './support/server';

/*
 * Every main screen at phone width (390 x 844): nothing scrolls the page sideways, titles are
 * whole, lists are one line per record with their actions and New button on screen, forms take
 * the width, the menu drawer is closed. Then, at desktop width, every list's table headers and
 * searches look and are named alike.
 */

const PHONE = { width: 390, height: 844 };

let session: ConsoleSession;
let phoneContext: BrowserContext;
let phone: Page;
const ids = {
  country: 0,
  state: 0,
  city: 0,
  organization: 0,
  organizationName: '',
  event: 0,
  eventTitle: '',
};

beforeAll(async () => {
  session = await openSignedInConsole();
  const api = await apiSession(session.server.url);
  Object.assign(ids, await canadianMunicipality(api, 'Ontario', 'Toronto'));
  const { organizations } = await api.get<{ organizations: { id: number; name: string }[] }>(
    '/api/admin/organization?status=Published&max_organizations=50',
  );
  // An organization with an upcoming event and a location, so its Events and Locations tabs
  // have rows.
  for (const organization of organizations) {
    const { events } = await api.get<{ events: { id: number; title: string }[] }>(
      `/api/admin/organization/${organization.id}/events`,
    );
    const [event] = events;
    if (event) {
      Object.assign(ids, {
        organization: organization.id,
        organizationName: organization.name,
        event: event.id,
        eventTitle: event.title,
      });
      break;
    }
  }
  if (!ids.event) throw new Error('No seeded organization has an upcoming event.');

  phoneContext = await session.browser.newContext({ viewport: PHONE });
  phone = await phoneContext.newPage();
  await phone.goto(session.server.url);
  await signInAsLocalAdmin(phone);
  await phone.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
});

afterAll(() => session?.close());

interface Screen {
  name: string;
  path: () => string;
  /** The page's h1; none where the screen has only the header's title. */
  heading?: () => string;
  /** The header's title. */
  title: () => string;
  /** The list's New/Create button. */
  newButton?: string;
  /** The actions each record's line offers (links or buttons). */
  rowActions?: string[];
  /** A create or edit form: its fields take the width. */
  form?: boolean;
}

const organization = () => `/organization/${ids.organization}`;
const event = () => `${organization()}/event/${ids.event}`;
const state = () => `/country/${ids.country}/state/${ids.state}`;
const viewEditDelete = ['View', 'Edit', 'Delete'];
const editDelete = ['Edit', 'Delete'];

/** A screen whose h1 and header title are the same text. */
const titled = (text: () => string) => ({ heading: text, title: text });

const screens: Screen[] = [
  { name: 'dashboard', path: () => '/', ...titled(() => 'Dashboard') },
  {
    name: 'review queue',
    path: () => '/review-queue',
    ...titled(() => 'Review queue'),
    rowActions: ['Verified', 'Edit'],
  },
  {
    name: 'organizations',
    path: () => '/organizations',
    ...titled(() => 'Organizations'),
    newButton: 'New Organization',
    rowActions: viewEditDelete,
  },
  {
    name: 'organization overview',
    path: organization,
    heading: () => `Organization: ${ids.organizationName}`,
    title: () => ids.organizationName,
  },
  {
    name: 'organization edit',
    path: () => `${organization()}/edit`,
    ...titled(() => `Edit Organization: ${ids.organizationName}`),
    form: true,
  },
  {
    name: 'organization locations',
    path: () => `${organization()}/locations`,
    ...titled(() => `Locations of ${ids.organizationName}`),
    newButton: 'Create Location',
    rowActions: viewEditDelete,
  },
  {
    name: 'organization events',
    path: () => `${organization()}/events`,
    ...titled(() => `Events for the organization: ${ids.organizationName}`),
    newButton: 'Create Event',
    rowActions: viewEditDelete,
  },
  {
    name: 'organization archive',
    path: () => `${organization()}/archive`,
    ...titled(() => `Archived events for the organization: ${ids.organizationName}`),
    newButton: 'Create Event',
  },
  {
    name: 'organization create',
    path: () => '/organization/new',
    ...titled(() => 'New Organization'),
    form: true,
  },
  {
    name: 'countries',
    path: () => '/countries',
    ...titled(() => 'Countries'),
    newButton: 'New Country',
    rowActions: viewEditDelete,
  },
  {
    name: "a country's states",
    path: () => `/country/${ids.country}/states`,
    ...titled(() => 'Canada'),
    newButton: 'New Province/State',
    rowActions: viewEditDelete,
  },
  {
    name: "a state's municipalities",
    path: () => `${state()}/municipalities`,
    ...titled(() => 'Canada - Ontario'),
    newButton: 'New Municipality',
    rowActions: viewEditDelete,
  },
  {
    name: "a municipality's organizations",
    path: () => `${state()}/municipality/${ids.city}`,
    ...titled(() => 'Canada - Ontario - Toronto'),
    newButton: 'New Organization',
    rowActions: ['Edit', 'Events'],
  },
  ...declaredResources.flatMap((declaration) => {
    const texts = textsOf(declaration);
    return [
      {
        name: declaration.name,
        path: () => `/${declaration.name}`,
        ...titled(() => texts.listTitle),
        newButton: texts.createTitle,
        rowActions: editDelete,
      },
      {
        name: `${declaration.name} create`,
        path: () => `/${declaration.name}/create`,
        ...titled(() => texts.createTitle),
        form: true,
      },
    ];
  }),

  {
    name: 'unpublished organizations',
    path: () => '/unpublished/organizations',
    ...titled(() => 'Unpublished Organizations'),
    rowActions: viewEditDelete,
  },
  {
    name: 'unpublished events',
    path: () => '/unpublished/events',
    ...titled(() => 'Unpublished Events'),
    rowActions: viewEditDelete,
  },
  { name: 'event', path: event, ...titled(() => `Event: ${ids.eventTitle}`) },
  {
    name: 'event edit',
    path: () => `${event()}/edit`,
    ...titled(() => `Edit Event: ${ids.eventTitle}`),
    form: true,
  },
  {
    name: 'settings',
    path: () => '/settings',
    heading: () => 'App Settings',
    title: () => 'Settings',
  },
  { name: 'user management', path: () => '/administrators', title: () => 'User management' },
  { name: 'not found', path: () => '/nonexistent', ...titled(() => 'Page not found') },
];

/** The element's box lies within the phone's width. */
async function expectOnScreen(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
}

/** The element's text is whole: not cut by its box, and its box is on screen. */
async function expectWhole(locator: Locator, what: string) {
  await expectOnScreen(locator, what);
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `${what} is not clipped`).toBeLessThanOrEqual(clientWidth);
}

const headerTitle = (page: Page) => page.getByRole('banner').locator('#react-admin-title');

async function expectDrawerClosed(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(0);
  expect(await page.locator('.MuiDrawer-modal').count()).toBe(0);
}

describe('at phone width (390 px)', () => {
  it.each(screens)('$name fits the screen', async (screen) => {
    await phone.goto(`${session.server.url}${screen.path()}`);
    if (screen.heading) {
      const heading = phone.getByRole('heading', { name: screen.heading(), level: 1 }).first();
      await heading.waitFor();
      await expectWhole(heading, 'the h1');
    }
    const title = headerTitle(phone);
    await expect.poll(() => title.textContent()).toBe(screen.title());
    await expectWhole(title, 'the header title');

    if (screen.newButton) {
      await expectOnScreen(
        phone.getByRole('link', { name: screen.newButton, exact: true }),
        screen.newButton,
      );
    }
    const [firstAction, ...otherActions] = screen.rowActions ?? [];
    if (firstAction) {
      const actionIn = (scope: Page | Locator, name: string) =>
        scope
          .getByRole('link', { name, exact: true })
          .or(scope.getByRole('button', { name, exact: true }));
      const line = phone
        .getByRole('listitem')
        .filter({ has: actionIn(phone, firstAction) })
        .first();
      await line.waitFor();
      expect(await phone.getByRole('table').count(), 'no table on a phone').toBe(0);
      for (const action of [firstAction, ...otherActions]) {
        await expectOnScreen(actionIn(line, action).first(), `the line's ${action}`);
      }
    }
    if (screen.form) {
      const field = phone.getByRole('textbox').first();
      await field.waitFor();
      const box = await field.boundingBox();
      expect(box?.width, 'a form field takes the width').toBeGreaterThan(PHONE.width * 0.75);
    }
    // Let late content (images, lazy parts) settle before measuring the page.
    await phone.waitForLoadState('networkidle');
    const widths = await phone.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    expect(widths).toEqual({ document: PHONE.width, body: PHONE.width });
    await expectDrawerClosed(phone);
  });

  it('keeps the letter bar, the searches and the page numbers within the screen', async () => {
    await phone.goto(`${session.server.url}/organizations`);
    await phone.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    await expectOnScreen(phone.getByRole('toolbar', { name: 'First letter' }), 'the letter bar');
    for (const label of ['Search by name', 'Search by municipality']) {
      await expectOnScreen(phone.getByLabel(label, { exact: true }), label);
    }
    const pages = phone.getByRole('navigation', { name: 'pagination navigation' });
    await pages.waitFor();
    await expectOnScreen(pages, 'the page numbers');
  });

  it('orders a list from its Sort by choice, as the headers do at desktop width', async () => {
    await phone.goto(`${session.server.url}/country/${ids.country}/states`);
    await phone.getByRole('heading', { name: 'Canada', level: 1 }).waitFor();
    const sortBy = phone.getByRole('combobox', { name: 'Sort by' });
    await expectOnScreen(sortBy, 'the sort choice');
    expect(await sortBy.textContent()).toBe('Name, ascending');
    await sortBy.click();
    await phone.getByRole('option', { name: 'ID, descending' }).click();
    await expect.poll(() => new URL(phone.url()).searchParams.get('sort')).toBe('id');
    const firstLines = async () =>
      (await phone.locator('.MuiListItem-root').allTextContents()).map((line) =>
        Number(/ID (\d+)/.exec(line)?.[1]),
      );
    await expect
      .poll(async () => {
        const lineIds = await firstLines();
        return (
          lineIds.length > 1 && lineIds.every((id, i) => i === 0 || (lineIds[i - 1] ?? 0) > id)
        );
      })
      .toBe(true);
  });

  it('shows the delete popup within the screen', async () => {
    await phone.goto(`${session.server.url}/blog`);
    await phone.getByRole('button', { name: 'Delete' }).first().click();
    const popup = phone.getByRole('dialog', { name: 'Please confirm' });
    await popup.waitFor();
    await expectOnScreen(popup, 'the popup');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('closes the menu drawer after navigating, and starts closed after a reload', async () => {
    await phone.goto(`${session.server.url}/`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.locator('.MuiDrawer-modal');
    await drawer.waitFor();
    await drawer.getByRole('menuitem', { name: 'Categories' }).click();
    await phone.getByRole('heading', { name: 'Categories List', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await expectDrawerClosed(phone);

    // react-admin stores the drawer's state: left open, it must not cover the page on load.
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await phone.reload();
    await phone.getByRole('heading', { name: 'Categories List', level: 1 }).waitFor();
    await expectDrawerClosed(phone);
  });

  it('keeps the menu drawer closed and the page readable when a wide window is narrowed', async () => {
    const { page } = session;
    await page.goto(`${session.server.url}/categories`);
    const heading = page.getByRole('heading', { name: 'Categories List', level: 1 });
    await heading.waitFor();
    // The wide layout's sidebar is open; narrowed, it must not become a drawer over the page.
    await page.setViewportSize(PHONE);
    try {
      await expectDrawerClosed(page);
      await heading.waitFor();
      expect(await page.locator('#root[aria-hidden="true"]').count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    await page.getByRole('button', { name: /\(profile\)$/ }).waitFor();
  });

  it('shows a list opened at phone width as its table once the window widens', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${session.server.url}/categories`);
      await page.getByRole('heading', { name: 'Categories List', level: 1 }).waitFor();
      await page.getByRole('listitem').first().waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    // The sidebar's entries are drawn for the first time: the list stays, now as a table.
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.getByRole('heading', { name: 'Categories List', level: 1 }).waitFor();
    expect(await page.getByText('Please wait').count()).toBe(0);
  });
});

describe('every list at desktop width', () => {
  const lists = screens.filter((screen) => screen.rowActions);

  it('styles its table headers alike and names every search', async () => {
    const { page } = session;
    const styles = new Set<string>();
    let searchCount = 0;
    for (const list of lists) {
      await page.goto(`${session.server.url}${list.path()}`);
      await page.getByRole('heading', { name: list.heading?.(), level: 1 }).first().waitFor();
      const headers = page.getByRole('columnheader');
      await headers.first().waitFor();
      for (const style of await headers.evaluateAll((cells) =>
        cells.map((cell) => {
          const { textTransform, fontWeight } = getComputedStyle(cell);
          return `${textTransform} ${fontWeight}`;
        }),
      )) {
        styles.add(style);
      }

      const searches = page.getByRole('textbox');
      const count = await searches.count();
      searchCount += count;
      expect(
        await page.getByRole('textbox', { name: /^Search/ }).count(),
        `every search of ${list.name} is named`,
      ).toBe(count);
      for (const search of await searches.all()) {
        const id = await search.getAttribute('id');
        const label = page.locator(`label[for="${id}"]`);
        expect(await label.isVisible(), `a search of ${list.name} has a visible label`).toBe(true);
      }
    }
    expect([...styles]).toEqual(['uppercase 600']);
    // Every list but an organization's locations and events (no search there) has one or more.
    expect(searchCount).toBeGreaterThanOrEqual(lists.length - 2);
  });
});
