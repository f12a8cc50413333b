import type { Locale } from './locale';
import { currentLocale } from './provider';

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored date-time (ISO 8601 text or a Date), or null when there is none or it is unreadable. */
function dateOf(value: unknown): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? new Date(value)
        : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Quebec's 24-hour notation, as its locale data writes it (the OQLF's form): `2026-11-24 14 h 05
 * min 09 s`. The hour cycle is fixed, so midnight reads `00 h`, not `24 h`.
 */
const frenchDateTime = new Intl.DateTimeFormat('fr-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The spec's form, `YYYY-MM-DD hh:mm:ss am/pm`, which no Intl locale writes. */
function englishDateTime(date: Date): string {
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    twelve,
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A stored date-time as the console shows it, in local time: in English
 * `YYYY-MM-DD hh:mm:ss am/pm`, in French `YYYY-MM-DD HH h mm min ss s` (the time in no-break spaces); empty when there is none.
 */
export function formatDateTime(value: unknown, locale: Locale = currentLocale()): string {
  const date = dateOf(value);
  if (!date) return '';
  if (locale !== 'fr') return englishDateTime(date);
  // The time is kept on one line: a narrow column breaks only between the day and the time.
  const [day, ...time] = frenchDateTime.format(date).split(/\s+/);
  return `${day} ${time.join('\u00a0')}`;
}

/** A stored date-time's day, in local time, as both languages write it here: `2026-11-24`. */
export function formatDate(value: unknown): string {
  const date = dateOf(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-CA'),
  fr: new Intl.NumberFormat('fr-CA'),
};

/** A count as the language groups its digits: `12,345` in English, `12 345` in French. */
export const formatNumber = (value: number, locale: Locale = currentLocale()): string =>
  numberFormats[locale].format(value);
