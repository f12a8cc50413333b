import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber } from '../../../src/i18n/format';
import { i18nProvider } from '../../../src/i18n/provider';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  localStorage.clear();
});

// Local times, so that the expectations hold in any time zone.
const EVENING = new Date(2026, 5, 1, 19, 5, 9);
const AFTER_MIDNIGHT = new Date(2026, 0, 2, 0, 7, 3);
const NOON = new Date(2026, 10, 24, 12, 0, 0);

describe('dates and times', () => {
  it("show the spec's YYYY-MM-DD hh:mm:ss am/pm in English", () => {
    expect(formatDateTime(EVENING.toISOString())).toBe('2026-06-01 07:05:09 pm');
    expect(formatDateTime(AFTER_MIDNIGHT.toISOString())).toBe('2026-01-02 12:07:03 am');
    expect(formatDateTime(NOON.toISOString())).toBe('2026-11-24 12:00:00 pm');
    expect(formatDateTime(EVENING)).toBe('2026-06-01 07:05:09 pm');
  });

  it('show nothing for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('use the 24-hour clock in French, in the current language by default', async () => {
    expect(formatDateTime(EVENING, 'fr')).toBe(
      '2026-06-01 19\u00a0h\u00a005\u00a0min\u00a009\u00a0s',
    );
    expect(formatDateTime(AFTER_MIDNIGHT, 'fr')).toBe(
      '2026-01-02 00\u00a0h\u00a007\u00a0min\u00a003\u00a0s',
    );
    await i18nProvider.changeLocale('fr');
    expect(formatDateTime(NOON.toISOString())).toBe(
      '2026-11-24 12\u00a0h\u00a000\u00a0min\u00a000\u00a0s',
    );
  });
});

describe('numbers', () => {
  it('group digits as each language does', async () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(7)).toBe('7');
    await i18nProvider.changeLocale('fr');
    // French groups with a no-break space.
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
  });
});
