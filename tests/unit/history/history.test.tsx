import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_TABLES } from '../../../shared/resources/history';
import { i18nProvider } from '../../../src/i18n/provider';
import { recordPath } from '../../../src/resources/history/ActivityList';
import { EntryBoundary } from '../../../src/resources/history/EntryBoundary';
import type { HistoryEntry } from '../../../src/resources/history/historyEntry';
import { historyTargets } from '../../../src/resources/history/historyTargets';
import { RecordHistory } from '../../../src/resources/history/RecordHistory';
import { renderInAdmin } from '../custom/adminHarness';
import { fakeDataProvider } from '../custom/fakeDataProvider';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: '1',
  at: '2026-11-24T15:04:05Z',
  administrator_id: 2,
  administrator_email: 'ada@example.org',
  administrator_name: 'Ada Lovelace',
  resource: 'events',
  record_id: 5,
  action: 'update',
  changes: {},
  record: { id: 5, name: 'Harbour Concert', deleted: false, parents: [7] },
  files: {},
  ...overrides,
});

describe("a record's History", () => {
  it('says who did what and when, and each changed field before and after, files by name', async () => {
    const { dataProvider } = fakeDataProvider({
      history: [
        entry({
          id: '2',
          changes: {
            title: ['Harbour Concert', 'Harbour Jazz'],
            card_image_id: [10, 11],
            is_published: [false, true],
          },
          files: { 10: { id: 10, filename: 'old.png' }, 11: { id: 11, filename: 'new.png' } },
        }),
        entry({ id: '1', action: 'create', administrator_name: null, administrator_email: null }),
      ],
    });
    renderInAdmin(<RecordHistory resource="events" id={5} />, { dataProvider });
    const history = await screen.findByRole('region', { name: 'History' });
    const [update, create] = await within(history).findAllByRole('listitem');
    expect(update?.textContent).toMatch(
      /^Updated by Ada Lovelace on 2026-11-24 \d\d:04:05 (am|pm)/,
    );
    const rows = within(update as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TitleHarbour ConcertHarbour Jazz',
      'Card imageold.pngnew.png',
      'PublishedNoYes',
    ]);
    expect(create?.textContent).toMatch(/^Created by The system on /);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'history',
      expect.objectContaining({ filter: { resource: 'events', record_id: 5 } }),
    );
  });
});

describe("a record's History in French", () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
    localStorage.clear();
  });

  it('says who did what and when on the 24-hour clock, fields and flags in French', async () => {
    await i18nProvider.changeLocale('fr');
    const { dataProvider } = fakeDataProvider({
      history: [
        entry({
          changes: { is_published: [false, true] },
          administrator_name: null,
          administrator_email: null,
        }),
      ],
    });
    renderInAdmin(<RecordHistory resource="events" id={5} />, { dataProvider });
    const history = await screen.findByRole('region', { name: 'Historique' });
    const [update] = await within(history).findAllByRole('listitem');
    expect(update?.textContent).toMatch(
      /^Modifié par Le système le 2026-11-24 \d\d\u00a0h\u00a004\u00a0min\u00a005\u00a0s/,
    );
    const rows = within(update as HTMLElement)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ChampAvantAprès', 'PubliéNonOui']);
  });
});

describe('Activity', () => {
  it('names every table with a history', () => {
    for (const table of HISTORY_TABLES) expect(historyTargets[table]?.label).toBeTruthy();
  });

  it("links an entry to its record's screen, under the records it sits under", () => {
    expect(recordPath(entry({}))).toBe('/organization/7/event/5');
    expect(
      recordPath(
        entry({
          resource: 'cities',
          record_id: 9,
          record: { id: 9, name: 'Toronto', deleted: false, parents: [1, 3] },
        }),
      ),
    ).toBe('/country/1/state/3/municipality/9');
    expect(recordPath(entry({ resource: 'categories', record_id: 4 }))).toBe('/categories/4');
    expect(recordPath(entry({ resource: 'administrators', record_id: 2 }))).toBe('/administrators');
  });

  it('shows a record whose screen its parents cannot lead to without a link', () => {
    const role = { id: 3, name: 'Speaker', deleted: false, parents: [] };
    expect(recordPath(entry({ resource: 'participation_roles', record_id: 3, record: role }))).toBe(
      undefined,
    );
    expect(recordPath(entry({ record: null }))).toBe(undefined);
    const goneEvent = { id: 8, name: 'Acme', deleted: true, parents: [null, 5] };
    expect(recordPath(entry({ resource: 'sponsorships', record_id: 8, record: goneEvent }))).toBe(
      undefined,
    );
  });

  it('never throws building the link of an entry of any table', () => {
    for (const resource of HISTORY_TABLES) {
      for (const parents of [[], [1], [1, 2], [1, 2, 3], [null, 2]]) {
        const record = { id: 9, name: 'Any', deleted: false, parents };
        expect(() => recordPath(entry({ resource, record_id: 9, record }))).not.toThrow();
      }
    }
  });
});

/** An entry whose drawing fails. */
function Broken(): never {
  throw new Error('No screen for this record.');
}

describe('an entry that cannot be drawn', () => {
  it('shows its fallback in its place, the entries around it drawn', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ul>
        <li>Before</li>
        <li>
          <EntryBoundary fallback="Speaker">
            <Broken />
          </EntryBoundary>
        </li>
        <li>After</li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Before',
      'Speaker',
      'After',
    ]);
    logged.mockRestore();
  });
});
