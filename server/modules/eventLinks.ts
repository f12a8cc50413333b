import type { Queryable } from '../db/database';
import { likePattern } from '../http/records';
import { organizationNamesById } from './events';
import { requireLiveEvent } from './references';

/** A table linking events to organizations (sponsorships, participations). */
interface EventLinkTable<Row> {
  table: 'sponsorships' | 'event_participants';
  /** The column holding the linked organization's id. */
  organizationColumn: keyof Row & string;
  columns: readonly (keyof Row & string)[];
}

/**
 * A live event's live links whose organization is live, by id (404 if the event is not live), and
 * those organizations' names keyed by id; `q` keeps the links whose organization is named like it.
 */
export async function liveEventLinks<Row extends { id: number }>(
  db: Queryable,
  link: EventLinkTable<Row>,
  eventId: number,
  q: string | undefined,
) {
  await requireLiveEvent(db, eventId);
  const search = q?.trim();
  const rows = await db.query<Row>(
    `SELECT ${link.columns.map((column) => `l.${column}`).join(', ')}
       FROM ${link.table} l
       JOIN organizations o ON o.id = l.${link.organizationColumn} AND o.deleted_at IS NULL
      WHERE l.event_id = $1 AND l.deleted_at IS NULL${search ? ' AND lower(o.name) LIKE $2' : ''}
      ORDER BY l.id`,
    search ? [eventId, likePattern(search)] : [eventId],
  );
  const organizationIds = [...new Set(rows.map((row) => Number(row[link.organizationColumn])))];
  return { rows, organizations: await organizationNamesById(db, organizationIds) };
}
