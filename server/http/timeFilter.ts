import { z } from 'zod';
import { messageText } from '../../shared/messages';

/**
 * The span a time filter may name, in UTC: PostgreSQL and JavaScript both write its dates as
 * plain ISO text, and the day after its last (where a whole last day ends) is still a
 * PostgreSQL date.
 */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9999-12-31';
const SPAN_START = Date.UTC(1900, 0, 1);
const SPAN_END = Date.UTC(10_000, 0, 1);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 instant: a day, a time (seconds and fraction optional), then `Z` or an offset. */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds since 1970 of the day's midnight in UTC plus `ms`; NaN if the calendar has no such day. */
function dayTime(year: number, month: number, day: number, ms = 0): number {
  const date = new Date(0);
  // Not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() + ms : Number.NaN;
}

type ReadTime = { day: boolean; time: number } | { problem: string };

/** A day or instant read, if it is within the span. */
const withinSpan = (day: boolean, time: number): ReadTime =>
  time >= SPAN_START && time < SPAN_END
    ? { day, time }
    : { problem: messageText('between', { min: FIRST_DAY, max: LAST_DAY }) };

/** A filter's text as a day or an instant of the span (UTC milliseconds), or why it is not. */
function readTime(text: string): ReadTime {
  const day = DAY.exec(text);
  if (day) {
    const time = dayTime(Number(day[1]), Number(day[2]), Number(day[3]));
    return Number.isNaN(time) ? { problem: messageText('no_such_day') } : withinSpan(true, time);
  }
  const instant = INSTANT.exec(text);
  if (!instant) return { problem: messageText('day_or_instant') };
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = [4, 5, 6, 9, 10].map((index) =>
    Number(instant[index] ?? 0),
  ) as [number, number, number, number, number];
  // Offsets in use run from -12:00 to +14:00; PostgreSQL refuses those beyond ±15:59.
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 14 || offsetMinutes > 59) {
    return { problem: messageText('invalid_date_time') };
  }
  const sinceMidnight = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  const local = dayTime(Number(instant[1]), Number(instant[2]), Number(instant[3]), sinceMidnight);
  if (Number.isNaN(local)) return { problem: messageText('no_such_day') };
  const offset = (instant[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const fraction = Math.floor(Number(instant[7] ?? 0) * 1000);
  return withinSpan(false, local - offset + fraction);
}

/**
 * A query parameter naming a day (`2026-11-24`, in UTC) or an instant (ISO 8601 with `Z` or an
 * offset) between 1900 and 9999. It is kept as sent, for the database to read to the
 * microsecond (`timeFrom`, `timeUntil`). Empty is absent.
 */
export const dayOrInstant = z
  .string()
  .optional()
  .transform((text, context) => {
    if (!text) return undefined;
    const read = readTime(text);
    if ('problem' in read) {
      context.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }
    return { text, day: read.day };
  });

type TimeFilter = NonNullable<z.output<typeof dayOrInstant>>;

/** SQL for where a filter starts (its day's midnight in UTC, or its instant), `$n` its text. */
export const timeFrom = (filter: TimeFilter, placeholder: string) =>
  filter.day ? `${placeholder}::date::timestamp AT TIME ZONE 'UTC'` : `${placeholder}::timestamptz`;

/** SQL for where a filter ends: after its whole day (UTC), or at its instant. */
export const timeUntil = (filter: TimeFilter, placeholder: string) =>
  filter.day
    ? `(${placeholder}::date + 1)::timestamp AT TIME ZONE 'UTC'`
    : `${placeholder}::timestamptz`;
