const pad = (value: number) => String(value).padStart(2, '0');

const parsed = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A stored date-time as a datetime-local input's value (`YYYY-MM-DDThh:mm`, local time). */
export function toDateTimeLocal(value: unknown): string {
  const date = parsed(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (the administrator's local time) as ISO 8601 with its offset, e.g.
 * `2026-05-01T19:00:00-04:00`; blank stays blank, anything else is sent as typed for the
 * server to judge.
 */
export function toOffsetDateTime(value: unknown): unknown {
  const date = typeof value === 'string' && value.trim() !== '' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toDateTimeLocal(date.toISOString())}:${pad(date.getSeconds())}${zone}`;
}
