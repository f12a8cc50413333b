import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type DashboardCharts, MAX_CHANGES_COUNTED } from '../../shared/dashboard';
import { pathTo } from '../../src/resources/paths';
import { seriousViolations } from './support/axe';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { apiSession } from './support/server';

/*
 * The dashboard's four charts in Chromium, on the first-start seed: each named, its numbers in a
 * table the keyboard opens, links to the lists it counts, in French, at phone width, and with
 * no serious axe violation in light and dark mode.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const SHOTS = '/tmp/charts';
mkdirSync(SHOTS, { recursive: true });

const TITLES = {
  provinces: 'Organizations by province',
  freshness: 'Verification freshness',
  events: 'Upcoming events per week',
  changes: 'Changes per day, last 30 days',
};

/** A count as the English console writes it. */
const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-CA');

const chartsAnswer = async () =>
  (await apiSession(session.server.url)).get<DashboardCharts>('/api/admin/dashboard/charts');

const chart = (title: string) => page.getByRole('region', { name: title, exact: true });

/** Opens a chart's table with the keyboard (its disclosure, focused, then Enter). */
async function openTable(section: Locator): Promise<Locator> {
  const disclosure = section.getByRole('button', {
    name: /^(Show as table|Hide the table|Afficher en tableau|Masquer le tableau)$/,
  });
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('true');
  await expect
    .poll(() => disclosure.textContent())
    .toMatch(/^(Hide the table|Masquer le tableau)$/);
  const table = section.getByRole('table');
  await table.waitFor();
  return table;
}

/** A table's rows as their cells' texts, headings first. */
const rowsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );

async function openDashboard() {
  await page.goto(session.server.url);
  await chart(TITLES.changes).waitFor();
}

describe('the dashboard charts', () => {
  it('name each chart, and its table shows the numbers the API counts', async () => {
    await openDashboard();
    const answer = await chartsAnswer();
    for (const title of Object.values(TITLES)) {
      await chart(title)
        .getByRole('img', { name: new RegExp(`^${title}\\. `) })
        .waitFor();
    }

    const provinces = await rowsOf(await openTable(chart(TITLES.provinces)));
    expect(provinces[0]).toEqual(['Province/State', 'Published', 'Pending']);
    expect(provinces.slice(1)).toEqual(
      answer.by_province.map((row) => [row.name, count(row.published), count(row.pending)]),
    );
    expect(answer.by_province.length).toBeGreaterThan(0);

    const freshness = await rowsOf(await openTable(chart(TITLES.freshness)));
    expect(freshness.slice(1).map((row) => row[1])).toEqual(
      [answer.freshness.recent, answer.freshness.aging, answer.freshness.overdue].map(count),
    );

    const events = await rowsOf(await openTable(chart(TITLES.events)));
    expect(events.slice(1).map((row) => row[1])).toEqual(
      answer.upcoming_events.map((week) => count(week.count)),
    );
    // A day is counted up to MAX_CHANGES_COUNTED: such a day, and the total, say "at least".
    const changes = await rowsOf(await openTable(chart(TITLES.changes)));
    expect(changes).toHaveLength(31);
    const perDay = answer.changes_per_day.map((day) => day.count);
    const capped = (value: number) => value >= MAX_CHANGES_COUNTED;
    expect(changes.slice(1).map((row) => row[1])).toEqual(
      perDay.map((value) => `${count(value)}${capped(value) ? '+' : ''}`),
    );
    expect(perDay.at(-1)).toBeGreaterThan(0);
    const total = count(perDay.reduce((sum, value) => sum + value, 0));
    const summary = perDay.some(capped)
      ? `At least ${total} changes in 30 days (a day is counted up to ${MAX_CHANGES_COUNTED}).`
      : `${total} changes in 30 days.`;
    await chart(TITLES.changes)
      .getByRole('img', { name: `${TITLES.changes}. ${summary}`, exact: true })
      .waitFor();

    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('link to the lists they summarise', async () => {
    await openDashboard();
    const [first] = (await chartsAnswer()).by_province;
    await (await openTable(chart(TITLES.provinces)))
      .getByRole('link', { name: first?.name as string })
      .click();
    const municipalities = pathTo('cities', 'list', first?.country_id ?? 0, first?.state_id ?? 0);
    await page.waitForURL((url) => url.pathname === municipalities);
    await page.getByRole('heading', { name: `Canada - ${first?.name}`, level: 1 }).waitFor();

    await openDashboard();
    await chart(TITLES.freshness).getByRole('link', { name: 'Overdue organizations' }).click();
    await page.waitForURL((url) => url.pathname === '/organizations');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
      review: 'overdue',
    });

    await openDashboard();
    await chart(TITLES.events).getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/events');

    await openDashboard();
    const changes = await openTable(chart(TITLES.changes));
    const today = new Date().toISOString().slice(0, 10);
    await changes.getByRole('row').last().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/history');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
      from: today,
      to: today,
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('read in French, with French dates and numbers', async () => {
    await openDashboard();
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: Français$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    for (const title of [
      'Organismes par province',
      'Fraîcheur des vérifications',
      'Événements à venir par semaine',
      'Modifications par jour, 30 derniers jours',
    ]) {
      await chart(title)
        .getByRole('img', { name: new RegExp(`^${title}\\. `) })
        .waitFor();
    }
    const weeks = await rowsOf(await openTable(chart('Événements à venir par semaine')));
    expect(weeks[0]).toEqual(['Semaine du', 'Événements']);
    // fr-CA's medium date: "24 nov. 2026".
    for (const [week] of weeks.slice(1)) {
      expect(week).toMatch(
        /^\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}$/,
      );
    }
    await expect
      .poll(() => chart('Fraîcheur des vérifications').getByRole('link').allTextContents())
      .toEqual(['Organismes en retard', 'À vérifier bientôt', 'À jour']);
    await page.screenshot({ path: `${SHOTS}/dashboard-fr.png`, fullPage: true });
    // The app bar hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: English$/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });

  it('fit a phone’s width without sideways scrolling, in light and dark mode, with no serious axe violation', async () => {
    for (const dark of [false, true]) {
      const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
      if (dark) {
        await context.addInitScript(() => {
          localStorage.setItem('mui-mode', 'dark');
          localStorage.setItem('mui-color-scheme', 'dark');
        });
      }
      const phone = await context.newPage();
      try {
        await phone.goto(session.server.url);
        await phone.getByRole('button', { name: 'Sign in as local admin' }).click();
        const changes = phone.getByRole('region', { name: TITLES.changes, exact: true });
        await changes.getByRole('img').waitFor();
        await changes.getByRole('button', { name: 'Show as table' }).click();
        await changes.getByRole('table').waitFor();
        await phone.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        expect(
          await phone.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await phone.screenshot({
          path: `${SHOTS}/dashboard-390-${dark ? 'dark' : 'light'}.png`,
          fullPage: true,
        });
        expect(await seriousViolations(phone)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
